/**
 * Starts the real shop for the browser journeys: `npm start`'s own script (which builds what is stale)
 * on a free port, with a throwaway DATA_DIR so every run begins from the freshly seeded demo shop.
 *
 * The storefront is then served from a private copy of apps/web/dist: other work in the same
 * checkout may rebuild apps/web while the journeys run, and a rebuild deletes the hashed chunks the
 * open pages still load. So: start once through scripts/start.mjs (build + migrate + seed), stop,
 * copy the build, and run the built server again on the same data with WEB_DIST_DIR on the copy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

function stop(child: ChildProcess): Promise<void> {
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

/** Copies apps/web/dist once it is complete (every file index.html names exists). */
async function copyWebBuild(target: string) {
  const source = path.join(root, 'apps/web/dist');
  const deadline = Date.now() + 120_000;
  for (;;) {
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(source, target, { recursive: true });
      const html = readFileSync(path.join(target, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
      if (assets.length > 0 && assets.every((a) => existsSync(path.join(target, a)))) return;
    } catch {
      // a build is rewriting dist right now
    }
    if (Date.now() > deadline) throw new Error('apps/web/dist stayed incomplete for two minutes');
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const webDist = path.join(dataDir, 'web-dist');
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
  delete env.WEB_DIST_DIR;
  const baseURL = `http://127.0.0.1:${port}`;

  const startOnce = async (): Promise<ChildProcess> => {
    // 1. npm start's script: builds what is stale, migrates and seeds.
    const first = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      await waitForHealth(baseURL, first, 240_000);
    } finally {
      await stop(first);
    }
    // 2. The same server on the same data, serving a copy of the storefront build.
    await copyWebBuild(webDist);
    const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      env: { ...env, WEB_DIST_DIR: webDist },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      await waitForHealth(baseURL, server, 120_000);
    } catch (error) {
      await stop(server);
      throw error;
    }
    return server;
  };

  let child: ChildProcess;
  try {
    child = await startOnce();
  } catch (error) {
    // A build by other work in the checkout can land mid-start (a half-written bundle): once more.
    console.warn(`e2e: the shop did not start (${(error as Error).message}); trying again`);
    child = await startOnce();
  }
  project.provide('baseURL', baseURL);

  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
