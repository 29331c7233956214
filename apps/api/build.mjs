/**
 * Bundles src/server.ts into dist/server.js (ESM, Node 20). npm packages stay external and load from
 * node_modules at run time; workspace packages (@shop/*) are TypeScript source, which Node cannot
 * run, so they are bundled in. drizzle/ is copied to dist/drizzle so the bundle finds its
 * migrations even when dist/ is shipped on its own.
 *
 * Code splitting keeps dynamically imported modules in their own files under dist/chunks: the demo
 * seed (its artwork and content tables) is only read from disk when a server seeds an empty database.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(apiRoot, '../..');
const dist = path.join(apiRoot, 'dist');

/**
 * Resolves `@shop/<name>` and its subpath entries (`@shop/domain/einvoice`) to the TypeScript source
 * their package.json `exports` name, so esbuild bundles the source.
 */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(b) {
    b.onResolve({ filter: /^@shop\/[\w-]+(\/[\w/-]+)?$/ }, (args) => {
      const [, name, subpath = ''] = /^@shop\/([\w-]+)(\/.*)?$/.exec(args.path);
      const packageDir = path.join(repoRoot, 'packages', name);
      const manifest = path.join(packageDir, 'package.json');
      if (!existsSync(manifest)) return undefined;
      const exportsMap = JSON.parse(readFileSync(manifest, 'utf8')).exports ?? {};
      const target = exportsMap[`.${subpath}`];
      if (typeof target !== 'string') return undefined;
      return { path: path.join(packageDir, target), external: false };
    });
  },
};

/** esbuild options of the server bundle, written to `outdir` (tests build it in memory). */
export function serverBuildOptions(outdir = dist) {
  return {
    entryPoints: {
      server: path.join(apiRoot, 'src/server.ts'),
      'create-admin': path.join(apiRoot, 'src/cli/create-admin.ts'),
    },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
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
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync(dist, { recursive: true, force: true });
  await build(serverBuildOptions());
  cpSync(path.join(apiRoot, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
  console.log('built apps/api/dist/server.js');
}
