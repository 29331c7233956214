/**
 * The admin's catalogue services on every available database: staff create, change, list and
 * delete categories, colours, sizes and products; refusals are field errors (never a 500) that
 * write nothing, not even an audit entry; every change is in the audit log with the record before
 * and after; and the storefront's API shows what staff saved (names, prices, colours, sizes,
 * search). Answers are parsed with the contract's strict admin schemas.
 */
import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCategorySchema,
  adminColorSchema,
  adminList,
  adminProductRowSchema,
  adminProductSchema,
  adminSizeSchema,
  productSchema,
  type AdminProduct,
} from '@shop/contract';
import {
  categoryInputSchema,
  categoryListQuerySchema,
  colorInputSchema,
  colorListQuerySchema,
  productInputSchema,
  sizeInputSchema,
  sizeListQuerySchema,
  staffProductListQuerySchema,
  type ProductPayload,
} from '@shop/domain';
import { auditLog, productColors, products, sizes as sizesTable } from '../src/db/schema.js';
import { FieldErrors, NotFoundError } from '../src/http/errors.js';
import * as catalogue from '../src/services/admin-catalogue/index.js';
import type { StaffActor } from '../src/services/audit.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newAddress, newCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';
import { newStaff } from './support/staff.js';

/** The field errors a refused call threw (fails the test when it did not throw them). */
async function fieldErrorsOf(work: Promise<unknown>): Promise<Record<string, readonly string[] | undefined>> {
  const error = await work.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(FieldErrors);
  return (error as FieldErrors).fields;
}

const image = (name: string) => `/media/products/${name}-640.webp`;

