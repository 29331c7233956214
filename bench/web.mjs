#!/usr/bin/env node
/**
 * Storefront performance budget: `node bench/web.mjs [--runs 3] [--lang ar,en] [--pages home,…]
 * [--json file] [--no-lighthouse] [--base-url http://…]`
 *
 * 1. Initial JavaScript of the home route, at most 100 KB gzipped: the entry script and its static
 *    imports, plus the home route's page chunk and text packs with their static imports (what the
 *    server's page links), each gzipped with node:zlib (level 9); printed per file and summed.
 * 2. Lighthouse 12, default (mobile) preset, median of 3 runs, in Arabic and English, on /, /shop, a
 *    category's products, a product page and /blogs: performance ≥ 95, accessibility, best
 *    practices and SEO 100, LCP < 2.0 s, TBT < 150 ms, CLS < 0.05. Debian's Chromium (CHROME_PATH,
 *    default /usr/bin/chromium) with the e2e flags. For each page: scores, LCP, CLS, TBT, FCP, Speed
 *    Index, the LCP element, and what costs points (opportunities with their savings, failing
 *    diagnostics and the failing audits of the other categories).
 *
 * The script starts the built shop itself (bench/lib/shop-server.mjs: builds what is stale, seeds a
 * throwaway DATA_DIR, serves a private copy of apps/web/dist) and stops it; `--base-url` measures a
 * shop that is already running instead (the bundle is then read from apps/web/dist).
 * Exit code 1 when a budget is missed. Run by hand; never part of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { arg } from './lib/args.mjs';
import { homeInitialJs } from './lib/bundle.mjs';
import { processorName } from './lib/machine.mjs';
import { root, startShop } from './lib/shop-server.mjs';

const BUDGET_GZIP_BYTES = 100 * 1024;
const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 2000,
  tbt: 150,
  cls: 0.05,
};
// The same flags as e2e/support/browser.ts.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const runs = Math.max(1, Number(arg('runs', '3')));
const languages = arg('lang', 'ar,en').split(',');
const jsonOut = arg('json', undefined);
const baseUrlArg = arg('base-url', undefined);
const withLighthouse = !process.argv.includes('--no-lighthouse');
const onlyPages = arg('pages', 'home,shop,category,product,blogs').split(',');
const rawDir = arg('raw', undefined);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const pad = (text, n) => String(text).padEnd(n);
const padStart = (text, n) => String(text).padStart(n);

function printBundle(bundle) {
  console.log(`\n## Home route initial JavaScript (gzip level 9, from the ${bundle.source})\n`);
  console.log(`${pad('file', 44)} ${pad('why', 20)} ${padStart('raw', 10)} ${padStart('gzip', 10)}`);
  for (const f of bundle.files)
    console.log(
      `${pad(f.file, 44)} ${pad(f.why, 20)} ${padStart(kb(f.bytes), 10)} ${padStart(kb(f.gzip), 10)}`,
    );
  const ok = bundle.totalGzip <= BUDGET_GZIP_BYTES;
  console.log(
    `${pad('total', 65)} ${padStart(kb(bundle.files.reduce((s, f) => s + f.bytes, 0)), 10)} ${padStart(kb(bundle.totalGzip), 10)}`,
  );
  console.log(
    `budget ${kb(BUDGET_GZIP_BYTES)}: ${ok ? 'OK' : `MISSED by ${kb(bundle.totalGzip - BUDGET_GZIP_BYTES)}`}`,
  );
  for (const c of bundle.css)
    console.log(`(stylesheet, not counted: ${c.file} ${kb(c.bytes)} raw, ${kb(c.gzip)} gzip)`);
  return ok;
}

/** The first node snippet found in an audit's details (LH 12 nests tables in a list). */
function firstNode(details) {
  const stack = [details];
  while (stack.length) {
    const item = stack.shift();
    if (!item || typeof item !== 'object') continue;
    if (item.type === 'node' && (item.snippet || item.selector))
      return `${item.selector ?? ''} ${item.snippet ?? ''}`.trim();
    for (const value of Object.values(item)) if (value && typeof value === 'object') stack.push(value);
  }
  return undefined;
}

