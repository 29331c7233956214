#!/usr/bin/env node
/**
 * The memory probe: how much resident memory the built shop holds after serving many distinct
 * listings. A freshly seeded shop (PGlite by default, or the PostgreSQL database in
 * BENCH_DATABASE_URL, which is WIPED) answers `--rounds` rounds (4) of the same ~2,900 distinct
 * listing requests, half the storefront API's product lists and half the server-rendered shop and
 * category pages, in both languages, over every category, audience flag and a set of searches, `--concurrency` (8) at a time. The server's resident memory (VmRSS) and its peak
 * (VmHWM) are read from /proc after start, after each round and after a pause; the first round
 * fills the caches, the later ones show whether memory keeps growing. Prints a table; `--json FILE`
 * writes the figures. No budget is asserted here: the figures go to docs/performance.md.
 *
 *   node bench/memory.mjs [--rounds 4] [--concurrency 8] [--products 60] [--json out.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { processorName } from './lib/machine.mjs';
import os from 'node:os';
import { arg } from './lib/args.mjs';
import { startApiServer } from './lib/api-server.mjs';
import { serverMemoryEnv } from '../scripts/server-memory.mjs';

const rounds = Number(arg('rounds', '4'));
const concurrency = Number(arg('concurrency', '8'));
const products = Number(arg('products', '60'));
const jsonFile = arg('json', undefined);
const databaseUrl = process.env.BENCH_DATABASE_URL;

/** The server's resident memory now and at its peak, in MB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Every distinct listing the probe asks for: API lists and rendered pages, in both languages. */
async function listingUrls(base) {
  const settings = await (await fetch(`${base}/en/api/settings`)).json();
  const categories = [];
  const walk = (list) => {
    for (const category of list ?? []) {
      categories.push(category.id);
      walk(category.childs);
    }
  };
  walk(settings.data.categories);
  const searches = ['', 'shirt', 'scrub', 'قميص', 'زي', 'abaya'];
  const audiences = [{}, { is_men: 1 }, { is_women: 1 }, { is_child: 1 }];
  const urls = [];
  for (const lang of ['ar', 'en'])
    for (const category of [undefined, ...categories])
      for (const audience of audiences)
        for (const search of searches) {
          const query = new URLSearchParams({
            ...(category ? { category_id: String(category) } : {}),
            ...Object.fromEntries(Object.entries(audience).map(([k, v]) => [k, String(v)])),
            ...(search ? { search } : {}),
          });
          urls.push(`${base}/${lang}/api/products?${query}`);
          const pagePath = category ? `/Product-category/${category}` : '/shop';
          query.delete('category_id');
          urls.push(`${base}${pagePath}?${query}${lang === 'en' ? '&lang=en' : ''}`);
        }
  return [...new Set(urls)];
}

async function runRound(urls) {
  let next = 0;
  let failures = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const response = await fetch(url).catch(() => null);
        if (!response || response.status >= 500) failures += 1;
        await response?.arrayBuffer().catch(() => undefined);
      }
    }),
  );
  return { seconds: (Date.now() - started) / 1000, failures };
}

// Started as `npm start` starts it: with the server's memory settings (scripts/server-memory.mjs).
const { NODE_OPTIONS, MALLOC_ARENA_MAX } = serverMemoryEnv(process.env);
const shop = await startApiServer({ products, databaseUrl, env: { NODE_OPTIONS, MALLOC_ARENA_MAX } });
const rows = [];
try {
  const urls = await listingUrls(shop.url);
  rows.push({ phase: 'started', requests: 0, failures: 0, seconds: 0, ...memoryOf(shop.child.pid) });
  for (let round = 1; round <= rounds; round += 1) {
    const result = await runRound(urls);
    rows.push({ phase: `round ${round}`, requests: urls.length, ...result, ...memoryOf(shop.child.pid) });
  }
  // A pause lets timers and the collector run: what the process keeps, not what it was busy with.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  rows.push({ phase: 'after 10 s idle', requests: 0, failures: 0, seconds: 10, ...memoryOf(shop.child.pid) });
} finally {
  await shop.stop();
}

const cpu = processorName();
console.log(
  `\nmemory probe: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${products} products, ${cpu}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; NODE_OPTIONS=${NODE_OPTIONS} MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX}`,
);
console.table(rows);
if (jsonFile)
  writeFileSync(
    jsonFile,
    JSON.stringify(
      {
        database: databaseUrl ? 'postgresql' : 'pglite',
        products,
        cpu,
        nodeOptions: NODE_OPTIONS,
        mallocArenaMax: MALLOC_ARENA_MAX,
        rows,
      },
      null,
      2,
    ),
  );
