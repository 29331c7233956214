/**
 * The demo shop: a believable Saudi wholesale uniform supplier (DESIGN.md section 4), seeded when
 * the database has no categories. Deterministic: ids, texts, prices, dates and images are the same
 * on every run (a seeded PRNG, fixed dates, explicit ids), so tests and screenshots can rely on them.
 *
 * Images are drawn as SVG and written as WebP (see ../../media); one image set per garment and
 * colour is shared by every product of that garment, so even a 10,000-product catalogue renders a
 * few hundred image sets, and files that already exist are skipped.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { count, getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { normaliseSearch } from '@shop/domain';
import type { Database } from '../client.js';
import * as s from '../schema.js';
import {
  categoryTileSvg,
  defaultMediaCacheDir,
  garmentSvg,
  illustrationSvg,
  logoSvg,
  mediaUrl,
  runLimited,
  slideSvg,
  sponsorSvg,
  writeMediaSet,
  type Aspect,
  type GarmentKind,
  type GarmentStyle,
  type GarmentView,
} from '../../media/index.js';
import { CATEGORIES } from './content/categories.js';
import { COLORS, KIND_COLORS, colorByKey, type ColorKey } from './content/colors.js';
import {
  BLOG_CATEGORIES,
  CUSTOMERS,
  HOME_SECTIONS,
  PAGES,
  POSTS,
  REVIEW_COMMENTS,
  SHOP,
  SLIDES,
  SPONSORS,
  STAFF,
  VISION,
} from './content/site.js';
import { CITIES, COUNTRY } from './content/geo.js';
import { FABRICS } from './content/fabrics.js';
import { SIZE_SETS, TEMPLATES, describe, type ProductTemplate } from './content/products.js';
import { demoPasswordHash } from './password.js';
import { Prng } from './prng.js';

export interface SeedOptions {
  /** Where media files are written (`DATA_DIR/uploads`). */
  uploadsDir: string;
  /** Number of products (default 60). */
  products?: number;
  log?: (msg: string) => void;
  /**
   * Render cache shared between runs (defaults to MEDIA_CACHE_DIR or a temp folder); `false`
   * renders every missing file.
   */
  mediaCacheDir?: string | false;
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];
type ImageJob = { svg: () => string; aspect: Aspect };

const DEFAULT_PRODUCTS = 60;
/** Rows per INSERT statement. */
const BATCH = 2000;
const LOCK_ID = 727_274_001;

/** Fixed clock of the demo data. */
const T0 = Date.UTC(2025, 11, 1, 8, 0, 0);
const at = (iso: string): Date => new Date(iso);
const afterT0 = (minutes: number): Date => new Date(T0 + minutes * 60_000);

const stripHtml = (html: string): string => html.replace(/<[^>]+>/g, ' ');
/** The text of an HTML description's opening paragraph (what the search column indexes). */
const firstParagraph = (html: string): string => stripHtml(/<p>([^]*?)<\/p>/.exec(html)?.[1] ?? html).trim();
const halalas = (sar: number): number => Math.round(sar * 100);
/** Rounds a price in halalas to the nearest half riyal. */
const roundHalf = (h: number): number => Math.round(h / 50) * 50;

// ---------------------------------------------------------------- the plan (pure data)

interface ProductPlan {
  row: typeof s.products.$inferInsert;
  colors: (typeof s.productColors.$inferInsert)[];
  sizes: (typeof s.productSizes.$inferInsert)[];
  tiers: (typeof s.priceTiers.$inferInsert)[];
  photos: (typeof s.productPhotos.$inferInsert)[];
  reviews: (typeof s.reviews.$inferInsert)[];
  categoryKey: string;
}