function summarise(lhr) {
  const a = lhr.audits;
  const perf = lhr.categories.performance;
  const access = lhr.categories.accessibility;
  const opportunities = Object.values(a)
    .filter(
      (x) => x.details?.type === 'opportunity' && (x.details.overallSavingsMs ?? 0) > 0 && (x.score ?? 1) < 1,
    )
    .map((x) => ({
      id: x.id,
      title: x.title,
      savingsMs: Math.round(x.details.overallSavingsMs),
      display: x.displayValue ?? '',
    }))
    .sort((p, q) => q.savingsMs - p.savingsMs);
  const perfIds = new Set(perf.auditRefs.map((r) => r.id));
  const diagnostics = Object.values(a)
    .filter(
      (x) =>
        perfIds.has(x.id) &&
        x.scoreDisplayMode !== 'manual' &&
        x.scoreDisplayMode !== 'notApplicable' &&
        x.scoreDisplayMode !== 'informative',
    )
    .filter(
      (x) =>
        x.score !== null &&
        x.score < 0.9 &&
        x.details?.type !== 'opportunity' &&
        ![
          'largest-contentful-paint',
          'cumulative-layout-shift',
          'total-blocking-time',
          'first-contentful-paint',
          'speed-index',
          'interactive',
          'max-potential-fid',
        ].includes(x.id),
    )
    .map((x) => ({ id: x.id, title: x.title, score: x.score, display: x.displayValue ?? '' }));
  const failuresOf = (category) =>
    (category?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && a[r.id] && a[r.id].score !== null && a[r.id].score < 1)
      .map((r) => ({ id: r.id, title: a[r.id].title, weight: r.weight, node: firstNode(a[r.id].details) }));
  const accessibilityFailures = [
    ...failuresOf(access),
    ...failuresOf(lhr.categories['best-practices']),
    ...failuresOf(lhr.categories.seo),
  ];
  const metricScores = perf.auditRefs
    .filter((r) => r.weight > 0)
    .map((r) => ({
      id: r.id,
      weight: r.weight,
      score: a[r.id]?.score ?? 0,
      lost: Math.round(r.weight * (1 - (a[r.id]?.score ?? 0))),
    }));
  const bootup = (a['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map((i) => `${i.url} ${Math.round(i.total)} ms (script ${Math.round(i.scripting ?? 0)} ms)`);
  const mainThread = (a['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 5)
    .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`);
  const longTasks = (a['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map((i) => `${i.url} ${Math.round(i.duration)} ms at ${Math.round(i.startTime)} ms`);
  const requests = a['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((s, r) => s + (r.transferSize ?? 0), 0);
  return {
    url: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    performance: Math.round((perf.score ?? 0) * 100),
    accessibility: Math.round((access.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    si: a['speed-index'].numericValue,
    lcpElement: firstNode(a['largest-contentful-paint-element']?.details),
    lcpBreakdown: a['largest-contentful-paint-element']?.details?.items?.[1]?.items
      ?.map((i) => `${i.phase ?? i.label}: ${Math.round(i.timing ?? 0)} ms`)
      .join(', '),
    renderBlocking: (a['render-blocking-resources']?.details?.items ?? []).map(
      (i) => `${i.url} (${Math.round(i.wastedMs ?? 0)} ms)`,
    ),
    unsizedImages: (a['unsized-images']?.details?.items ?? []).map((i) => i.url ?? firstNode(i)),
    layoutShifts: (a['layout-shifts']?.details?.items ?? []).map(
      (i) => `${(i.score ?? 0).toFixed(3)} ${firstNode(i) ?? ''}`,
    ),
    scriptTransferBytes: scriptBytes,
    domElements: a['dom-size']?.numericValue,
    bootup,
    mainThread,
    longTasks,
    metricScores,
    opportunities,
    diagnostics,
    accessibilityFailures,
    warnings: lhr.runWarnings ?? [],
  };
}
/** Each budget of a page: whether it was met. */
function budgetsOf(s) {
  return {
    performance: s.performance >= TARGETS.performance,
    accessibility: s.accessibility >= TARGETS.accessibility,
    bestPractices: s.bestPractices >= TARGETS.bestPractices,
    seo: s.seo >= TARGETS.seo,
    lcp: s.lcp < TARGETS.lcp,
    tbt: s.tbt < TARGETS.tbt,
    cls: s.cls < TARGETS.cls,
  };
}

function printPage(name, s) {
  const met = budgetsOf(s);
  const mark = (key) => (met[key] ? '' : ' (MISSED)');
  console.log(`\n### ${name}: ${s.url}`);
  console.log(
    `performance ${s.performance}${mark('performance')} · accessibility ${s.accessibility}${mark('accessibility')} · ` +
      `best practices ${s.bestPractices}${mark('bestPractices')} · SEO ${s.seo}${mark('seo')} · ` +
      `LCP ${ms(s.lcp)}${mark('lcp')} · CLS ${s.cls.toFixed(3)}${mark('cls')} · TBT ${ms(s.tbt)}${mark('tbt')} · ` +
      `FCP ${ms(s.fcp)} · SI ${ms(s.si)} · JS transferred ${kb(s.scriptTransferBytes)} · runs ${s.runs.join(', ')}`,
  );
  console.log(`metric points lost: ${s.metricScores.map((m) => `${m.id} −${m.lost}`).join(', ')}`);
  if (s.lcpElement) console.log(`LCP element: ${s.lcpElement}`);
  if (s.lcpBreakdown) console.log(`LCP phases: ${s.lcpBreakdown}`);
  for (const r of s.renderBlocking) console.log(`render-blocking: ${r}`);
  for (const u of s.unsizedImages) console.log(`unsized image: ${u}`);
  for (const l of s.layoutShifts) console.log(`layout shift: ${l}`);
  if (s.domElements) console.log(`DOM elements: ${s.domElements}`);
  if (s.mainThread.length) console.log(`main thread: ${s.mainThread.join(', ')}`);
  for (const b of s.bootup) console.log(`script cost: ${b}`);
  for (const t of s.longTasks) console.log(`long task: ${t}`);
  for (const o of s.opportunities)
    console.log(`opportunity: ${o.title} — saves ~${o.savingsMs} ms ${o.display}`);
  for (const d of s.diagnostics) console.log(`diagnostic: ${d.title} (score ${d.score}) ${d.display}`);
  for (const f of s.accessibilityFailures)
    console.log(`failing audit: ${f.id} (weight ${f.weight}) ${f.title}${f.node ? ` — ${f.node}` : ''}`);
  for (const w of s.warnings) console.log(`warning: ${w}`);
  return Object.values(met).every(Boolean);
}

async function lighthousePages(baseUrl, lang) {
  const list = await (await fetch(`${baseUrl}/${lang}/api/products?page=1`)).json();
  const first = list.data.data[0];
  const suffix = lang === 'ar' ? '' : `?lang=${lang}`;
  const pages = [
    ['home', `${baseUrl}/${suffix}`],
    ['shop', `${baseUrl}/shop${suffix}`],
    ['category', `${baseUrl}/Product-category/${first.category_id}${suffix}`],
    ['product', `${baseUrl}/product/${first.id}${suffix}`],
    ['blogs', `${baseUrl}/blogs${suffix}`],
  ].filter(([name]) => onlyPages.includes(name));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  const results = {};
  try {
    // One throwaway load so the server's caches and the OS file cache are warm for every page alike.
    await lighthouse(pages[0][1], {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    for (const [name, url] of pages) {
      const all = [];
      for (let i = 0; i < runs; i++) {
        // A run whose trace failed (e.g. NO_NAVSTART on a busy machine) has no score: run it again.
        let result;
        for (let attempt = 1; attempt <= 3; attempt++) {
          result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          const failed = result.lhr.runtimeError || result.lhr.categories.performance.score === null;
          if (!failed) break;
          console.warn(
            `${name} run ${i + 1}: ${result.lhr.runtimeError?.code ?? 'no performance score'}, attempt ${attempt}`,
          );
        }
        all.push(summarise(result.lhr));
        if (rawDir) {
          mkdirSync(rawDir, { recursive: true });
          writeFileSync(path.join(rawDir, `${name}-${lang}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
      }
      // The median run by performance score.
      all.sort((p, q) => p.performance - q.performance);
      results[name] = { ...all[Math.floor(all.length / 2)], runs: all.map((r) => r.performance) };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

async function main() {
  let shop;
  let baseUrl = baseUrlArg?.replace(/\/$/, '');
  if (!baseUrl) {
    shop = await startShop();
    baseUrl = shop.url;
  }
  const distDir = shop?.webDist ?? path.join(root, 'apps/web/dist');
  let ok = true;
  const report = { date: new Date().toISOString(), languages, runs };
  try {
    const bundle = homeInitialJs(distDir);
    report.bundle = bundle;
    ok = printBundle(bundle) && ok;

    if (withLighthouse) {
      const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
      report.lighthouse = {};
      const rows = [];
      for (const lang of languages) {
        console.log(
          `\n## Lighthouse ${version}, mobile preset (simulated throttling), language ${lang}, median of ${runs} run(s)`,
        );
        const before = os.loadavg()[0];
        const pages = await lighthousePages(baseUrl, lang);
        const after = os.loadavg()[0];
        report.loadAverage = { before, after, cpus: os.cpus().length, processor: processorName() };
        console.log(
          `machine: ${os.cpus().length} × ${processorName()}, 1-minute load average ${before.toFixed(1)} before and ${after.toFixed(1)} after the runs`,
        );
        report.lighthouse[lang] = pages;
        for (const [name, summary] of Object.entries(pages)) {
          ok = printPage(`${name} (${lang})`, summary) && ok;
          rows.push([`${name} (${lang})`, summary]);
        }
      }
      console.log(
        '\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | FCP | runs |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
      for (const [name, s] of rows) {
        console.log(
          `| ${name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${ms(s.lcp)} | ${ms(s.tbt)} | ${s.cls.toFixed(3)} | ${ms(s.fcp)} | ${s.runs.join(', ')} |`,
        );
      }
    }
  } finally {
    await shop?.stop();
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 2));
  console.log(`\n${ok ? 'All storefront budgets met.' : 'Some storefront budgets were missed (see above).'}`);
  process.exitCode = ok ? 0 : 1;
}

await main();
