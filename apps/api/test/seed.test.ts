import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../src/db/client.js';
import { backends, openEmptyDatabase } from './support/backends.js';
import { rowsOf } from '../src/db/rows.js';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../src/db/schema.js';
import { seedDemoShop } from '../src/db/seed/index.js';
import { averageRating, productSearchText, validateTiers, type PriceTier } from '@shop/domain';
import { PASSWORD_PARAMS, usePasswordCost, verifyPassword } from '../src/auth/password.js';
import sharp from 'sharp';
import { stat } from 'node:fs/promises';
import { MEDIA_WIDTHS, mediaFilePath, mediaKeyFromUrl, mediaUrl, writeMediaSet } from '../src/media/index.js';
import { garmentSvg, slideSvg } from '../src/db/seed/art/index.js';
import { FileMediaStorage } from '../src/media/storage.js';

let uploadsDir: string;
let storage: FileMediaStorage;
let main: Database;
let seedResult: { seeded: boolean };

async function freshDb(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  return database;
}

async function rowCount(db: Database['db'], table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** Rows that describe the catalogue, in a stable order, for comparing two seeds. */
async function catalogueSnapshot(db: Database['db']) {
  return {
    products: await db.select().from(s.products).orderBy(asc(s.products.id)),
    colors: await db.select().from(s.productColors).orderBy(asc(s.productColors.id)),
    sizes: await db.select().from(s.productSizes).orderBy(asc(s.productSizes.id)),
    tiers: await db.select().from(s.priceTiers).orderBy(asc(s.priceTiers.id)),
    photos: await db.select().from(s.productPhotos).orderBy(asc(s.productPhotos.id)),
    reviews: await db.select().from(s.reviews).orderBy(asc(s.reviews.id)),
    categories: await db.select().from(s.categories).orderBy(asc(s.categories.id)),
    customers: await db.select().from(s.customers).orderBy(asc(s.customers.id)),
  };
}

/** Products whose price tiers the domain's validateTiers refuses (the rule staff are held to). */
async function productsWithInvalidTiers(db: Database['db']): Promise<number[]> {
  const tiers = await db.select().from(s.priceTiers);
  const byProduct = new Map<number, PriceTier[]>();
  for (const t of tiers) {
    byProduct.set(t.productId, [
      ...(byProduct.get(t.productId) ?? []),
      { from: t.fromQty, to: t.toQty, priceHalalas: t.priceHalalas },
    ]);
  }
  return [...byProduct].filter(([, list]) => validateTiers(list).length > 0).map(([id]) => id);
}

function fileOf(url: string, width = 640): string {
  const key = mediaKeyFromUrl(url);
  expect(key, url).not.toBeNull();
  return mediaFilePath(uploadsDir, key!, width);
}

beforeAll(async () => {
  // The seed hashes at the process's cost, which a shop built by an earlier file in this worker
  // may have lowered for tests: this file checks the production cost.
  usePasswordCost(PASSWORD_PARAMS.logN);
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
  storage = new FileMediaStorage(uploadsDir);
  main = await freshDb();
  seedResult = await seedDemoShop(main, { storage });
});

afterAll(async () => {
  await main?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('seedDemoShop on an empty database', () => {
  it('reports that it seeded', () => {
    expect(seedResult).toEqual({ seeded: true });
  });

  it('writes the settings row with shop, tax, VAT and bank details', async () => {
    const [row] = await main.db.select().from(s.settings);
    expect(row).toBeDefined();
    const st = row!;
    expect(st.id).toBe(1);
    expect(st.appNameAr).not.toBe('');
    expect(st.appNameEn).not.toBe('');
    expect(st.aboutAr).not.toBe('');
    expect(st.aboutEn).not.toBe('');
    expect(st.taxBasisPoints).toBe(1500);
    expect(st.vatNumber).toMatch(/^3\d{13}3$/);
    expect(st.bankIban).toMatch(/^SA\d{22}$/);
    expect(st.chatNumber).toMatch(/^9665\d{8}$/);
    expect(st.email).toContain('@');
    for (const v of [
      st.phone,
      st.addressAr,
      st.addressEn,
      st.sellerNameAr,
      st.sellerNameEn,
      st.bankAccount,
      st.facebook,
      st.twitter,
    ]) {
      expect(v).not.toBe('');
    }
    expect(existsSync(fileOf(st.logo))).toBe(true);
    // one bank name per language
    expect([st.bankNameAr, st.bankNameEn]).toEqual(['مصرف الراجحي', 'Al Rajhi Bank']);
  });

  it('builds a category tree with a "Made in Saudi" menu category of brands', async () => {
    const cats = await main.db.select().from(s.categories);
    expect(cats.length).toBeGreaterThanOrEqual(8);
    const byId = new Map(cats.map((c) => [c.id, c]));
    const depth = (id: number): number => {
      const c = byId.get(id)!;
      return c.parentId ? 1 + depth(c.parentId) : 1;
    };
    expect(Math.max(...cats.map((c) => depth(c.id)))).toBeGreaterThanOrEqual(2);
    const roots = cats.filter((c) => c.parentId === null);
    expect(roots.map((c) => c.nameEn)).toEqual(
      expect.arrayContaining(['Men', 'Women', 'Children', 'Medical Uniforms', 'School Uniforms']),
    );
    const menus = cats.filter((c) => c.isMenu);
    expect(menus).toHaveLength(1);
    expect(menus[0]!.nameAr).toBe('صنع في السعودية');
    expect(cats.filter((c) => c.parentId === menus[0]!.id).length).toBeGreaterThanOrEqual(4);
    for (const c of cats) {
      expect(c.nameAr && c.nameEn && c.descAr && c.descEn, c.nameEn).toBeTruthy();
      expect(existsSync(fileOf(c.image)), c.image).toBe(true);
    }
  });

  it('creates at least 60 complete products in leaf categories, brands included', async () => {
    const products = await main.db.select().from(s.products);
    expect(products.length).toBe(60);
    const cats = await main.db.select().from(s.categories);
    const parents = new Set(cats.map((c) => c.parentId).filter((x) => x !== null));
    const menu = cats.find((c) => c.isMenu)!;
    const brandIds = new Set(cats.filter((c) => c.parentId === menu.id).map((c) => c.id));
    expect(products.some((p) => brandIds.has(p.categoryId))).toBe(true);
    expect(new Set(products.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(20);

    const colors = await main.db.select().from(s.productColors);
    const sizes = await main.db.select().from(s.productSizes);
    const tiers = await main.db
      .select()
      .from(s.priceTiers)
      .orderBy(asc(s.priceTiers.productId), asc(s.priceTiers.fromQty));
    const photos = await main.db.select().from(s.productPhotos);
    const group = <T extends { productId: number }>(rows: T[]) => {
      const m = new Map<number, T[]>();
      for (const r of rows) m.set(r.productId, [...(m.get(r.productId) ?? []), r]);
      return m;
    };
    const colorsBy = group(colors);
    const sizesBy = group(sizes);
    const tiersBy = group(tiers);
    const photosBy = group(photos);

    for (const p of products) {
      expect(parents.has(p.categoryId), `${p.nameEn} is in a leaf`).toBe(false);
      expect(p.nameAr && p.nameEn).toBeTruthy();
      expect(p.descriptionAr).toMatch(/<p>[^]*<ul>/);
      expect(p.descriptionEn).toMatch(/<p>[^]*<ul>/);
      expect(p.descriptionEn).toMatch(/GSM/);
      expect(p.isMen || p.isWomen || p.isChild).toBe(true);
      expect(p.searchText).not.toBe('');
      expect(p.searchText).toBe(p.searchText.toLowerCase());

      const pc = colorsBy.get(p.id) ?? [];
      expect(pc.length).toBeGreaterThanOrEqual(2);
      expect(pc.length).toBeLessThanOrEqual(6);
      expect(new Set(pc.map((c) => c.colorId)).size).toBe(pc.length);
      for (const c of pc) expect(c.colorCode).toMatch(/^#[0-9a-f]{6}$/);

      const ps = sizesBy.get(p.id) ?? [];
      expect(ps.length).toBeGreaterThanOrEqual(3);
      expect(ps.length).toBeLessThanOrEqual(6);

      const pt = tiersBy.get(p.id) ?? [];
      expect(pt.length).toBeGreaterThanOrEqual(2);
      expect(pt.length).toBeLessThanOrEqual(4);
      pt.forEach((t, i) => {
        // The demo's tiers all end: a shopper sees each product's largest order.
        expect(t.toQty).not.toBeNull();
        expect(t.fromQty).toBeLessThanOrEqual(t.toQty!);
        if (i > 0) {
          expect(t.fromQty).toBe(pt[i - 1]!.toQty! + 1);
          expect(t.priceHalalas).toBeLessThan(pt[i - 1]!.priceHalalas);
        }
      });

      expect((photosBy.get(p.id) ?? []).length).toBeGreaterThanOrEqual(3);
      for (const url of [p.image, p.hoverImage]) {
        expect(url).toMatch(/^\/media\/[a-z0-9/-]+-640\.webp$/);
        for (const w of MEDIA_WIDTHS) expect(existsSync(fileOf(url, w)), `${url} @${w}`).toBe(true);
      }
      expect(p.image).not.toBe(p.hoverImage);
      for (const c of pc) expect(existsSync(fileOf(c.image)), c.image).toBe(true);
      for (const ph of photosBy.get(p.id)!) expect(existsSync(fileOf(ph.image)), ph.image).toBe(true);
    }
    // children's sizes for children's products
    const child = products.find((p) => p.isChild)!;
    expect(sizesBy.get(child.id)!.map((x) => x.name)).toEqual(expect.arrayContaining(['8']));
  });

  it('gives every product price tiers that pass the domain rules', async () => {
    expect(await productsWithInvalidTiers(main.db)).toEqual([]);
  });

  it('writes the search text with the domain rule (names and lead paragraph)', async () => {
    const [p] = await main.db.select().from(s.products).where(eq(s.products.id, 1));
    const own = productSearchText({
      nameAr: p!.nameAr,
      nameEn: p!.nameEn,
      descriptionAr: p!.descriptionAr,
      descriptionEn: p!.descriptionEn,
    });
    // the stored text holds the product's own words in that order, with category, colours and fabric between
    const [names, lead] = [own.split(' ').slice(0, 4).join(' '), own.split(' ').slice(-3).join(' ')];
    expect(p!.searchText.startsWith(names)).toBe(true);
    expect(p!.searchText.endsWith(lead)).toBe(true);
  });

  it('shares colours by name and code', async () => {
    const colors = await main.db.select().from(s.colors);
    expect(colors.length).toBeGreaterThanOrEqual(10);
    expect(colors.map((c) => c.nameEn)).toEqual(
      expect.arrayContaining([
        'Navy',
        'White',
        'Black',
        'Sky Blue',
        'Bottle Green',
        'Burgundy',
        'Khaki',
        'Hi-Vis Orange',
      ]),
    );
    for (const c of colors) expect(c.nameAr && c.nameEn && /^#[0-9a-f]{6}$/.test(c.code)).toBeTruthy();
  });

  it('keeps average rates consistent with visible reviews, and some products have none', async () => {
    const products = await main.db.select().from(s.products);
    const reviews = await main.db.select().from(s.reviews);
    let withoutReviews = 0;
    for (const p of products) {
      const visible = reviews.filter((r) => r.productId === p.id && !r.isHidden);
      expect(p.ratesCount).toBe(visible.length);
      const mean = visible.length ? visible.reduce((a, r) => a + r.rate, 0) / visible.length : 0;
      // the domain's rule: the mean rounded half up to two decimals
      expect(p.avgRate).toBe(averageRating(visible.map((r) => r.rate)));
      expect(p.avgRate).toBeCloseTo(mean, 2);
      if (visible.length === 0) withoutReviews++;
    }
    expect(withoutReviews).toBeGreaterThanOrEqual(3);
    expect(withoutReviews).toBeLessThan(products.length / 2);
    for (const r of reviews) {
      expect(r.rate).toBeGreaterThanOrEqual(1);
      expect(r.rate).toBeLessThanOrEqual(5);
      expect(r.comment).not.toBe('');
    }
  });

  it('creates the demo customer and the staff owner with scrypt hashes at N=2^17 that verify', async () => {
    const [demo] = await main.db.select().from(s.customers).where(eq(s.customers.email, 'demo@example.com'));
    expect(demo?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const [owner] = await main.db
      .select()
      .from(s.staffUsers)
      .where(eq(s.staffUsers.email, 'admin@example.com'));
    expect(owner?.role).toBe('owner');
    expect(owner?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('demo12345', demo!.passwordHash)).toBe(true);
    expect(await verifyPassword('admin12345', owner!.passwordHash)).toBe(true);
    expect(await verifyPassword('admin12345', demo!.passwordHash)).toBe(false);
  });

  it('fills the home page: sections, intro slides and sponsors', async () => {
    const sections = await main.db.select().from(s.homeSections);
    expect(sections.length).toBeGreaterThanOrEqual(3);
    for (const sec of sections) {
      expect(sec.nameAr && sec.nameEn).toBeTruthy();
      const items = await main.db
        .select()
        .from(s.homeSectionProducts)
        .where(eq(s.homeSectionProducts.sectionId, sec.id));
      expect(items.length, sec.nameEn).toBeGreaterThanOrEqual(6);
      expect(items.length).toBeLessThanOrEqual(10);
      expect(new Set(items.map((i) => i.sortOrder)).size).toBe(items.length);
    }
    const slides = await main.db.select().from(s.introSlides);
    expect(slides).toHaveLength(3);
    for (const sl of slides) {
      expect(
        sl.titleAr && sl.titleEn && sl.descriptionAr.includes('<p>') && sl.descriptionEn.includes('<p>'),
      ).toBeTruthy();
      expect(existsSync(fileOf(sl.image, 1920))).toBe(true);
    }
    const sponsors = await main.db.select().from(s.sponsors);
    expect(sponsors).toHaveLength(6);
    for (const sp of sponsors) {
      expect(existsSync(fileOf(sp.image))).toBe(true);
      expect(sp.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(sp.nameEn).toMatch(/^[A-Za-z ]+$/);
    }
  });

  it('publishes 8 blog posts in 3 categories, some featured, dated in 2026', async () => {
    const cats = await main.db.select().from(s.blogCategories);
    expect(cats).toHaveLength(3);
    const posts = await main.db.select().from(s.blogPosts);
    expect(posts).toHaveLength(8);
    expect(new Set(posts.map((p) => p.categoryId)).size).toBe(3);
    expect(posts.some((p) => p.isFeatured)).toBe(true);
    expect(posts.some((p) => !p.isFeatured)).toBe(true);
    expect(new Set(posts.map((p) => p.createdAt.toISOString())).size).toBe(8);
    for (const p of posts) {
      expect(p.createdAt.getUTCFullYear()).toBe(2026);
      expect(p.titleAr && p.titleEn).toBeTruthy();
      expect(p.contentAr.length).toBeGreaterThan(500);
      expect(p.contentEn.length).toBeGreaterThan(500);
      expect(p.searchText).not.toBe('');
      expect(existsSync(fileOf(p.image))).toBe(true);
    }
  });

  it('writes the about, privacy and terms pages and three vision items', async () => {
    const pages = await main.db.select().from(s.pages).orderBy(asc(s.pages.id));
    expect(pages.map((p) => [p.id, p.slug])).toEqual([
      [1, 'about'],
      [2, 'privacy'],
      [3, 'terms'],
    ]);
    for (const p of pages) {
      expect(p.titleAr && p.titleEn).toBeTruthy();
      expect(p.contentAr.length).toBeGreaterThan(600);
      expect(p.contentEn.length).toBeGreaterThan(600);
    }
    expect(existsSync(fileOf(pages[0]!.image))).toBe(true);
    const vision = await main.db.select().from(s.aboutVisionItems);
    expect(vision).toHaveLength(3);
    for (const v of vision)
      expect(v.titleAr && v.titleEn && v.descriptionAr && v.descriptionEn && v.image).toBeTruthy();
  });

  it('adds Saudi Arabia with cities, shipping fees and districts', async () => {
    const [country] = await main.db.select().from(s.countries);
    expect(country?.code).toBe('SA');
    const cities = await main.db.select().from(s.cities);
    expect(cities.length).toBeGreaterThanOrEqual(10);
    const riyadh = cities.find((c) => c.nameEn === 'Riyadh')!;
    expect(riyadh.shippingFeeHalalas).toBe(2500);
    expect(Math.max(...cities.map((c) => c.shippingFeeHalalas))).toBeGreaterThan(riyadh.shippingFeeHalalas);
    const areas = await main.db.select().from(s.areas);
    for (const c of cities) {
      const n = areas.filter((a) => a.cityId === c.id).length;
      expect(n, c.nameEn).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      expect(c.nameAr && c.nameEn && c.shippingFeeHalalas > 0).toBeTruthy();
    }
  });

  it('adds a fixed, a percentage, an expired and two conditional coupons, codes upper-case', async () => {
    const coupons = await main.db.select().from(s.coupons);
    expect(coupons).toHaveLength(5);
    for (const c of coupons) expect(c.code).toBe(c.code.toUpperCase());
    expect(coupons.find((c) => c.code === 'WELCOME50')).toMatchObject({ type: 0, amount: 5000 });
    expect(coupons.find((c) => c.code === 'BULK10')).toMatchObject({ type: 1, amount: 1000 });
    const now = Date.now();
    expect(coupons.filter((c) => c.endsAt && c.endsAt.getTime() < now)).toHaveLength(1);
    expect(coupons.find((c) => c.code === 'FREESHIP')).toMatchObject({
      freeShipping: true,
      minOrderHalalas: 100_000,
      perCustomerLimit: 1,
    });
    const [medical] = await main.db
      .select()
      .from(s.categories)
      .where(eq(s.categories.nameEn, 'Medical Uniforms'));
    expect(coupons.find((c) => c.code === 'MEDICAL15')!.categoryIds).toEqual([medical!.id]);
  });

  it('gives every product a size chart with a value under each of its sizes', async () => {
    const rows = await main.db
      .select({ id: s.products.id, chart: s.products.sizeChart })
      .from(s.products)
      .orderBy(s.products.id)
      .limit(40);
    const sizes = await main.db.select().from(s.productSizes);
    for (const { id, chart } of rows) {
      const own = sizes.filter((size) => size.productId === id).map((size) => `s${size.sizeId}`);
      expect(chart!.rows.length).toBeGreaterThan(0);
      for (const row of chart!.rows) expect(Object.keys(row.values).sort()).toEqual(own.sort());
    }
  });

  it('leaves every serial sequence ready for new rows', async () => {
    const [cat] = await main.db.insert(s.categories).values({ nameAr: 'اختبار', nameEn: 'Test' }).returning();
    const all = await rowCount(main.db, s.categories);
    expect(cat!.id).toBe(all);
    await main.db.delete(s.categories).where(eq(s.categories.id, cat!.id));
    const [coupon] = await main.db
      .insert(s.coupons)
      .values({ code: 'TEST1', type: 0, amount: 100 })
      .returning();
    expect(coupon!.id).toBe(6);
    await main.db.delete(s.coupons).where(eq(s.coupons.id, coupon!.id));
  });

  it('does nothing when called again', async () => {
    const before = await catalogueSnapshot(main.db);
    expect(await seedDemoShop(main, { storage })).toEqual({ seeded: false });
    expect(await catalogueSnapshot(main.db)).toEqual(before);
  });

  it('is deterministic: a second fresh database gets identical rows', async () => {
    const other = await freshDb();
    try {
      expect(await seedDemoShop(other, { storage })).toEqual({ seeded: true });
      const a = await catalogueSnapshot(main.db);
      const b = await catalogueSnapshot(other.db);
      expect(b.products).toEqual(a.products);
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  });

  // Its own timeout is a safety net, not a measure: eight times the default catalogue, which a
  // machine crowded with other work took over a minute to write.
  it('seeds a 500-product catalogue', async () => {
    const big = await freshDb();
    try {
      const logs: string[] = [];
      expect(await seedDemoShop(big, { storage, products: 500, log: (m) => logs.push(m) })).toEqual({
        seeded: true,
      });
      expect(logs.length).toBeGreaterThan(0);
      expect(await rowCount(big.db, s.products)).toBe(500);
      const names = await big.db.select({ en: s.products.nameEn }).from(s.products);
      expect(new Set(names.map((n) => n.en)).size).toBe(500);
      const [bad] = await rowsOf<{ n: number }>(
        big.db,
        sql`SELECT count(*)::int AS n FROM products p WHERE (SELECT count(*) FROM price_tiers t WHERE t.product_id = p.id) NOT BETWEEN 2 AND 4 OR (SELECT count(*) FROM product_colors c WHERE c.product_id = p.id) NOT BETWEEN 2 AND 6`,
      );
      expect(Number(bad!.n)).toBe(0);
      expect(await productsWithInvalidTiers(big.db)).toEqual([]);
      // the first 60 products are the default catalogue's
      const first = await big.db
        .select()
        .from(s.products)
        .where(sql`${s.products.id} <= 60`)
        .orderBy(asc(s.products.id));
      expect(first.map((p) => p.nameEn)).toEqual(
        (await main.db.select().from(s.products).orderBy(asc(s.products.id))).map((p) => p.nameEn),
      );
      // images are shared, not one set per product
      const images = await big.db.selectDistinct({ image: s.productPhotos.image }).from(s.productPhotos);
      expect(images.length).toBeLessThan(400);
    } finally {
      await big.close();
    }
  }, 240_000);

  it('uses the media URL convention', () => {
    expect(mediaUrl('products/scrub-top-navy')).toBe('/media/products/scrub-top-navy-640.webp');
    expect(mediaUrl('products/scrub-top-navy', 1280)).toBe('/media/products/scrub-top-navy-1280.webp');
    expect(mediaFilePath('/u', 'products/scrub-top-navy', 320)).toBe(
      path.join('/u', 'products', 'scrub-top-navy-320.webp'),
    );
    expect(() => mediaUrl('../etc/passwd')).toThrow();
  });
});

describe('writeMediaSet', () => {
  it('writes every width with the aspect of its kind and skips files that exist', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'media-test-'));
    try {
      const dirStorage = new FileMediaStorage(dir);
      const url = await writeMediaSet(
        dirStorage,
        'test/polo-navy',
        () => garmentSvg('polo', '#1f2a44'),
        'product',
        {},
      );
      expect(url).toBe('/media/test/polo-navy-640.webp');
      for (const w of MEDIA_WIDTHS) {
        const meta = await sharp(mediaFilePath(dir, 'test/polo-navy', w)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, (w * 5) / 4]);
      }
      const before = (await stat(mediaFilePath(dir, 'test/polo-navy', 640))).mtimeMs;
      let built = false;
      await writeMediaSet(
        dirStorage,
        'test/polo-navy',
        () => {
          built = true;
          return garmentSvg('polo', '#ffffff');
        },
        'product',
      );
      expect(built).toBe(false);
      expect((await stat(mediaFilePath(dir, 'test/polo-navy', 640))).mtimeMs).toBe(before);

      await writeMediaSet(
        dirStorage,
        'test/slide',
        slideSvg({ from: '#000000', to: '#333333', garments: [] }),
        'slide',
      );
      const wide = await sharp(mediaFilePath(dir, 'test/slide', 1920)).metadata();
      expect([wide.width, wide.height]).toEqual([1920, 840]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const postgres = backends.find((backend) => backend.name === 'postgres');

describe.runIf(postgres)('seedDemoShop on PostgreSQL', () => {
  let pgDb: Database;

  beforeAll(async () => {
    pgDb = await openEmptyDatabase(postgres!);
  });

  afterAll(async () => {
    await pgDb?.close();
  });

  it('seeds the same catalogue as PGlite, once', async () => {
    expect(await seedDemoShop(pgDb, { storage })).toEqual({ seeded: true });
    expect(await seedDemoShop(pgDb, { storage })).toEqual({ seeded: false });
    const a = await catalogueSnapshot(main.db);
    const b = await catalogueSnapshot(pgDb.db);
    expect(b.products.length).toBe(60);
    expect(b).toEqual(a);
    const [cat] = await pgDb.db.insert(s.categories).values({ nameAr: 'اختبار', nameEn: 'Test' }).returning();
    expect(cat!.id).toBe(a.categories.length + 1);
  });
});
