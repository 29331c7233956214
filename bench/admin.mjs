#!/usr/bin/env node
/**
 * The staff API at scale: `BENCH_DATABASE_URL=postgres://… node bench/admin.mjs [--products 10000]
 * [--orders 100000] [--customers 20000] [--duration 5] [--connections 10] [--json file] [--only text]
 * [--reuse]`
 *
 * Starts the built API on the PostgreSQL database in BENCH_DATABASE_URL (WIPED first; PGlite is
 * not what a shop of this size runs on, so the script refuses to run without it), lets the demo
 * seed write `products` products, then writes customers, orders with their lines, reviews,
 * messages, subscribers, mail and audit entries set-based (bench/lib/admin-data.mjs) and runs
 * VACUUM ANALYZE. It signs in as the demo owner and measures every path of ADMIN_PATHS (each list's
 * first and a deep page, searches with a common and a rare term, the orders' filters, records'
 * details and the dashboard) with autocannon for `duration` seconds each. Every answer must be 200:
 * any other counts as a failure. Prints req/s, p50 and p99 per path and marks a p99 at or above
 * the budget (100 ms); exits 1 when a path fails or misses it. Then downloads the orders' and the
 * subscribers' CSV files once each (size, rows, seconds, the server's peak memory; no budget). `--only text` measures only the
 * paths whose title contains the text; `--reuse` measures the database a previous run wrote (only
 * new migrations are applied) instead of wiping it. New lists go into adminPaths.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { processorName } from './lib/machine.mjs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { ADMIN_DATA_DEFAULTS, adminDataStatements } from './lib/admin-data.mjs';
import { startApiServer } from './lib/api-server.mjs';
import { arg } from './lib/args.mjs';

const products = Number(arg('products', '10000'));
const orderCount = Number(arg('orders', String(ADMIN_DATA_DEFAULTS.orders)));
const customerCount = Number(arg('customers', String(ADMIN_DATA_DEFAULTS.customers)));
const duration = Number(arg('duration', '5'));
const connections = Number(arg('connections', '10'));
const jsonOut = arg('json', undefined);
const only = arg('only', undefined);
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** Measure the database a previous run wrote (new migrations still apply) instead of writing it again. */
const reuse = process.argv.includes('--reuse');
const BUDGET_MS = 100;
const OWNER = { email: 'admin@example.com', password: 'admin12345' };

if (!databaseUrl) {
  console.error('bench/admin.mjs measures PostgreSQL: set BENCH_DATABASE_URL (the database is WIPED).');
  process.exit(2);
}