/** Templates ordered round-robin over their categories, so any prefix covers many categories. */
function orderedTemplates(): ProductTemplate[] {
  const byCategory = new Map<string, ProductTemplate[]>();
  for (const t of TEMPLATES) {
    const list = byCategory.get(t.category) ?? [];
    list.push(t);
    byCategory.set(t.category, list);
  }
  const out: ProductTemplate[] = [];
  const lists = [...byCategory.values()];
  for (let round = 0; out.length < TEMPLATES.length; round++) {
    for (const list of lists) if (list[round]) out.push(list[round]!);
  }
  return out;
}

function garmentKey(kind: GarmentKind, style: GarmentStyle, color: ColorKey, view: GarmentView): string {
  return `products/${kind}${style ? `-${style}` : ''}-${color}${view === 'front' ? '' : `-${view}`}`;
}

class Planner {
  readonly images = new Map<string, ImageJob>();

  image(key: string, aspect: Aspect, svg: () => string): string {
    if (!this.images.has(key)) this.images.set(key, { svg, aspect });
    return mediaUrl(key);
  }

  garment(kind: GarmentKind, style: GarmentStyle, color: ColorKey, view: GarmentView): string {
    const hex = colorByKey.get(color)!.hex;
    return this.image(garmentKey(kind, style, color, view), 'product', () =>
      garmentSvg(kind, hex, view, style),
    );
  }
}

const TIER_BOUNDS: Record<2 | 3 | 4, number[]> = {
  2: [99, 1000],
  3: [49, 199, 1000],
  4: [49, 199, 499, 2000],
};
const TIER_FACTORS = [1, 0.92, 0.85, 0.78];

