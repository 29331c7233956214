/**
 * Cache invalidation across instances: two apps built with buildApp on one database, talking
 * through the Redis on 127.0.0.1:6379 on a channel of this run's own. Caches live 60 s here, so
 * a change that shows on the other instance within a second can only have come from its
 * invalidation message. On PostgreSQL each instance has its own pool, as separate servers do; on
 * PGlite (one connection, one process) the two apps share the in-process database, which still
 * sends every message through Redis. Also: an instance whose Redis is unreachable, or goes away
 * for a while, garbage on the channel, and an instance's own messages.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { settings } from '../src/db/schema.js';
import { backends, openEmptyDatabase, testConfig, type Backend } from './support/backends.js';
import { call, newCustomer } from './support/checkout.js';
import { insertFixtures, type Fixtures } from './support/fixtures.js';
import { startProxy } from './support/tcp-proxy.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Long enough that only an invalidation explains a fresh answer within the test. */
const LONG_CACHES = { CONTENT_CACHE_SECONDS: '60', RESPONSE_CACHE_MS: '60000' };
/** How soon the other instance must show a change. */
const PROPAGATION_MS = 1000;

async function redisProblem(url: string): Promise<string | undefined> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null });
  let cause: Error | undefined;
  client.on('error', (err: Error) => (cause ??= err));
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (err) {
    return `Redis at ${url} is unreachable (${(cause ?? (err as Error)).message})`;
  } finally {
    client.disconnect();
  }
}

