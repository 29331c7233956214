/**
 * Staff lists as CSV files, on every backend: the accountant's orders file and the newsletter
 * subscribers open in a spreadsheet (UTF-8 with a byte order mark, Arabic intact, no cell a
 * spreadsheet would run as a formula), follow the list's filters, add up (subtotal − discount +
 * shipping + tax = total), are read page by page without losing or repeating a row, and are open
 * to staff who may open the list, never to a customer.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, type Product } from '@shop/contract';
import * as t from '../src/db/schema.js';
import { ORDER_STATUS_TEXT } from '@shop/domain';
import { translate } from '../src/http/i18n.js';
import {
  exportOrderLinesCsv,
  exportOrdersCsv,
  ORDER_CSV_COLUMNS,
  ORDER_LINE_CSV_COLUMNS,
} from '../src/services/admin-orders.js';
import { exportSubscribersCsv, SUBSCRIBER_CSV_COLUMNS } from '../src/services/admin-resources/engagement.js';
import { adminRequest, makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newCoupon, newCustomer, placeTestOrder, type TestCustomer } from './support/checkout.js';
import type { Fixtures } from './support/fixtures.js';

/**
 * A CSV file's rows as objects by column, after checking its byte order mark and header: the
 * columns' own names, or their headings when the file is headed in a language.
 */
function readCsv<C extends string>(
  text: string,
  columns: readonly C[],
  headings: readonly string[] = columns,
): Record<C, string>[] {
  expect(text.startsWith(`\uFEFF${headings.join(',')}\r\n`)).toBe(true);
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  expect(header).toEqual([...headings]);
  return rows.map(
    (row) => Object.fromEntries(columns.map((column, k) => [column, row[k]!])) as Record<C, string>,
  );
}

/** The headings of a file's columns in the staff's language. */
const headingsIn = (columns: readonly string[], lang: 'ar' | 'en') =>
  columns.map((column) => translate(lang, `export.order.${column}`));

const streamText = async (file: AsyncIterable<Buffer | string>) => {
  let text = '';
  for await (const chunk of file) text += chunk.toString();
  return text;
};

const noError = (error: Error) => {
  throw error;
};

