/**
 * Bundles src/server.ts into dist/server.js (ESM, Node 20). npm packages stay external and load from
 * node_modules at run time; workspace packages (@shop/*) are TypeScript source, which Node cannot
 * run, so they are bundled in. drizzle/ is copied to dist/drizzle so the bundle finds its
 * migrations even when dist/ is shipped on its own.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(apiRoot, '../..');
const dist = path.join(apiRoot, 'dist');

/** Resolves `@shop/<name>` to packages/<name>/src/index.ts so esbuild bundles the source. */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(b) {
    b.onResolve({ filter: /^@shop\/[\w-]+$/ }, (args) => {
      const name = args.path.slice('@shop/'.length);
      const entry = path.join(repoRoot, 'packages', name, 'src', 'index.ts');
      if (!existsSync(entry)) return undefined;
      return { path: entry, external: false };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiRoot, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Plugins run before `packages: 'external'`, so @shop/* is bundled and the rest stays external.
  plugins: [bundleWorkspacePackages],
  packages: 'external',
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path.join(apiRoot, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
console.log('built apps/api/dist/server.js');
