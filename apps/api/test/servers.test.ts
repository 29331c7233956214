/**
 * The real server process: PORT and DATA_DIR are honoured (two servers with their own DATA_DIR do
 * not share data), SIGTERM lets an in-flight request finish, closes the database and exits 0, and
 * with SHUTDOWN_DRAIN_MS it first drains: /healthz fails while every other request is answered.
 *
 * Each server is waited for by its own "shop listening" log line, never by a deadline. What makes a
 * start slow is done once for the file: the servers run the server bundle built here as `npm run
 * build` builds it (no TypeScript compiled per start), and start on copies of one PGlite database
 * made and migrated here, since creating one is the longest part of a start (a start on an empty
 * DATA_DIR, what `npm start` does, is production-seed.test.ts's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { serverBuildOptions } from '../build.mjs';
import { migrate, openDatabase } from '../src/db/client.js';
import { newsletterSubscribers } from '../src/db/schema.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Where the bundle goes: under the package, so that its dependencies and migrations are found as
 * from dist/, and in node_modules/.cache, which git and lint ignore and builds leave alone.
 */
const bundleDir = path.join(apiRoot, 'node_modules', '.cache', `servers-test-${process.pid}`);
const serverJs = path.join(bundleDir, 'server.js');
const tempDirs: string[] = [bundleDir];
const children: ChildProcess[] = [];
/** A DATA_DIR holding a migrated, empty PGlite database: each server starts on a copy. */
let template: string;

beforeAll(async () => {
  template = mkdtempSync(path.join(os.tmpdir(), 'shop-server-template-'));
  tempDirs.push(template);
  const makeTemplate = async () => {
    const database = await openDatabase({ dataDir: template });
    await migrate(database);
    await database.close();
  };
  await Promise.all([build({ ...serverBuildOptions(bundleDir), sourcemap: false }), makeTemplate()]);
});

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface LogLine {
  msg?: string;
  url?: string;
  req?: { method?: string; url?: string };
}

interface Running {
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  /** Resolves with the first log line (pino's JSON) that `test` accepts, past or future. */
  logged: (test: (line: LogLine) => boolean) => Promise<LogLine>;
  exited: Promise<number | null>;
}

/** Starts the server with its own port and DATA_DIR; resolves once it logs that it listens. */
async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
  tempDirs.push(dataDir);
  cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  // PGlite under DATA_DIR, whatever the caller's environment says; and no storefront or dashboard
  // build, so a build running beside the test changes nothing here.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ADMIN_DIST_DIR: path.join(dataDir, 'no-admin-build'),
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [serverJs], {
    cwd: apiRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const lines: LogLine[] = [];
  const waiting = new Set<{ test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  let partial = '';
  child.stdout!.on('data', (d) => {
    out += d;
    partial += d;
    const complete = partial.split('\n');
    partial = complete.pop()!;
    for (const text of complete) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of [...waiting]) {
        if (!waiter.test(line)) continue;
        waiting.delete(waiter);
        waiter.resolve(line);
      }
    }
  });
  child.stderr!.on('data', (d) => (out += d));
  // 'close' comes after the process exited and its output was read to the end.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const logged = (test: (line: LogLine) => boolean) => {
    const seen = lines.find(test);
    if (seen) return Promise.resolve(seen);
    return Promise.race([
      new Promise<LogLine>((resolve) => waiting.add({ test, resolve })),
      exited.then((code) => Promise.reject(new Error(`server exited (${code}) first:\n${out}`))),
    ]);
  };
  const listening = await logged((line) => line.msg?.startsWith('shop listening on') === true);
  const url = `http://127.0.0.1:${port}`;
  expect(listening.url).toBe(url);
  return { child, url, port, dataDir, output: () => out, logged, exited };
}

async function emailsIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    return (await database.db.select().from(newsletterSubscribers)).map((r) => r.email);
  } finally {
    await database.close();
  }
}

// Starting processes takes many times longer on a busy machine: the tests' own safety net is wide.
describe('server process', { timeout: 180_000 }, () => {
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

    expect(await emailsIn(a.dataDir)).toEqual(['only-in-a@example.com']);
    expect(await emailsIn(b.dataDir)).toEqual([]);
  });

  it('SIGTERM drains an in-flight request, closes the database and exits 0', async () => {
    // The request stays in flight for as long as the test takes to send its body.
    const server = await startServer({ REQUEST_TIMEOUT_MS: '600000' });
    const body = JSON.stringify({ email: 'drained@example.com' });
    const socket = net.connect(server.port, '127.0.0.1');
    const answer = new Promise<string>((resolve, reject) => {
      let received = '';
      socket.on('data', (d) => (received += d));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    // Headers and half the body: the server has the request, and waits for the rest.
    socket.write(
      `POST /en/api/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await server.logged((line) => line.msg === 'incoming request' && line.req?.url === '/en/api/subscribe');
    server.child.kill('SIGTERM');
    await server.logged((line) => line.msg === 'shutting down: draining in-flight requests');
    // Shutdown has begun with the request in flight: it is still answered.
    socket.end(body.slice(10));
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closed cleanly');
    // Its write reached the database before the database closed.
    expect(await emailsIn(server.dataDir)).toEqual(['drained@example.com']);
    // The port is free again: nothing is left listening.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('with SHUTDOWN_DRAIN_MS, SIGTERM first takes the instance out of rotation while it goes on answering', async () => {
    // A drain far longer than the test: the instance closes on the second signal, not on a timer.
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '120000' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await server.logged((line) => line.msg === 'shutting down on SIGTERM');
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining', database: 'pglite' });
    // Shoppers still get their answers, on connections that the load balancer does not reuse.
    const subscribed = await fetch(`${server.url}/en/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'while-draining@example.com' }),
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.headers.get('connection')).toBe('close');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closed cleanly');
    expect(await emailsIn(server.dataDir)).toEqual(['while-draining@example.com']);
  });

  it('refuses to start in production without PUBLIC_URL, or with TRUST_PROXY=true, saying why', async () => {
    const run = (env: Record<string, string>) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
      tempDirs.push(dataDir);
      const childEnv: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...env,
      };
      delete childEnv.DATABASE_URL;
      delete childEnv.PUBLIC_URL;
      const child = spawn(process.execPath, [serverJs], {
        cwd: apiRoot,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      return new Promise<{ code: number | null; out: string }>((resolve) =>
        child.once('close', (code) => resolve({ code, out })),
      );
    };
    const [production, trustAll] = await Promise.all([
      run({ NODE_ENV: 'production' }),
      run({ TRUST_PROXY: 'true' }),
    ]);
    expect(production.code).toBe(1);
    expect(production.out).toContain('PUBLIC_URL: required when NODE_ENV=production');
    expect(trustAll.code).toBe(1);
    expect(trustAll.out).toMatch(/TRUST_PROXY: .*number of proxies/);
  });
});
