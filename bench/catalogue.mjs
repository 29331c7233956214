#!/usr/bin/env node
/**
 * The admin catalogue at the size the shop is built for:
 * `npm run bench:catalogue [-- --products 10000] [--import 5000] [--samples 40]`
 * (`node --import tsx bench/catalogue.mjs …`: it calls the API's TypeScript services directly).
 *
 * Opens a fresh database, in-memory PGlite or the PostgreSQL database in BENCH_DATABASE_URL
 * (WIPED first: its public and drizzle schemas are dropped), seeds the demo shop (60 products),
 * copies its products with their colours, sizes and tiers up to `products` (every tenth
 * unpublished) and runs ANALYZE. Then, without HTTP, it calls each staff list `samples` times after
 * one warm-up call and prints p50 and p99, and times the CSV export of every product and the import
 * of a file of `import` new products (exported rows without ids, each with a name of its own).
 *
 * It prints figures and holds them to no budget: they depend on the machine and on how busy it
 * is, so the one-minute load average is printed with them (docs/performance.md records runs). It
 * exits 1 only when an answer is wrong: a product missing from the export, an imported row not
 * created, progress not reported once per row.
 */
import os from 'node:os';
import { processorName } from './lib/machine.mjs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count, sql } from 'drizzle-orm';
import {
  categoryListQuerySchema,
  colorListQuerySchema,
  sizeListQuerySchema,
  staffProductListQuerySchema,
} from '@shop/domain';
import { migrate, openDatabase } from '../apps/api/src/db/client.js';
import { products, staffUsers } from '../apps/api/src/db/schema.js';
import { seedDemoShop } from '../apps/api/src/db/seed/index.js';
import { FileMediaStorage } from '../apps/api/src/media/storage.js';
import * as catalogue from '../apps/api/src/services/admin-catalogue/index.js';
import { arg } from './lib/args.mjs';

const PRODUCTS = Number(arg('products', '10000'));
const IMPORT_ROWS = Number(arg('import', '5000'));
const SAMPLES = Number(arg('samples', '40'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** Seed images are rendered once and kept between runs (the seed skips the files that exist). */
const seedUploads = path.join(os.tmpdir(), 'shop-bench-seed-uploads');

/** The machine's one-minute load average: figures only compare between runs at a similar load. */
const loadAverage = () => os.loadavg()[0].toFixed(1);

/** The `p`th percentile of durations in milliseconds, to a tenth. */
function percentile(durations, p) {
  const sorted = [...durations].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] * 10) / 10;
}

const problems = [];
function check(ok, what) {
  if (!ok) {
    problems.push(what);
    console.log(`WRONG: ${what}`);
  }
}

async function openEmpty() {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 5 });
  if (database.kind === 'postgres') {
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
    await database.db.execute(sql.raw('CREATE SCHEMA public'));
  }
  await migrate(database);
  return database;
}

/** Grows the demo catalogue to PRODUCTS products by copying its products, parts included. */
async function growCatalogue(db) {
  const seeded = (await db.select({ n: count() }).from(products))[0].n;
  await db.execute(sql`insert into products (category_id, name_ar, name_en, description_ar, description_en, image,
      hover_image, is_men, is_women, is_child, search_text, is_active, sort_order)
    select p.category_id, p.name_ar || ' ' || g, p.name_en || ' ' || g, p.description_ar, p.description_en, p.image,
      p.hover_image, p.is_men, p.is_women, p.is_child, p.search_text || ' ' || g, g % 10 <> 0, p.sort_order + g
    from generate_series(1, ${PRODUCTS - seeded}) g
    join products p on p.id = 1 + g % ${seeded}`);
  for (const part of [
    sql`insert into product_colors (product_id, color_id, color_code, image, sort_order)
      select c.id, pc.color_id, pc.color_code, pc.image, pc.sort_order from products c
      join products p on p.id = 1 + c.id % ${seeded} join product_colors pc on pc.product_id = p.id where c.id > ${seeded}`,
    sql`insert into product_sizes (product_id, size_id, name, sort_order)
      select c.id, ps.size_id, ps.name, ps.sort_order from products c
      join products p on p.id = 1 + c.id % ${seeded} join product_sizes ps on ps.product_id = p.id where c.id > ${seeded}`,
    sql`insert into price_tiers (product_id, from_qty, to_qty, price_halalas)
      select c.id, pt.from_qty, pt.to_qty, pt.price_halalas from products c
      join products p on p.id = 1 + c.id % ${seeded} join price_tiers pt on pt.product_id = p.id where c.id > ${seeded}`,
  ]) {
    await db.execute(part);
  }
  await db.execute(sql`analyze`);
}

