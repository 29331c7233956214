/**
 * The demo shop: a believable Saudi wholesale uniform supplier, seeded when the database has no
 * categories. Deterministic: ids, texts, prices, dates and images are the same on every run (a
 * seeded PRNG, fixed dates, explicit ids), so tests and screenshots can rely on them.
 *
 * One file per area under steps/ (site, geography, categories, colours, users, products and
 * reviews, home sections, content, coupons), the texts under content/, the artwork under art/.
 * This entry only checks whether seeding is needed and then loads the rest, so a server starting
 * on a database that already holds a shop never loads the artwork or the content tables.
 */
import type { MediaStorage } from '../../media/storage.js';
import type { Database } from '../client.js';
import { hasCategories } from './write.js';

export interface SeedOptions {
  /** Where media files are written: `DATA_DIR/uploads` or the S3 bucket (createMediaStorage). */
  storage: MediaStorage;
  /** Number of products (default 60). */
  products?: number;
  log?: (msg: string) => void;
  /**
   * Render cache shared between runs (defaults to MEDIA_CACHE_DIR or a temp folder); `false`
   * renders every missing file.
   */
  mediaCacheDir?: string | false;
}

/**
 * Seeds the demo shop if the database has no categories. Returns `{ seeded: false }` (and changes
 * nothing) when it already has some.
 */
export async function seedDemoShop(database: Database, opts: SeedOptions): Promise<{ seeded: boolean }> {
  if (await hasCategories(database.db)) return { seeded: false };
  const { runSeed } = await import('./run.js');
  return runSeed(database, opts);
}
