/**
 * The home route's initial JavaScript, from a storefront build (apps/web/dist or a copy): the
 * boot script, the entry script with its static imports, and the home route's page chunk and text packs with their
 * own static imports (what the boot script loads), each gzipped
 * (node:zlib, level 9) and summed. The chunk graph comes from Vite's manifest
 * (dist/.vite/manifest.json), which the server renders the links from too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The home route's page and text packs (app/routes.tsx). Its product sections and their
// product-core texts load when the shopper scrolls near them (shared/lib/part-when-near.tsx).
const HOME_SOURCES = ['src/features/home/HomePage.tsx', 'src/features/home/i18n.ts'];

function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function fromManifest(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  // Each source and its chunk (a page's chunk may be listed under a generated name).
  const chunks = JSON.parse(readFileSync(path.join(distDir, '.vite/chunks.json'), 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keyOf = (source) => (manifest[source] ? source : keyOfFile.get(chunks[source]));
  // Two entries: the boot script (first) and the app's entry it loads once the page has painted.
  const entryKeys = ['src/boot.ts', 'src/entry-client.tsx'].filter((key) => manifest[key]?.isEntry);
  if (!entryKeys.includes('src/entry-client.tsx')) throw new Error('the manifest names no entry');
  const files = new Map();
  const css = new Set();
  const visit = (key, why) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, why);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep, why.endsWith(' import') ? why : `${why} import`);
  };
  for (const key of entryKeys) visit(key, key === 'src/boot.ts' ? 'boot' : 'entry');
  for (const source of HOME_SOURCES) visit(keyOf(source), 'home route');
  return { files, css: [...css] };
}

/** { files: [{ file, why, bytes, gzip }], totalGzip, css: [{ file, bytes, gzip }], source } */
export function homeInitialJs(distDir) {
  const graph = fromManifest(distDir);
  const source = 'Vite manifest';
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
