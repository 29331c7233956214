/**
 * Starts the built shop for a measurement or the browser journeys (e2e/global-setup.ts):
 * `scripts/start.mjs`
 * (builds what is stale, migrates, seeds the demo shop into a throwaway DATA_DIR), stopped once
 * healthy, then `apps/api/dist/server.js` again on the same data serving a private copy of
 * apps/web/dist, so a rebuild by other work in the checkout cannot pull chunks from under the run.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the shop did not become healthy within ${timeoutMs} ms`);
}

export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Copies apps/web/dist once it is complete: the server renderer and every file the browser build's
 * manifest names exist.
 */
export async function copyWebBuild(target) {
  const source = path.join(root, 'apps/web/dist');
  const deadline = Date.now() + 120_000;
  for (;;) {
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(source, target, { recursive: true });
      const manifest = JSON.parse(readFileSync(path.join(target, '.vite/manifest.json'), 'utf8'));
      const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
      const complete =
        existsSync(path.join(target, 'server/entry-server.mjs')) &&
        files.length > 0 &&
        files.every((file) => existsSync(path.join(target, file)));
      if (complete) return;
    } catch {
      // a build is rewriting dist right now
    }
    if (Date.now() > deadline) throw new Error('apps/web/dist stayed incomplete for two minutes');
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/**
 * Starts the shop; resolves to { url, webDist, stop }. `webDist` is the private copy of the
 * storefront build the server answers from (the bundle figures are read from it too).
 */
export async function startShop(options = {}) {
  const { urls, webDist, stop } = await startShops({ ...options, count: 1 });
  return { url: urls[0], webDist, stop };
}

/**
 * Databases on the PostgreSQL server of `url`, one per shop, named after `url`'s database with
 * `_shop<i>`: made empty for the first shop, copied from the first (seeded) one for the others,
 * and dropped at the end.
 */
async function postgresShopDatabases(url, count) {
  const { default: pg } = await import('pg');
  const server = new URL(url);
  const base = decodeURIComponent(server.pathname.slice(1));
  const names = Array.from({ length: count }, (_, i) => `${base}_shop${i}`);
  const urlOf = (name) => Object.assign(new URL(server), { pathname: `/${encodeURIComponent(name)}` }).href;
  const onServer = async (work) => {
    const client = new pg.Client({ connectionString: urlOf('postgres') });
    await client.connect();
    try {
      await work(
        (statement) => client.query(statement),
        (name) => client.escapeIdentifier(name),
      );
    } finally {
      await client.end();
    }
  };
  const recreate = (name, template) =>
    onServer(async (run, quote) => {
      await run(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
      await run(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`);
    });
  return {
    urls: names.map(urlOf),
    prepareFirst: () => recreate(names[0]),
    copyFirst: async () => {
      for (const name of names.slice(1)) await recreate(name, names[0]);
    },
    drop: () =>
      onServer(async (run, quote) => {
        for (const name of names) await run(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
      }),
  };
}

/**
 * Starts `count` instances of the shop, each on its own port with its own copy of the seeded
 * data (the browser journeys run files side by side, one shop each); resolves to
 * { urls, webDist, stop }. The data is PGlite's in a throwaway DATA_DIR, as `npm start` keeps it,
 * or, with `databaseUrl`, databases on that PostgreSQL server (with PGlite's WebAssembly inside
 * them, the shop processes of one journey pair took about twice the CPU).
 */
export async function startShops({
  log = 'warn',
  prefix = 'shop-bench-web-',
  env: extraEnv = {},
  count = 1,
  databaseUrl,
} = {}) {
  const ports = [];
  for (let i = 0; i < count; i += 1) ports.push(await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const postgres = databaseUrl ? await postgresShopDatabases(databaseUrl, count) : undefined;
  const webDist = path.join(dataDir, 'web-dist');
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const envOf = (i) => {
    const env = {
      ...process.env,
      PORT: String(ports[i]),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, `shop-${i}`),
      LOG_LEVEL: log,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      // Production requires the public origin (canonical and Open Graph URLs never come from Host).
      PUBLIC_URL: urls[i],
      // The journeys sign up and sign in many times from one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ...extraEnv,
    };
    delete env.DATABASE_URL;
    delete env.WEB_DIST_DIR;
    if (postgres) env.DATABASE_URL = postgres.urls[i];
    return env;
  };

  await postgres?.prepareFirst();

  const first = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: envOf(0),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(urls[0], first, 300_000);
  } finally {
    await stop(first);
  }
  await copyWebBuild(webDist);
  // The others start from a copy of the first one's migrated and seeded data.
  // (DATA_DIR holds the seeded media either way.)
  await postgres?.copyFirst();
  for (let i = 1; i < count; i += 1) cpSync(envOf(0).DATA_DIR, envOf(i).DATA_DIR, { recursive: true });
  const children = urls.map((_, i) =>
    spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      env: { ...envOf(i), WEB_DIST_DIR: webDist },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const cleanup = async () => {
    await Promise.all(children.map((child) => stop(child)));
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(urls.map((url, i) => waitForHealth(url, children[i], 120_000)));
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { urls, webDist, stop: cleanup };
}
