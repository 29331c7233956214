/**
 * POST /rate on every available database: signed-in customers only, one review per customer and
 * product (a second replaces the first), the product's stored rating kept equal to the domain's
 * ratingSummary of its visible reviews (also under concurrent reviews), and the cached product
 * answer refreshed at once. The response micro-cache is on in this file, as in production.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { ratingSummary } from '@shop/domain';
import { products, reviews } from '../src/db/schema.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, multipart, newCustomer, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

describe.each(backends)('reviews API on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let dana: TestCustomer;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'fixtures', { RESPONSE_CACHE_MS: '60000' });
    fx = shop.fixtures;
    dana = await newCustomer(shop.database, { fname: 'Danielle' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const rate = (customer: TestCustomer | null, payload: unknown, lang: 'ar' | 'en' = 'en') =>
    call(shop.app, {
      method: 'POST',
      url: `/${lang}/api/rate`,
      headers: customer ? customer.auth : {},
      payload: payload as Record<string, unknown>,
    });

  const stored = async (productId: number) => {
    const [row] = await shop.database.db
      .select({ avgRate: products.avgRate, ratesCount: products.ratesCount })
      .from(products)
      .where(eq(products.id, productId));
    const all = await shop.database.db.select().from(reviews).where(eq(reviews.productId, productId));
    return { row: row!, expected: ratingSummary(all), all };
  };

  it('needs a signed-in customer', async () => {
    const res = await rate(null, { rate: 5, comment: 'Great', product_id: fx.suitId });
    expect(res.status).toBe(401);
    expectShape(messageAnswerSchema, res.body);
  });

  it('saves a review, updates the rating and shows it on the (cached) product page at once', async () => {
    // Warm the micro-cache with the product as it is.
    const before = await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` });
    expect(before.body.data).toMatchObject({ avg_rate: 5, rates_count: 1 });

    const res = await rate(dana, { rate: 2, comment: '  Seams came loose  ', product_id: fx.suitId });
    expect(res.status).toBe(200);
    expect(expectShape(apiRoutes.rate.answer, res.body).message).toBe(
      'Thank you! Your review has been saved',
    );
    const { row, expected } = await stored(fx.suitId);
    expect(expected).toEqual({ avgRate: 3.5, ratesCount: 2 });
    expect(row).toEqual(expected);

    const after = await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` });
    const product = expectShape(apiRoutes.product.answer, after.body).data;
    expect(product).toMatchObject({ avg_rate: 3.5, rates_count: 2 });
    expect(product.rates[0]).toMatchObject({
      rate: 2,
      comment: 'Seams came loose',
      client: { fname: 'Dan***lle' },
    });
    const list = await call(shop.app, {
      method: 'GET',
      url: `/ar/api/products?category_id=${fx.grandchildCategoryId}`,
    });
    expect(list.body.data.data.find((p: { id: number }) => p.id === fx.suitId)).toMatchObject({
      avg_rate: 3.5,
    });
  });

  it('replaces the first review of a customer with the second (JSON or multipart), never adding one', async () => {
    const erin = await newCustomer(shop.database);
    expect((await rate(erin, { rate: 1, comment: 'Too small', product_id: fx.kidsId })).status).toBe(200);
    const form = multipart({
      rate: '4',
      comment: 'Exchanged for a larger size, fits well',
      product_id: String(fx.kidsId),
    });
    const second = await call(shop.app, {
      method: 'POST',
      url: '/ar/api/rate',
      headers: { ...erin.auth, ...form.headers },
      payload: form.payload,
    });
    expect(second.status).toBe(200);
    expect(second.body.message).toBe('شكرًا لك! تم حفظ تقييمك');
    const mine = await shop.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, fx.kidsId), eq(reviews.customerId, erin.id)));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      rate: 4,
      comment: 'Exchanged for a larger size, fits well',
      isHidden: false,
    });
    const { row, expected } = await stored(fx.kidsId);
    expect(row).toEqual(expected);
    expect(expected).toEqual({ avgRate: 3, ratesCount: 2 });
  });

  it('makes a hidden review visible again when its author replaces it (new text for staff to look at)', async () => {
    const frank = await newCustomer(shop.database);
    await rate(frank, { rate: 1, comment: 'Rude words', product_id: fx.abayaId });
    await shop.database.db.update(reviews).set({ isHidden: true }).where(eq(reviews.customerId, frank.id));
    await rate(frank, { rate: 3, comment: 'Average quality', product_id: fx.abayaId });
    const { row, expected, all } = await stored(fx.abayaId);
    expect(all.find((r) => r.customerId === frank.id)).toMatchObject({ isHidden: false, rate: 3 });
    expect(row).toEqual(expected);
  });

  it('answers 404 for a product that does not exist or is not on sale', async () => {
    for (const [lang, text] of [
      ['en', 'Product not found'],
      ['ar', 'المنتج غير موجود'],
    ] as const) {
      for (const id of [fx.inactiveProductId, 999_999]) {
        const res = await rate(dana, { rate: 5, comment: 'Nice', product_id: id }, lang);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(text);
      }
    }
    const [review] = await shop.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, fx.inactiveProductId));
    expect(review).toBeUndefined();
  });

  it('refuses a missing or out-of-range rating and a blank comment with the form texts', async () => {
    for (const bad of [0, 6, 2.5, 'five', null]) {
      const res = await rate(dana, { rate: bad, comment: 'ok', product_id: fx.suitId });
      expect(res.status, String(bad)).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, res.body).errors).toEqual({
        rate: ['Please select a rating'],
      });
    }
    const ar = await rate(dana, { rate: 3, comment: '   ', product_id: fx.suitId }, 'ar');
    expect(ar.status).toBe(422);
    expect(ar.body.errors).toEqual({ comment: ['يرجى مشاركة رأيك في المنتج'] });
    const bidi = await rate(dana, { rate: 3, comment: 'a\u202Eb', product_id: 'x' });
    expect(bidi.status).toBe(422);
    expect(Object.keys(bidi.body.errors).sort()).toEqual(['comment', 'product_id']);
  });

  it('keeps the rating right when many customers review one product at once', async () => {
    const crowd = await Promise.all(Array.from({ length: 8 }, () => newCustomer(shop.database)));
    const results = await Promise.all(
      crowd.map((c, i) => rate(c, { rate: (i % 5) + 1, comment: `Review ${i}`, product_id: fx.abayaId })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const { row, expected } = await stored(fx.abayaId);
    expect(row).toEqual(expected);
    expect(row.ratesCount).toBe(2 + 8);
  });
});
