/**
 * GET coupon?coupon_code= on every available database: a usable coupon is answered as the
 * storefront reads it ('0' SAR off, '1' percent off); an unknown code is a 404 with the
 * storefront's coupon failure text; a coupon that exists but cannot be used now is a 422 saying
 * why, in the path's language. Checking codes is rate limited per client.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { coupons } from '../src/db/schema.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newCoupon, newCustomer, type TestCustomer } from './support/checkout.js';
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
      data: { code: fixed.code, type: '0', amount: 50.5 },
    });
    const b = await check(percent.code, 'ar');
    expect(b.status).toBe(200);
    expect(expectShape(apiRoutes.coupon.answer, b.body)).toEqual({
      message: 'تم تطبيق الكوبون بنجاح!',
      data: { code: percent.code, type: '1', amount: 12.5 },
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
