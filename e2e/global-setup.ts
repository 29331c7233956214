/**
 * Starts the real shop for the browser journeys: `npm start`'s own script (which builds what is stale)
 * on a free port, with a throwaway DATA_DIR so every run begins from the freshly seeded demo shop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The shop did not become healthy within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  // The embedded database (PGlite): DATABASE_URL must be absent, not empty (the API's config
  // rejects an empty value).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, 240_000);
  project.provide('baseURL', baseURL);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