function planProduct(
  i: number,
  template: ProductTemplate,
  cycle: number,
  ids: { category: number; categoryNames: string; customers: number[] },
  planner: Planner,
  counters: { color: number; size: number; tier: number; photo: number; review: number },
): ProductPlan {
  const rnd = new Prng(0x5eed + i * 7919);
  const id = i + 1;
  const createdAt = afterT0(i * 41);

  // colours: 2..6 of the garment's colours; the first (main) one among the first three
  const palette = template.colors ?? KIND_COLORS[template.kind];
  const n = rnd.int(2, Math.min(6, palette.length));
  // (a template that lists its colours leads with its signature colour)
  const first = template.colors ? palette[0]! : palette[rnd.int(0, Math.min(2, palette.length - 1))]!;
  const others = rnd.sample(
    palette.filter((c) => c !== first),
    n - 1,
  );
  const chosen = [first, ...palette.filter((c) => others.includes(c))];

  // sizes: 3..6 contiguous sizes of the size set
  const set = SIZE_SETS[template.sizes];
  const sizeCount = rnd.int(3, Math.min(6, set.length));
  const start = rnd.int(0, Math.min(1, set.length - sizeCount));
  const sizes = set.slice(start, start + sizeCount);

  // tiers: 2..4 contiguous ranges, cheaper as the quantity grows
  const tierCount = rnd.int(2, 4) as 2 | 3 | 4;
  const minQty =
    template.price >= 150
      ? rnd.pick([6, 10])
      : template.price <= 25
        ? rnd.pick([20, 24])
        : rnd.pick([10, 12, 20]);
  const variation = cycle === 0 ? 1 : 0.9 + rnd.next() * 0.2;
  const base = roundHalf(halalas(template.price * variation));
  let from = minQty;
  let last = Number.POSITIVE_INFINITY;
  const tiers = TIER_BOUNDS[tierCount].map((to, k) => {
    let price = roundHalf(base * TIER_FACTORS[k]!);
    if (price >= last) price = last - 50;
    last = price;
    const tier = { id: ++counters.tier, productId: id, fromQty: from, toQty: to, priceHalalas: price };
    from = to + 1;
    return tier;
  });

  // images: main = front of the main colour, hover = its back; gallery adds a close-up and the other colours
  const kind = template.kind;
  const style = template.style ?? '';
  const image = planner.garment(kind, style, first, 'front');
  const hoverImage = planner.garment(kind, style, first, 'back');
  const gallery = [
    image,
    hoverImage,
    planner.garment(kind, style, first, 'detail'),
    ...chosen.slice(1).map((c) => planner.garment(kind, style, c, 'front')),
  ];

  const suffixAr = cycle === 0 ? '' : ` - موديل ${cycle + 1}`;
  const suffixEn = cycle === 0 ? '' : ` - Style ${cycle + 1}`;
  const nameAr = template.nameAr + suffixAr;
  const nameEn = template.nameEn + suffixEn;
  const desc = describe(template, minQty);
  const colorNames = chosen.map((c) => `${colorByKey.get(c)!.ar} ${colorByKey.get(c)!.en}`).join(' ');
  const fabric = FABRICS[template.fabric];

  // reviews: a handful of products have none; the rest a few, one of them sometimes hidden
  const reviews: (typeof s.reviews.$inferInsert)[] = [];
  if (i % 9 !== 4) {
    const reviewers = rnd.sample(ids.customers, rnd.int(1, 4));
    reviewers.forEach((customerId, k) => {
      const rate = rnd.pick([5, 5, 5, 4, 4, 4, 3, 3, 2, 1]) as 1 | 2 | 3 | 4 | 5;
      const when = new Date(createdAt.getTime() + (k + 2) * 86_400_000);
      reviews.push({
        id: ++counters.review,
        productId: id,
        customerId,
        rate,
        comment: rnd.pick(REVIEW_COMMENTS[rate]),
        isHidden: k > 0 && i % 13 === 6,
        createdAt: when,
        updatedAt: when,
      });
    });
  }
  const visible = reviews.filter((r) => !r.isHidden);
  const avgRate = visible.length ? visible.reduce((sum, r) => sum + r.rate, 0) / visible.length : 0;

  const audience = template.audience;
  return {
    categoryKey: template.category,
    row: {
      id,
      categoryId: ids.category,
      nameAr,
      nameEn,
      descriptionAr: desc.ar,
      descriptionEn: desc.en,
      image,
      hoverImage,
      isMen: audience === 'men' || audience === 'unisex',
      isWomen: audience === 'women' || audience === 'unisex',
      isChild: audience === 'child',
      avgRate,
      ratesCount: visible.length,
      searchText: normaliseSearch(
        [
          nameAr,
          nameEn,
          ids.categoryNames,
          colorNames,
          fabric.nameAr,
          fabric.nameEn,
          firstParagraph(desc.ar),
          firstParagraph(desc.en),
        ].join(' '),
      ),
      isActive: true,
      sortOrder: i,
      createdAt,
      updatedAt: createdAt,
    },
    colors: chosen.map((c, k) => ({
      id: ++counters.color,
      productId: id,
      colorId: colorByKey.get(c)!.id,
      colorCode: colorByKey.get(c)!.hex,
      image: planner.garment(kind, style, c, 'front'),
      sortOrder: k,
    })),
    sizes: sizes.map((name, k) => ({ id: ++counters.size, productId: id, name, sortOrder: k })),
    tiers,
    photos: gallery.map((img, k) => ({ id: ++counters.photo, productId: id, image: img, sortOrder: k })),
    reviews,
  };
}

// ---------------------------------------------------------------- writing

/**
 * Inserts rows in large batches. Each batch is one statement with a single JSON parameter expanded
 * by `json_populate_recordset` into the table's row type: far cheaper than thousands of bound
 * parameters, on PGlite especially.
 */
async function insertBatched(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const { name } = getTableConfig(table);
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((k) => rows[0]![k] !== undefined);
  const dbNames = keys.map((k) => columns[k]!.name);
  const list = sql.join(
    dbNames.map((n) => sql.identifier(n)),
    sql.raw(', '),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((k, j) => {
        const v = row[k];
        out[dbNames[j]!] = v instanceof Date ? v.toISOString() : v;
      });
      return out;
    });
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(name)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(name)}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * For big catalogues the products' trigram index is dropped during the bulk insert and rebuilt
 * afterwards from its own stored definition (building a GIN index once is much faster than
 * updating it row by row). Returns a function that restores it.
 */
