/**
 * GET coupon?coupon_code= on every available database: a usable coupon is answered as the
 * storefront reads it ('0' SAR off, '1' percent off); an unknown code is a 404 with the
 * storefront's coupon failure text; a coupon that exists but cannot be used now is a 422 saying
 * why, in the path's language. Checking codes is rate limited per client.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import type { Product } from '@shop/contract';
import { couponRedemptions, coupons, orders } from '../src/db/schema.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newAddress, newCoupon, newCustomer, pick, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';

const DAY = 86_400_000;

describe.each(backends)('coupon API on $name', (backend) => {
  let shop: TestShop;
  let customer: TestCustomer;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'fixtures');
    customer = await newCustomer(shop.database);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const check = (code: string, lang: 'ar' | 'en' = 'en', headers = customer.auth) =>
    call(shop.app, {
      method: 'GET',
      url: `/${lang}/api/coupon?coupon_code=${encodeURIComponent(code)}`,
      headers,
    });

  it('needs a signed-in customer', async () => {
    const res = await call(shop.app, { method: 'GET', url: '/en/api/coupon?coupon_code=X' });
    expect(res.status).toBe(401);
  });

  it("answers a fixed coupon in SAR and a percentage in percent, matching the code's case loosely", async () => {
    const fixed = await newCoupon(shop.database, { type: 0, amount: 5_050, usageLimit: 10, usedCount: 9 });
    const percent = await newCoupon(shop.database, {
      type: 1,
      amount: 1_250,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
    });
    const a = await check(`  ${fixed.code.toLowerCase()} `);
    expect(a.status).toBe(200);
    const answer = expectShape(apiRoutes.coupon.answer, a.body);
    expect(answer).toEqual({
      message: 'Coupon applied successfully!',
      data: {
        code: fixed.code,
        type: '0',
        amount: 50.5,
        product_ids: null,
        min_order: null,
        free_shipping: false,
      },
    });
    const b = await check(percent.code, 'ar');
    expect(b.status).toBe(200);
    expect(expectShape(apiRoutes.coupon.answer, b.body)).toEqual({
      message: 'تم تطبيق الكوبون بنجاح!',
      data: {
        code: percent.code,
        type: '1',
        amount: 12.5,
        product_ids: null,
        min_order: null,
        free_shipping: false,
      },
    });
  });

  it('answers 404 with the coupon failure text for an unknown code', async () => {
    const en = await check('NO-SUCH-CODE');
    expect(en.status).toBe(404);
    expect(expectShape(messageAnswerSchema, en.body).message).toBe('Invalid coupon code. Please try again.!');
    const ar = await check('NO-SUCH-CODE', 'ar');
    expect(ar.status).toBe(404);
    expect(ar.body.message).toBe('كوبون الخصم غير صالح. يرجى المحاولة مرة أخرى.');
  });

  it('answers 422 with the reason for coupons that cannot be used now', async () => {
    const now = Date.now();
    const cases = [
      [{ isActive: false }, 'This coupon is not active', 'هذا الكوبون غير مفعّل'],
      [{ startsAt: new Date(now + DAY) }, 'This coupon cannot be used yet', 'لم يبدأ العمل بهذا الكوبون بعد'],
      [{ endsAt: new Date(now - DAY) }, 'This coupon has expired', 'انتهت صلاحية هذا الكوبون'],
      [
        { usageLimit: 3, usedCount: 3 },
        'This coupon has reached its usage limit',
        'تم استخدام هذا الكوبون بالحد الأقصى المسموح',
      ],
    ] as const;
    for (const [rules, en, ar] of cases) {
      const coupon = await newCoupon(shop.database, { type: 0, amount: 100, ...rules });
      const a = await check(coupon.code);
      expect(a.status, JSON.stringify(rules)).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, a.body).errors).toEqual({ coupon_code: [en] });
      const b = await check(coupon.code, 'ar');
      expect(b.body.errors).toEqual({ coupon_code: [ar] });
    }
    // The limit is a limit: one use left is still usable, none left is not.
    const limited = await newCoupon(shop.database, { type: 0, amount: 100, usageLimit: 2, usedCount: 1 });
    expect((await check(limited.code)).status).toBe(200);
    await shop.database.db.update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, limited.id));
    expect((await check(limited.code)).status).toBe(422);
  });

  describe('with conditions', () => {
    let suit: Product;
    let kids: Product;
    let address: number;
    beforeAll(async () => {
      const fx = shop.fixtures;
      suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
      kids = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.kidsId}` })).body.data;
      // Zeta City: 25.50 SAR a product.
      address = await newAddress(shop.database, customer.id, {
        countryId: fx.countryId,
        cityId: fx.cityId,
        areaId: fx.areaId,
      });
    });

    // Ten suits (999.90 SAR) and ten pinafores (999.90 SAR).
    const place = (code: string, lang: 'ar' | 'en' = 'en', who: TestCustomer = customer, where = address) =>
      call(shop.app, {
        method: 'POST',
        url: `/${lang}/api/orders`,
        headers: who.auth,
        payload: {
          payment_method: 0,
          address_id: where,
          coupon_code: code,
          products: [pick(suit, [[0, 0, 10]]), pick(kids, [[0, 0, 10]])],
        },
      });
    const bill = async (id: number) =>
      (await call(shop.app, { method: 'GET', url: `/en/api/orders/${id}`, headers: customer.auth })).body
        .data;

    it('answers the products a category reaches through its subcategories, the minimum and free shipping', async () => {
      const fx = shop.fixtures;
      const coupon = await newCoupon(shop.database, {
        type: 1,
        amount: 1_000,
        categoryIds: [fx.rootCategoryId],
        productIds: [fx.kidsId],
        minOrderHalalas: 50_000,
        freeShipping: true,
      });
      const res = await check(coupon.code);
      expect(res.status).toBe(200);
      const data = expectShape(apiRoutes.coupon.answer, res.body).data;
      expect(data).toMatchObject({ min_order: 500, free_shipping: true });
      // The suit is two levels below the root category; the inactive product is in scope too.
      expect(data.product_ids).toEqual(
        [fx.suitId, fx.abayaId, fx.kidsId, fx.inactiveProductId].sort((a, b) => a - b),
      );
    });

    it('takes its discount from the products it applies to only, and the delivery charge with free shipping', async () => {
      const coupon = await newCoupon(shop.database, {
        type: 1,
        amount: 1_000,
        categoryIds: [shop.fixtures.rootCategoryId],
        freeShipping: true,
      });
      const res = await place(coupon.code);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const placed = await bill(res.body.data.id);
      // 10% of the suits' 999.90 only; no delivery charge instead of 2 × 25.50.
      expect(placed.coupon_value).toBe(99.99);
      expect(placed.shipping).toBe(0);
      const [redeemed] = await shop.database.db
        .select()
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerId, customer.id)));
      expect(redeemed!.uses).toBe(1);
    });

    it('refuses an order it does not fit, saying why in the path’s language, and takes no use', async () => {
      const elsewhere = await newCoupon(shop.database, {
        type: 0,
        amount: 1_000,
        productIds: [shop.fixtures.abayaId],
      });
      const a = await place(elsewhere.code);
      expect(a.status).toBe(422);
      expect(a.body.errors).toEqual({
        coupon_code: ['This coupon does not apply to any product in your cart'],
      });
      const ar = await place(elsewhere.code, 'ar');
      expect(ar.body.errors).toEqual({ coupon_code: ['هذا الكوبون لا يشمل أي منتج في سلتك'] });

      const minimum = await newCoupon(shop.database, {
        type: 0,
        amount: 1_000,
        productIds: [shop.fixtures.suitId],
        minOrderHalalas: 99_991,
      });
      const b = await place(minimum.code);
      expect(b.status).toBe(422);
      expect(b.body.errors).toEqual({
        coupon_code: ['This coupon needs at least 999.91 SAR of the products it applies to'],
      });
      const [row] = await shop.database.db.select().from(coupons).where(eq(coupons.id, minimum.id));
      expect(row!.usedCount).toBe(0);
      // Met to the halala: placed.
      await shop.database.db
        .update(coupons)
        .set({ minOrderHalalas: 99_990 })
        .where(eq(coupons.id, minimum.id));
      expect((await place(minimum.code)).status).toBe(200);
    });

    it('holds a per-customer limit when the same customer orders twice at once, and gives the loser’s claims back', async () => {
      const buyer = await newCustomer(shop.database);
      const buyerAddress = await newAddress(shop.database, buyer.id);
      const once = await newCoupon(shop.database, {
        type: 0,
        amount: 500,
        perCustomerLimit: 1,
        usageLimit: 10,
      });
      const results = await Promise.all([1, 2, 3].map(() => place(once.code, 'en', buyer, buyerAddress)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
      for (const refused of results.filter((r) => r.status === 422)) {
        expect(refused.body.errors).toEqual({
          coupon_code: ['You have already used this coupon as many times as it allows'],
        });
      }
      const [row] = await shop.database.db.select().from(coupons).where(eq(coupons.id, once.id));
      expect(row!.usedCount).toBe(1);
      const used = await shop.database.db.select().from(orders).where(eq(orders.couponCode, once.code));
      expect(used).toHaveLength(1);
      // The coupon box says so before the next order, in both languages; another customer may still use it.
      const box = await check(once.code, 'ar', buyer.auth);
      expect(box.status).toBe(422);
      expect(box.body.errors).toEqual({ coupon_code: ['لقد استخدمت هذا الكوبون بالعدد المسموح لكل عميل'] });
      expect((await check(once.code)).status).toBe(200);
    });
  });

  it('refuses a blank, missing, too long or hostile code with 422, never a 500', async () => {
    for (const url of [
      '/en/api/coupon',
      '/en/api/coupon?coupon_code=',
      '/en/api/coupon?coupon_code=%20%20',
      `/en/api/coupon?coupon_code=${'A'.repeat(65)}`,
      '/en/api/coupon?coupon_code=%00',
      '/en/api/coupon?coupon_code=%ED%A0%80',
      '/en/api/coupon?coupon_code=a&coupon_code=b',
    ]) {
      const res = await call(shop.app, { method: 'GET', url, headers: customer.auth });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
    const blank = await check('   ');
    expect(blank.body.errors).toEqual({ coupon_code: ['Please enter a coupon code'] });
  });
});

describe('coupon checks are rate limited', () => {
  let shop: TestShop;
  let customer: TestCustomer;
  beforeAll(async () => {
    shop = await startTestShop({ name: 'pglite' }, async () => {}, { FORM_RATE_LIMIT_PER_MINUTE: '3' });
    customer = await newCustomer(shop.database);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers 429 with a translated text once a client has tried too many codes, in both languages together', async () => {
    const statuses: number[] = [];
    for (const lang of ['en', 'ar', 'en', 'ar']) {
      const res = await call(shop.app, {
        method: 'GET',
        url: `/${lang}/api/coupon?coupon_code=GUESS${statuses.length}`,
        headers: customer.auth,
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toBe('طلبات كثيرة جدًا، يرجى المحاولة لاحقًا');
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
