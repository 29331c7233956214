/**
 * Builds the API suite's database states once per run (support/database-templates.ts): a PGlite
 * archive of each, and a PostgreSQL template database of each when TEST_DATABASE_URL is set.
 * Every test file's shop then opens a copy instead of migrating and seeding its own. The run's
 * copies on PostgreSQL (one database per worker, named after TEST_DATABASE_URL's) and the
 * templates are dropped at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { usePasswordCost } from '../src/auth/password.js';
import { migrate, openDatabase } from '../src/db/client.js';
import {
  DATABASE_STATES,
  TEST_PASSWORD_COST,
  databaseNameOf,
  databaseUrlNamed,
  fillState,
  onPostgresServer,
  pgliteArchive,
  type DatabaseState,
  type DatabaseTemplates,
} from './support/database-templates.js';
import type { Fixtures } from './support/fixtures.js';

/** Each state is built from the one before it that it contains. */
const BUILT_FROM: Record<DatabaseState, DatabaseState | undefined> = {
  empty: undefined,
  fixtures: 'empty',
  demo: 'empty',
  'demo+fixtures': 'demo',
};

async function buildPgliteStates(dir: string): Promise<Partial<Record<DatabaseState, Fixtures>>> {
  const fixtures: Partial<Record<DatabaseState, Fixtures>> = {};
  const archives = new Map<DatabaseState, Blob>();
  for (const state of DATABASE_STATES) {
    const from = BUILT_FROM[state];
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: from && archives.get(from) });
    try {
      if (!from) await migrate(database);
      const made = await fillState(database, state, from);
      if (made) fixtures[state] = made;
      const archive = await database.dumpDataDir!();
      archives.set(state, archive);
      writeFileSync(pgliteArchive(dir, state), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  return fixtures;
}

function templateName(base: string, state: DatabaseState): string {
  return `${base}_tpl_${state.replace('+', '_')}`;
}

async function buildPostgresStates(
  url: string,
): Promise<{ names: Record<DatabaseState, string>; fixtures: Partial<Record<DatabaseState, Fixtures>> }> {
  const base = databaseNameOf(url);
  const names = Object.fromEntries(DATABASE_STATES.map((s) => [s, templateName(base, s)])) as Record<
    DatabaseState,
    string
  >;
  const fixtures: Partial<Record<DatabaseState, Fixtures>> = {};
  for (const state of DATABASE_STATES) {
    const from = BUILT_FROM[state];
    await onPostgresServer(url, async (run, quote) => {
      await run(`DROP DATABASE IF EXISTS ${quote(names[state])} WITH (FORCE)`);
      await run(`CREATE DATABASE ${quote(names[state])}${from ? ` TEMPLATE ${quote(names[from])}` : ''}`);
    });
    const database = await openDatabase({
      databaseUrl: databaseUrlNamed(url, names[state]),
      dataDir: 'unused',
    });
    try {
      if (!from) await migrate(database);
      const made = await fillState(database, state, from);
      if (made) fixtures[state] = made;
    } finally {
      await database.close();
    }
  }
  return { names, fixtures };
}

/** Drops the run's templates and every per-worker copy made from them. */
async function dropPostgresStates(url: string): Promise<void> {
  const base = databaseNameOf(url);
  await onPostgresServer(url, async (run, quote) => {
    const { rows } = (await run('SELECT datname FROM pg_database')) as { rows: { datname: string }[] };
    for (const { datname } of rows.filter((row) => row.datname.startsWith(`${base}_`)))
      await run(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`);
  });
}

export default async function setup(project: TestProject) {
  usePasswordCost(TEST_PASSWORD_COST);
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-templates-'));
  const url = process.env.TEST_DATABASE_URL;
  const [fixtures, postgres] = await Promise.all([
    buildPgliteStates(pgliteDir),
    url ? buildPostgresStates(url) : undefined,
  ]);
  // Tests name fixtures by id on either backend: both builds must have given the same ones.
  if (postgres && JSON.stringify(postgres.fixtures) !== JSON.stringify(fixtures))
    throw new Error('the fixtures got different ids on PGlite and PostgreSQL');
  const provided: DatabaseTemplates = {
    pgliteDir,
    fixtures,
    ...(postgres ? { postgres: postgres.names } : {}),
  };
  project.provide('databaseTemplates', provided);
  return async () => {
    rmSync(pgliteDir, { recursive: true, force: true });
    if (url) await dropPostgresStates(url);
  };
}
