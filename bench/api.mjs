#!/usr/bin/env node
/**
 * API load benchmark: `node bench/api.mjs [--products 60] [--duration 10] [--connections 50] [--build]`
 *
 * Builds apps/api/dist when missing (or with --build), starts `node apps/api/dist/server.js` as a
 * child process on a free port with a freshly seeded database — PGlite in a temporary DATA_DIR, or
 * the PostgreSQL database in BENCH_DATABASE_URL (WIPED first: its public and drizzle schemas are
 * dropped) — then measures each route with autocannon and prints req/s, p50, p99 and the ratio to a
 * baseline route answering a constant JSON body of the same size as a product page.
 * Add `--json file` to also write the figures as JSON.
 */
import { writeFileSync } from 'node:fs';
import { processorName } from './lib/machine.mjs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startApiServer } from './lib/api-server.mjs';
import { arg } from './lib/args.mjs';

const products = Number(arg('products', '60'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const jsonOut = arg('json', undefined);
const databaseUrl = process.env.BENCH_DATABASE_URL;

function measure(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1, headers }, (err, result) => {
      if (err) return reject(err);
      resolve({
        title,
        path: new URL(url).pathname + new URL(url).search,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        bytesPerReq: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
      });
    });
  });
}

console.log(
  `seeding ${products} products on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} and starting the server …`,
);
const server = await startApiServer({
  products,
  databaseUrl,
  rebuild: process.argv.includes('--build'),
  env: { BENCH_BASELINE: '1' },
});
try {
  const list = await (await fetch(`${server.url}/ar/api/products?page=1`)).json();
  const listBytes = Buffer.byteLength(JSON.stringify(list));
  const first = list.data.data[0];
  // A search term real shoppers would type: the first word of a product name.
  const term = first.name.split(/\s+/)[0];
  const searchUrl = `${server.url}/ar/api/products?search=${encodeURIComponent(term)}`;
  const search = await (await fetch(searchUrl)).json();

  const runs = [
    ['baseline (constant JSON)', `${server.url}/bench/baseline?bytes=${listBytes}`],
    ['products list', `${server.url}/ar/api/products?page=1`],
    ['product detail', `${server.url}/ar/api/products/${first.id}`],
    ['settings', `${server.url}/ar/api/settings`],
    [`search "${term}" (${search.data.total} hits)`, searchUrl],
    ['products list, page 5', `${server.url}/ar/api/products?page=5`],
    ['category filter', `${server.url}/ar/api/products?category_id=${first.category_id}`],
  ];
  // The storefront's pages as a browser asks for them (brotli accepted), from the page cache: the
  // first request of each renders it, every later one within PAGE_CACHE_MS is a cache hit.
  const home = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
  if ((home.headers.get('content-type') ?? '').startsWith('text/html')) {
    runs.push(
      ['home page HTML (cached)', `${server.url}/`, { 'accept-encoding': 'br' }],
      ['product page HTML (cached)', `${server.url}/product/${first.id}`, { 'accept-encoding': 'br' }],
      [
        'English product page HTML (cached)',
        `${server.url}/product/${first.id}?lang=en`,
        { 'accept-encoding': 'br' },
      ],
    );
  }
  // A short warm-up so JIT and caches do not count against the first route.
  await measure('warm-up', `${server.url}/ar/api/products?page=1`).catch(() => undefined);
  const results = [];
  for (const [title, url, headers] of runs) {
    const r = await measure(title, url, headers);
    results.push(r);
    console.log(`  measured ${title}: ${r.reqPerSec} req/s, p99 ${r.p99} ms`);
  }
  const baseline = results[0].reqPerSec;
  const rows = results.map((r) => ({
    route: r.title,
    'req/s': r.reqPerSec,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'vs baseline': `${Math.round((r.reqPerSec / baseline) * 100)}%`,
    'bytes/req': r.bytesPerReq,
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.log(
    `\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${products} products, ${connections} connections, ${duration} s each, ` +
      `node ${process.version}, ${os.cpus().length} × ${processorName()} (server started in ${server.seedSeconds.toFixed(1)} s)`,
  );
  console.table(rows);
  if (jsonOut) {
    writeFileSync(
      jsonOut,
      JSON.stringify(
        { database: databaseUrl ? 'postgres' : 'pglite', products, connections, duration, results },
        null,
        2,
      ),
    );
  }
} finally {
  await server.stop();
}
