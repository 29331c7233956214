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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverJs = path.join(root, 'apps/api/dist/server.js');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
}
const products = Number(arg('products', '60'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const jsonOut = arg('json', undefined);
const databaseUrl = process.env.BENCH_DATABASE_URL;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function resetPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
  await client.end();
}

function build() {
  if (existsSync(serverJs) && !process.argv.includes('--build')) return;
  console.log('building apps/api …');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer(dataDir, port) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SEED_PRODUCTS: String(products),
    // Per-request log lines would measure pino, not the API; warnings and errors still print.
    LOG_LEVEL: 'warn',
    BENCH_BASELINE: '1',
    NODE_ENV: 'production',
    // Production requires the public origin (canonical and Open Graph URLs never come from Host).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverJs], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // Seeding 10,000 products (and their images) takes a while.
  while (Date.now() - started < 30 * 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, seedSeconds: (Date.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function measure(title, url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (err, result) => {
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

build();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
if (databaseUrl) await resetPostgres(databaseUrl);
const port = await freePort();
console.log(`seeding ${products} products on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} and starting the server …`);
const server = await startServer(dataDir, port);
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
  // A short warm-up so JIT and caches do not count against the first route.
  await measure('warm-up', `${server.url}/ar/api/products?page=1`).catch(() => undefined);
  const results = [];
  for (const [title, url] of runs) {
    const r = await measure(title, url);
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
      `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} (server started in ${server.seedSeconds.toFixed(1)} s)`,
  );
  console.table(rows);
  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify({ database: databaseUrl ? 'postgres' : 'pglite', products, connections, duration, results }, null, 2));
  }
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

