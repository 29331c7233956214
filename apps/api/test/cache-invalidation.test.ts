/**
 * Cache invalidation across instances: two apps built with buildApp on one database, talking
 * through the Redis on 127.0.0.1:6379 on a channel of this run's own. Caches live a minute or
 * more here, and each test waits for the other instance to drop its caches (the message arrived)
 * before reading the change there, so a fresh answer comes from the message, never from a cache
 * that expired. On PostgreSQL each instance has its own pool, as separate servers do; on
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
import { DEFAULT_REDIS_OPTIONS } from 'ioredis/built/redis/RedisOptions.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { settings } from '../src/db/schema.js';
import { backends, openEmptyDatabase, testConfig, type Backend } from './support/backends.js';
import { call, newCustomer } from './support/checkout.js';
import { fixturesOf } from './support/database-templates.js';
import type { Fixtures } from './support/fixtures.js';
import { startProxy } from './support/tcp-proxy.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** The longest lives the configuration allows: only an invalidation explains a fresh answer. */
const LONG_CACHES = { CONTENT_CACHE_SECONDS: '3600', RESPONSE_CACHE_MS: '60000' };
/**
 * How long a test waits for something to arrive through Redis: a safety net, not a measure. Every
 * wait ends as soon as its condition holds.
 */
const ARRIVES = { timeout: 30_000, interval: 10 };

// A Redis that is not there refuses at once; the timeout below only keeps a busy
// machine's slow answer from skipping the tests.
async function redisProblem(url: string): Promise<string | undefined> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 10_000, retryStrategy: () => null });
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

const redisMissing = await redisProblem(REDIS_URL);
const variants = await Promise.all(
  backends.map(async (backend) => ({
    backend,
    // PostgreSQL answered the suite's global setup, which built its databases there.
    skipped: redisMissing,
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
  const database = await openEmptyDatabase(backend, undefined, 'fixtures');
  const fx = fixturesOf('fixtures');
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
  vi.waitFor(() => expect(apps.map((app) => app.caches.link)).toEqual(apps.map(() => 'subscribed')), ARRIVES);

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
      'a settings change saved on one instance shows on the other once its message arrives',
      async () => {
        expect(await appName(b)).toBe('Zeta Before');
        expect(await appName(b, 'ar')).toBe('Zeta Before ع');
        // The admin's write (its service does not exist yet): the row changes, then the writer invalidates.
        await saveAppName(shop.database, 'Zeta After');
        expect(await appName(b), 'B answers from its cache until told').toBe('Zeta Before');
        const bDrops = vi.spyOn(b.contentCache, 'invalidate');
        a.invalidateCaches();
        expect(await appName(a), 'the writer sees its change at once').toBe('Zeta After');
        await vi.waitFor(() => expect(bDrops).toHaveBeenCalled(), ARRIVES);
        expect(await appName(b)).toBe('Zeta After');
        expect(await appName(b, 'ar')).toBe('Zeta After ع');
      },
    );

    it.skipIf(skipped)(
      "a review saved on one instance shows on the other's cached product page",
      async () => {
        const before = await ratesCount(b, fx.suitId);
        expect(await ratesCount(b, fx.suitId)).toBe(before);
        const bDrops = vi.spyOn(b.responseCache, 'invalidate');
        const reviewer = await newCustomer(shop.database);
        const saved = await call(a, {
          method: 'POST',
          url: '/en/api/rate',
          headers: reviewer.auth,
          payload: { rate: 1, comment: 'Seen everywhere', product_id: fx.suitId },
        });
        expect(saved.status).toBe(200);
        expect(await ratesCount(a, fx.suitId)).toBe(before + 1);
        await vi.waitFor(() => expect(bDrops).toHaveBeenCalledWith(`en:product:${fx.suitId}`), ARRIVES);
        expect(await ratesCount(b, fx.suitId)).toBe(before + 1);
      },
    );

    it.skipIf(skipped)(
      'applies its own messages once (when it writes), never again when they come back',
      async () => {
        const aDrops = vi.spyOn(a.contentCache, 'invalidate');
        const bDrops = vi.spyOn(b.contentCache, 'invalidate');
        a.invalidateCaches();
        expect(aDrops).toHaveBeenCalledTimes(1);
        await vi.waitFor(() => expect(bDrops).toHaveBeenCalledTimes(1), ARRIVES);
        // Redis delivers one channel's messages in order: once this later message has reached A,
        // A's own has too.
        await raw.publish(
          channel,
          JSON.stringify({ v: 1, from: 'another-instance', scope: { content: true, responsePrefixes: [] } }),
        );
        await vi.waitFor(() => expect(aDrops).toHaveBeenCalledTimes(2), ARRIVES);
        await vi.waitFor(() => expect(bDrops).toHaveBeenCalledTimes(2), ARRIVES);
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
        await vi.waitFor(() => expect(contentDrops).toHaveBeenCalledTimes(1), ARRIVES);
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
          await vi.waitFor(() => expect(c.caches.link).toBe('disconnected'), ARRIVES);
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
          await vi.waitFor(async () => expect(await appName(c)).toBe('Zeta Outage 2'), ARRIVES);
          expect(c.caches.link).toBe('subscribed');
          // C's missed publish arrives as "drop everything".
          await vi.waitFor(() => expect(aDrops).toHaveBeenCalled(), ARRIVES);

          expect(Number((await raw.pubsub('NUMSUB', channel))[1])).toBe(3);
          await c.close();
          // Its subscription ends with it.
          await vi.waitFor(
            async () => expect(Number((await raw.pubsub('NUMSUB', channel))[1])).toBe(2),
            ARRIVES,
          );
        } finally {
          await proxy.close();
        }
      },
    );
  });

