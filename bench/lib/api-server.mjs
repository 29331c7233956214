/**
 * Starts the built API (apps/api/dist/server.js) for a load measurement: a freshly seeded demo shop
 * on a free port, in production mode with per-request logging off, on PGlite in a throwaway
 * DATA_DIR or on the PostgreSQL database `databaseUrl` (WIPED first: its public and drizzle schemas
 * are dropped). Builds apps/api when its bundle is missing (or with `rebuild`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, stop, waitForHealth } from './shop-server.mjs';

const serverJs = path.join(root, 'apps/api/dist/server.js');

export async function resetPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
}

function buildApi(rebuild) {
  if (existsSync(serverJs) && !rebuild) return;
  console.log('building apps/api …');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Resolves to { url, child, seedSeconds, stop }. */
export async function startApiServer({
  products = 60,
  databaseUrl,
  env: extraEnv = {},
  rebuild = false,
  /** Wipe `databaseUrl` first (false: start on what it holds). */
  reset = true,
} = {}) {
  buildApi(rebuild);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  if (databaseUrl && reset) await resetPostgres(databaseUrl);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SEED_PRODUCTS: String(products),
    // Per-request log lines would measure pino, not the API; warnings and errors still print.
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production requires the public origin (canonical and Open Graph URLs never come from Host).
    PUBLIC_URL: url,
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = Date.now();
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const cleanup = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Seeding 10,000 products (and their images) takes a while.
    await waitForHealth(url, child, 30 * 60_000);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { url, child, seedSeconds: (Date.now() - started) / 1000, stop: cleanup };
}
