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
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** Called with every SQL statement Drizzle sends (tests count queries per request with it). */
  onQuery?: (sql: string) => void;
}

/**
 * drizzle/ sits at the package root in development and is copied to dist/drizzle by the build;
 * it is found by walking up from this module so both src/ (tsx) and dist/ (bundle) resolve it.
 */
export const migrationsFolder = findMigrationsFolder();

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const db = drizzle(pool, { schema, logger: queryLogger(opts) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir = opts.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.resolve(dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema, logger: queryLogger(opts) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

function queryLogger(opts: OpenOptions) {
  const onQuery = opts.onQuery;
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}

/** Applies drizzle-kit's migrations (idempotent). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as any, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as any, { migrationsFolder });
  }
}
