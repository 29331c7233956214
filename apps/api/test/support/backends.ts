/**
 * The API suite runs once per available database: in-memory PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set. Files run in parallel workers; on PostgreSQL each worker has its own
 * database (TEST_DATABASE_URL's name with `_w<worker>`), recreated from a prepared template
 * whenever a test opens one (support/database-templates.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import {
  copyPostgresTemplate,
  databaseNameOf,
  databaseUrlNamed,
  fixturesOf,
  pgliteTemplate,
  templates,
  TEST_PASSWORD_COST,
  type DatabaseState,
} from './database-templates.js';
import type { Fixtures } from './fixtures.js';

export interface Backend {
  name: 'pglite' | 'postgres';
  databaseUrl?: string;
}

/** This worker's own database on the TEST_DATABASE_URL server. */
function workerDatabaseUrl(url: string): string {
  return databaseUrlNamed(url, `${databaseNameOf(url)}_w${process.env.VITEST_POOL_ID ?? '1'}`);
}

export const backends: Backend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, databaseUrl: workerDatabaseUrl(process.env.TEST_DATABASE_URL) }]
    : []),
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
    // Lockout tests check dozens of passwords; the production cost is tested in auth/password.test.ts
    // (and production refuses a lower one, so a test of production settings hashes at full cost).
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: String(TEST_PASSWORD_COST) }),
  });
}

/**
 * Opens a fresh copy of the backend's database in `state` (migrated; by default nothing else). On
 * PostgreSQL the worker's database is dropped and recreated, so whatever a test left is gone.
 */
export async function openEmptyDatabase(
  backend: Backend,
  counter?: QueryCounter,
  state: DatabaseState = 'empty',
): Promise<Database> {
  if (backend.name === 'postgres') {
    const template = templates().postgres?.[state];
    if (!template)
      throw new Error('no PostgreSQL templates: the API global setup did not see TEST_DATABASE_URL');
    await copyPostgresTemplate(backend.databaseUrl!, template);
  }
  return openDatabase({
    databaseUrl: backend.databaseUrl,
    dataDir: 'memory://',
    poolSize: 5,
    onQuery: counter?.record,
    ...(backend.name === 'pglite' ? { loadDataDir: await pgliteTemplate(state) } : {}),
  });
}

/**
 * How a test's database is filled: one of the prepared states; a function that fills an empty
 * database; or a prepared state and then a function for the file's own rows.
 */
export type Fill =
  | DatabaseState
  | ((database: Database, config: Config) => Promise<unknown>)
  | { from: DatabaseState; then: (database: Database, config: Config) => Promise<unknown> };

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  config: Config;
  counter: QueryCounter;
  /** The fixtures' ids, when the database started from a state that has them. */
  fixtures: Fixtures;
  close(): Promise<void>;
}

/** A built app on a fresh database filled by `fill` (the demo seed and/or fixtures). */
export async function startTestShop(
  backend: Backend,
  fill: Fill,
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'storefront' | 'clock' | 'fatoora' | 'logger'> = {},
): Promise<TestShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  const config = testConfig(dataDir, env);
  const counter = new QueryCounter();
  const state = typeof fill === 'string' ? fill : typeof fill === 'function' ? 'empty' : fill.from;
  const database = await openEmptyDatabase(backend, counter, state);
  if (typeof fill === 'function') await fill(database, config);
  else if (typeof fill === 'object') await fill.then(database, config);
  const app = await buildApp({ config, database, ...options, logger: options.logger ?? false });
  await app.ready();
  counter.reset();
  return {
    app,
    database,
    config,
    counter,
    get fixtures() {
      return fixturesOf(state);
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
