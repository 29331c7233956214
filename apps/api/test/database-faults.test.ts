/**
 * The database misbehaving under a running server: PostgreSQL terminating its connections (an
 * administrator, a restart, a failover), a database that accepts connections but never answers,
 * slow statements, two instances migrating one empty database at once; and a client that never
 * finishes sending its request.
 */
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, openConfiguredDatabase } from '../src/app.js';
import { migrate, openDatabase, type Database } from '../src/db/client.js';
import { HEALTH_TIMEOUT_MS } from '../src/features/health/index.js';
import { backends, startTestShop, testConfig, type TestShop } from './support/backends.js';
import { startProxy } from './support/tcp-proxy.js';

const postgres = backends.find((b) => b.name === 'postgres');

interface LogEntry {
  msg: string;
  err?: { message?: string; type?: string };
}

/** An app's pino entries at level error, kept in memory. */
function errorLog() {
  const entries: LogEntry[] = [];
  return {
    entries,
    logger: { level: 'error', stream: { write: (line: string) => void entries.push(JSON.parse(line)) } },
    /** The messages of the errors logged with `msg`. */
    causes: (msg: string) => entries.filter((entry) => entry.msg === msg).map((entry) => entry.err?.message),
  };
}

/** The cause /healthz logs when its own timer, not the database, ended the probe. */
const HEALTH_TIMED_OUT = `no answer within ${HEALTH_TIMEOUT_MS} ms`;

type Injecting = { inject: (url: string) => Promise<{ statusCode: number; json(): unknown }> };

async function health(app: Injecting) {
  const res = await app.inject('/healthz');
  return { status: res.statusCode, body: res.json() };
}

/**
 * Resolves once /healthz answers 200. Probes every 250 ms; the 30 s bound is only a safety net,
 * far above the few seconds the pool needs to open a working connection again.
 */
async function healthy(app: Injecting): Promise<void> {
  await vi.waitFor(async () => expect((await health(app)).status).toBe(200), {
    timeout: 30_000,
    interval: 250,
  });
}

