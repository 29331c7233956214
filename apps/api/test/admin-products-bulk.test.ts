/**
 * Products changed together from the staff's list, on every backend: hidden and published again
 * (the storefront follows), moved to another category (found there, and by that category's name),
 * and every tier price raised or lowered by a percentage to the halala; a change that would price
 * a piece below a halala, a bad percentage, an unknown category and a role without the catalogue
 * are refused, and nothing is half done.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@shop/contract';
import { scaledPrice } from '@shop/domain';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

describe.each(backends)('products changed in bulk on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let staff: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    staff = await signInStaff(shop.app, await makeStaff(shop.database, 'bulk@shop.test', 'staff'), 'en');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const bulk = (body: object, session = staff) => session.request('POST', '/products/bulk', body);
  const prices = async (ids: number[]) =>
    (
      await shop.database.db
        .select({ productId: t.priceTiers.productId, price: t.priceTiers.priceHalalas })
        .from(t.priceTiers)
        .where(inArray(t.priceTiers.productId, ids))
        .orderBy(t.priceTiers.id)
    ).map((r) => r.price);

  it('hides the ticked products from the shop and publishes them again', async () => {
    const ids = [fx.suitId, fx.abayaId];
    const hidden = await bulk({ ids, action: 'publish', published: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const body = expectShape(adminRoutes.productsBulk.answer, hidden.json());
    expect(body.data.changed).toBe(2);
    expect(body.message).toBe(translate('en', 'catalogue.productsChanged', { changed: 2 }));
    expect((await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).status).toBe(404);

    expect(
      (await bulk({ ids: [...ids, 999_999], action: 'publish', published: true })).json().data.changed,
    ).toBe(2);
    expect((await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).status).toBe(200);
    const audit = await shop.database.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'bulk-publish'));
    expect(audit.map((a) => a.entityId).sort()).toEqual([ids, ids].flat().map(String).sort());

    // The owner's log names each product as it is called now, in the owner's language.
    const owner = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'bulk-owner@shop.test', 'owner'),
      'ar',
    );
    const log = expectShape(
      adminRoutes.auditList.answer,
      (await owner.request('GET', `/audit?entity=product&entity_id=${fx.suitId}`)).json(),
    );
    const [suit] = await shop.database.db
      .select({ nameAr: t.products.nameAr })
      .from(t.products)
      .where(eq(t.products.id, fx.suitId));
    expect(log.data.length).toBeGreaterThanOrEqual(2);
    expect(log.data.every((entry) => entry.entity_name === suit!.nameAr)).toBe(true);
  });

  it('moves the ticked products to another category, where the shop lists them and its name finds them', async () => {
    const [other] = await shop.database.db
      .select({ nameEn: t.categories.nameEn })
      .from(t.categories)
      .where(eq(t.categories.id, fx.otherCategoryId));
    const moved = await bulk({ ids: [fx.abayaId], action: 'category', category_id: fx.otherCategoryId });
    expect(moved.statusCode, moved.body).toBe(200);
    const listed = await call(shop.app, {
      method: 'GET',
      url: `/en/api/products?category_id=${fx.otherCategoryId}&per_page=50`,
    });
    expect(listed.body.data.data.map((p: { id: number }) => p.id)).toContain(fx.abayaId);
    const [row] = await shop.database.db
      .select({ searchText: t.products.searchText })
      .from(t.products)
      .where(eq(t.products.id, fx.abayaId));
    expect(row!.searchText).toContain(other!.nameEn.toLowerCase().split(' ')[0]);

    const unknown = await bulk({ ids: [fx.abayaId], action: 'category', category_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['category_id']);
  });

  it('scales every tier price by a percentage to the halala, and refuses a change that would price a piece at nothing', async () => {
    const ids = [fx.suitId, fx.kidsId];
    const before = await prices(ids);
    const raised = await bulk({ ids, action: 'price', percent: '12.5' });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await prices(ids)).toEqual(before.map((p) => scaledPrice(p, 1250)));

    const lowered = await bulk({ ids, action: 'price', percent: '-١٠' });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await prices(ids)).toEqual(before.map((p) => scaledPrice(scaledPrice(p, 1250), -1000)));

    for (const percent of ['0', '-91', '501', '1.234', 'ten', '']) {
      const res = await bulk({ ids, action: 'price', percent });
      expect(res.statusCode, percent).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['percent']);
    }
    // A one-halala piece lowered by 90 % would cost nothing: refused, and no product changes.
    await shop.database.db
      .update(t.priceTiers)
      .set({ priceHalalas: 4 })
      .where(eq(t.priceTiers.productId, fx.kidsId));
    const kept = await prices(ids);
    const tooLow = await bulk({ ids, action: 'price', percent: -90 });
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json().errors.percent).toEqual([translate('en', 'catalogue.priceChangeOutOfRange')]);
    expect(await prices(ids)).toEqual(kept);
  });

  it('refuses an empty or oversized batch, and roles without the catalogue', async () => {
    expect((await bulk({ ids: [], action: 'publish', published: true })).statusCode).toBe(422);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await bulk({ ids: many, action: 'publish', published: true })).statusCode).toBe(422);
    expect((await bulk({ ids: [fx.suitId], action: 'delete' })).statusCode).toBe(422);
    const sales = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'bulk-sales@shop.test', 'sales'),
      'en',
    );
    expect((await bulk({ ids: [fx.suitId], action: 'publish', published: false }, sales)).statusCode).toBe(
      403,
    );
  });
});
