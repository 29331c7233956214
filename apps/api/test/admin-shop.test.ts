/**
 * The shop's settings and the dashboard's home through the staff API, on every backend: owners
 * change the settings (validated, audited) and the storefront shows them at once even with its
 * caches on; staff cannot open the settings; the home's figures follow the orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, type Product } from '@shop/contract';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newAddress, newCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

/** A Saudi IBAN with valid check digits. */
const IBAN = 'SA0380000000608010167519';

describe.each(backends)('settings and dashboard on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let owner: AdminSessionClient;
  let clerk: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(
      backend,
      'demo+fixtures',
      // The storefront's caches on, as in production: a change must still show at once.
      { CONTENT_CACHE_SECONDS: '300', RESPONSE_CACHE_MS: '60000' },
    );
    fx = shop.fixtures;
    owner = await signInStaff(shop.app, await makeStaff(shop.database, 'boss@shop.test', 'owner'), 'en');
    clerk = await signInStaff(shop.app, await makeStaff(shop.database, 'clerk@shop.test', 'staff'), 'ar');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lets owners change the settings, which the storefront shows at once', async () => {
    const current = expectShape(
      adminRoutes.settings.answer,
      (await owner.request('GET', '/settings')).json(),
    ).data;
    // Warm the storefront's cache.
    expect(
      (await call(shop.app, { method: 'GET', url: '/en/api/settings' })).body.data.setting.app_name,
    ).toBe(current.app_name_en);
    const res = await owner.request('PUT', '/settings', {
      ...current,
      app_name_en: 'Zeta Uniforms',
      app_name_ar: 'زيتا للزي الموحد',
      tax_percent: '15',
      vat_number: '٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣',
      iban: 'sa03 8000 0000 6080 1016 7519',
      instagram: 'https://instagram.com/zeta',
      chat_number: '+966 500 000 000',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = expectShape(adminRoutes.settingsUpdate.answer, res.json()).data;
    expect(saved).toMatchObject({
      tax_percent: 15,
      vat_number: '300000000000003',
      iban: IBAN,
      chat_number: '966500000000',
    });
    const storefront = await call(shop.app, { method: 'GET', url: '/en/api/settings' });
    expect(storefront.body.data.setting).toMatchObject({ app_name: 'Zeta Uniforms', iban: IBAN, tax: 15 });
    expect(
      (await call(shop.app, { method: 'GET', url: '/ar/api/settings' })).body.data.setting.app_name,
    ).toBe('زيتا للزي الموحد');
    const audit = (await owner.request('GET', '/audit?entity=settings')).json();
    expect(audit.data[0]).toMatchObject({ action: 'update', staff_email: 'boss@shop.test' });
    expect(audit.data[0].before.app_name_en).toBe(current.app_name_en);
    expect(audit.data[0].after.app_name_en).toBe('Zeta Uniforms');
  });

  it('refuses settings a bill or a page could not use, field by field, in the owner’s language', async () => {
    const current = (await owner.request('GET', '/settings')).json().data;
    const res = await owner.request(
      'PUT',
      '/settings',
      {
        ...current,
        app_name_en: ' ',
        facebook: 'javascript:alert(1)',
        twitter: 'http://twitter.com/x',
        logo: 'https://evil.example/logo.png',
        iban: 'SA0380000000608010167518',
        tax_percent: 101,
        chat_number: 'call me',
        email: 'not-an-email',
      },
      { lang: 'ar' },
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      ['app_name_en', 'chat_number', 'email', 'facebook', 'iban', 'logo', 'tax_percent', 'twitter'].sort(),
    );
    expect(errors.iban).toEqual([translate('ar', 'validation.ibanInvalid')]);
    const noVat = await owner.request('PUT', '/settings', { ...current, tax_percent: 15, vat_number: '' });
    expect(noVat.json().errors.vat_number).toEqual([translate('en', 'validation.sellerVatRequired')]);
  });

  it('keeps staff out of the settings', async () => {
    const res = await clerk.request('GET', '/settings');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(translate('ar', 'admin.forbidden'));
    expect((await clerk.request('PUT', '/settings', {})).statusCode).toBe(403);
  });

  it('shows sales, orders by status, top products and what is new on the home', async () => {
    const empty = expectShape(
      adminRoutes.dashboard.answer,
      (await clerk.request('GET', '/dashboard')).json(),
    ).data;
    expect(empty.sales.today).toEqual({ orders: 0, total: 0, vat: 0, shipping: 0 });

    const suit: Product = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body
      .data;
    const customer = await newCustomer(shop.database, { fname: 'Reem', lname: 'Zeta' });
    const address = await newAddress(shop.database, customer.id);
    const totals: number[] = [];
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const res = await call(shop.app, {
        method: 'POST',
        url: '/en/api/orders',
        headers: { ...customer.auth, 'idempotency-key': `dash-${backend.name}-${n}` },
        payload: {
          payment_method: 0,
          address_id: address,
          coupon_code: null,
          products: [
            {
              product_id: suit.id,
              colors: [
                {
                  color_id: suit.pivot_colors[0]!.id,
                  sizes: [{ size_id: suit.sizes[0]!.id, quantity: suit.pieces[0]!.from * n }],
                },
              ],
            },
          ],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data.id);
      totals.push(
        (
          await call(shop.app, {
            method: 'GET',
            url: `/en/api/orders/${res.body.data.id}`,
            headers: customer.auth,
          })
        ).body.data.total,
      );
    }
    expect((await clerk.request('PUT', `/orders/${ids[0]}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    await call(shop.app, {
      method: 'POST',
      url: '/en/api/contact',
      payload: {
        first_name: 'Reem',
        last_name: 'Zeta',
        email: 'reem.zeta@example.com',
        phone: '0555555555',
        message: 'Zeta dashboard',
      },
    });

    const home = expectShape(
      adminRoutes.dashboard.answer,
      (await clerk.request('GET', '/dashboard')).json(),
    ).data;
    // Placed is not received: nothing is paid yet, and the one open transfer awaits staff.
    expect(home.sales.today).toEqual({ orders: 0, total: 0, vat: 0, shipping: 0 });
    expect(home.orders_by_status).toMatchObject({ pending: 1, cancelled: 1, shipped: 0 });
    expect(home.unpaid_bank_transfers).toBe(1);
    expect(home.unpaid_orders).toBe(1);
    const awaiting = await clerk.request('GET', '/orders?payment_method=0&awaiting_payment=1');
    expect(awaiting.json().total).toBe(1);

    expect((await clerk.request('POST', `/orders/${ids[1]}/confirm-payment`)).statusCode).toBe(200);
    const paid = expectShape(
      adminRoutes.dashboard.answer,
      (await clerk.request('GET', '/dashboard')).json(),
    ).data;
    const bill = (
      await call(shop.app, { method: 'GET', url: `/en/api/orders/${ids[1]}`, headers: customer.auth })
    ).body.data;
    const received = { orders: 1, total: totals[1], vat: bill.tax, shipping: bill.shipping };
    expect(paid.sales.today).toEqual(received);
    expect(paid.sales.last_30_days).toEqual(received);
    expect(paid.unpaid_bank_transfers).toBe(0);
    expect(home.top_products[0]).toMatchObject({ product_id: suit.id, quantity: suit.pieces[0]!.from * 2 });
    expect(home.newest_orders.map((o) => o.id).slice(0, 2)).toEqual([ids[1], ids[0]]);
    expect(home.newest_messages[0]).toMatchObject({ name: 'Reem Zeta', message: 'Zeta dashboard' });
    await shop.app.mailer.settled();
  });
});
