/** Seeds the bilingual demo shop at start when the database holds no shop yet (SEED_DEMO). */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedDemoShop } from './db/seed/index.js';

export async function seedIfEmpty(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const started = Date.now();
  // seedDemoShop itself checks that the database is empty (and changes nothing otherwise).
  const { seeded } = await seedDemoShop(database, {
    uploadsDir: config.uploadsDir,
    products: config.SEED_PRODUCTS,
    log: (message: string) => log.info(message),
  });
  if (seeded) {
    // Fresh planner statistics and visibility map after a bulk load, so the first requests get
    // index plans (count on products_active_idx as an index-only scan) instead of guesses.
    await database.db.execute(sql`vacuum analyze`);
    log.info(
      { ms: Date.now() - started, products: config.SEED_PRODUCTS },
      'empty database: demo shop seeded',
    );
  }
  return seeded;
}