describe.each(backends)('admin catalogue on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let staff: StaffActor;
  let db: TestShop['database']['db'];
  let seq = 0;
  const unique = (label: string) => `${label} ${backend.name} ${(seq += 1)}`;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    db = shop.database.db;
    staff = await newStaff(shop.database);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const auditOf = (entity: string, entityId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(auditLog.id);
  const auditCount = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;

  const newCategory = (fields: Record<string, unknown> = {}) =>
    catalogue.createCategory(
      db,
      staff,
      categoryInputSchema.parse({ name_ar: unique('قسم'), name_en: unique('Category'), ...fields }),
    );
  const newColor = (fields: Record<string, unknown> = {}) =>
    catalogue.createColor(
      db,
      staff,
      colorInputSchema.parse({
        name_ar: unique('لون'),
        name_en: unique('Colour'),
        code: '#123456',
        ...fields,
      }),
    );
  const newSize = (name = unique('XL').replace(/\s/g, '-')) =>
    catalogue.createSize(db, staff, sizeInputSchema.parse({ name }));

  /** A valid product payload in `categoryId` with two colours, two sizes and three tiers. */
  async function productPayload(
    categoryId: number,
    fields: Partial<ProductPayload> = {},
  ): Promise<ProductPayload> {
    const [c1, c2] = [await newColor(), await newColor({ code: '#ABCDEF' })];
    const [s1, s2] = [await newSize(), await newSize()];
    return {
      name_ar: unique('قميص عمل'),
      name_en: unique('Work Shirt'),
      description_ar: '<p>قميص قطني</p>',
      description_en: '<p>A cotton shirt</p><ul><li>Breathes</li></ul>',
      category_id: categoryId,
      is_men: true,
      published: true,
      image: image('shirt'),
      hover_image: image('shirt-back'),
      colors: [
        { color_id: c1.id, image: image('shirt-c1') },
        { color_id: c2.id, image: image('shirt-c2') },
      ],
      size_ids: [s1.id, s2.id],
      photos: [image('shirt-1'), image('shirt-2')],
      tiers: [
        { from: 10, to: 49, price: '45.50' },
        { from: 50, to: 199, price: 42 },
        { from: 200, to: 1000, price: '39.99' },
      ],
      ...fields,
    };
  }
  const newProduct = async (fields: Partial<ProductPayload> = {}) =>
    catalogue.createProduct(
      db,
      staff,
      productInputSchema.parse(await productPayload(fx.otherCategoryId, fields)),
    );

  const storefrontProduct = async (id: number, lang: 'ar' | 'en' = 'en') =>
    call(shop.app, { method: 'GET', url: `/${lang}/api/products/${id}` });
  const storefrontSearch = async (search: string) =>
    (
      await call(shop.app, {
        method: 'GET',
        url: `/en/api/products?per_page=100&search=${encodeURIComponent(search)}`,
      })
    ).body.data.data as { id: number }[];

  describe('categories', () => {
    it('are created, read, listed, changed and deleted, each change audited with before and after', async () => {
      const parent = await newCategory({
        desc_en: 'Uniforms',
        image: image('cat'),
        is_menu: true,
        sort_order: 3,
      });
      expectShape(adminCategorySchema, parent);
      expect(parent).toMatchObject({
        parent_id: null,
        desc_en: 'Uniforms',
        is_menu: true,
        sort_order: 3,
        is_active: true,
      });
      const child = await newCategory({ parent_id: parent.id });
      expect(await catalogue.getAdminCategory(db, parent.id)).toMatchObject({
        children_count: 1,
        products_count: 0,
      });

      const renamed = await catalogue.updateCategory(
        db,
        staff,
        child.id,
        categoryInputSchema.parse({
          name_ar: 'زيتا فرعي جديد',
          name_en: 'Zeta New Child',
          parent_id: null,
          is_active: false,
        }),
      );
      expect(renamed).toMatchObject({ name_en: 'Zeta New Child', parent_id: null, is_active: false });

      const list = await catalogue.listAdminCategories(db, categoryListQuerySchema.parse({ q: 'new child' }));
      expectShape(adminList(adminCategorySchema), list);
      expect(list.data.map((c) => c.id)).toEqual([child.id]);
      // Arabic search through the normaliser: "جديد" typed without its dots' variants still matches.
      expect(
        (await catalogue.listAdminCategories(db, categoryListQuerySchema.parse({ q: 'فرعي جديد' }))).total,
      ).toBe(1);

      await catalogue.deleteCategory(db, staff, child.id);
      await expect(catalogue.getAdminCategory(db, child.id)).rejects.toBeInstanceOf(NotFoundError);

      const entries = await auditOf('category', child.id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
      expect(entries[0]).toMatchObject({ staffUserId: staff.id, staffEmail: staff.email, before: null });
      expect(entries[1]!.before).toMatchObject({ name_en: child.name_en, parent_id: parent.id });
      expect(entries[1]!.after).toMatchObject({ name_en: 'Zeta New Child', parent_id: null });
      expect(entries[2]).toMatchObject({ after: null });
      expect(entries[2]!.before).toMatchObject({ id: child.id });
    });

    it('pages, sorts and filters by parent', async () => {
      const parent = await newCategory();
      for (const name of ['Charlie', 'alpha', 'Bravo']) {
        await newCategory({ parent_id: parent.id, name_en: `${name} ${parent.id}` });
      }
      const query = (q: Record<string, unknown>) =>
        catalogue.listAdminCategories(
          db,
          categoryListQuerySchema.parse({ parent_id: parent.id, sort: 'name_en', ...q }),
        );
      const first = await query({ per_page: 2 });
      expect(first.total).toBe(3);
      expect(first.data.map((c) => c.name_en.split(' ')[0])).toEqual(['alpha', 'Bravo']);
      expect((await query({ per_page: 2, page: 2 })).data.map((c) => c.name_en.split(' ')[0])).toEqual([
        'Charlie',
      ]);
      expect((await query({ order: 'desc' })).data.map((c) => c.name_en.split(' ')[0])).toEqual([
        'Charlie',
        'Bravo',
        'alpha',
      ]);
      const search = (q: Record<string, unknown>) =>
        catalogue.listAdminCategories(db, categoryListQuerySchema.parse({ q: `Charlie ${parent.id}`, ...q }));
      expect((await search({})).total).toBe(1);
      expect((await search({ top_level: '1' })).total).toBe(0);
      const everyTop = await catalogue.listAdminCategories(
        db,
        categoryListQuerySchema.parse({ top_level: '1', per_page: 100 }),
      );
      expect(everyTop.data.map((c) => c.id)).toContain(parent.id);
      expect(everyTop.data.every((c) => c.parent_id === null)).toBe(true);
      expect((await query({ top_level: '0' })).total).toBe(3);
      expect(categoryListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
      expect(categoryListQuerySchema.safeParse({ per_page: 101 }).success).toBe(false);
    });

    it('refuse a parent that does not exist, the category itself or one of its descendants, writing nothing', async () => {
      const top = await newCategory();
      const middle = await newCategory({ parent_id: top.id });
      const bottom = await newCategory({ parent_id: middle.id });
      const before = await auditCount();
      const move = (id: number, parentId: number) =>
        catalogue.updateCategory(
          db,
          staff,
          id,
          categoryInputSchema.parse({ name_ar: 'س', name_en: 'x', parent_id: parentId }),
        );

      expect(await fieldErrorsOf(move(top.id, top.id))).toEqual({ parent_id: ['catalogue.parentCycle'] });
      expect(await fieldErrorsOf(move(top.id, bottom.id))).toEqual({ parent_id: ['catalogue.parentCycle'] });
      expect(await fieldErrorsOf(move(top.id, 2_000_000_000))).toEqual({
        parent_id: ['catalogue.parentUnknown'],
      });
      expect(await fieldErrorsOf(newCategory({ parent_id: 2_000_000_000 }))).toEqual({
        parent_id: ['catalogue.parentUnknown'],
      });
      expect(await auditCount()).toBe(before);
      expect(await catalogue.getAdminCategory(db, top.id)).toMatchObject({
        parent_id: null,
        name_en: top.name_en,
      });
      // Moving a leaf under a sibling branch is fine.
      expect((await move(bottom.id, top.id)).parent_id).toBe(top.id);
    });

    it('never make a cycle when two moves arrive together', async () => {
      const a = await newCategory();
      const b = await newCategory();
      const move = (id: number, parentId: number) =>
        catalogue.updateCategory(
          db,
          staff,
          id,
          categoryInputSchema.parse({ name_ar: 'س', name_en: `m${id}`, parent_id: parentId }),
        );
      const results = await Promise.allSettled([move(a.id, b.id), move(b.id, a.id)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(FieldErrors);
    });

    it('refuse to delete a category that has products or subcategories', async () => {
      const before = await auditCount();
      expect(await fieldErrorsOf(catalogue.deleteCategory(db, staff, fx.grandchildCategoryId))).toEqual({
        id: ['catalogue.categoryHasProducts'],
      });
      expect(await fieldErrorsOf(catalogue.deleteCategory(db, staff, fx.childCategoryId))).toEqual({
        id: ['catalogue.categoryHasChildren'],
      });
      expect(await auditCount()).toBe(before);
      await expect(catalogue.deleteCategory(db, staff, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
      await expect(catalogue.deleteCategory(db, staff, 9_999_999_999)).rejects.toBeInstanceOf(NotFoundError);
    });

    it("count their own products and, for the list, their subcategories' too", async () => {
      const top = await newCategory();
      const middle = await newCategory({ parent_id: top.id });
      const bottom = await newCategory({ parent_id: middle.id });
      for (const categoryId of [middle.id, bottom.id, bottom.id])
        await catalogue.createProduct(db, staff, productInputSchema.parse(await productPayload(categoryId)));
      const listed = await catalogue.listAdminCategories(
        db,
        categoryListQuerySchema.parse({ per_page: 100 }),
      );
      const counts = (id: number) => {
        const row = listed.data.find((c) => c.id === id)!;
        return [row.products_count, row.tree_products_count];
      };
      expect([counts(top.id), counts(middle.id), counts(bottom.id)]).toEqual([
        [0, 3],
        [1, 3],
        [2, 2],
      ]);
      expect(await catalogue.getAdminCategory(db, top.id)).toMatchObject({
        products_count: 0,
        tree_products_count: 3,
      });
      expect(await catalogue.getAdminCategory(db, middle.id)).toMatchObject({
        products_count: 1,
        tree_products_count: 3,
      });
    });

    it("renamed, let the storefront's search find their products by the new name", async () => {
      const category = await newCategory();
      const product = await catalogue.createProduct(
        db,
        staff,
        productInputSchema.parse(await productPayload(category.id)),
      );
      expect(await storefrontSearch('Quuxwear')).toEqual([]);
      await catalogue.updateCategory(
        db,
        staff,
        category.id,
        categoryInputSchema.parse({ name_ar: 'كوكس', name_en: 'Quuxwear' }),
      );
      expect((await storefrontSearch('quuxwear')).map((p) => p.id)).toEqual([product.id]);
    });
  });

  describe('colours and sizes', () => {
    it('colours are created, listed, changed and deleted with audit entries', async () => {
      const color = await newColor({ name_en: unique('Teal'), code: '#00AA99' });
      expectShape(adminColorSchema, color);
      expect(color.code).toBe('#00aa99');
      const list = await catalogue.listAdminColors(db, colorListQuerySchema.parse({ q: color.name_en }));
      expectShape(adminList(adminColorSchema), list);
      expect(list.data.map((c) => c.id)).toEqual([color.id]);
      const changed = await catalogue.updateColor(
        db,
        staff,
        color.id,
        colorInputSchema.parse({ name_ar: 'أزرق مخضر', name_en: 'Teal Blue', code: '#008877' }),
      );
      expect(changed).toMatchObject({ name_en: 'Teal Blue', code: '#008877', products_count: 0 });
      await catalogue.deleteColor(db, staff, color.id);
      expect(
        (await auditOf('color', color.id)).map((e) => [e.action, e.before === null, e.after === null]),
      ).toEqual([
        ['create', true, false],
        ['update', false, false],
        ['delete', false, true],
      ]);
    });

    it('a colour used by products cannot be deleted, and its changes reach the products', async () => {
      const product = await newProduct();
      const colorId = product.colors[0]!.color_id;
      const before = await auditCount();
      expect(await fieldErrorsOf(catalogue.deleteColor(db, staff, colorId))).toEqual({
        id: ['catalogue.colorInUse'],
      });
      expect(await auditCount()).toBe(before);

      await catalogue.updateColor(
        db,
        staff,
        colorId,
        colorInputSchema.parse({ name_ar: unique('فيروزي'), name_en: 'Turquoisey', code: '#40E0D0' }),
      );
      const { body } = await storefrontProduct(product.id);
      expect(body.data.pivot_colors[0]).toMatchObject({
        color_code: '#40e0d0',
        color: { name: 'Turquoisey' },
      });
      expect((await storefrontSearch('turquoisey')).map((p) => p.id)).toEqual([product.id]);
    });

    it('sizes are listed in order; a rename renames the products\u2019 copies; a used size cannot be deleted', async () => {
      const product = await newProduct();
      const sizeId = product.sizes[0]!.size_id!;
      const list = await catalogue.listAdminSizes(db, sizeListQuerySchema.parse({ per_page: 100 }));
      expectShape(adminList(adminSizeSchema), list);
      expect(list.data.find((s) => s.id === sizeId)?.products_count).toBe(1);

      const newName = unique('Tall').replace(/\s/g, '-');
      const renamed = await catalogue.updateSize(
        db,
        staff,
        sizeId,
        sizeInputSchema.parse({ name: newName, sort_order: 9 }),
      );
      expect(renamed).toMatchObject({ name: newName, sort_order: 9 });
      const { body } = await storefrontProduct(product.id);
      expect(body.data.sizes[0]).toEqual({ id: product.sizes[0]!.id, name: newName });

      expect(await fieldErrorsOf(catalogue.deleteSize(db, staff, sizeId))).toEqual({
        id: ['catalogue.sizeInUse'],
      });
      const unused = await newSize();
      await catalogue.deleteSize(db, staff, unused.id);
      expect(await db.select().from(sizesTable).where(eq(sizesTable.id, unused.id))).toEqual([]);
      expect((await auditOf('size', sizeId)).map((e) => e.action)).toEqual(['create', 'update']);
    });
  });

  describe('names staff could not tell apart', () => {
    it('are refused for sizes and colours, capitals and outer spaces aside, writing nothing', async () => {
      const size = await newSize(unique('Jumbo').replace(/\s/g, '-'));
      const before = await auditCount();
      expect(
        await fieldErrorsOf(
          catalogue.createSize(db, staff, sizeInputSchema.parse({ name: ` ${size.name.toLowerCase()} ` })),
        ),
      ).toEqual({ name: ['catalogue.nameTaken'] });
      const other = await newSize();
      expect(
        await fieldErrorsOf(
          catalogue.updateSize(db, staff, other.id, sizeInputSchema.parse({ name: size.name.toUpperCase() })),
        ),
      ).toEqual({ name: ['catalogue.nameTaken'] });
      // A size keeps its own name when saved again, in other capitals too.
      await catalogue.updateSize(
        db,
        staff,
        size.id,
        sizeInputSchema.parse({ name: size.name.toUpperCase() }),
      );

      const color = await newColor();
      expect(
        await fieldErrorsOf(
          catalogue.createColor(
            db,
            staff,
            colorInputSchema.parse({
              name_ar: color.name_ar,
              name_en: color.name_en.toUpperCase(),
              code: '#000000',
            }),
          ),
        ),
      ).toEqual({ name_ar: ['catalogue.nameTaken'], name_en: ['catalogue.nameTaken'] });
      expect(await auditCount()).toBe(before + 3);
    });

    it('two at once: only one of two new sizes with the same name is written', async () => {
      const name = unique('Twin').replace(/\s/g, '-');
      const results = await Promise.allSettled([
        catalogue.createSize(db, staff, sizeInputSchema.parse({ name })),
        catalogue.createSize(db, staff, sizeInputSchema.parse({ name: name.toLowerCase() })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rows = await db.select().from(sizesTable);
      expect(rows.filter((r) => r.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    });
  });

  describe('products', () => {
    it("created, show on the storefront's product API with names, tier prices, colours and sizes", async () => {
      const created = await newProduct();
      expectShape(adminProductSchema, created);
      expect(created.tiers).toEqual([
        { from: 10, to: 49, price: 45.5 },
        { from: 50, to: 199, price: 42 },
        { from: 200, to: 1000, price: 39.99 },
      ]);
      for (const lang of ['en', 'ar'] as const) {
        const { status, body } = await storefrontProduct(created.id, lang);
        expect(status).toBe(200);
        const shown = expectShape(productSchema, body.data);
        expect(shown.name).toBe(lang === 'en' ? created.name_en : created.name_ar);
        expect(shown.price).toBe(45.5);
        expect(shown.pieces.map((p) => [p.from, p.to, p.price])).toEqual([
          [10, 49, 45.5],
          [50, 199, 42],
          [200, 1000, 39.99],
        ]);
        expect(shown.pivot_colors.map((c) => [c.id, c.color_id, c.image, c.color_code])).toEqual(
          created.colors.map((c) => [c.id, c.color_id, c.image, c.code]),
        );
        expect(shown.sizes).toEqual(created.sizes.map((s) => ({ id: s.id, name: s.name })));
        expect(shown.photos.map((p) => p.image)).toEqual([image('shirt-1'), image('shirt-2')]);
      }
    });

    it('with an open-ended last tier ("200+"), show it to shoppers and sell any larger quantity at its price', async () => {
      const created = await newProduct({
        tiers: [
          { from: 10, to: 199, price: 45 },
          { from: 200, to: '', price: 40 },
        ],
      });
      expect(created.tiers).toEqual([
        { from: 10, to: 199, price: 45 },
        { from: 200, to: null, price: 40 },
      ]);
      const shown = expectShape(productSchema, (await storefrontProduct(created.id)).body.data);
      expect(shown.pieces.map((p) => [p.from, p.to, p.price])).toEqual([
        [10, 199, 45],
        [200, null, 40],
      ]);

      const buyer = await newCustomer(shop.database);
      const address = await newAddress(shop.database, buyer.id);
      const order = await call(shop.app, {
        method: 'POST',
        url: '/en/api/orders',
        headers: { ...buyer.auth, 'idempotency-key': `open-tier-${backend.name}` },
        payload: {
          payment_method: 0,
          address_id: address,
          products: [
            {
              product_id: created.id,
              colors: [
                {
                  color_id: shown.pivot_colors[0]!.id,
                  sizes: [{ size_id: shown.sizes[0]!.id, quantity: 25_000 }],
                },
              ],
            },
          ],
        },
      });
      expect(order.status).toBe(200);
      const placed = await call(shop.app, {
        method: 'GET',
        url: `/en/api/orders/${order.body.data.id}`,
        headers: buyer.auth,
      });
      expect(placed.body.data.products[0].price).toBe(40);
      expect(placed.body.data.products[0].quantity).toBe(25_000);
    });

    it('updated, keep the ids of the colours and sizes that stay (carts hold them) and show the change', async () => {
      const created = await newProduct();
      const [keptColor, droppedColor] = created.colors;
      const extraColor = await newColor();
      const payload = await productPayload(fx.otherCategoryId, {
        name_en: 'Zeta Renamed Polo',
        colors: [
          { color_id: extraColor.id, image: '' },
          { color_id: keptColor!.color_id, image: image('new-photo') },
        ],
        size_ids: [created.sizes[1]!.size_id!],
        tiers: [{ from: 1, to: 5, price: 99 }],
        photos: [],
      });
      const updated = await catalogue.updateProduct(db, staff, created.id, productInputSchema.parse(payload));
      expect(updated.colors.map((c) => c.color_id)).toEqual([extraColor.id, keptColor!.color_id]);
      expect(updated.colors[1]).toMatchObject({ id: keptColor!.id, image: image('new-photo') });
      expect(updated.colors.some((c) => c.id === droppedColor!.id)).toBe(false);
      expect(updated.sizes).toEqual([created.sizes[1]]);
      expect(updated.tiers).toEqual([{ from: 1, to: 5, price: 99 }]);
      expect(updated.photos).toEqual([]);

      const { body } = await storefrontProduct(created.id);
      expect(body.data).toMatchObject({ name: 'Zeta Renamed Polo', price: 99, photos: [] });
      expect((await storefrontSearch('renamed polo')).map((p) => p.id)).toEqual([created.id]);
      expect(await storefrontSearch(created.name_en)).toEqual([]);
    });

    it('with a size chart, show it under their sizes in each language, keep it through a CSV-like save and clear it', async () => {
      const payload = await productPayload(fx.otherCategoryId);
      const [s1, s2] = payload.size_ids as number[];
      const chart = {
        rows: [
          {
            name_ar: 'الصدر (سم)',
            name_en: 'Chest (cm)',
            values: { [`s${s1}`]: '96–100', [`s${s2}`]: ' 104 ' },
          },
          { name_ar: 'الطول (سم)', name_en: 'Length (cm)', values: { [`s${s2}`]: 74, s999999: 'gone' } },
        ],
      };
      const created = await catalogue.createProduct(
        db,
        staff,
        productInputSchema.parse({ ...payload, size_chart: chart }),
      );
      expect(created.size_chart!.rows[1]!.values).toEqual({ [`s${s2}`]: '74' });
      // Shown reversed: the chart follows the sizes' own order.
      await catalogue.updateProduct(
        db,
        staff,
        created.id,
        productInputSchema.parse({ ...payload, size_ids: [s2, s1], size_chart: chart }),
      );
      const en = (await storefrontProduct(created.id)).body.data;
      expect(en.has_size_chart).toBe(true);
      expect(en.size_chart).toEqual({
        rows: [
          { name: 'Chest (cm)', values: ['104', '96–100'] },
          { name: 'Length (cm)', values: ['74', ''] },
        ],
      });
      const ar = (await storefrontProduct(created.id, 'ar')).body.data;
      expect(ar.size_chart.rows.map((r: { name: string }) => r.name)).toEqual(['الصدر (سم)', 'الطول (سم)']);

      // A save without the field (a CSV row) keeps the chart; null clears it.
      await catalogue.updateProduct(
        db,
        staff,
        created.id,
        productInputSchema.parse({ ...payload, size_ids: [s2, s1] }),
      );
      expect((await storefrontProduct(created.id)).body.data.size_chart).not.toBeNull();
      await catalogue.updateProduct(
        db,
        staff,
        created.id,
        productInputSchema.parse({ ...payload, size_chart: null }),
      );
      const cleared = (await storefrontProduct(created.id)).body.data;
      expect(cleared).toMatchObject({ has_size_chart: false, size_chart: null });

      const refused = productInputSchema.safeParse({
        ...payload,
        size_chart: { rows: [{ name_ar: '', name_en: 'Chest', values: { [`s${s1}`]: 'x'.repeat(25) } }] },
      });
      expect(refused.success).toBe(false);
      expect(refused.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['size_chart.rows.0.name_ar', 'validation.chartRowNameRequired'],
        [`size_chart.rows.0.values.s${s1}`, 'validation.chartValueTooLong'],
      ]);
      // No measurement is below zero, however its minus is written; a range with a dash is text.
      for (const negative of ['-5', -5, '− 3', '–٤']) {
        const below = productInputSchema.safeParse({
          ...payload,
          size_chart: { rows: [{ name_ar: 'الصدر', name_en: 'Chest', values: { [`s${s1}`]: negative } }] },
        });
        expect(below.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
          [`size_chart.rows.0.values.s${s1}`, 'validation.chartValueNegative'],
        ]);
      }
      expect(
        productInputSchema.safeParse({
          ...payload,
          size_chart: { rows: [{ name_ar: 'الصدر', name_en: 'Chest', values: { [`s${s1}`]: '96-100' } }] },
        }).success,
      ).toBe(true);
    });

    it('with a logo price per piece, offer the logo in the shop, keep it through a save without it and clear it', async () => {
      const payload = await productPayload(fx.otherCategoryId);
      const created = await catalogue.createProduct(
        db,
        staff,
        productInputSchema.parse({ ...payload, logo_price: '٧٫٥٠' }),
      );
      expect(created.logo_price).toBe(7.5);
      expect((await storefrontProduct(created.id)).body.data.logo_price).toBe(7.5);
      await catalogue.updateProduct(db, staff, created.id, productInputSchema.parse(payload));
      expect((await catalogue.getAdminProduct(db, created.id)).logo_price).toBe(7.5);
      await catalogue.updateProduct(
        db,
        staff,
        created.id,
        productInputSchema.parse({ ...payload, logo_price: '' }),
      );
      expect((await storefrontProduct(created.id)).body.data.logo_price).toBeNull();
      for (const wrong of ['-1', '2.505', 'abc', 2_000_000]) {
        const refused = productInputSchema.safeParse({ ...payload, logo_price: wrong });
        expect(refused.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
          ['logo_price', 'validation.amountInvalid'],
        ]);
      }
    });

    it('audit the whole product before and after, and write nothing for a save that changes nothing', async () => {
      const created = await newProduct();
      const payload = productInputSchema.parse({
        ...(await productPayload(fx.otherCategoryId)),
        name_ar: created.name_ar,
        name_en: created.name_en,
        colors: created.colors.map((c) => ({ color_id: c.color_id, image: c.image })),
        size_ids: created.sizes.map((s) => s.size_id),
        published: false,
      });
      const updated = await catalogue.updateProduct(db, staff, created.id, payload);
      expect(updated.published).toBe(false);
      const again = await catalogue.updateProduct(db, staff, created.id, payload);
      expect(again).toEqual(updated);

      const entries = await auditOf('product', created.id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
      expect(entries[0]!.after).toEqual(created);
      expect(entries[1]!.before).toEqual(created);
      expect(entries[1]!.after).toEqual(updated);
      expect((entries[1]!.after as AdminProduct).tiers).toHaveLength(3);
      // Unpublished: gone from the storefront, still in the admin.
      expect((await storefrontProduct(created.id)).status).toBe(404);
      expect((await catalogue.getAdminProduct(db, created.id)).published).toBe(false);
    });

    it('changed by two staff at once, are saved one after the other and both changes are audited in order', async () => {
      const created = await newProduct();
      const payload = await productPayload(fx.otherCategoryId);
      const save = (name: string) =>
        catalogue.updateProduct(
          db,
          staff,
          created.id,
          productInputSchema.parse({ ...payload, name_en: name }),
        );
      const [first, second] = await Promise.all([save('Zeta Together One'), save('Zeta Together Two')]);
      const entries = (await auditOf('product', created.id)).filter((e) => e.action === 'update');
      expect(entries).toHaveLength(2);
      // Each change's "before" is what the other left: none is lost from the log.
      expect((entries[1]!.before as AdminProduct).name_en).toBe((entries[0]!.after as AdminProduct).name_en);
      expect([first.name_en, second.name_en].sort()).toEqual(['Zeta Together One', 'Zeta Together Two']);
      expect((await catalogue.getAdminProduct(db, created.id)).name_en).toBe(
        (entries[1]!.after as AdminProduct).name_en,
      );
    });

    it('moved into a category while it is renamed, both writes go through and the search reads the new name', async () => {
      const category = await newCategory();
      const products = await Promise.all([newProduct(), newProduct(), newProduct()]);
      await Promise.all([
        catalogue.updateCategory(
          db,
          staff,
          category.id,
          categoryInputSchema.parse({ name_ar: 'زيتا', name_en: 'Plughwear' }),
        ),
        ...products.map(async (product) =>
          catalogue.updateProduct(
            db,
            staff,
            product.id,
            productInputSchema.parse({
              ...(await productPayload(category.id)),
              colors: product.colors.map((c) => ({ color_id: c.color_id, image: c.image })),
            }),
          ),
        ),
      ]);
      expect((await storefrontSearch('plughwear')).map((p) => p.id).sort()).toEqual(
        products.map((p) => p.id).sort(),
      );
    });

    it('sanitise descriptions: no script, no event handlers, no javascript: links, editor tags kept', async () => {
      const created = await newProduct({
        description_en:
          '<h2 style="color:red">Fit</h2><p onclick="steal()">Soft <strong>cotton</strong><script>alert(1)</script>' +
          '<img src=x onerror="alert(1)"></p><p><a href="javascript:alert(1)">x</a> <a href="https://example.com" target="_blank">y</a></p>',
      });
      expect(created.description_en).toBe(
        '<h2>Fit</h2><p>Soft <strong>cotton</strong></p><p><a rel="noopener noreferrer">x</a> ' +
          '<a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a></p>',
      );
      const { body } = await storefrontProduct(created.id);
      expect(body.data.description).not.toMatch(/script|onerror|onclick|javascript:/i);
    });

    it('answer field errors for ids that do not exist, and write nothing', async () => {
      const payload = await productPayload(fx.otherCategoryId);
      const before = await auditCount();
      const [productsBefore] = await db.select({ n: count() }).from(products);
      const bad = productInputSchema.parse({
        ...payload,
        category_id: 2_000_000_000,
        colors: [...payload.colors!, { color_id: 2_000_000_001, image: '' }],
        size_ids: [2_000_000_002, ...payload.size_ids!],
      });
      expect(await fieldErrorsOf(catalogue.createProduct(db, staff, bad))).toEqual({
        category_id: ['catalogue.categoryUnknown'],
        'colors.2.color_id': ['catalogue.colorUnknown'],
        'size_ids.0': ['catalogue.sizeUnknown'],
      });
      await expect(
        catalogue.updateProduct(db, staff, 2_000_000_000, productInputSchema.parse(payload)),
      ).rejects.toBeInstanceOf(NotFoundError);
      expect(await auditCount()).toBe(before);
      expect((await db.select({ n: count() }).from(products))[0]!.n).toBe(productsBefore!.n);
    });

    it('deleted, leave the storefront and take their parts with them', async () => {
      const created = await newProduct();
      const removed = await catalogue.deleteProduct(db, staff, created.id);
      expect(removed).toEqual(created);
      expect((await storefrontProduct(created.id)).status).toBe(404);
      expect(await db.select().from(productColors).where(eq(productColors.productId, created.id))).toEqual(
        [],
      );
      const [entry] = (await auditOf('product', created.id)).filter((e) => e.action === 'delete');
      expect(entry).toMatchObject({ before: created, after: null });
      await expect(catalogue.deleteProduct(db, staff, created.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('are listed with search in both languages, the category with its descendants, paging and sorting', async () => {
      const list = (q: Record<string, unknown>) =>
        catalogue.listAdminProducts(db, staffProductListQuerySchema.parse(q));
      const zeta = await list({ category_id: fx.rootCategoryId, sort: 'id' });
      expectShape(adminList(adminProductRowSchema), zeta);
      // The root's own products, its grandchild's suit and the unpublished one.
      expect(zeta.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(
        [fx.suitId, fx.abayaId, fx.inactiveProductId].sort((a, b) => a - b),
      );
      expect((await list({ category_id: fx.rootCategoryId, published: 0 })).data.map((p) => p.id)).toEqual([
        fx.inactiveProductId,
      ]);
      // The normalised search: hamza forms and case do not matter; Arabic and English names both.
      expect((await list({ q: 'EXECUTIVE suit' })).data.map((p) => p.id)).toEqual([fx.suitId]);
      expect((await list({ q: 'زيتا بدله اداريه' })).data.map((p) => p.id)).toEqual([fx.suitId]);
      expect((await list({ q: String(fx.kidsId) })).data.map((p) => p.id)).toContain(fx.kidsId);
      // One or two characters: the names only (one or two digits: the id only).
      expect((await list({ q: '7', per_page: 100 })).data.map((p) => p.id)).toEqual([7]);
      const short = await list({ q: 'Su', category_id: fx.rootCategoryId });
      expect(short.data.map((p) => p.id)).toEqual([fx.suitId]);

      const all = await list({ per_page: 100 });
      const page2 = await list({ per_page: 7, page: 2, sort: 'id', order: 'desc' });
      expect(page2.total).toBe(all.total);
      const idsDesc = (await db.select({ id: products.id }).from(products))
        .map((r) => r.id)
        .sort((a, b) => b - a);
      expect(page2.data.map((p) => p.id)).toEqual(idsDesc.slice(7, 14));
      const row = zeta.data.find((p) => p.id === fx.suitId)!;
      expect(row).toMatchObject({ price: 99.99, colors_count: 2, sizes_count: 3, published: true });
      expect(row.category).toEqual({
        id: fx.grandchildCategoryId,
        name_ar: 'زيتا بدل',
        name_en: 'Zeta Suits',
      });
      expect((await list({ q: 'no such product anywhere' })).data).toEqual([]);
    });

    it('generated bad inputs are refused with field errors only, never another error', async () => {
      const valid = await productPayload(fx.otherCategoryId);
      const ids = fc.oneof(
        fc.integer({ min: -5, max: 3_000_000_000 }),
        fc.constantFrom(fx.otherCategoryId, valid.colors![0]!.color_id, valid.size_ids![0]!),
        fc.string(),
        fc.constant(null),
      );
      const field = fc.oneof(
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.constant('\u0000'),
      );
      const payload = fc.record(
        {
          name_ar: field,
          name_en: field,
          description_en: fc.oneof(fc.string(), fc.constant('<script>x</script><p onclick=1>a</p>')),
          category_id: ids,
          colors: fc.array(
            fc.record({ color_id: ids, image: fc.oneof(fc.constant(image('x')), fc.string()) }),
            { maxLength: 3 },
          ),
          size_ids: fc.array(ids, { maxLength: 3 }),
          tiers: fc.array(
            fc.record({
              from: fc.oneof(fc.integer({ min: -10, max: 2_000_000 }), fc.string()),
              to: fc.oneof(fc.integer({ min: -10, max: 2_000_000 }), fc.string()),
              price: fc.oneof(fc.double(), fc.string(), fc.constant('1e308'), fc.constant('99999999999')),
            }),
            { maxLength: 3 },
          ),
          photos: fc.array(fc.oneof(fc.string(), fc.constant(image('p'))), { maxLength: 2 }),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(payload, fc.boolean(), async (fields, update) => {
          const parsed = productInputSchema.safeParse({ ...valid, ...fields });
          if (!parsed.success) return;
          const work = update
            ? catalogue.updateProduct(db, staff, fx.kidsId, parsed.data)
            : catalogue.createProduct(db, staff, parsed.data);
          await work.catch((err: unknown) => {
            if (!(err instanceof FieldErrors)) throw err;
          });
        }),
        { numRuns: 40 },
      );
    });
  });
});
