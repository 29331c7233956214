/** Fills a test database the way the shop runs: the demo seed, plus the known fixtures. */
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { seedDemoShop } from '../../src/db/seed/index.js';
import { FileMediaStorage } from '../../src/media/storage.js';
import { insertFixtures, type Fixtures } from './fixtures.js';

/**
 * Seed images go to one uploads folder shared by every test file and run: the seed skips images
 * that already exist, so only the first run pays for rendering them.
 */
export const sharedSeedUploads = path.join(os.tmpdir(), 'shop-api-test-seed-uploads');

export async function seedDemo(database: Database, _config: Config, products = 60): Promise<void> {
  await seedDemoShop(database, { storage: new FileMediaStorage(sharedSeedUploads), products });
}

export async function seedDemoWithFixtures(database: Database, config: Config): Promise<Fixtures> {
  await seedDemo(database, config);
  return insertFixtures(database);
}
