#!/usr/bin/env node
/**
 * What the storefront's libraries weigh in its first script: `npm run bench:stack-weight`.
 *
 * Builds three small bundles with the storefront's own Vite configuration (apps/web/vite.config.ts:
 * React Router's production build without its display names, the same minifier) and gzips each at
 * level 9, as bench/web.mjs measures the home route's first script:
 *   1. react, react-dom's client (`hydrateRoot`, `createRoot`, `createPortal`) and scheduler;
 *   2. the same with React Router's declarative routes and every hook the storefront calls, and zustand;
 *   3. the same with TanStack Query's client, caches, `hydrate` and hooks.
 * Each bundle calls what it imports, so the minifier keeps what the storefront keeps. The third is
 * the floor under the first-script budget before any of the shop's own code; the script prints it
 * beside the storefront's first script from apps/web/dist (built when missing).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { build } from 'vite';
import { homeInitialJs } from './lib/bundle.mjs';
import { processorName } from './lib/machine.mjs';
import { root } from './lib/shop-server.mjs';

const BUDGET_GZIP_BYTES = 100 * 1024;
const webDir = path.join(root, 'apps/web');

const REACT = `
import { useState, startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPortal } from 'react-dom';
`;
const ROUTER = `
import { BrowserRouter, Routes, Route, Link, useLocation, useNavigate, useSearchParams, useParams,
  useRoutes, useHref, useResolvedPath, useLinkClickHandler, matchRoutes, Outlet, Navigate } from 'react-router';
import { create } from 'zustand';
const useStore = create(() => ({ n: 0 }));
`;
const QUERY = `
import { QueryClient, QueryClientProvider, useQuery, useQueryClient, useMutation, hydrate, QueryCache,
  MutationCache } from '@tanstack/react-query';
`;

/** A page that calls each import, and the code that hydrates or renders it. */
function entrySource({ router, query }) {
  const hooks = [
    'const [count, setCount] = useState(0);',
    router
      ? `const location = useLocation(); const navigate = useNavigate(); const [search] = useSearchParams();
         const params = useParams(); const href = useHref('/a'); const resolved = useResolvedPath('/b');
         const click = useLinkClickHandler('/c'); const stored = useStore((s) => s.n);
         const nested = useRoutes([{ path: '/', element: <Outlet /> }]);`
      : '',
    query
      ? `const answer = useQuery({ queryKey: ['a'], queryFn: () => fetch('/a').then((r) => r.json()) });
         const client = useQueryClient(); const change = useMutation({ mutationFn: () => fetch('/b') });`
      : '',
  ].join('\n');
  const shown = [
    '{count}',
    router
      ? `{location.pathname}{search.get('x')}{params.id}{href}{resolved.pathname}{stored}{nested}
         <Link to="/c" onClick={click}>c</Link>{matchRoutes([{ path: '/' }], '/')?.length}<Navigate to="/" />`
      : '',
    query ? '{String(answer.data)}{String(change.isPending)}' : '',
  ].join('');
  const onClick = [
    'setCount(count + 1);',
    router ? "navigate('/d');" : '',
    query ? 'client.invalidateQueries(); change.mutate();' : '',
  ].join(' ');
  let app = '<Page />';
  if (router) app = '<BrowserRouter><Routes><Route path="*" element={<Page />} /></Routes></BrowserRouter>';
  if (query) app = `<QueryClientProvider client={queryClient}>${app}</QueryClientProvider>`;
  return `${REACT}${router ? ROUTER : ''}${query ? QUERY : ''}
${query ? 'const queryClient = new QueryClient({ queryCache: new QueryCache(), mutationCache: new MutationCache() });\nhydrate(queryClient, window.shopState);' : ''}
function Page() {
  ${hooks}
  return <div onClick={() => { ${onClick} }}>${shown}{createPortal(<i />, document.body)}</div>;
}
const app = <StrictMode>${app}</StrictMode>;
if (document.getElementById('shop-state')) startTransition(() => { hydrateRoot(document, app); });
else createRoot(document.getElementById('root')).render(app);
`;
}

async function gzippedBundle(name, source) {
  // Inside the project, so the bundle's imports resolve from its node_modules.
  mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, `node_modules/.cache/stack-weight-${name}-`));
  try {
    const entry = path.join(dir, 'entry.jsx');
    writeFileSync(entry, source);
    await build({
      configFile: path.join(webDir, 'vite.config.ts'),
      root: webDir,
      logLevel: 'silent',
      plugins: [
        {
          // The storefront's configuration names its own entries; this bundle has one.
          name: 'stack-weight-input',
          options: (options) => ({ ...options, input: entry }),
        },
      ],
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, manifest: false, write: true },
    });
    const assets = path.join(dir, 'dist/assets');
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const body = readFileSync(path.join(assets, file));
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { raw, gzip };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`machine: ${processorName()}, node ${process.version}`);
const rows = [
  ['react, react-dom, scheduler', { router: false, query: false }],
  ['+ React Router (declarative) and zustand', { router: true, query: false }],
  ['+ TanStack Query', { router: true, query: true }],
];
let previous = 0;
let floor = 0;
for (const [label, parts] of rows) {
  const { raw, gzip } = await gzippedBundle(label.replace(/\W+/g, '-'), entrySource(parts));
  console.log(
    `${label.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(9)}  (+${kb(gzip - previous)})`,
  );
  previous = gzip;
  floor = gzip;
}
if (!existsSync(path.join(webDir, 'dist/.vite/manifest.json'))) {
  spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}
const firstScript = homeInitialJs(path.join(webDir, 'dist'));
console.log(
  `${'the storefront: the home route\u2019s first script'.padEnd(44)} ${''.padStart(10)} ${kb(firstScript.totalGzip).padStart(9)}`,
);
console.log(
  `the shop's own code in it: ${kb(firstScript.totalGzip - floor)}; the budget (${kb(BUDGET_GZIP_BYTES)}) leaves it ${kb(BUDGET_GZIP_BYTES - floor)}`,
);
