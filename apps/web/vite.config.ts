import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

const api = process.env.API_URL ?? 'http://localhost:3000';

// react-router's package exports only its development build (dev warnings on); production builds use
// its production build, the same code with the warnings compiled out (about 0.6 kB gzip off the entry).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Drops React Router's `X.displayName = "…"` statements (names for React's developer tools). Each
 * is an assignment Rollup must keep, and it keeps the component with it: its `Form`, the form
 * submission code behind it and the fetcher helpers stayed in the storefront's entry although the
 * shop uses none of them. The line stays (empty) so positions in the file do not move.
 */
function reactRouterWithoutDisplayNames(): Plugin {
  return {
    name: 'react-router-without-display-names',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return null;
      const trimmed = code
        .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1');
      return { code: trimmed, map: null };
    },
  };
}

/**
 * Writes dist/.vite/chunks.json: each source module under src/ and the built chunk it ended up in.
 * Vite's manifest names a chunk by its source only when that source is the chunk's own entry; a
 * page whose chunk also carries modules other pages share is listed under a generated name, and
 * the server could not find the chunks a page needs to preload.
 */
function chunksOfModules(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'chunks-of-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const source = path.relative(root, id).split(path.sep).join('/');
          if (source.startsWith('src/')) chunks[source] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

/**
 * Two builds: the browser's (`vite build`: dist/, its manifest in dist/.vite/manifest.json) and the
 * server renderer (`vite build --ssr`: dist/server/entry-server.mjs, which the API imports). The
 * renderer bundles its dependencies (React's production server build among them), so the API runs
 * it the same whatever NODE_ENV it was started with.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          reactRouterWithoutDisplayNames(),
          chunksOfModules(),
          // Brotli and gzip copies beside each file, served as they are (apps/api's
          // serveBuildFiles): no asset is compressed again per request.
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/^\.vite\//] }),
        ]),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        // Styles come from the browser's build; the server only writes their links.
        cssCodeSplit: true,
        rollupOptions: { output: { entryFileNames: 'entry-server.mjs', inlineDynamicImports: true } },
      }
    : {
        outDir: 'dist',
        sourcemap: false,
        manifest: true,
        // The boot script loads the entry once the page has painted (src/boot.ts).
        rollupOptions: {
          input: ['src/boot.ts', 'src/entry-client.tsx'],
        },
        // Route-level splitting keeps the home route's initial JavaScript small.
        chunkSizeWarningLimit: 400,
      },
  server: {
    port: 5173,
    proxy: {
      '/ar/api': api,
      '/en/api': api,
      '/media': api,
      '/sitemap.xml': api,
      '/robots.txt': api,
    },
  },
}));
