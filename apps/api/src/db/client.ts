/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly) under DATA_DIR by default, or PostgreSQL
 * through `pg` when DATABASE_URL is set. Both speak the same dialect, so the same Drizzle schema,
 * migrations and queries serve either.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** drizzle/ sits next to src/ in development and is copied next to dist/ by the build. */
export const migrationsFolder = path.resolve(here, '../../drizzle');

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
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
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
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