async function measureLists(db, backend) {
  const [someProduct] = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .limit(1);
  const productLists = {
    'first page': {},
    'page 200 of 50': { page: 200, per_page: 50 },
    'search "shirt"': { q: 'shirt' },
    'search "قميص"': { q: 'قميص' },
    'search by id': { q: String(someProduct.id) },
    'search of two letters': { q: 'sh' },
    'search of a 4-digit number': { q: '1234' },
    'search with no hit': { q: 'no such garment' },
    'category with descendants': { category_id: someProduct.categoryId },
    'unpublished, by English name desc': { published: 0, sort: 'name_en', order: 'desc' },
    'by last change, page 10 of 100': { sort: 'updated_at', order: 'desc', page: 10, per_page: 100 },
  };
  const figures = {};
  const measure = async (label, work) => {
    await work();
    const durations = [];
    for (let k = 0; k < SAMPLES; k += 1) {
      const start = performance.now();
      await work();
      durations.push(performance.now() - start);
    }
    figures[label] = { 'p50 ms': percentile(durations, 0.5), 'p99 ms': percentile(durations, 0.99) };
  };
  for (const [label, query] of Object.entries(productLists)) {
    await measure(`products: ${label}`, () =>
      catalogue.listAdminProducts(db, staffProductListQuerySchema.parse(query)),
    );
  }
  await measure('categories (search)', () =>
    catalogue.listAdminCategories(db, categoryListQuerySchema.parse({ q: 'ملابس' })),
  );
  await measure('colours', () => catalogue.listAdminColors(db, colorListQuerySchema.parse({})));
  await measure('sizes', () => catalogue.listAdminSizes(db, sizeListQuerySchema.parse({})));
  console.log(
    `\nstaff lists on ${backend}, ${PRODUCTS} products, ${SAMPLES} calls each (load ${loadAverage()}):`,
  );
  console.table(figures);
}

async function measureCsv(db, staff, backend) {
  const exportStart = performance.now();
  const exported = await catalogue.exportProductsCsv(db, staffProductListQuerySchema.parse({}), 'en');
  const exportSeconds = (performance.now() - exportStart) / 1000;
  const [header, ...rows] = parse(exported, { bom: true });
  check(rows.length === PRODUCTS, `the export holds ${rows.length} products, not ${PRODUCTS}`);
  // New products: exported rows without their ids, each with a name of its own.
  const lines = Array.from({ length: IMPORT_ROWS }, (_, k) => {
    const row = [...rows[k % rows.length]];
    row[0] = '';
    row[2] = `Imported ${k}`;
    return row;
  });
  const file = stringify([header, ...lines]);
  let reported = 0;
  let last = [0, 0];
  const start = performance.now();
  const report = await catalogue.importProductsCsv(db, staff, file, {
    lang: 'en',
    onProgress: (done, total) => {
      reported += 1;
      last = [done, total];
    },
  });
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `\nCSV on ${backend}: export of ${PRODUCTS} products in ${exportSeconds.toFixed(1)} s; ` +
      `import of ${IMPORT_ROWS} new products in ${seconds.toFixed(1)} s (${Math.round(IMPORT_ROWS / seconds)} rows/s); ` +
      `load ${loadAverage()}`,
  );
  const failed = report.rows.find((r) => r.status === 'error');
  check(report.failed === 0, `${report.failed} import rows failed, the first: ${JSON.stringify(failed)}`);
  check(report.created === IMPORT_ROWS, `the import created ${report.created} products, not ${IMPORT_ROWS}`);
  check(
    reported === IMPORT_ROWS && last[0] === IMPORT_ROWS && last[1] === IMPORT_ROWS,
    `progress was reported ${reported} times, the last as ${last.join('/')}`,
  );
}

const database = await openEmpty();
try {
  const backend = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`seeding the demo shop on ${backend} and growing it to ${PRODUCTS} products …`);
  await seedDemoShop(database, { storage: new FileMediaStorage(seedUploads), products: 60 });
  await growCatalogue(database.db);
  const [staff] = await database.db
    .insert(staffUsers)
    // Never signed in with: the services are called directly.
    .values({
      name: 'Bench staff',
      email: 'catalogue-bench@example.com',
      passwordHash: 'not-a-password-hash',
      role: 'staff',
    })
    .returning({ id: staffUsers.id, email: staffUsers.email });
  await measureLists(database.db, backend);
  await measureCsv(database.db, staff, backend);
  console.log(
    `\nnode ${process.version}, ${os.cpus().length} × ${processorName()}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await database.close();
}
if (problems.length > 0) {
  console.log(`\n${problems.length} wrong answer(s): see WRONG above.`);
  process.exit(1);
}