async function suspendIndex(tx: Tx, indexName: string): Promise<() => Promise<void>> {
  const result = await tx.execute<{ indexdef: string }>(
    sql`SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ${indexName}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { indexdef: string }[] }).rows) as {
    indexdef: string;
  }[];
  const def = rows[0]?.indexdef;
  if (!def) return async () => {};
  await tx.execute(sql`DROP INDEX ${sql.identifier(indexName)}`);
  return async () => {
    await tx.execute(sql.raw(def));
  };
}

const SERIAL_TABLES = [
  'categories',
  'products',
  'product_photos',
  'colors',
  'product_colors',
  'product_sizes',
  'price_tiers',
  'customers',
  'countries',
  'cities',
  'areas',
  'addresses',
  'coupons',
  'reviews',
  'staff_users',
  'home_sections',
  'intro_slides',
  'sponsors',
  'blog_categories',
  'blog_posts',
  'about_vision_items',
];

/** Moves every serial sequence past the explicit ids the seed wrote. */
async function resetSequences(tx: Tx): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 1), (SELECT MAX(id) FROM "${table}") IS NOT NULL)`,
      ),
    );
  }
}

/** A salt derived from the email, so demo hashes are identical on every run. */
function demoSalt(email: string): Buffer {
  return createHash('sha256').update(`zay-al-mihna-demo:${email}`).digest().subarray(0, 16);
}

async function hasCategories(db: Database['db'] | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.categories);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds the demo shop if the database has no categories. Returns `{ seeded: false }` (and changes
 * nothing) when it already has some.
 */
