#!/usr/bin/env node
/**
 * `npm start`: builds what is not built (or is older than its sources), then runs the server, which
 * migrates the database, seeds the demo shop when it is empty and serves everything on PORT.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverMemoryEnv } from './server-memory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  // A source may be a single file (apps/web/index.html).
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

const domain = 'packages/domain/src';
const targets = [
  {
    workspace: 'apps/web',
    output: path.join(root, 'apps/web/dist/server/entry-server.mjs'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      domain,
      'packages/contract/src',
    ],
  },
  {
    workspace: 'apps/admin',
    output: path.join(root, 'apps/admin/dist/index.html'),
    sources: [
      'apps/admin/src',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      domain,
      'packages/contract/src',
    ],
  },
  {
    workspace: 'apps/api',
    output: path.join(root, 'apps/api/dist/server.js'),
    sources: ['apps/api/src', 'apps/api/drizzle', domain],
  },
];

for (const target of targets) {
  if (!isStale(target.output, target.sources)) continue;
  console.log(`Building ${target.workspace}…`);
  // Always a production build: a test runner's NODE_ENV=test would otherwise give React's
  // development bundle (twice the size, StrictMode double effects).
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server's memory settings (scripts/server-memory.mjs); the rest of the environment unchanged.
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: serverMemoryEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
