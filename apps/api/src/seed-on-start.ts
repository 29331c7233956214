/** Seeds the bilingual demo shop at start when the database holds no shop yet (SEED_DEMO). */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedDemoShop } from './db/seed/index.js';

export async function seedIfEmpty(database: Database, config: Config, log: FastifyBaseLogger): Promise<boolean> {
  const result = await database.db.execute(sql`select exists (select 1 from settings) as "hasShop"`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { hasShop: boolean }[];
  if (rows[0]?.hasShop) return false;
  const started = Date.now();
  log.info({ products: config.SEED_PRODUCTS }, 'empty database: seeding the demo shop');
  await seedDemoShop(database, {
    uploadsDir: config.uploadsDir,
    products: config.SEED_PRODUCTS,
    log: (message: string) => log.info(message),
  });
  log.info({ ms: Date.now() - started }, 'demo shop seeded');
  return true;
}