describe.each(backends)('staff CSV exports on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let staff: AdminSessionClient;
  let suit: Product;
  let huda: TestCustomer;
  let formula: TestCustomer;
  let couponCode: string;
  const placed: { id: number; code: string }[] = [];

  const placeOrder = async (
    customer: TestCustomer,
    method: 0 | 1,
    coupon: string | null = null,
    details: { po_number?: string } = {},
  ) =>
    placed.push(await placeTestOrder(shop.app, shop.database, customer, suit, { method, coupon, details }));

  const exportOrders = async (query = '', lang: 'ar' | 'en' = 'en') => {
    const res = await staff.request('GET', `/orders/export${query}`, undefined, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return readCsv(res.body, ORDER_CSV_COLUMNS, headingsIn(ORDER_CSV_COLUMNS, lang));
  };

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
    huda = await newCustomer(shop.database, {
      fname: 'هدى',
      lname: 'القحطاني',
      phone: '0559876501',
      companyName: 'مؤسسة هدى للزي',
      vatNumber: '300000000000003',
    });
    formula = await newCustomer(shop.database, { fname: '=HYPERLINK("http://evil.test")', lname: 'X' });
    couponCode = (await newCoupon(shop.database, { type: 1, amount: 1000 })).code;
    await placeOrder(huda, 0);
    await placeOrder(huda, 1, couponCode, { po_number: 'PO-2291' });
    await placeOrder(formula, 0);
    // The first order was placed on 16 January 2025 at 00:30 in Riyadh (21:30 the day before in UTC).
    await shop.database.db
      .update(t.orders)
      .set({ createdAt: new Date('2025-01-15T21:30:00Z') })
      .where(eq(t.orders.id, placed[0]!.id));
    const clerk = await makeStaff(shop.database, 'exports-clerk@shop.test', 'staff');
    staff = await signInStaff(shop.app, clerk, 'en');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers every order as a CSV download, newest first, with figures that add up and Arabic intact', async () => {
    const res = await staff.request('GET', '/orders/export', undefined, { lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = readCsv(res.body, ORDER_CSV_COLUMNS, headingsIn(ORDER_CSV_COLUMNS, 'ar'));
    expect(rows.map((r) => r.code)).toEqual(placed.map((o) => o.code).reverse());

    const withCoupon = rows.find((r) => r.code === placed[1]!.code)!;
    const bill = (await staff.request('GET', `/orders/${placed[1]!.id}`)).json().data;
    const [city] = await shop.database.db.select().from(t.cities).orderBy(t.cities.id).limit(1);
    expect(withCoupon).toMatchObject({
      customer_name: 'هدى القحطاني',
      company: 'مؤسسة هدى للزي',
      vat_number: '300000000000003',
      email: huda.email,
      // Grouped, so a spreadsheet keeps it as text with its leading 0.
      phone: '055 987 6501',
      city: city!.nameAr,
      status: ORDER_STATUS_TEXT.ar.pending,
      payment_method: translate('ar', 'export.paymentMethod.1'),
      payment_status: translate('ar', 'export.paymentStatus.unpaid'),
      subtotal: bill.subtotal.toFixed(2),
      discount: bill.coupon_value.toFixed(2),
      shipping: bill.shipping.toFixed(2),
      tax: bill.tax.toFixed(2),
      total: bill.total.toFixed(2),
      coupon_code: couponCode,
      pieces: String(suit.pieces[0]!.from),
      po_number: 'PO-2291',
      requested_delivery_date: '',
    });
    expect(Number(withCoupon.discount)).toBeGreaterThan(0);
    const cents = (cell: string) => Math.round(Number(cell) * 100);
    for (const row of rows) {
      expect(row.subtotal).toMatch(/^\d+\.\d{2}$/);
      expect(cents(row.subtotal) - cents(row.discount) + cents(row.shipping) + cents(row.tax)).toBe(
        cents(row.total),
      );
    }
    const first = rows.find((r) => r.code === placed[0]!.code)!;
    expect(first).toMatchObject({
      created_at: '2025-01-16 00:30',
      payment_method: translate('ar', 'export.paymentMethod.0'),
      coupon_code: '',
    });

    // English asks for the city's English name.
    expect((await exportOrders()).find((r) => r.code === placed[1]!.code)!.city).toBe(city!.nameEn);
  });

  it('names the buyer as the order was placed, whatever the profile says later', async () => {
    await shop.database.db
      .update(t.customers)
      .set({ fname: 'Renamed', lname: 'Later', phone: '0500000000' })
      .where(eq(t.customers.id, huda.id));
    const row = (await exportOrders()).find((r) => r.code === placed[1]!.code)!;
    expect(row).toMatchObject({ customer_name: 'هدى القحطاني', phone: '055 987 6501' });
    await shop.database.db
      .update(t.customers)
      .set({ fname: 'هدى', lname: 'القحطاني', phone: '0559876501' })
      .where(eq(t.customers.id, huda.id));
  });

  it('writes a formula-looking name as text a spreadsheet will not run', async () => {
    const row = (await exportOrders()).find((r) => r.code === placed[2]!.code)!;
    expect(row.customer_name).toBe(`'=HYPERLINK("http://evil.test") X`);
  });

  it('follows the list filters: status, payment status, Riyadh days and search', async () => {
    const moved = await staff.request('PUT', `/orders/${placed[2]!.id}/status`, { status: 'processing' });
    expect(moved.statusCode, moved.body).toBe(200);
    const paid = await staff.request('POST', `/orders/${placed[0]!.id}/confirm-payment`);
    expect(paid.statusCode, paid.body).toBe(200);
    await shop.app.mailer.settled();

    const codes = async (query: string) => (await exportOrders(query)).map((r) => r.code);
    expect(await codes('?status=processing')).toEqual([placed[2]!.code]);
    expect(await codes('?payment_status=paid')).toEqual([placed[0]!.code]);
    expect(await codes('?status=pending&payment_status=unpaid')).toEqual([placed[1]!.code]);
    expect(await codes('?from=2025-01-16&to=2025-01-16')).toEqual([placed[0]!.code]);
    expect(await codes('?from=2025-01-15&to=2025-01-15')).toEqual([]);
    expect(await codes(`?q=${encodeURIComponent('هدى القحطاني')}`)).toEqual([
      placed[1]!.code,
      placed[0]!.code,
    ]);
    expect(await codes(`?q=${placed[2]!.code.toLowerCase()}`)).toEqual([placed[2]!.code]);
    // Paging and sorting of the list are ignored: the file holds every match.
    expect(await codes('?page=2&per_page=1&sort=total&order=asc')).toHaveLength(3);

    // The same filters as the list, refused the same way.
    const bad = await staff.request('GET', '/orders/export?status=lost&from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status']);
    const list = (await staff.request('GET', '/orders?status=pending&payment_status=unpaid')).json();
    expect(list.data.map((o: { code: string }) => o.code)).toEqual(
      await codes('?status=pending&payment_status=unpaid'),
    );
  });

  it('reads the orders page by page, each order once, whatever the page size', async () => {
    const whole = await streamText(await exportOrdersCsv(shop.database.db, {}, 'en', noError));
    // Page sizes below, equal to and above the three orders: a full last page ends with an empty one.
    for (const pageSize of [1, 2, 3, 4]) {
      expect(await streamText(await exportOrdersCsv(shop.database.db, {}, 'en', noError, pageSize))).toBe(
        whole,
      );
    }
    const [one] = readCsv(
      await streamText(await exportOrdersCsv(shop.database.db, { status: 'processing' }, 'en', noError, 1)),
      ORDER_CSV_COLUMNS,
      headingsIn(ORDER_CSV_COLUMNS, 'en'),
    );
    expect(one!.code).toBe(placed[2]!.code);
  });

  it('answers the orders’ lines, a row per colour and size, filtered like the list and page by page', async () => {
    const res = await staff.request('GET', '/orders/lines/export', undefined, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="order-lines-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = readCsv(res.body, ORDER_LINE_CSV_COLUMNS, headingsIn(ORDER_LINE_CSV_COLUMNS, 'en'));
    expect(rows.map((r) => r.code)).toEqual(placed.map((o) => o.code).reverse());
    const line = rows.find((r) => r.code === placed[1]!.code)!;
    expect(line).toMatchObject({
      customer_name: 'هدى القحطاني',
      company: 'مؤسسة هدى للزي',
      po_number: 'PO-2291',
      product: suit.name,
      color: suit.pivot_colors[0]!.color.name,
      size: suit.sizes[0]!.name,
      quantity: String(suit.pieces[0]!.from),
    });
    expect(Math.round(Number(line.line_total) * 100)).toBe(
      Math.round(Number(line.unit_price) * 100) * Number(line.quantity),
    );
    const searched = await staff.request('GET', `/orders/lines/export?q=${placed[2]!.code}`, undefined, {
      lang: 'ar',
    });
    expect(
      readCsv(searched.body, ORDER_LINE_CSV_COLUMNS, headingsIn(ORDER_LINE_CSV_COLUMNS, 'ar')).map(
        (r) => r.code,
      ),
    ).toEqual([placed[2]!.code]);
    const whole = await streamText(await exportOrderLinesCsv(shop.database.db, {}, 'en', noError));
    expect(await streamText(await exportOrderLinesCsv(shop.database.db, {}, 'en', noError, 1))).toBe(whole);
    expect((await staff.request('GET', '/orders/lines/export?status=lost')).statusCode).toBe(422);
  });

  it('answers newsletter subscribers as CSV, searched like the list', async () => {
    const added = await shop.database.db
      .insert(t.newsletterSubscribers)
      .values([
        { email: 'reader.one@example.com', lang: 'ar', createdAt: new Date('2025-03-01T22:15:00Z') },
        { email: '-sales@example.com', lang: 'en' },
        { email: 'reader.two@example.com', lang: 'en' },
      ])
      .returning();
    const res = await staff.request('GET', '/subscribers/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = readCsv(res.body, SUBSCRIBER_CSV_COLUMNS);
    const total = (await staff.request('GET', '/subscribers?per_page=100')).json().total;
    expect(rows).toHaveLength(total);
    expect(rows.slice(0, 3)).toEqual([
      expect.objectContaining({ email: 'reader.two@example.com', language: 'en' }),
      // An address may start with a minus: written so that no spreadsheet reads a formula.
      expect.objectContaining({ email: "'-sales@example.com", language: 'en' }),
      { email: 'reader.one@example.com', language: 'ar', subscribed_at: '2025-03-02 01:15' },
    ]);
    const searched = await staff.request('GET', '/subscribers/export?q=READER.');
    expect(readCsv(searched.body, SUBSCRIBER_CSV_COLUMNS).map((r) => r.email)).toEqual([
      'reader.two@example.com',
      'reader.one@example.com',
    ]);
    const paged = await streamText(
      await exportSubscribersCsv(shop.database.db, { q: 'reader.' }, noError, 1),
    );
    expect(paged).toBe(searched.body);
    expect(added).toHaveLength(3);
  });

  it('is open to staff who may open the list, never without a session or with a customer token', async () => {
    const owner = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'exports-owner@shop.test', 'owner'),
    );
    for (const session of [staff, owner]) {
      for (const path of [adminRoutes.ordersExport.path, adminRoutes.subscribersExport.path]) {
        expect((await session.request('GET', path)).statusCode).toBe(200);
      }
    }
    for (const headers of [{} as Record<string, string>, huda.auth, { cookie: `shop_admin=${huda.token}` }]) {
      for (const path of [adminRoutes.ordersExport.path, adminRoutes.subscribersExport.path]) {
        const res = await adminRequest(shop.app, 'GET', path, { headers, lang: 'en' });
        expect(res.statusCode).toBe(401);
        expect(res.body).not.toContain(huda.email);
      }
    }
  });
});