export async function seedDemoShop(database: Database, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  const productCount = Math.max(1, Math.floor(opts.products ?? DEFAULT_PRODUCTS));
  if (await hasCategories(database.db)) return { seeded: false };
  const started = Date.now();
  const planner = new Planner();

  // ------------------------------------------------------------ settings and categories
  const logo = planner.image('brand/logo', 'sponsor', () =>
    logoSvg({ nameAr: SHOP.nameAr, nameEn: 'Zay Al-Mihna', color: '#1f2a44', accent: '#b08d57' }),
  );
  const categoryId = new Map(CATEGORIES.map((c, i) => [c.key, i + 1]));
  const categoryRows = CATEGORIES.map((c, i) => ({
    id: i + 1,
    parentId: c.parent ? categoryId.get(c.parent)! : null,
    nameAr: c.nameAr,
    nameEn: c.nameEn,
    descAr: c.descAr,
    descEn: c.descEn,
    image: planner.image(`categories/${c.key}`, 'category', () =>
      categoryTileSvg({
        garments: c.tile.map(([kind, color]) => ({ kind, color: colorByKey.get(color)!.hex })),
        accent: c.accent,
        badge: c.badge,
      }),
    ),
    isMenu: c.isMenu ?? false,
    sortOrder: c.parent ? CATEGORIES.filter((x) => x.parent === c.parent).indexOf(c) : i,
    isActive: true,
    createdAt: T0Date(),
    updatedAt: T0Date(),
  }));
  const categoryNames = new Map(
    CATEGORIES.map((c) => {
      const parent = c.parent ? CATEGORIES.find((p) => p.key === c.parent) : undefined;
      return [c.key, [c.nameAr, c.nameEn, parent?.nameAr ?? '', parent?.nameEn ?? ''].join(' ')];
    }),
  );

  // ------------------------------------------------------------ customers
  const customerIds = CUSTOMERS.map((_, i) => i + 1);

  // ------------------------------------------------------------ products
  const templates = orderedTemplates();
  const counters = { color: 0, size: 0, tier: 0, photo: 0, review: 0 };
  const plans: ProductPlan[] = [];
  for (let i = 0; i < productCount; i++) {
    const t = templates[i % templates.length]!;
    plans.push(
      planProduct(
        i,
        t,
        Math.floor(i / templates.length),
        {
          category: categoryId.get(t.category)!,
          categoryNames: categoryNames.get(t.category)!,
          customers: customerIds,
        },
        planner,
        counters,
      ),
    );
  }

  log(`seed: planned ${plans.length} products in ${Date.now() - started} ms`);

  // ------------------------------------------------------------ content images
  const slides = SLIDES.map((sl, i) => ({
    id: i + 1,
    image: planner.image(`slides/${sl.key}`, 'slide', () =>
      slideSvg({ from: sl.from, to: sl.to, garments: sl.garments }),
    ),
    titleAr: sl.titleAr,
    titleEn: sl.titleEn,
    descriptionAr: sl.descAr,
    descriptionEn: sl.descEn,
    sortOrder: i,
    isActive: true,
  }));
  const sponsors = SPONSORS.map((sp, i) => ({
    id: i + 1,
    name: sp.name,
    image: planner.image(`sponsors/${sp.key}`, 'sponsor', () =>
      sponsorSvg({ name: sp.name, tagline: sp.tagline, color: sp.color, mark: i }),
    ),
    url: '',
    sortOrder: i,
  }));
  const posts = POSTS.map((p, i) => ({
    id: i + 1,
    categoryId: p.category + 1,
    titleAr: p.titleAr,
    titleEn: p.titleEn,
    contentAr: p.contentAr,
    contentEn: p.contentEn,
    image: planner.image(`blog/${p.key}`, 'blog', () => illustrationSvg(p.theme, p.accent)),
    isFeatured: p.featured,
    searchText: normaliseSearch(
      [p.titleAr, p.titleEn, stripHtml(p.contentAr), stripHtml(p.contentEn)].join(' '),
    ),
    isPublished: true,
    createdAt: at(p.date),
    updatedAt: at(p.date),
  }));
  const pages = PAGES.map((p) => ({
    id: p.id,
    slug: p.slug,
    titleAr: p.titleAr,
    titleEn: p.titleEn,
    contentAr: p.contentAr,
    contentEn: p.contentEn,
    image: p.image
      ? planner.image(`pages/${p.slug}`, 'blog', () => illustrationSvg(p.image!, '#1f2a44'))
      : '',
    updatedAt: T0Date(),
  }));
  const vision = VISION.map((v, i) => ({
    id: i + 1,
    image: planner.image(`about/${v.theme}`, 'blog', () => illustrationSvg(v.theme, v.accent)),
    titleAr: v.titleAr,
    titleEn: v.titleEn,
    descriptionAr: v.descAr,
    descriptionEn: v.descEn,
    sortOrder: i,
  }));

  // ------------------------------------------------------------ render images (skips existing files)
  const jobs = [...planner.images.entries()];
  const cacheDir = opts.mediaCacheDir === false ? undefined : (opts.mediaCacheDir ?? defaultMediaCacheDir());
  const imagesStarted = Date.now();
  const concurrency = Math.max(2, Math.min(8, (os.availableParallelism?.() ?? os.cpus().length) + 1));
  await runLimited(
    jobs.map(
      ([key, job]) =>
        () =>
          writeMediaSet(opts.uploadsDir, key, job.svg, job.aspect, { cacheDir }),
    ),
    concurrency,
  );
  log(`seed: ${jobs.length} image sets ready in ${Date.now() - imagesStarted} ms`);

  // ------------------------------------------------------------ passwords (fixed salts: same hash every run)
  const customerRows = await Promise.all(
    CUSTOMERS.map(async (c, i) => ({
      id: i + 1,
      fname: c.fname,
      lname: c.lname,
      email: c.email.toLowerCase(),
      phone: c.phone,
      passwordHash: await demoPasswordHash(c.password, demoSalt(c.email)),
      isActive: true,
      createdAt: afterT0(-60 * 24 * 30 + i * 600),
      updatedAt: afterT0(-60 * 24 * 30 + i * 600),
    })),
  );
  const staffHash = await demoPasswordHash(STAFF.password, demoSalt(STAFF.email));

  // ------------------------------------------------------------ home sections
  const byKey = (pred: (p: ProductPlan) => boolean) => plans.filter(pred).map((p) => p.row.id!);
  const first60 = plans.slice(0, 60);
  const bestSellers = [...first60]
    .filter((p) => p.row.ratesCount! > 0)
    .sort(
      (a, b) =>
        b.row.ratesCount! - a.row.ratesCount! || b.row.avgRate! - a.row.avgRate! || a.row.id! - b.row.id!,
    )
    .slice(0, 8)
    .map((p) => p.row.id!);
  const newest = plans
    .slice(-8)
    .reverse()
    .map((p) => p.row.id!);
  const medicalKeys = new Set(['med-scrubs', 'med-labcoats', 'med-caps', 'brand-jeddah-uniforms']);
  const medical = byKey((p) => medicalKeys.has(p.categoryKey)).slice(0, 8);
  const saudi = byKey((p) => p.categoryKey.startsWith('brand-')).slice(0, 8);
  const sectionProducts = [bestSellers, newest, medical, saudi];

  // ------------------------------------------------------------ write everything in one transaction
  const writeStarted = Date.now();
  const seeded = await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
    if (await hasCategories(tx)) return false;

    await tx.insert(s.settings).values({
      id: 1,
      appNameAr: SHOP.nameAr,
      appNameEn: SHOP.nameEn,
      logo,
      aboutAr: SHOP.aboutAr,
      aboutEn: SHOP.aboutEn,
      facebook: SHOP.facebook,
      google: SHOP.google,
      twitter: SHOP.twitter,
      vimeo: SHOP.vimeo,
      instagram: SHOP.instagram,
      email: SHOP.email,
      phone: SHOP.phone,
      addressAr: SHOP.addressAr,
      addressEn: SHOP.addressEn,
      chatNumber: SHOP.chatNumber,
      taxBasisPoints: 1500,
      vatNumber: SHOP.vatNumber,
      sellerNameAr: SHOP.sellerNameAr,
      sellerNameEn: SHOP.sellerNameEn,
      bankName: SHOP.bankName,
      bankAccount: SHOP.bankAccount,
      bankIban: SHOP.bankIban,
      updatedAt: T0Date(),
    });
    await insertBatched(tx, s.categories, categoryRows);
    await insertBatched(
      tx,
      s.colors,
      COLORS.map((c, i) => ({ id: i + 1, nameAr: c.ar, nameEn: c.en, code: c.hex })),
    );
    await insertBatched(tx, s.customers, customerRows);
    await tx.insert(s.staffUsers).values({
      id: 1,
      name: STAFF.name,
      email: STAFF.email,
      passwordHash: staffHash,
      role: STAFF.role,
      isActive: true,
      createdAt: T0Date(),
      updatedAt: T0Date(),
    });

    const restoreIndex =
      plans.length >= 1000 ? await suspendIndex(tx, 'products_search_trgm_idx') : async () => {};
    const tp = Date.now();
    await insertBatched(
      tx,
      s.products,
      plans.map((p) => p.row),
    );
    const ti = Date.now();
    await restoreIndex();
    log(`seed: products ${ti - tp} ms, search index ${Date.now() - ti} ms`);
    await insertBatched(
      tx,
      s.productColors,
      plans.flatMap((p) => p.colors),
    );
    await insertBatched(
      tx,
      s.productSizes,
      plans.flatMap((p) => p.sizes),
    );
    await insertBatched(
      tx,
      s.priceTiers,
      plans.flatMap((p) => p.tiers),
    );
    await insertBatched(
      tx,
      s.productPhotos,
      plans.flatMap((p) => p.photos),
    );
    await insertBatched(
      tx,
      s.reviews,
      plans.flatMap((p) => p.reviews),
    );

    await insertBatched(
      tx,
      s.homeSections,
      HOME_SECTIONS.map((h, i) => ({ id: i + 1, nameAr: h.ar, nameEn: h.en, sortOrder: i, isActive: true })),
    );
    await insertBatched(
      tx,
      s.homeSectionProducts,
      sectionProducts.flatMap((ids, si) =>
        ids.map((productId, k) => ({ sectionId: si + 1, productId, sortOrder: k })),
      ),
    );
    await insertBatched(tx, s.introSlides, slides);
    await insertBatched(tx, s.sponsors, sponsors);
    await insertBatched(
      tx,
      s.blogCategories,
      BLOG_CATEGORIES.map((c, i) => ({ id: i + 1, nameAr: c.ar, nameEn: c.en, sortOrder: i })),
    );
    await insertBatched(tx, s.blogPosts, posts);
    await insertBatched(tx, s.pages, pages);
    await insertBatched(tx, s.aboutVisionItems, vision);

    // geography
    await tx
      .insert(s.countries)
      .values({ id: 1, code: COUNTRY.code, nameAr: COUNTRY.ar, nameEn: COUNTRY.en, sortOrder: 0 });
    let areaId = 0;
    await insertBatched(
      tx,
      s.cities,
      CITIES.map((c, i) => ({
        id: i + 1,
        countryId: 1,
        nameAr: c.ar,
        nameEn: c.en,
        shippingFeeHalalas: halalas(c.fee),
        sortOrder: i,
      })),
    );
    await insertBatched(
      tx,
      s.areas,
      CITIES.flatMap((c, i) =>
        c.areas.map(([ar, en], k) => ({ id: ++areaId, cityId: i + 1, nameAr: ar, nameEn: en, sortOrder: k })),
      ),
    );
    // the demo customer's saved address (Riyadh, Al Olaya)
    await tx.insert(s.addresses).values({
      id: 1,
      customerId: 1,
      name: 'المكتب الرئيسي',
      countryId: 1,
      cityId: 1,
      areaId: 1,
      address: 'طريق الملك فهد، بجوار برج المملكة',
      building: '12',
      floor: '3',
      apartment: '305',
      note: 'الاستلام من الاستقبال في أوقات الدوام',
      createdAt: T0Date(),
      updatedAt: T0Date(),
    });

    await insertBatched(tx, s.coupons, [
      {
        id: 1,
        code: 'WELCOME50',
        type: 0,
        amount: 5000,
        startsAt: at('2025-12-01T00:00:00Z'),
        endsAt: null,
        usageLimit: 1000,
        usedCount: 0,
        isActive: true,
        createdAt: T0Date(),
        updatedAt: T0Date(),
      },
      {
        id: 2,
        code: 'BULK10',
        type: 1,
        amount: 1000,
        startsAt: at('2025-12-01T00:00:00Z'),
        endsAt: null,
        usageLimit: null,
        usedCount: 0,
        isActive: true,
        createdAt: T0Date(),
        updatedAt: T0Date(),
      },
      {
        id: 3,
        code: 'RAMADAN15',
        type: 1,
        amount: 1500,
        startsAt: at('2026-02-15T00:00:00Z'),
        endsAt: at('2026-03-20T23:59:59Z'),
        usageLimit: 500,
        usedCount: 37,
        isActive: true,
        createdAt: at('2026-02-10T09:00:00Z'),
        updatedAt: at('2026-02-10T09:00:00Z'),
      },
    ]);

    await resetSequences(tx);
    return true;
  });

  if (seeded) {
    log(
      `seed: demo shop with ${plans.length} products, ${categoryRows.length} categories, ${counters.review} reviews written in ${Date.now() - writeStarted} ms (total ${Date.now() - started} ms)`,
    );
  }
  return { seeded };
}

function T0Date(): Date {
  return new Date(T0);
}