/**
 * A Redis that is down: a TCP server that accepts each connection and closes it at once, counting
 * the attempts.
 */
async function refusingServer() {
  let attempts = 0;
  const server = net.createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get attempts() {
      return attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A Redis that leaves the first SUBSCRIBE unanswered, as a Redis too busy to reply within the
 * command timeout does, and answers every later one. Enough of the protocol for the app's
 * clients: the ready check (INFO), SUBSCRIBE, and "OK" or 0 to anything else.
 */
async function slowFirstSubscribeServer() {
  let subscribes = 0;
  const server = net.createServer((socket) => {
    let pending = '';
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      // Each command is an array of bulk strings: *N, then $len and the text for each part.
      for (;;) {
        const parts = readCommand(pending);
        if (!parts) return;
        pending = pending.slice(parts.length);
        const [name = '', ...args] = parts.words;
        const command = name.toUpperCase();
        if (command === 'INFO') {
          const info = 'redis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${info.length}\r\n${info}\r\n`);
        } else if (command === 'SUBSCRIBE') {
          subscribes += 1;
          if (subscribes === 1) continue;
          const channel = args[0] ?? '';
          socket.write(`*3\r\n$9\r\nsubscribe\r\n$${channel.length}\r\n${channel}\r\n:1\r\n`);
        } else if (command === 'PUBLISH') {
          socket.write(':0\r\n');
        } else {
          socket.write('+OK\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get subscribes() {
      return subscribes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.emit('close');
      }),
  };
}

/** The first whole command in `text` (RESP array of bulk strings), or undefined until it has arrived. */
function readCommand(text: string): { words: string[]; length: number } | undefined {
  const header = /^\*(\d+)\r\n/.exec(text);
  if (!header) return undefined;
  let at = header[0].length;
  const words: string[] = [];
  for (let i = 0; i < Number(header[1]); i++) {
    const size = /^\$(\d+)\r\n/.exec(text.slice(at));
    if (!size) return undefined;
    const start = at + size[0].length;
    const end = start + Number(size[1]);
    if (text.length < end + 2) return undefined;
    words.push(text.slice(start, end));
    at = end + 2;
  }
  return { words, length: at };
}

/** What each Redis connection of the app logs once when an outage starts. */
const OUTAGE = /unreachable, retrying|connection lost, reconnecting/;

describe.each(backends)('an unreachable Redis on $name', (backend) => {
  const password = `pw-${randomUUID()}`;
  let shop: Awaited<ReturnType<typeof startShopDatabase>>;

  beforeAll(async () => {
    shop = await startShopDatabase(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('never stops the app: it starts, answers, takes writes, closes and logs each outage once without the password', async () => {
    const redis = await refusingServer();
    const logs = logCapture();
    try {
      const app = await shop.instance(
        { REDIS_URL: `redis://:${password}@127.0.0.1:${redis.port}` },
        { logger: logs.logger },
      );
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
      // All of that while Redis had never been reached: starting and answering did not wait for it.
      expect(app.caches.link).toBe('connecting');

      // Publisher, subscriber and rate limits each retry after their previous attempt failed: by
      // the seventh attempt one of them has failed at least twice, yet each outage is logged once.
      await vi.waitFor(() => expect(redis.attempts).toBeGreaterThanOrEqual(7), ARRIVES);
      expect(logs.count(OUTAGE)).toBe(3);
      expect(logs.text()).toContain(`127.0.0.1:${redis.port}`);

      await app.close();
      expect(logs.text()).not.toContain(password);
    } finally {
      await redis.close();
    }
  });

  it('subscribes again when a subscription went unanswered, instead of staying deaf to the other instances', async () => {
    const redis = await slowFirstSubscribeServer();
    const logs = logCapture();
    try {
      const app = await shop.instance(
        { REDIS_URL: `redis://127.0.0.1:${redis.port}` },
        { logger: logs.logger },
      );
      await vi.waitFor(() => expect(app.caches.link).toBe('subscribed'), ARRIVES);
      expect(redis.subscribes).toBeGreaterThanOrEqual(2);
      expect(logs.text()).toContain('subscribe failed; reconnecting to try again');
      await app.close();
    } finally {
      await redis.close();
    }
  });

  it('stops reconnecting once the app is closed', async () => {
    const redis = await refusingServer();
    const timekeeper = await refusingServer();
    let clock: Redis | undefined;
    try {
      const app = await shop.instance({ REDIS_URL: `redis://127.0.0.1:${redis.port}` });
      // Publisher, subscriber and rate limits each keep retrying while the app runs.
      await vi.waitFor(() => expect(redis.attempts).toBeGreaterThan(6), ARRIVES);
      await app.close();
      // A connection still retrying would try again within ioredis's longest retry delay. A client
      // of the test retrying at exactly that delay keeps time, on the same event loop. An attempt
      // the app began before the close may still be on its way in on a busy machine: the count is
      // taken one such delay after the close (the keeper's second attempt), and must then stay put
      // for two more delays, in which any retry of the app would have arrived.
      const longest = DEFAULT_REDIS_OPTIONS.retryStrategy!(Number.MAX_SAFE_INTEGER) as number;
      clock = new Redis(`redis://127.0.0.1:${timekeeper.port}`, { retryStrategy: () => longest });
      clock.on('error', () => {});
      await vi.waitFor(() => expect(timekeeper.attempts).toBeGreaterThanOrEqual(2), ARRIVES);
      const afterClose = redis.attempts;
      await vi.waitFor(() => expect(timekeeper.attempts).toBeGreaterThanOrEqual(4), ARRIVES);
      expect(redis.attempts).toBe(afterClose);
    } finally {
      clock?.disconnect();
      await redis.close();
      await timekeeper.close();
    }
  });
});
