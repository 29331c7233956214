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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, openConfiguredDatabase } from '../src/app.js';
import { migrate, openDatabase, type Database } from '../src/db/client.js';
import { backends, startTestShop, testConfig, type TestShop } from './support/backends.js';
import { insertFixtures } from './support/fixtures.js';
import { startProxy } from './support/tcp-proxy.js';

const postgres = backends.find((b) => b.name === 'postgres');

async function timedHealth(app: {
  inject: (url: string) => Promise<{ statusCode: number; json(): unknown }>;
}) {
  const started = Date.now();
  const res = await app.inject('/healthz');
  return { status: res.statusCode, ms: Date.now() - started, body: res.json() };
}

async function waitForHealthy(app: Parameters<typeof timedHealth>[0], withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { status } = await timedHealth(app);
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a database that accepts connections but never answers', () => {
  it('/healthz answers 503 within 2 s, and requests fail fast instead of hanging', async () => {
    const proxy = await startProxy();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-hang-'));
    const config = testConfig(dataDir, {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/shop`,
      DB_CONNECT_TIMEOUT_MS: '2000',
    });
    const database = await openConfiguredDatabase(config, () => undefined);
    const app = await buildApp({ config, database, logger: false });
    try {
      for (let i = 0; i < 2; i += 1) {
        const health = await timedHealth(app);
        expect(health.status).toBe(503);
        expect(health.body).toEqual({ status: 'error', database: 'postgres' });
        expect(health.ms).toBeLessThan(2000);
      }
      // A catalogue request gives up at the connection timeout with a translated 503.
      const started = Date.now();
      const res = await app.inject('/en/api/products');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The service is temporarily unavailable, please try again shortly');
      expect(Date.now() - started).toBeLessThan(5000);
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
      /** Sends `partial`, then waits for the server to answer and close (or 6 s). */
      const stall = (partial: string) =>
        new Promise<{ received: string; closed: boolean; ms: number }>((resolve) => {
          const started = Date.now();
          let received = '';
          const socket = net.connect(port, '127.0.0.1', () => socket.write(partial));
          const done = (closed: boolean) => resolve({ received, closed, ms: Date.now() - started });
          socket.on('data', (d) => (received += d));
          socket.on('close', () => done(true));
          socket.on('error', () => done(true));
          setTimeout(() => {
            socket.destroy();
            done(false);
          }, 6000);
        });
      // Headers never completed: Node answers 408 itself.
      const headers = await stall('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1');
      expect(headers.received).toMatch(/^HTTP\/1\.1 408/);
      expect(headers.ms).toBeLessThan(4000);
      // A body that never arrives: the connection is ended once it has been silent past the
      // request timeout and the grace left for the 408 (three connection checks).
      const body = await stall(
        'POST /en/api/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      );
      expect(body.closed).toBe(true);
      expect(body.ms).toBeLessThan(5500);
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
    shop = await startTestShop(postgres!, async (database) => {
      await insertFixtures(database);
    });
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
      await new Promise((r) => setTimeout(r, 300));
      // Requests in flight while connections are terminated again and again.
      const inFlight = Array.from({ length: 40 }, (_, i) =>
        app.inject(i % 2 ? `/en/api/products?search=zeta&page=${i}` : '/ar/api/countries'),
      );
      for (let i = 0; i < 5; i += 1) {
        await terminate();
        await new Promise((r) => setTimeout(r, 20));
      }
      const answers = await Promise.all(inFlight);
      for (const res of answers) {
        // Answered: either served or a retryable 503, never a crash or a 500.
        expect([200, 503]).toContain(res.statusCode);
      }
      expect(errors.length).toBeGreaterThan(0);
      expect(await waitForHealthy(app, 5000)).toBe(200);
      expect((await app.inject('/en/api/products')).statusCode).toBe(200);
    } finally {
      await admin.end();
      await app.close();
      await database.close();
    }
  });

  it('/healthz answers 503 within 2 s while the database stops answering, and 200 again when it is back', async () => {
    const url = new URL(postgres!.databaseUrl!);
    const proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const config = { ...shop.config, DATABASE_URL: url.toString() };
    const database = await openConfiguredDatabase(config, () => ({ error: () => {} }) as never);
    const app = await buildApp({ config, database, logger: false });
    try {
      expect((await timedHealth(app)).status).toBe(200);
      proxy.hang();
      // Let the pool notice its cut connections, so the probes need new ones (which hang).
      await new Promise((r) => setTimeout(r, 300));
      for (let i = 0; i < 2; i += 1) {
        const down = await timedHealth(app);
        expect(down.status).toBe(503);
        expect(down.ms).toBeLessThan(2000);
      }
      proxy.pass();
      expect(await waitForHealthy(app, 15_000)).toBe(200);
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
      const started = Date.now();
      await expect(database.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      });
      expect(Date.now() - started).toBeLessThan(2500);
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
