/** Fills a test database the way the shop runs: the demo seed, plus the known fixtures. */
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { insertFixtures, type Fixtures } from './fixtures.js';

export async function seedDemo(database: Database, config: Config, products = 60): Promise<void> {
  // Loaded lazily so this file keeps compiling while the seed module is being written.
  const seedModule = '../../src/db/seed/index.js';
  const seed = (await import(/* @vite-ignore */ seedModule).catch(() => undefined)) as
    | { seedDemoShop: (db: Database, opts: { uploadsDir: string; products?: number }) => Promise<unknown> }
    | undefined;
  if (seed) await seed.seedDemoShop(database, { uploadsDir: config.uploadsDir, products });
}

export async function seedDemoWithFixtures(database: Database, config: Config): Promise<Fixtures> {
  await seedDemo(database, config);
  return insertFixtures(database);
}