async function postgresProblem(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return undefined;
  } catch (err) {
    return `PostgreSQL (TEST_DATABASE_URL) is unreachable (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

const redisMissing = await redisProblem(REDIS_URL);
const variants = await Promise.all(
  backends.map(async (backend) => ({
    backend,
    skipped: redisMissing ?? (backend.databaseUrl ? await postgresProblem(backend.databaseUrl) : undefined),
  })),
);
for (const { backend, skipped } of variants) {
  if (skipped) console.warn(`cache invalidation across instances on ${backend.name} skipped: ${skipped}`);
}

/** pino's lines of one app, kept in memory. */
function logCapture() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    count: (pattern: RegExp) => lines.filter((line) => pattern.test(line.msg)).length,
  };
}

/** One database and the apps built on it (each with its own pool on PostgreSQL). */
async function startShopDatabase(backend: Backend) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cache-bus-'));
  const database = await openEmptyDatabase(backend);
  const fx = await insertFixtures(database);
  const apps: FastifyInstance[] = [];
  return {
    database,
    fx,
    async instance(env: Record<string, string>, options: { channel?: string; logger?: object } = {}) {
      const config = testConfig(dataDir, {
        ...LONG_CACHES,
        ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
        ...env,
      });
      const app = await buildApp({
        config,
        database: backend.databaseUrl ? undefined : database,
        logger: options.logger ?? false,
        cacheChannel: options.channel,
      });
      await app.ready();
      apps.push(app);
      return app;
    },
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function saveAppName(database: Database, name: string) {
  const names = { appNameEn: name, appNameAr: `${name} ع` };
  await database.db.insert(settings).values(names).onConflictDoUpdate({ target: settings.id, set: names });
}

async function appName(app: FastifyInstance, lang: 'ar' | 'en' = 'en'): Promise<string> {
  const res = await call(app, { method: 'GET', url: `/${lang}/api/settings` });
  expect(res.status).toBe(200);
  return (res.body as { data: { setting: { app_name: string } } }).data.setting.app_name;
}

async function ratesCount(app: FastifyInstance, productId: number): Promise<number> {
  const res = await call(app, { method: 'GET', url: `/en/api/products/${productId}` });
  expect(res.status).toBe(200);
  return (res.body as { data: { rates_count: number } }).data.rates_count;
}

const subscribed = (...apps: FastifyInstance[]) =>
  vi.waitFor(() => expect(apps.map((app) => app.caches.link)).toEqual(apps.map(() => 'subscribed')), {
    timeout: 5000,
    interval: 20,
  });

for (const { backend, skipped } of variants)
  describe(`cache invalidation across instances on ${backend.name}${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
    const channel = `shop:test:cache-invalidation:${randomUUID()}`;
    let shop: Awaited<ReturnType<typeof startShopDatabase>>;
    let fx: Fixtures;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let bLogs: ReturnType<typeof logCapture>;
    let raw: Redis;

    beforeAll(async () => {
      if (skipped) return;
      shop = await startShopDatabase(backend);
      fx = shop.fx;
      await saveAppName(shop.database, 'Zeta Before');
      bLogs = logCapture();
      a = await shop.instance({ REDIS_URL }, { channel });
      b = await shop.instance({ REDIS_URL }, { channel, logger: bLogs.logger });
      raw = new Redis(REDIS_URL);
      await subscribed(a, b);
    });
    afterAll(async () => {
      raw?.disconnect();
      await shop?.close();
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.skipIf(skipped)(
      'a settings change saved on one instance shows on the other within a second',
      async () => {
        expect(await appName(b)).toBe('Zeta Before');
        expect(await appName(b, 'ar')).toBe('Zeta Before ع');
        // The admin's write (its service does not exist yet): the row changes, then the writer invalidates.
        await saveAppName(shop.database, 'Zeta After');
        expect(await appName(b), 'B answers from its cache until told').toBe('Zeta Before');
        a.invalidateCaches();
        expect(await appName(a), 'the writer sees its change at once').toBe('Zeta After');
        const started = Date.now();
        await vi.waitFor(async () => expect(await appName(b)).toBe('Zeta After'), {
          timeout: PROPAGATION_MS,
          interval: 20,
        });
        expect(Date.now() - started).toBeLessThan(PROPAGATION_MS);
        expect(await appName(b, 'ar')).toBe('Zeta After ع');
      },
    );

    it.skipIf(skipped)(
      "a review saved on one instance shows on the other's cached product page",
      async () => {
        const before = await ratesCount(b, fx.suitId);
        expect(await ratesCount(b, fx.suitId)).toBe(before);
        const reviewer = await newCustomer(shop.database);
        const saved = await call(a, {
          method: 'POST',
          url: '/en/api/rate',
          headers: reviewer.auth,
          payload: { rate: 1, comment: 'Seen everywhere', product_id: fx.suitId },
        });
        expect(saved.status).toBe(200);
        expect(await ratesCount(a, fx.suitId)).toBe(before + 1);
        await vi.waitFor(async () => expect(await ratesCount(b, fx.suitId)).toBe(before + 1), {
          timeout: PROPAGATION_MS,
          interval: 20,
        });
      },
    );

    it.skipIf(skipped)(
      'applies its own messages once (when it writes), never again when they come back',
      async () => {
        const aDrops = vi.spyOn(a.contentCache, 'invalidate');
        const bDrops = vi.spyOn(b.contentCache, 'invalidate');
        a.invalidateCaches();
        expect(aDrops).toHaveBeenCalledTimes(1);
        await vi.waitFor(() => expect(bDrops).toHaveBeenCalledTimes(1), {
          timeout: PROPAGATION_MS,
          interval: 10,
        });
        // Redis delivers one channel's messages in order: once this later message has reached A,
        // A's own has too.
        await raw.publish(
          channel,
          JSON.stringify({ v: 1, from: 'another-instance', scope: { content: true, responsePrefixes: [] } }),
        );
        await vi.waitFor(() => expect(aDrops).toHaveBeenCalledTimes(2), {
          timeout: PROPAGATION_MS,
          interval: 10,
        });
        await vi.waitFor(() => expect(bDrops).toHaveBeenCalledTimes(2), {
          timeout: PROPAGATION_MS,
          interval: 10,
        });
        expect(aDrops).toHaveBeenCalledTimes(2);
      },
    );

    it.skipIf(skipped)(
      'ignores garbage on the channel with a log line, and goes on applying real messages',
      async () => {
        const contentDrops = vi.spyOn(b.contentCache, 'invalidate');
        const responseDrops = vi.spyOn(b.responseCache, 'invalidate');
        const ignoredBefore = bLogs.count(/ignored a message/);
        const garbage = [
          '',
          'not json',
          '\u0000\u0000{"v":1}',
          'null',
          '"all"',
          '1e999',
          '[]',
          '{}',
          JSON.stringify({ v: 1 }),
          JSON.stringify({ v: 2, from: 'x', scope: 'all' }),
          JSON.stringify({ v: '1', from: 'x', scope: 'all' }),
          JSON.stringify({ v: 1, from: '', scope: 'all' }),
          JSON.stringify({ v: 1, from: 'x'.repeat(65), scope: 'all' }),
          JSON.stringify({ v: 1, from: 'x', scope: 'everything' }),
          JSON.stringify({ v: 1, from: 'x', scope: { content: 'yes', responsePrefixes: [] } }),
          JSON.stringify({ v: 1, from: 'x', scope: { content: true, responsePrefixes: [1, 2] } }),
          JSON.stringify({
            v: 1,
            from: 'x',
            scope: { content: true, responsePrefixes: Array(101).fill('en:') },
          }),
          JSON.stringify({ v: 1, from: 'x', scope: { content: true, responsePrefixes: ['x'.repeat(501)] } }),
          JSON.stringify({ v: 1, from: 'x', scope: 'all', padding: 'x'.repeat(70_000) }),
          '{"__proto__":{"polluted":true},"v":1,"from":"x","scope":"some"}',
          'x'.repeat(1_000_000),
        ];
        for (const message of garbage) await raw.publish(channel, message);
        await raw.publish(
          channel,
          JSON.stringify({
            v: 1,
            from: 'another-instance',
            scope: { content: true, responsePrefixes: ['en:product:'] },
          }),
        );
        await vi.waitFor(() => expect(contentDrops).toHaveBeenCalledTimes(1), {
          timeout: PROPAGATION_MS,
          interval: 10,
        });
        expect(responseDrops.mock.calls).toEqual([['en:product:']]);
        expect(bLogs.count(/ignored a message/)).toBe(ignoredBefore + garbage.length);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(await appName(b)).toBeTruthy();
      },
    );

    it.skipIf(skipped)(
      'an instance that lost Redis drops its caches when it is back, and tells the others what it changed meanwhile',
      async () => {
        const proxy = await startProxy({ host: '127.0.0.1', port: 6379 });
        try {
          // Saved before C starts, so no message about it can reach C after C has cached it.
          await saveAppName(shop.database, 'Zeta Outage 1');
          const c = await shop.instance({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }, { channel });
          await subscribed(c);
          expect(await appName(c)).toBe('Zeta Outage 1');

          proxy.refuse();
          await vi.waitFor(() => expect(c.caches.link).toBe('disconnected'), { timeout: 2000 });
          await saveAppName(shop.database, 'Zeta Outage 2');
          a.invalidateCaches();
          expect(await appName(a)).toBe('Zeta Outage 2');
          // A's message cannot reach C: C answers from its cache, and a write on C still succeeds.
          expect(await appName(c)).toBe('Zeta Outage 1');
          const aDrops = vi.spyOn(a.contentCache, 'invalidate');
          c.caches.invalidate({ content: true });
          expect(await appName(c), 'C dropped its content cache, not the whole answer').toBe('Zeta Outage 1');
          expect(aDrops).not.toHaveBeenCalled();

          proxy.pass();
          await vi.waitFor(async () => expect(await appName(c)).toBe('Zeta Outage 2'), {
            timeout: 5000,
            interval: 50,
          });
          expect(c.caches.link).toBe('subscribed');
          // C's missed publish arrives as "drop everything".
          await vi.waitFor(() => expect(aDrops).toHaveBeenCalled(), { timeout: 5000, interval: 20 });

          expect(Number((await raw.pubsub('NUMSUB', channel))[1])).toBe(3);
          const closing = Date.now();
          await c.close();
          expect(Date.now() - closing).toBeLessThan(1000);
          await vi.waitFor(async () => expect(Number((await raw.pubsub('NUMSUB', channel))[1])).toBe(2), {
            timeout: 1000,
          });
        } finally {
          await proxy.close();
        }
      },
    );
  });

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(backends)('an unreachable Redis on $name', (backend) => {
  const password = `pw-${randomUUID()}`;
  let shop: Awaited<ReturnType<typeof startShopDatabase>>;

  beforeAll(async () => {
    shop = await startShopDatabase(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('never stops the app: it starts, answers, takes writes, closes promptly and logs without the password', async () => {
    const port = await closedPort();
    const logs = logCapture();
    const started = Date.now();
    const app = await shop.instance(
      { REDIS_URL: `redis://:${password}@127.0.0.1:${port}` },
      { logger: logs.logger },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await call(app, { method: 'GET', url: '/en/api/settings' })).status).toBe(200);
    const before = await ratesCount(app, shop.fx.suitId);
    const reviewer = await newCustomer(shop.database);
    const saved = await call(app, {
      method: 'POST',
      url: '/en/api/rate',
      headers: reviewer.auth,
      payload: { rate: 4, comment: 'Still works', product_id: shop.fx.suitId },
    });
    expect(saved.status).toBe(200);
    // Applied here at once although it could not be published.
    expect(await ratesCount(app, shop.fx.suitId)).toBe(before + 1);
    expect(() => app.invalidateCaches()).not.toThrow();
    expect(app.caches.link).toBe('connecting');

    await vi.waitFor(() => expect(logs.count(/unreachable, retrying/)).toBe(3), { timeout: 2000 });
    // Once per connection and outage, however many retries.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(logs.count(/unreachable, retrying/)).toBe(3);
    expect(logs.text()).toContain(`127.0.0.1:${port}`);

    const closing = Date.now();
    await app.close();
    expect(Date.now() - closing).toBeLessThan(1000);
    expect(logs.text()).not.toContain(password);
  });

  it('stops reconnecting once the app is closed', async () => {
    let attempts = 0;
    const refusing = net.createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = refusing.address() as net.AddressInfo;
      const app = await shop.instance({ REDIS_URL: `redis://127.0.0.1:${port}` });
      // Publisher, subscriber and rate limits each keep retrying while the app runs.
      await vi.waitFor(() => expect(attempts).toBeGreaterThan(6), { timeout: 3000 });
      await app.close();
      const afterClose = attempts;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(attempts).toBe(afterClose);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
