/**
 * The real server process: PORT and DATA_DIR are honoured (two servers with their own DATA_DIR do
 * not share data), and SIGTERM lets an in-flight request finish, closes the database and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { newsletterSubscribers } from '../src/db/schema.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tempDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

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

interface Running {
  child: ChildProcess;
  url: string;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `tsx src/server.ts` with its own port and DATA_DIR, resolved when /healthz answers. */
async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
  tempDirs.push(dataDir);
  const port = await freePort();
  // PGlite under DATA_DIR, whatever the caller's environment says.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, dataDir, output: () => out, exited };
}

describe('server process', () => {
  it('two servers on different ports with different DATA_DIR do not share data', async () => {
    const [a, b] = await Promise.all([startServer(), startServer()]);
    expect(a.url).not.toBe(b.url);
    const res = await fetch(`${a.url}/en/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'only-in-a@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(await (await fetch(`${b.url}/healthz`)).json()).toEqual({ status: 'ok', database: 'pglite' });

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);

    const emailsIn = async (dataDir: string) => {
      const database = await openDatabase({ dataDir });
      try {
        return (await database.db.select().from(newsletterSubscribers)).map((r) => r.email);
      } finally {
        await database.close();
      }
    };
    expect(await emailsIn(a.dataDir)).toEqual(['only-in-a@example.com']);
    expect(await emailsIn(b.dataDir)).toEqual([]);
  });

  it('SIGTERM drains an in-flight request, closes the database and exits 0', async () => {
    const server = await startServer({ BENCH_BASELINE: '1' });
    const slow = fetch(`${server.url}/bench/slow?ms=1500`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    const answer = await slow;
    expect(answer).toEqual({ status: 200, body: { message: 'ok', data: { waited: 1500 } } });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closed cleanly');
    // The port is free again: nothing is left listening.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('refuses to start in production without PUBLIC_URL, or with TRUST_PROXY=true, saying why', async () => {
    const run = (env: Record<string, string>) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
      tempDirs.push(dataDir);
      const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env };
      delete childEnv.DATABASE_URL;
      delete childEnv.PUBLIC_URL;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      return new Promise<{ code: number | null; out: string }>((resolve) => child.once('exit', (code) => resolve({ code, out })));
    };
    const production = await run({ NODE_ENV: 'production' });
    expect(production.code).toBe(1);
    expect(production.out).toContain('PUBLIC_URL: required when NODE_ENV=production');
    const trustAll = await run({ TRUST_PROXY: 'true' });
    expect(trustAll.code).toBe(1);
    expect(trustAll.out).toMatch(/TRUST_PROXY: .*number of proxies/);
  });
});
