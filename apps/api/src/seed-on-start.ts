/**
 * What the server does to a database at start, after migrating it: seeds the bilingual demo shop
 * when the database holds no shop yet and SEED_DEMO allows it (the demo brings known staff and
 * customer logins, so production seeds it only when asked to), and creates the first owner from
 * ADMIN_EMAIL / ADMIN_PASSWORD when the shop has none. The demo is also onboarded to e-invoicing
 * against the built-in Fatoora simulator.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedDemoShop } from './db/seed/index.js';
import { onboardDemoShop } from './services/einvoicing/index.js';
import { createMediaStorage } from './media/storage.js';
import { ensureFirstOwner } from './services/staff/index.js';

/** Display name of the owner account created from ADMIN_EMAIL (staff can rename it). */
const FIRST_OWNER_NAME = 'Owner';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export async function prepareDatabase(database: Database, config: Config, log: Log): Promise<void> {
  if (config.SEED_DEMO) await seedIfEmpty(database, config, log);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const result = await ensureFirstOwner(database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      name: FIRST_OWNER_NAME,
    });
    if (result === 'created')
      log.info({ email: config.ADMIN_EMAIL }, 'first owner account created from ADMIN_EMAIL');
    if (result === 'email-taken') {
      log.warn(
        { email: config.ADMIN_EMAIL },
        'ADMIN_EMAIL belongs to a staff account that is not an owner; no owner was created',
      );
    }
  }
}

export async function seedIfEmpty(database: Database, config: Config, log: Log): Promise<boolean> {
  const started = Date.now();
  // seedDemoShop itself checks that the database is empty (and changes nothing otherwise).
  const { seeded } = await seedDemoShop(database, {
    storage: createMediaStorage(config),
    products: config.SEED_PRODUCTS,
    log: (message: string) => log.info(message),
  });
  if (seeded) {
    // Fresh planner statistics and visibility map after a bulk load, so the first requests get
    // index plans (count on products_active_idx as an index-only scan) instead of guesses.
    await database.db.execute(sql`vacuum analyze`);
    // The demo issues signed e-invoices out of the box, against the built-in Fatoora simulator; a
    // production shop starts with e-invoicing off until its owner onboards.
    if (config.NODE_ENV !== 'production') {
      // The seed's content stays out of the code every start loads (a dynamic import).
      const { SHOP } = await import('./db/seed/content/site.js');
      await onboardDemoShop(database.db, config, {
        sellerNameAr: SHOP.sellerNameAr,
        vatNumber: SHOP.vatNumber,
        crNumber: SHOP.crNumber,
        address: SHOP.nationalAddress,
      });
      log.info('demo shop onboarded to e-invoicing against the built-in Fatoora simulator');
    }
    log.info(
      { ms: Date.now() - started, products: config.SEED_PRODUCTS },
      'empty database: demo shop seeded',
    );
  }
  return seeded;
}