async function writeAdminData(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [what, statement] of adminDataStatements({ customers: customerCount, orders: orderCount })) {
      const started = Date.now();
      const result = await client.query(statement);
      console.log(`  ${what}: ${result.rowCount} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** Values the paths need: a customer's and an order's id, and search terms found in the data. */
async function sample(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (text) => (await client.query(text)).rows[0];
    const order = await one(
      `SELECT o.id, o.code, c.id AS customer_id, c.phone, c.email FROM orders o JOIN customers c ON c.id = o.customer_id
       ORDER BY o.id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM orders)`,
    );
    const review = await one(`SELECT id FROM reviews ORDER BY id DESC LIMIT 1`);
    const message = await one(`SELECT id FROM contact_messages ORDER BY id LIMIT 1`);
    const mail = await one(`SELECT id FROM mail_outbox ORDER BY id DESC LIMIT 1`);
    const day = (await one(`SELECT to_char(now() - interval '40 days', 'YYYY-MM-DD') AS d`)).d;
    const today = (await one(`SELECT to_char(now(), 'YYYY-MM-DD') AS d`)).d;
    // A top category (its products are those of every category under it) and a product.
    const category = await one(
      `SELECT c.id FROM categories c WHERE c.parent_id IS NULL
       ORDER BY (SELECT count(*) FROM categories s WHERE s.parent_id = c.id) DESC, c.id LIMIT 1`,
    );
    const product = await one(`SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 5000`);
    return { order, review, message, mail, day, today, category, product };
  } finally {
    await client.end();
  }
}

/** [title, path under /admin/api] of everything measured; extend with new lists as they come. */
export function adminPaths(s) {
  const q = encodeURIComponent;
  const list = (name, extra = '') => [
    [`${name} page 1`, `/${name}?page=1&per_page=25${extra}`],
    [`${name} page 200`, `/${name}?page=200&per_page=25${extra}`],
  ];
  return [
    ['dashboard', '/dashboard'],
    ...list('orders'),
    ['orders sorted by total', '/orders?page=1&per_page=25&sort=total&order=desc'],
    ['orders status=processing', '/orders?page=1&per_page=25&status=processing'],
    ['orders status=completed page 20', '/orders?page=20&per_page=25&status=completed'],
    ['orders payment_status=unpaid', '/orders?page=1&per_page=25&payment_status=unpaid'],
    ['orders last 40 days', `/orders?page=1&per_page=25&from=${s.day}&to=${s.today}`],
    ['orders search code', `/orders?page=1&per_page=25&q=${q(s.order.code)}`],
    ['orders search "UA-" (common)', `/orders?page=1&per_page=25&q=UA-`],
    ['orders search name "محمد" (common)', `/orders?page=1&per_page=25&q=${q('محمد')}`],
    ['orders search full name "محمد العتيبي"', `/orders?page=1&per_page=25&q=${q('محمد العتيبي')}`],
    ['orders search phone', `/orders?page=1&per_page=25&q=${q(s.order.phone)}`],
    ['orders search rare "zzqx"', `/orders?page=1&per_page=25&q=zzqx`],
    ['order detail', `/orders/${s.order.id}`],
    ...list('customers'),
    ['customers sorted by orders', '/customers?page=1&per_page=25&sort=orders_count&order=desc'],
    ['customers search email', `/customers?page=1&per_page=25&q=${q(s.order.email)}`],
    ['customers search "gmail" (common)', `/customers?page=1&per_page=25&q=gmail`],
    ['customers search "القحطاني"', `/customers?page=1&per_page=25&q=${q('القحطاني')}`],
    ['customers search rare "zzqx"', `/customers?page=1&per_page=25&q=zzqx`],
    ['customer detail', `/customers/${s.order.customer_id}`],
    ...list('reviews'),
    ['reviews search "قماش" (common)', `/reviews?page=1&per_page=25&q=${q('قماش')}`],
    ['reviews search rare "zzqx"', `/reviews?page=1&per_page=25&q=zzqx`],
    ['review detail', `/reviews/${s.review.id}`],
    ...list('messages'),
    ['messages search "quote"', `/messages?page=1&per_page=25&q=quote`],
    ['message detail', `/messages/${s.message.id}`],
    ...list('subscribers'),
    ['subscribers search "reader12"', `/subscribers?page=1&per_page=25&q=reader12`],
    ...list('mail'),
    ['mail search order code', `/mail?page=1&per_page=25&q=${q(s.order.code)}`],
    ['mail search "gmail" (common)', `/mail?page=1&per_page=25&q=gmail`],
    ['mail detail', `/mail/${s.mail.id}`],
    ...list('audit'),
    ['audit search "confirm"', `/audit?page=1&per_page=25&q=confirm`],
    ['categories', '/categories?page=1&per_page=25'],
    ['categories search "قميص"', `/categories?page=1&per_page=25&q=${q('قميص')}`],
    ['colors (with products count)', '/colors?page=1&per_page=25'],
    ['sizes (with products count)', '/sizes?page=1&per_page=25'],
    ...list('products'),
    ['products by last change', '/products?page=1&per_page=25&sort=updated_at&order=desc'],
    ['products search "shirt" (common)', `/products?page=1&per_page=25&q=shirt`],
    ['products search "قميص" (common)', `/products?page=1&per_page=25&q=${q('قميص')}`],
    ['products search rare "zzqx"', `/products?page=1&per_page=25&q=zzqx`],
    ['products of a top category', `/products?page=1&per_page=25&category_id=${s.category.id}`],
    ['products unpublished', '/products?page=1&per_page=25&published=0'],
    ['product detail', `/products/${s.product.id}`],
    ['staff', '/staff?page=1&per_page=25'],
    ['countries', '/countries?page=1&per_page=25'],
    ['cities', '/cities?page=1&per_page=25'],
    ['areas', '/areas?page=1&per_page=25'],
    ['coupons', '/coupons?page=1&per_page=25'],
    ['settings', '/settings'],
  ];
}

async function signIn(base) {
  const response = await fetch(`${base}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(OWNER),
  });
  if (response.status !== 200) throw new Error(`staff sign-in: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  if (!cookie) throw new Error('staff sign-in set no cookie');
  return cookie;
}

function measure(base, title, path, cookie) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/admin/api${path}`,
        connections,
        duration,
        headers: { cookie, 'accept-language': 'en' },
      },
      (error, result) => {
        if (error) return reject(error);
        const failures = result.non2xx + result.errors + result.timeouts;
        resolve({
          title,
          path,
          reqPerSec: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          failures,
        });
      },
    );
  });
}

