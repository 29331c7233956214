/** Fills a test database the way the shop runs: the demo seed. */
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/client.js';
import { seedDemoShop } from '../../src/db/seed/index.js';
import { FileMediaStorage } from '../../src/media/storage.js';

/**
 * Seed images go to one uploads folder shared by every test file and run: the seed skips images
 * that already exist, so only the first run pays for rendering them.
 */
export const sharedSeedUploads = path.join(os.tmpdir(), 'shop-api-test-seed-uploads');

export async function seedDemo(database: Database, products = 60): Promise<void> {
  await seedDemoShop(database, { storage: new FileMediaStorage(sharedSeedUploads), products });
}
