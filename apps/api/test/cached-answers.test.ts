/**
 * Answers served through the response micro-cache finish cleanly: a found product is one 200 and
 * nothing else, a missing one one 404, and the server logs no error for either (a handler that
 * treated the sent reply as "nothing found" used to throw after answering, logging an error on
 * every product page view).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { backends, openEmptyDatabase, testConfig } from './support/backends.js';
import { insertFixtures, type Fixtures } from './support/fixtures.js';

describe.each(backends)('cached answers on $name', (backend) => {
  const logged: { level: number; msg: string }[] = [];
  let app: FastifyInstance;
  let database: Database;
  let fixtures: Fixtures;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cached-answers-'));
    database = await openEmptyDatabase(backend);
    fixtures = await insertFixtures(database);
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
    const statuses = [];
    for (const url of urls) statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    expect(statuses).toEqual([200, 200, 404, 200, 200, 200, 200]);
    // Let anything a handler does after answering reach the log.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});