/** The server's peak resident memory so far (Linux), in MB. */
function peakRssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Downloads one CSV file whole: its size, rows, time and the server's peak memory after it. */
async function timeDownload(server, title, path, cookie) {
  const peakBefore = peakRssMb(server.child.pid);
  const started = Date.now();
  const response = await fetch(`${server.url}/admin/api${path}`, {
    headers: { cookie, 'accept-language': 'en' },
  });
  const text = await response.text();
  return {
    title,
    status: response.status,
    mb: Number((Buffer.byteLength(text) / 1e6).toFixed(1)),
    rows: text.split('\r\n').filter(Boolean).length - 1,
    seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    peakRssMbBefore: peakBefore,
    peakRssMb: peakRssMb(server.child.pid),
  };
}

console.log(`seeding ${products} products on PostgreSQL and starting the server …`);
const server = await startApiServer({
  products,
  databaseUrl,
  reset: !reuse,
  rebuild: process.argv.includes('--build'),
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000000' },
});
let failed = false;
try {
  if (!reuse) {
    console.log(`seeded in ${server.seedSeconds.toFixed(0)} s; writing ${orderCount} orders and the rest …`);
    const started = Date.now();
    await writeAdminData(databaseUrl);
    console.log(`written and analysed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const cookie = await signIn(server.url);
  const paths = adminPaths(await sample(databaseUrl)).filter(([title]) => !only || title.includes(only));
  // Each path is fetched once first: a wrong answer stops here with its body, not as a statistic.
  for (const [title, path] of paths) {
    const response = await fetch(`${server.url}/admin/api${path}`, { headers: { cookie } });
    if (response.status !== 200) {
      console.log(`FAIL ${title}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      failed = true;
    }
  }
  await measure(server.url, 'warm-up', '/orders?page=1&per_page=25', cookie);
  const results = [];
  for (const [title, path] of paths) {
    const r = await measure(server.url, title, path, cookie);
    results.push(r);
    if (r.failures > 0 || r.p99 >= BUDGET_MS) failed = true;
  }
  console.log(
    `\nPostgreSQL, ${products} products, ${orderCount} orders, ${customerCount} customers, ` +
      `${connections} connections, ${duration} s each, node ${process.version}, ` +
      `${os.cpus().length} × ${processorName()}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.table(
    results.map((r) => ({
      path: r.title,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      failures: r.failures,
      '': r.failures > 0 ? 'FAILED' : r.p99 >= BUDGET_MS ? `p99 ≥ ${BUDGET_MS} ms` : '',
    })),
  );
  const exports = [];
  for (const [title, path] of [
    ['orders export (every order)', '/orders/export'],
    ['subscribers export (every subscriber)', '/subscribers/export'],
  ]) {
    exports.push(await timeDownload(server, title, path, cookie));
  }
  console.log('\nCSV files, one download each (not held to the budget):');
  console.table(
    exports.map((e) => ({
      file: e.title,
      status: e.status,
      MB: e.mb,
      rows: e.rows,
      s: e.seconds,
      'peak RSS MB before': e.peakRssMbBefore,
      after: e.peakRssMb,
    })),
  );
  if (exports.some((e) => e.status !== 200)) failed = true;
  if (jsonOut) {
    writeFileSync(
      jsonOut,
      JSON.stringify(
        {
          database: 'postgres',
          products,
          orders: orderCount,
          customers: customerCount,
          connections,
          duration,
          results,
          exports,
        },
        null,
        2,
      ),
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
