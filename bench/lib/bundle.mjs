/**
 * The home route's initial JavaScript, from a storefront build (apps/web/dist or a copy):
 * the entry script index.html loads, its modulepreloads and static imports, and the home route's
 * lazy chunk with its own static imports, each gzipped (node:zlib, level 9) and summed.
 *
 * With Vite's manifest (dist/.vite/manifest.json) the chunk graph comes from it; without, from the
 * `import … from "./x.js"` statements at the top of each chunk and a chunk named HomePage-*.js.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_SOURCE = 'src/features/home/HomePage.tsx';

function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Static imports of a built chunk: `import"./a.js"`, `import{x}from"./b.js"`, `export … from`. */
function staticImportsOf(distDir, file) {
  const code = readFileSync(path.join(distDir, file), 'utf8');
  const found = new Set();
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    found.add(path.posix.join(path.posix.dirname(file), m[1]));
  }
  return [...found];
}

function fromManifest(distDir, html) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const homeKey =
    Object.keys(manifest).find((k) => k === HOME_SOURCE) ??
    Object.keys(manifest).find((k) => /HomePage\.[jt]sx?$/.test(k));
  if (!entryKey || !homeKey) return undefined;
  const files = new Map();
  const visit = (key, why) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, why);
    for (const dep of chunk.imports ?? []) visit(dep, why.endsWith(' import') ? why : `${why} import`);
  };
  visit(entryKey, 'entry');
  // modulepreload links in index.html are static imports of the entry already; keep any extra.
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g))
    if (!files.has(m[1])) files.set(m[1], 'modulepreload');
  visit(homeKey, 'home route');
  const css = new Set([...(manifest[entryKey].css ?? []), ...(manifest[homeKey].css ?? [])]);
  return { files, css: [...css] };
}

function fromChunks(distDir, html) {
  const entry = html.match(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/)?.[1];
  if (!entry) throw new Error('index.html names no module script');
  const files = new Map();
  const visit = (file, why) => {
    if (files.has(file) || !existsSync(path.join(distDir, file))) return;
    files.set(file, why);
    for (const dep of staticImportsOf(distDir, file))
      visit(dep, why.endsWith(' import') ? why : `${why} import`);
  };
  visit(entry, 'entry');
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g))
    visit(m[1], 'modulepreload');
  const assets = path.join(distDir, 'assets');
  const home = (existsSync(assets) ? readdirSync(assets) : []).find((f) => /^HomePage-[\w-]+\.js$/.test(f));
  if (home) visit(`assets/${home}`, 'home route');
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  return { files, css };
}

/** { files: [{ file, why, bytes, gzip }], totalGzip, css: [{ file, bytes, gzip }], source } */
export function homeInitialJs(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const graph = fromManifest(distDir, html) ?? fromChunks(distDir, html);
  const source = existsSync(path.join(distDir, '.vite/manifest.json')) ? 'Vite manifest' : 'chunk imports';
  const files = [...graph.files].map(([file, why]) => {
    const full = path.join(distDir, file);
    return { file, why, bytes: readFileSync(full).length, gzip: gzipBytes(full) };
  });
  const css = graph.css.map((file) => {
    const full = path.join(distDir, file);
    return { file, bytes: readFileSync(full).length, gzip: gzipBytes(full) };
  });
  return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0), css, source };
}
