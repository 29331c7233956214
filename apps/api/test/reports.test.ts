/**
 * The staff's sales and VAT reports on every available database, through the real routes: orders
 * placed and paid by bank transfer, confirmed by staff, one partly refunded by an owner, their
 * money settled on chosen days (a capture half an hour after midnight in Riyadh belongs to the
 * new day), and the reports read back by day, week and month, compared with the range before,
 * split by product, category and city, and written as CSV in the staff's language. Roles without
 * the figures (warehouse, content) are refused, and a bad range is a translated 422.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, type Product } from '@shop/contract';
import { halalasToSar } from '@shop/domain';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newCustomer, placeTestOrder } from './support/checkout.js';
import { expectShape } from './support/contract.js';

interface PaidOrder {
  id: number;
  total: number;
  tax: number;
  shipping: number;
  pieces: number;
}

describe.each(backends)('sales and VAT reports on $name', (backend) => {
  let shop: TestShop;
  let owner: AdminSessionClient;
  let ownerAr: AdminSessionClient;
  let sales: AdminSessionClient;
  let warehouse: AdminSessionClient;
  let content: AdminSessionClient;
  let suit: Product;
  /** Captured on 2 March 2025 and 40.50 SAR refunded on 16 March. */
  let early: PaidOrder;
  /** Captured at 00:30 on 11 March 2025 in Riyadh (21:30 UTC the day before). */
  let late: PaidOrder;
  /** Captured on 20 February 2025: the range before March's. */
  let before: PaidOrder;
  const refund = 4050;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    const account = await makeStaff(shop.database, 'reports-owner@shop.test', 'owner');
    owner = await signInStaff(shop.app, account, 'en');
    ownerAr = await signInStaff(shop.app, account, 'ar');
    sales = await signInStaff(shop.app, await makeStaff(shop.database, 'reports-sales@shop.test', 'sales'));
    warehouse = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'reports-warehouse@shop.test', 'warehouse'),
    );
    content = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'reports-content@shop.test', 'content'),
    );
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${shop.fixtures.suitId}` })).body
      .data;
    const buyer = await newCustomer(shop.database);

    const paidOn = async (capturedAt: string): Promise<PaidOrder> => {
      const placed = await placeTestOrder(shop.app, shop.database, buyer, suit);
      const confirmed = await owner.request('POST', `/orders/${placed.id}/confirm-payment`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await shop.database.db
        .update(t.payments)
        .set({ settledAt: new Date(capturedAt) })
        .where(eq(t.payments.orderId, placed.id));
      const [row] = await shop.database.db.select().from(t.orders).where(eq(t.orders.id, placed.id));
      return {
        id: placed.id,
        total: row!.totalHalalas,
        tax: row!.taxHalalas,
        shipping: row!.shippingHalalas,
        pieces: suit.pieces[0]!.from,
      };
    };
    early = await paidOn('2025-03-02T07:00:00Z');
    late = await paidOn('2025-03-10T21:30:00Z');
    before = await paidOn('2025-02-20T09:00:00Z');

    const refunded = await owner.request('POST', `/orders/${early.id}/refund`, {
      amount: halalasToSar(refund),
      reason: 'Two shirts returned',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await shop.database.db
      .update(t.payments)
      .set({ settledAt: new Date('2025-03-16T10:00:00Z') })
      .where(eq(t.payments.kind, 'refund'));
  });
  afterAll(async () => {
    await shop?.close();
  });

  const salesReport = async (query: string, who = owner) => {
    const res = await who.request('GET', `/reports/sales?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return expectShape(adminRoutes.salesReport.answer, res.json()).data;
  };
  /** The VAT inside the month's money: each movement's share of its order's VAT, rounded once. */
  const marchVat = () => Math.round(early.tax + late.tax - (refund * early.tax) / early.total);
  const marchShipping = () =>
    Math.round(early.shipping + late.shipping - (refund * early.shipping) / early.total);
  const marchReceived = () => early.total + late.total - refund;

  it('counts the money received in the range by week, and compares it with the same days before', async () => {
    const report = await salesReport('from=2025-03-01&to=2025-03-31&group=week');
    expect(report.previous).toEqual({ from: '2025-01-29', to: '2025-02-28' });
    // 1 March 2025 is a Saturday: its week began on Sunday 23 February.
    expect(report.periods.map((p) => p.start)).toEqual([
      '2025-02-23',
      '2025-03-02',
      '2025-03-09',
      '2025-03-16',
      '2025-03-23',
      '2025-03-30',
    ]);
    const received = marchReceived();
    const vat = marchVat();
    const shipping = marchShipping();
    expect(report.totals).toEqual({
      orders: 2,
      pieces: Math.round(early.pieces * (1 - refund / early.total) + late.pieces),
      received: halalasToSar(received),
      vat: halalasToSar(vat),
      shipping: halalasToSar(shipping),
      net_sales: halalasToSar(received - vat - shipping),
    });
    expect(report.previous_totals).toMatchObject({ orders: 1, received: halalasToSar(before.total) });
    const byStart = Object.fromEntries(report.periods.map((p) => [p.start, p]));
    expect(byStart['2025-03-02']).toMatchObject({ orders: 1, received: halalasToSar(early.total) });
    expect(byStart['2025-03-09']).toMatchObject({ orders: 1, received: halalasToSar(late.total) });
    expect(byStart['2025-03-16']).toMatchObject({ orders: 0, received: halalasToSar(-refund) });
    // 20 February is the 23rd day of the range before, as 23 March is of March.
    expect(byStart['2025-03-23']!.previous_received).toBe(halalasToSar(before.total));
    expect(report.periods.reduce((sum, p) => sum + p.previous_received, 0)).toBeCloseTo(
      halalasToSar(before.total),
      2,
    );
  });

  it('puts a capture on the shop’s calendar day in Riyadh, not the server’s', async () => {
    const report = await salesReport('from=2025-03-10&to=2025-03-11&group=day');
    expect(report.periods.map((p) => [p.start, p.received])).toEqual([
      ['2025-03-10', 0],
      ['2025-03-11', halalasToSar(late.total)],
    ]);
  });

  it('splits the goods by product, category and city in the staff’s language', async () => {
    const [en, ar] = await Promise.all([
      salesReport('from=2025-03-01&to=2025-03-31'),
      salesReport('from=2025-03-01&to=2025-03-31', ownerAr),
    ]);
    expect(en.products).toEqual([
      { id: suit.id, name: suit.name, pieces: en.totals.pieces, net_sales: en.totals.net_sales },
    ]);
    const [category] = await shop.database.db
      .select()
      .from(t.categories)
      .where(eq(t.categories.id, shop.fixtures.grandchildCategoryId));
    expect(en.categories).toEqual([
      { id: category!.id, name: category!.nameEn, pieces: en.totals.pieces, net_sales: en.totals.net_sales },
    ]);
    expect(ar.categories[0]!.name).toBe(category!.nameAr);
    expect(en.cities).toHaveLength(1);
    expect(en.cities[0]).toMatchObject({ orders: 2, received: en.totals.received });
    expect(ar.cities[0]!.name).not.toBe(en.cities[0]!.name);
  });

  it('states the VAT on sales and on refunds by month for the accountant', async () => {
    const res = await owner.request('GET', '/reports/vat?from=2025-02-01&to=2025-03-31&group=month');
    expect(res.statusCode, res.body).toBe(200);
    const report = expectShape(adminRoutes.vatReport.answer, res.json()).data;
    const refundVat = Math.round((refund * early.tax) / early.total);
    expect(report.periods.map((p) => p.start)).toEqual(['2025-02-01', '2025-03-01']);
    expect(report.periods[1]).toEqual({
      start: '2025-03-01',
      sales_total: halalasToSar(early.total + late.total),
      sales_taxable: halalasToSar(early.total + late.total - (early.tax + late.tax)),
      sales_vat: halalasToSar(early.tax + late.tax),
      refunds_total: halalasToSar(refund),
      refunds_taxable: halalasToSar(refund - refundVat),
      refunds_vat: halalasToSar(refundVat),
      net_vat: halalasToSar(early.tax + late.tax - refundVat),
    });
    expect(report.periods[0]).toMatchObject({ sales_vat: halalasToSar(before.tax), refunds_total: 0 });
    expect(report.totals.net_vat).toBe(halalasToSar(early.tax + late.tax - refundVat + before.tax));
  });

  it('writes each table as a CSV file with headings in the staff’s language and a total row', async () => {
    const periods = await ownerAr.request(
      'GET',
      '/reports/sales/export?from=2025-03-01&to=2025-03-31&group=month',
    );
    expect(periods.statusCode, periods.body).toBe(200);
    expect(periods.headers['content-type']).toMatch(/^text\/csv/);
    expect(periods.headers['content-disposition']).toMatch(/filename="sales-periods-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = periods.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      [
        'report.column.period',
        'report.column.orders',
        'report.column.pieces',
        'report.column.received',
        'report.column.vat',
        'report.column.shipping',
        'report.column.netSales',
        'report.column.previousReceived',
      ]
        .map((k) => translate('ar', k))
        .join(','),
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(`^${translate('ar', 'report.total')},2,\\d+,${(marchReceived() / 100).toFixed(2)},`),
    );

    const products = await owner.request(
      'GET',
      '/reports/sales/export?from=2025-03-01&to=2025-03-31&table=products',
    );
    expect(products.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toContain(`${suit.id},${suit.name},`);

    const vat = await owner.request('GET', '/reports/vat/export?from=2025-03-01&to=2025-03-31&group=month');
    expect(vat.statusCode).toBe(200);
    expect(vat.body).toContain(translate('en', 'report.column.netVat'));
  });

  it('answers the last 30 days when no range is named', async () => {
    const report = await salesReport('');
    expect(report.periods).toHaveLength(30);
    expect(report.group).toBe('day');
  });

  it('refuses a range backwards, too long or of unknown periods with the reason beside the field', async () => {
    const backwards = await owner.request('GET', '/reports/sales?from=2025-03-31&to=2025-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual([translate('en', 'validation.endsBeforeStart')]);
    const long = await ownerAr.request('GET', '/reports/vat?from=2020-01-01&to=2025-03-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual([translate('ar', 'validation.reportRangeTooLong')]);
    // The calendar's far ends: year 9999 once held the server in an endless loop, year 1 failed
    // in the database.
    const farEnd = await owner.request('GET', '/reports/sales?from=9999-12-31&to=9999-12-31');
    expect(farEnd.statusCode).toBe(422);
    expect(farEnd.json().errors.to).toEqual([translate('en', 'validation.dayOutOfRange')]);
    const yearOne = await owner.request('GET', '/orders?from=0001-01-01');
    expect(yearOne.statusCode).toBe(422);
    expect(yearOne.json().errors.from).toEqual([translate('en', 'validation.dayOutOfRange')]);
    for (const query of ['group=year', 'from=2025-02-30', 'from=%00', 'table=customers']) {
      const res = await owner.request('GET', `/reports/sales/export?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('lets sales staff read and export the figures, and refuses the warehouse and content roles', async () => {
    expect((await sales.request('GET', '/reports/sales?from=2025-03-01&to=2025-03-31')).statusCode).toBe(200);
    expect((await sales.request('GET', '/reports/vat/export')).statusCode).toBe(200);
    for (const who of [warehouse, content]) {
      for (const path of ['/reports/sales', '/reports/vat', '/reports/sales/export', '/reports/vat/export']) {
        expect((await who.request('GET', path)).statusCode, path).toBe(403);
      }
    }
  });
});
