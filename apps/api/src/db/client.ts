/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly) under DATA_DIR by default, or PostgreSQL
 * through `pg` when DATABASE_URL is set. Both speak the same dialect, so the same Drizzle schema,
 * migrations and queries serve either.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder as findMigrationsFolder } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL (used by health checks and tests). */
  ping(): Promise<void>;
  /**
   * PGlite only: the whole database as one tar archive, which `loadDataDir` opens again (a copy of
   * a migrated and seeded database, as the test suites start every file from).
   */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (the instance's metrics read them). */
  poolFigures?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL: longest wait for a new connection (a database that does not answer fails fast). */
  connectTimeoutMs?: number;
  /** PostgreSQL: statement_timeout of every pooled connection, in ms (0 or unset: none). */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: called when a pooled connection that is not running a query fails (the server
   * restarted, an administrator or a failover terminated it). The pool drops that connection and
   * opens a new one on demand; without a listener Node would treat the error as fatal.
   */
  onConnectionError?: (err: Error) => void;
  /** Called with every SQL statement Drizzle sends (tests count queries per request with it). */
  onQuery?: (sql: string) => void;
  /** PGlite: start from this archive of `dumpDataDir` instead of an empty database. */
  loadDataDir?: Blob;
}

/**
 * drizzle/ sits at the package root in development and is copied to dist/drizzle by the build;
 * it is found by walking up from this module so both src/ (tsx) and dist/ (bundle) resolve it.
 */
export const migrationsFolder = findMigrationsFolder();

/**
 * The planner's cost of reading a page out of order. PostgreSQL's default (4, four times a page
 * read in order) is meant for spinning disks; the shop's database is small enough to stay in
 * memory or on SSD, where it is close to 1 (PostgreSQL's documentation suggests 1.1 for SSD).
 * With the default, a search matching a fifth of the products reads the whole wide products table
 * (about 35 ms) instead of the trigram index's matches (about 5 ms), a choice the planner sees as
 * a tie. Set on every connection the API opens, whatever the server's own setting.
 */
const RANDOM_PAGE_COST = 1.1;
const PLANNER_OPTIONS = `-c random_page_cost=${RANDOM_PAGE_COST}`;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
      options: PLANNER_OPTIONS,
    });
    const onConnectionError =
      opts.onConnectionError ??
      ((err: Error) => console.error('database: pooled connection failed:', err.message));
    pool.on('error', (err) => onConnectionError(err));
    // The pool listens for errors only on its idle connections. One checked out (a transaction
    // between its statements, or waiting for one) that the server cuts emits 'error' too: with no
    // listener that is an uncaught exception, which ends the process. The statement in flight fails
    // on its own and the transaction rolls back; the connection is dropped when it is released. An
    // idle connection's error is the pool's to report (its own listener is there too), not twice.
    pool.on('connect', (client) =>
      client.on('error', (err) => {
        if (client.listenerCount('error') === 1) onConnectionError(err);
      }),
    );
    const db = drizzle(pool, { schema, logger: queryLogger(opts) }) as unknown as Db;
    const database: Database = {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      poolFigures: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: opts.poolSize ?? 10,
      }),
      close: () => pool.end(),
    };
    pools.set(database, { pool, opts });
    return database;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir = opts.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.resolve(dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzle(client, { schema, logger: queryLogger(opts) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

/** The pool behind each PostgreSQL Database, for migrations that need one session of their own. */
const pools = new WeakMap<Database, { pool: import('pg').Pool; opts: OpenOptions }>();

function queryLogger(opts: OpenOptions) {
  const onQuery = opts.onQuery;
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}

/**
 * Key of the advisory lock migrations hold: any bigint, the same for every instance of the shop
 * (the first eight bytes of "shop-migrate" as text would do; this is that, fixed).
 */
const MIGRATION_LOCK_KEY = 0x73686f705f6d6967n;

/**
 * Applies drizzle-kit's migrations (idempotent). On PostgreSQL they run under a session advisory
 * lock, so instances started together on one empty database take turns: the first applies the
 * migrations, the others then find them applied. Unguarded, two migrators race to create the same
 * tables and all but one fail.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const owned = pools.get(database);
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    if (!owned) {
      await run(database.db as any, { migrationsFolder });
      return;
    }
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // One connection for the lock and the migration: a session lock belongs to its connection.
    const client = await owned.pool.connect();
    let broken = false;
    try {
      // A migration may legitimately run longer than the API's statement_timeout.
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      try {
        await run(drizzle(client, { schema, logger: queryLogger(owned.opts) }) as any, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      }
      // Back to the connection's own setting (the pool's statement_timeout, sent at connect).
      await client.query('reset statement_timeout');
    } catch (err) {
      broken = true;
      throw err;
    } finally {
      // A connection left in an unknown state (lock held, timeout changed) is closed, not reused.
      client.release(broken);
    }
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as any, { migrationsFolder });
  }
}
