#!/usr/bin/env node
/**
 * Side-by-side comparison of two running API servers (say the commit before a change and the one
 * after it, each started from its own checkout on its own benchmark database):
 *
 *   node bench/api-compare.mjs --a http://127.0.0.1:4101 --b http://127.0.0.1:4102 \
 *     --routes "/ar/api/settings,/ar/api/products?page=1" [--rounds 3] [--duration 4]
 *
 * Each route is warmed on both, then measured in alternating rounds (A, B, A, B…) with autocannon,
 * 50 connections, so a machine that gets busier or quieter during the run affects both sides alike;
 * sequential whole-benchmark runs on a small VM drift by more than the differences being looked for.
 * Prints req/s of every round, the averages and B ÷ A.
 */
import autocannon from 'autocannon';
import { arg } from './lib/args.mjs';

const a = arg('a');
const b = arg('b');
const routes = arg('routes', '/ar/api/settings').split(',');
const rounds = Number(arg('rounds', '3'));
const duration = Number(arg('duration', '4'));
if (!a || !b) {
  console.error(
    'usage: node bench/api-compare.mjs --a URL --b URL [--routes list] [--rounds N] [--duration s]',
  );
  process.exit(2);
}

const measure = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration }, (err, result) =>
      err ? reject(err) : resolve(Math.round(result.requests.average)),
    ),
  );
const average = (values) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);

for (const route of routes) {
  await measure(a + route);
  await measure(b + route);
  const ra = [];
  const rb = [];
  for (let i = 0; i < rounds; i++) {
    ra.push(await measure(a + route));
    rb.push(await measure(b + route));
  }
  console.log(
    `${route}\tA ${ra.join(' ')} (avg ${average(ra)})\tB ${rb.join(' ')} (avg ${average(rb)})\tB/A ${(average(rb) / average(ra)).toFixed(3)}`,
  );
}
