/**
 * Answers served through the response micro-cache finish cleanly: a found product is one 200 and
 * nothing else, a missing one one 404, and the server logs no error for either (a handler that
 * took the sent reply for "nothing found" would throw after answering, logging an error on every
 * product page view).
 */
import diagnostics from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { backends, openEmptyDatabase, testConfig } from './support/backends.js';
import { fixturesOf } from './support/database-templates.js';
import type { Fixtures } from './support/fixtures.js';

/**
 * Counts route handlers as they finish, while subscribed: Fastify publishes on this tracing
 * channel when a handler returns and, for an async handler, when its promise settles, which is
 * after any error it logs for a promise that failed once the answer was sent. Only the app under
 * test answers requests in this process meanwhile.
 */
function finishedHandlers() {
  const channel = diagnostics.tracingChannel('fastify.request.handler');
  // One store per request; a handler that failed can publish its end more than once.
  const finished = new Set<object>();
  const ignore = () => {};
  const subscribers = {
    start: ignore,
    asyncStart: ignore,
    error: ignore,
    end: (store: object) => {
      if (!(store as { async: boolean }).async) finished.add(store);
    },
    asyncEnd: (store: object) => {
      finished.add(store);
    },
  };
  channel.subscribe(subscribers);
  return {
    get count() {
      return finished.size;
    },
    close: () => channel.unsubscribe(subscribers),
  };
}

describe.each(backends)('cached answers on $name', (backend) => {
  const logged: { level: number; msg: string }[] = [];
  let app: FastifyInstance;
  let database: Database;
  let fixtures: Fixtures;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cached-answers-'));
    database = await openEmptyDatabase(backend, undefined, 'fixtures');
    fixtures = fixturesOf('fixtures');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    // The micro-cache on, as in production.
    const config = testConfig(dataDir, { RESPONSE_CACHE_MS: '1000', CONTENT_CACHE_SECONDS: '10' });
    app = await buildApp({ config, database, logger: { level: 'warn', stream } });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every cached route once and logs no error, for found and missing records', async () => {
    const urls = [
      `/en/api/products/${fixtures.suitId}`,
      `/en/api/products/${fixtures.suitId}`,
      '/en/api/products/999999',
      '/ar/api/products?page=1',
      '/ar/api/settings',
      '/ar/api/home',
      '/ar/api/blogs',
    ];
    const handlers = finishedHandlers();
    try {
      const statuses = [];
      for (const url of urls) statuses.push((await app.inject({ method: 'GET', url })).statusCode);
      expect(statuses).toEqual([200, 200, 404, 200, 200, 200, 200]);
      // A handler may go on after its answer was sent: once every one has finished, anything it
      // logs is in the log. The 30 s bound is a safety net.
      await vi.waitFor(() => expect(handlers.count).toBe(urls.length), { timeout: 30_000, interval: 5 });
    } finally {
      handlers.close();
    }
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});
