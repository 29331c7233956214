/**
 * The API suite runs once per available database: in-memory PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (that database is wiped and rebuilt for each test file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { migrate, openDatabase, type Database } from '../../src/db/client.js';

export interface Backend {
  name: 'pglite' | 'postgres';
  databaseUrl?: string;
}

export const backends: Backend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, databaseUrl: process.env.TEST_DATABASE_URL }] : []),
];

/** Counts SQL statements; tests read `count` around one request. */
export class QueryCounter {
  count = 0;
  readonly statements: string[] = [];
  record = (statement: string) => {
    this.count += 1;
    this.statements.push(statement);
  };
  reset() {
    this.count = 0;
    this.statements.length = 0;
  }
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // High enough for the whole suite from one address; the limit itself is tested separately.
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // Tests insert rows and read them back at once.
    CONTENT_CACHE_SECONDS: '0',
    RESPONSE_CACHE_MS: '0',
    NODE_ENV: 'test',
    // Independent of whether apps/web has been built in this checkout.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ADMIN_DIST_DIR: path.join(dataDir, 'no-admin-build'),
    ...env,
  });
}

/** Opens the backend's database empty (PostgreSQL is reset) and migrated. */
export async function openEmptyDatabase(backend: Backend, counter?: QueryCounter): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: backend.databaseUrl,
    dataDir: 'memory://',
    poolSize: 5,
    onQuery: counter?.record,
  });
  if (backend.name === 'postgres') {
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
    await database.db.execute(sql.raw('CREATE SCHEMA public'));
  }
  await migrate(database);
  return database;
}

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  config: Config;
  counter: QueryCounter;
  close(): Promise<void>;
}

/** A built app on a fresh database filled by `fill` (the demo seed and/or fixtures). */
export async function startTestShop(
  backend: Backend,
  fill: (database: Database, config: Config) => Promise<void>,
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'storefront' | 'clock'> = {},
): Promise<TestShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  const config = testConfig(dataDir, env);
  const counter = new QueryCounter();
  const database = await openEmptyDatabase(backend, counter);
  await fill(database, config);
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  counter.reset();
  return {
    app,
    database,
    config,
    counter,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
