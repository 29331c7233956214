/**
 * The catalogue through the staff API, on every backend: a product created with colours, sizes and
 * tiers in both languages shows on the storefront with its prices; the CSV export downloads and
 * the import streams its progress and report; staff routes refuse what they must.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminResources,
  productImportLineSchema,
  ADMIN_CSRF_HEADER,
  ADMIN_SESSION_COOKIE,
} from '@shop/contract';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

describe.each(backends)('catalogue routes on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let staff: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    staff = await signInStaff(shop.app, await makeStaff(shop.database, 'catalogue@shop.test', 'staff'), 'en');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('creates a product with two colours, four sizes and three tiers that the storefront sells at those prices', async () => {
    const category = expectShape(
      adminResources.categories.create!.answer,
      (
        await staff.request('POST', '/categories', {
          name_ar: 'زيتا مستشفيات',
          name_en: 'Zeta Hospitals',
          parent_id: null,
        })
      ).json(),
    ).data;
    const colors = [];
    for (const [ar, en, hex] of [
      ['زيتا أخضر', 'Zeta Green', '#2E7D32'],
      ['زيتا سماوي', 'Zeta Sky', '#4FC3F7'],
    ]) {
      const res = await staff.request('POST', '/colors', { name_ar: ar, name_en: en, code: hex });
      expect(res.statusCode, res.body).toBe(200);
      colors.push(res.json().data);
    }
    const sizes = [];
    for (const name of ['ZS', 'ZM', 'ZL', 'ZXL']) {
      const res = await staff.request('POST', '/sizes', { name });
      expect(res.statusCode, res.body).toBe(200);
      sizes.push(res.json().data);
    }
    const payload = {
      name_ar: 'زيتا سكراب طبي',
      name_en: 'Zeta Medical Scrub',
      description_ar: '<p>قماش <strong>مريح</strong></p><script>alert(1)</script>',
      description_en: '<p>Soft <a href="javascript:alert(1)">fabric</a></p>',
      category_id: category.id,
      is_men: true,
      is_women: true,
      is_child: false,
      is_active: true,
      image: '',
      hover_image: '',
      colors: colors.map((c) => ({ color_id: c.id, image: '' })),
      size_ids: sizes.map((s) => s.id),
      tiers: [
        { from: 10, to: 49, price: '45.00' },
        { from: 50, to: 199, price: '39.50' },
        { from: 200, to: 1000, price: '35' },
      ],
      photos: [],
    };
    const res = await staff.request('POST', '/products', payload);
    expect(res.statusCode, res.body).toBe(200);
    const product = expectShape(adminResources.products.create!.answer, res.json()).data;
    expect(product.description_ar).not.toContain('script');
    expect(product.description_en).not.toContain('javascript');

    for (const lang of ['ar', 'en'] as const) {
      const shown = (await call(shop.app, { method: 'GET', url: `/${lang}/api/products/${product.id}` })).body
        .data;
      expect(shown.name).toBe(lang === 'ar' ? 'زيتا سكراب طبي' : 'Zeta Medical Scrub');
      expect(
        shown.pieces.map((p: { from: number; to: number; price: number }) => [p.from, p.to, p.price]),
      ).toEqual([
        [10, 49, 45],
        [50, 199, 39.5],
        [200, 1000, 35],
      ]);
      expect(shown.pivot_colors).toHaveLength(2);
      expect(shown.sizes.map((s: { name: string }) => s.name)).toEqual(['ZS', 'ZM', 'ZL', 'ZXL']);
    }

    const gap = await staff.request(
      'PUT',
      `/products/${product.id}`,
      {
        ...payload,
        tiers: [
          { from: 10, to: 49, price: 45 },
          { from: 60, to: 100, price: 40 },
        ],
      },
      { lang: 'ar' },
    );
    expect(gap.statusCode).toBe(422);
    expect(gap.json().errors['tiers.1.from']).toEqual([translate('ar', 'validation.tierGap')]);
  });

  it('downloads the products as CSV and imports them back with progress and a report', async () => {
    const exported = await staff.request('GET', `/products/export?q=${encodeURIComponent('Zeta')}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(exported.body.charCodeAt(0)).toBe(0xfeff);

    const imported = await shop.app.inject({
      method: 'POST',
      url: '/admin/api/products/import',
      headers: {
        'content-type': 'text/csv',
        'accept-language': 'en',
        cookie: `${ADMIN_SESSION_COOKIE}=${staff.cookie}`,
        [ADMIN_CSRF_HEADER]: staff.csrf,
      },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = imported.body
      .trim()
      .split('\n')
      .map((l) => expectShape(productImportLineSchema, JSON.parse(l)));
    const last = lines.at(-1)!;
    expect('report' in last).toBe(true);
    const progress = lines.filter((l) => 'progress' in l);
    expect(progress.length).toBeGreaterThan(0);
    if ('report' in last) {
      // Every exported product comes back (the service's own tests check the round trip cell by cell).
      expect(last.report.failed).toBe(0);
      expect(last.report.rows.length).toBe(exported.body.trim().split('\n').length - 1);
      expect(progress.at(-1)).toEqual({
        progress: { done: last.report.rows.length, total: last.report.rows.length },
      });
    }

    const empty = await shop.app.inject({
      method: 'POST',
      url: '/admin/api/products/import',
      headers: {
        'content-type': 'text/csv',
        'accept-language': 'ar',
        cookie: `${ADMIN_SESSION_COOKIE}=${staff.cookie}`,
        [ADMIN_CSRF_HEADER]: staff.csrf,
      },
      payload: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([translate('ar', 'import.empty')]);
  });

  it('lists and searches the catalogue for staff, and refuses visitors', async () => {
    const products = expectShape(
      adminResources.products.list.answer,
      (await staff.request('GET', '/products?q=zeta&per_page=5')).json(),
    );
    expect(products.total).toBeGreaterThan(0);
    const categories = (await staff.request('GET', `/categories?per_page=100`)).json();
    expect(categories.data.some((c: { id: number }) => c.id === fx.rootCategoryId)).toBe(true);
    expect((await shop.app.inject({ method: 'GET', url: '/admin/api/products' })).statusCode).toBe(401);
  });

  it('lists the sizes grouped by range, letters then numbers then others, and one range on request', async () => {
    const stamp = String(Date.now()).slice(-6);
    // Made in the reverse of the grouping, each first in staff's order.
    for (const [name, sort_order] of [
      [`Free ${stamp}`, 0],
      [`9${stamp.slice(-2)}`, 0],
      ['9XL', 0],
    ] as const)
      expect((await staff.request('POST', '/sizes', { name, sort_order })).statusCode).toBe(200);
    const all = expectShape(
      adminResources.sizes.list.answer,
      (await staff.request('GET', '/sizes?per_page=100')).json(),
    );
    const ranges = all.data.map((size) => size.range);
    expect(ranges).toEqual(
      [...ranges].sort(
        (a, b) => ['letters', 'numbers', 'other'].indexOf(a) - ['letters', 'numbers', 'other'].indexOf(b),
      ),
    );
    expect(all.data.find((size) => size.name === '9XL')?.range).toBe('letters');
    expect(all.data.find((size) => size.name === `Free ${stamp}`)?.range).toBe('other');
    const numbers = (await staff.request('GET', '/sizes?range=numbers&per_page=100')).json();
    expect(numbers.data.length).toBeGreaterThan(0);
    expect(numbers.data.every((size: { range: string }) => size.range === 'numbers')).toBe(true);
    const refused = await staff.request('GET', '/sizes?range=huge');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ range: [translate('en', 'validation.sizeRangeInvalid')] });
  });
});
