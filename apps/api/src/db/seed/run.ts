/**
 * Runs the demo seed: every step plans its rows (pure data, registering images on the way), the
 * images are rendered, then everything is written in one transaction. Loaded on demand by
 * `seedDemoShop`, so the artwork and content tables stay out of a running server's memory.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { ImagePlanner, renderImages } from './images.js';
import type { SeedOptions } from './index.js';
import { planCategories, writeCategories } from './steps/categories.js';
import { writeColors } from './steps/colors.js';
import { planContent, writeContent } from './steps/content.js';
import { writeCoupons } from './steps/coupons.js';
import { writeGeography } from './steps/geography.js';
import { planHomeSections, writeHomeSections } from './steps/home.js';
import { planProducts, writeProducts } from './steps/products.js';
import { planSite, writeSite } from './steps/site.js';
import { demoCustomerIds, planUsers, writeUsers } from './steps/users.js';
import { hasCategories, resetSequences } from './write.js';

const DEFAULT_PRODUCTS = 60;
/** Serialises concurrent seeders on one PostgreSQL database (two servers starting together). */
const LOCK_ID = 727_274_001;

function plan(productCount: number) {
  const images = new ImagePlanner();
  const site = planSite(images);
  const categories = planCategories(images);
  const products = planProducts(productCount, categories, demoCustomerIds(), images);
  const content = planContent(images);
  const home = planHomeSections(products);
  return { images, site, categories, products, content, home };
}

export async function runSeed(database: Database, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const p = plan(Math.max(1, Math.floor(opts.products ?? DEFAULT_PRODUCTS)));
  log(`seed: planned ${p.products.length} products in ${Date.now() - started} ms`);

  const imagesStarted = Date.now();
  const [imageCount, users] = await Promise.all([renderImages(p.images, opts), planUsers()]);
  log(`seed: ${imageCount} image sets ready in ${Date.now() - imagesStarted} ms`);

  const writeStarted = Date.now();
  const seeded = await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
    if (await hasCategories(tx)) return false;
    await writeSite(tx, p.site);
    await writeGeography(tx);
    await writeCategories(tx, p.categories);
    await writeColors(tx);
    await writeUsers(tx, users);
    await writeProducts(tx, p.products, log);
    await writeHomeSections(tx, p.home);
    await writeContent(tx, p.content);
    await writeCoupons(tx, p.categories.idByKey);
    await resetSequences(tx);
    return true;
  });
  if (seeded) {
    const reviews = p.products.reduce((n, x) => n + x.reviews.length, 0);
    log(
      `seed: demo shop with ${p.products.length} products, ${p.categories.rows.length} categories, ${reviews} reviews written in ${Date.now() - writeStarted} ms (total ${Date.now() - started} ms)`,
    );
  }
  return { seeded };
}