describe('a database that accepts connections but never answers', () => {
  it('/healthz answers 503 by its own timeout before the connection timeout, and requests end at the connection timeout', async () => {
    const proxy = await startProxy();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-hang-'));
    const config = testConfig(dataDir, {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/shop`,
      DB_CONNECT_TIMEOUT_MS: '2000',
    });
    const database = await openConfiguredDatabase(config, () => undefined);
    const log = errorLog();
    const app = await buildApp({ config, database, logger: log.logger });
    try {
      // Load balancers give a probe about 2 s: the check ends it itself (HEALTH_TIMEOUT_MS) rather
      // than waiting for the pool's connection timeout, which is later.
      expect(HEALTH_TIMEOUT_MS).toBeLessThan(config.DB_CONNECT_TIMEOUT_MS);
      for (let i = 0; i < 2; i += 1) {
        const down = await health(app);
        expect(down.status).toBe(503);
        expect(down.body).toEqual({ status: 'error', database: 'postgres' });
      }
      expect(log.causes('health check: database unreachable')).toEqual([HEALTH_TIMED_OUT, HEALTH_TIMED_OUT]);
      // A catalogue request gives up at the connection timeout with a translated 503.
      const res = await app.inject('/en/api/products');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The service is temporarily unavailable, please try again shortly');
      // The pool's or the connection's own DB_CONNECT_TIMEOUT_MS, whichever node-postgres reports.
      expect(log.causes('database unavailable or too slow')).toEqual([
        expect.stringMatching(/timeout exceeded when trying to connect|terminated due to connection timeout/),
      ]);
    } finally {
      await app.close();
      await database.close().catch(() => {});
      await proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('request timeout', () => {
  it('answers 408 to a client that never finishes sending its request', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-slow-client-'));
    const config = testConfig(dataDir, { REQUEST_TIMEOUT_MS: '1000' });
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as net.AddressInfo).port;
      /**
       * Sends `partial`, then waits for the server to answer and close the connection. The client's
       * own 30 s timer is only a safety net (the server closes within seconds): it reports
       * `closedByServer: false` rather than leaving the test to its timeout.
       */
      const stall = (partial: string) =>
        new Promise<{ received: string; closedByServer: boolean }>((resolve) => {
          let received = '';
          const socket = net.connect(port, '127.0.0.1', () => socket.write(partial));
          const done = (closedByServer: boolean) => {
            clearTimeout(safetyNet);
            resolve({ received, closedByServer });
          };
          const safetyNet = setTimeout(() => {
            done(false);
            socket.destroy();
          }, 30_000);
          socket.on('data', (d) => (received += d));
          socket.on('close', () => done(true));
          socket.on('error', () => done(true));
        });
      const [headers, body] = await Promise.all([
        // Headers never completed: Node answers 408 itself, then closes.
        stall('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1'),
        // A body that never arrives: the connection is ended once it has been silent past the
        // request timeout and the grace left for the 408 (three connection checks).
        stall(
          'POST /en/api/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
        ),
      ]);
      expect(headers.received).toMatch(/^HTTP\/1\.1 408/);
      expect(headers.closedByServer).toBe(true);
      expect(body.closedByServer).toBe(true);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(postgres)('PostgreSQL connection faults', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(postgres!, 'fixtures');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('survives pg_terminate_backend of every connection while requests run, and /healthz recovers', async () => {
    const errors: unknown[] = [];
    const config = { ...shop.config, DATABASE_URL: postgres!.databaseUrl, DB_POOL_SIZE: 5 };
    const database = await openConfiguredDatabase(
      config,
      () => ({ error: (obj: unknown) => errors.push(obj) }) as never,
    );
    const app = await buildApp({ config, database, logger: false });
    const admin = new pg.Client({ connectionString: postgres!.databaseUrl });
    await admin.connect();
    const terminate = () =>
      admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
    try {
      // Fill the pool, then let its connections go idle.
      const warm = await Promise.all(
        Array.from({ length: 10 }, (_, i) => app.inject(`/en/api/products?page=${i + 1}`)),
      );
      expect(warm.every((r) => r.statusCode === 200)).toBe(true);
      await terminate();
      // Idle connections report the termination; the listener logs it.
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
      // Requests in flight while connections are terminated again and again.
      const inFlight = Array.from({ length: 40 }, (_, i) =>
        app.inject(i % 2 ? `/en/api/products?search=zeta&page=${i}` : '/ar/api/countries'),
      );
      for (let i = 0; i < 5; i += 1) {
        await terminate();
        // Spreads the terminations over the requests' lifetimes; what follows holds however many
        // of them a termination meets.
        await new Promise((r) => setTimeout(r, 20));
      }
      const answers = await Promise.all(inFlight);
      for (const res of answers) {
        // Answered: either served or a retryable 503, never a crash or a 500.
        expect([200, 503]).toContain(res.statusCode);
      }
      await healthy(app);
      expect((await app.inject('/en/api/products')).statusCode).toBe(200);
    } finally {
      await admin.end();
      await app.close();
      await database.close();
    }
  });

  it('a transaction whose connection is cut between its statements fails and rolls back, and the process carries on', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({
      databaseUrl: postgres!.databaseUrl,
      dataDir: 'memory://',
      poolSize: 2,
      onConnectionError: (err) => errors.push(err),
    });
    const admin = new pg.Client({ connectionString: postgres!.databaseUrl });
    await admin.connect();
    try {
      const cut = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Between two statements, the server ends this connection.
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
        await tx.execute(sql`select 2`);
      });
      await expect(cut).rejects.toThrow();
      // The pool opens a new connection for what comes next.
      expect(await database.db.execute(sql`select 1 as one`)).toBeTruthy();
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('/healthz answers 503 by its own timeout while the database stops answering, and 200 again when it is back', async () => {
    const url = new URL(postgres!.databaseUrl!);
    const proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const config = { ...shop.config, DATABASE_URL: url.toString() };
    const poolErrors: unknown[] = [];
    const database = await openConfiguredDatabase(
      config,
      () => ({ error: (obj: unknown) => poolErrors.push(obj) }) as never,
    );
    const log = errorLog();
    const app = await buildApp({ config, database, logger: log.logger });
    try {
      expect((await health(app)).status).toBe(200);
      const cut = proxy.hang();
      expect(cut).toBeGreaterThan(0);
      // The pool drops each cut idle connection and reports it: then the probes need new
      // connections, which hang, instead of failing at once on a cut one.
      await vi.waitFor(() => expect(poolErrors).toHaveLength(cut), { timeout: 30_000, interval: 20 });
      for (let i = 0; i < 2; i += 1) {
        const down = await health(app);
        expect(down.status).toBe(503);
        expect(down.body).toEqual({ status: 'error', database: 'postgres' });
      }
      // Both probes were ended by the health check's own timer, not by a failed connection.
      expect(log.causes('health check: database unreachable')).toEqual([HEALTH_TIMED_OUT, HEALTH_TIMED_OUT]);
      proxy.pass();
      await healthy(app);
    } finally {
      await app.close();
      await database.close().catch(() => {});
      await proxy.close();
    }
  });

  it('ends statements that run longer than DB_STATEMENT_TIMEOUT_MS', async () => {
    const config = { ...shop.config, DATABASE_URL: postgres!.databaseUrl, DB_STATEMENT_TIMEOUT_MS: 300 };
    const database = await openConfiguredDatabase(config, () => undefined);
    try {
      // 57014 is query_canceled: the statement_timeout ended it (left alone it would succeed).
      await expect(database.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      });
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(postgres)('migrations on PostgreSQL', () => {
  it('two instances migrating one empty database at once both come up', async () => {
    const open = (): Promise<Database> =>
      openDatabase({ databaseUrl: postgres!.databaseUrl, dataDir: 'memory://', poolSize: 2 });
    const reset = await open();
    await reset.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
    await reset.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
    await reset.db.execute(sql.raw('CREATE SCHEMA public'));
    await reset.close();
    const instances = await Promise.all([open(), open(), open()]);
    try {
      const results = await Promise.allSettled(instances.map((db) => migrate(db)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      // The schema is complete: a table of the last migration answers.
      for (const db of instances) await db.db.execute(sql`select count(*) from products`);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });
});
