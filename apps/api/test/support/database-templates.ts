/**
 * The API suite's databases start as copies of a few prepared states instead of being migrated and
 * seeded by every test file: the suite's global setup builds each state once per run (a PGlite
 * archive on disk, a PostgreSQL template database), and each file's shop opens a copy.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { insertFixtures, type Fixtures } from './fixtures.js';
import { seedDemo } from './shop.js';

/**
 * What a test database holds when a file gets it: nothing but the schema, the known fixtures
 * (support/fixtures.ts), the demo seed, or both.
 */
export type DatabaseState = 'empty' | 'fixtures' | 'demo' | 'demo+fixtures';

export const DATABASE_STATES: readonly DatabaseState[] = ['empty', 'fixtures', 'demo', 'demo+fixtures'];

/** Scrypt's cost (log2 N) of every hash the suite makes, the templates' accounts included. */
export const TEST_PASSWORD_COST = 11;

/** What the global setup hands every API test file. */
export interface DatabaseTemplates {
  /** Folder of `<state>.tar` PGlite archives. */
  pgliteDir: string;
  /** The fixtures' ids in each state that has them (the same on either backend). */
  fixtures: Partial<Record<DatabaseState, Fixtures>>;
  /** PostgreSQL template database of each state, when the suite runs on PostgreSQL too. */
  postgres?: Record<DatabaseState, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Fills a migrated, empty database up to `state` from the state it already holds. */
export async function fillState(
  database: Database,
  state: DatabaseState,
  from: DatabaseState = 'empty',
): Promise<Fixtures | undefined> {
  const wantsDemo = state.startsWith('demo');
  if (wantsDemo && !from.startsWith('demo')) await seedDemo(database);
  if (state.endsWith('fixtures')) return insertFixtures(database);
  return undefined;
}

export function pgliteArchive(dir: string, state: DatabaseState): string {
  return path.join(dir, `${state.replace('+', '-')}.tar`);
}

export function templates(): DatabaseTemplates {
  return inject('databaseTemplates');
}

const archives = new Map<DatabaseState, Promise<Blob>>();

/** The PGlite archive of `state`, read once per test file. */
export function pgliteTemplate(state: DatabaseState): Promise<Blob> {
  let archive = archives.get(state);
  if (!archive) {
    archive = readFile(pgliteArchive(templates().pgliteDir, state)).then((bytes) => new Blob([bytes]));
    archives.set(state, archive);
  }
  return archive;
}

/** The fixtures' ids in `state`; a state without fixtures has none to give. */
export function fixturesOf(state: DatabaseState): Fixtures {
  const fixtures = templates().fixtures[state];
  if (!fixtures) throw new Error(`the "${state}" test database holds no fixtures`);
  return fixtures;
}

/** `url` naming another database on the same server. */
export function databaseUrlNamed(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Runs `work` on a connection to the server's maintenance database (CREATE and DROP DATABASE). */
export async function onPostgresServer<T>(
  url: string,
  work: (run: (statement: string) => Promise<unknown>, quote: (name: string) => string) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrlNamed(url, 'postgres') });
  await client.connect();
  try {
    return await work(
      (statement) => client.query(statement),
      (name) => client.escapeIdentifier(name),
    );
  } finally {
    await client.end();
  }
}

/** The database `url` names, recreated as a copy of `template`. */
export async function copyPostgresTemplate(url: string, template: string): Promise<void> {
  await onPostgresServer(url, async (run, quote) => {
    await run(`DROP DATABASE IF EXISTS ${quote(databaseNameOf(url))} WITH (FORCE)`);
    await run(`CREATE DATABASE ${quote(databaseNameOf(url))} TEMPLATE ${quote(template)}`);
  });
}
