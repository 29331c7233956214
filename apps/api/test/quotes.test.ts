/**
 * Requests for quotation on every available database: a buyer asks for prices (more pieces than
 * the tiers reach too), staff price each line below the tiers and send it with a validity day,
 * the buyer orders at those prices once (two acceptances at once place one order), a lapsed quote
 * is refused and can be sent back for changes, and nobody reads or accepts another buyer's quote.
 * Mails go both ways. Answers are parsed with the contract's strict schemas.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CSRF_HEADER,
  ADMIN_SESSION_COOKIE,
  adminRoutes,
  apiRoutes,
  validationErrorAnswerSchema,
  type Product,
} from '@shop/contract';
import { ARTWORK_MAX_BYTES, QUOTE_STATUS_TEXT, halalasToSar, sarToHalalas, shopDay } from '@shop/domain';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { adminRequest, makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, pick, newAddress, newCustomer, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import { flatPng } from './support/images.js';

const DAY = 86_400_000;
const dayFromNow = (days: number) => shopDay(new Date(Date.now() + days * DAY));

describe.each(backends)('requests for quotation on $name', (backend) => {
  let shop: TestShop;
  let buyer: TestCustomer;
  let other: TestCustomer;
  let buyerAddress: number;
  let suit: Product;
  let abaya: Product;
  let staff: AdminSessionClient;
  let warehouse: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    const fx = shop.fixtures;
    buyer = await newCustomer(shop.database, {
      companyName: 'Rawabi Uniforms',
      vatNumber: '300000000000003',
    });
    other = await newCustomer(shop.database);
    buyerAddress = await newAddress(shop.database, buyer.id, {
      countryId: fx.countryId,
      cityId: fx.cityId,
      areaId: fx.areaId,
    });
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
    abaya = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.abayaId}` })).body.data;
    await shop.database.db.update(t.settings).set({ email: 'sales@shop.test' }).where(eq(t.settings.id, 1));
    staff = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'quotes-sales@shop.test', 'sales'),
      'en',
    );
    warehouse = await signInStaff(
      shop.app,
      await makeStaff(shop.database, 'quotes-warehouse@shop.test', 'warehouse'),
      'en',
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  const ask = (customer: TestCustomer, payload: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
    call(shop.app, { method: 'POST', url: `/${lang}/api/quotes`, headers: customer.auth, payload });
  const read = (customer: TestCustomer, id: number, lang: 'ar' | 'en' = 'en') =>
    call(shop.app, { method: 'GET', url: `/${lang}/api/quotes/${id}`, headers: customer.auth });
  const accept = (
    customer: TestCustomer,
    id: number,
    payload: Record<string, unknown> = { address_id: buyerAddress, payment_method: 0 },
  ) =>
    call(shop.app, { method: 'POST', url: `/en/api/quotes/${id}/accept`, headers: customer.auth, payload });
  const mailsOf = async (kind: string) =>
    shop.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, kind));

  /** A quote asked by the buyer and priced by staff at `price` SAR a piece, valid `days` more days. */
  async function pricedQuote(price: string, days = 7): Promise<{ id: number; pieces: number }> {
    const asked = await ask(buyer, { products: [pick(suit, [[0, 0, 60]])] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const quote = asked.body.data;
    const sent = await staff.request('PUT', `/quotes/${quote.id}`, {
      action: 'send',
      valid_until: dayFromNow(days),
      lines: quote.lines.map((l: { id: number }) => ({ id: l.id, unit_price: price })),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { id: quote.id, pieces: quote.pieces };
  }

  it('records a request with each line at its tier price, more pieces than the tiers reach included, and tells the shop', async () => {
    const last = suit.pieces[suit.pieces.length - 1]!;
    const many = (last.to ?? last.from) + 500;
    const res = await ask(
      buyer,
      {
        products: [
          pick(suit, [[0, 0, many]]),
          pick(abaya, [
            [1, 0, 10],
            [1, 1, 5],
            [0, 0, 0],
          ]),
        ],
        wanted_by: dayFromNow(20),
        note: 'Embroidered logo on the chest',
      },
      'ar',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const quote = expectShape(apiRoutes.quoteCreate.answer, res.body).data;
    expect(quote).toMatchObject({
      status: 'requested',
      status_text: QUOTE_STATUS_TEXT.ar.requested,
      wanted_by: dayFromNow(20),
      note: 'Embroidered logo on the chest',
      pieces: many + 15,
      subtotal: null,
      can_accept: false,
      can_ask_changes: false,
      order: null,
    });
    expect(quote.lines).toHaveLength(2);
    // Beyond the last tier: the last tier's price.
    expect(quote.lines[0]).toMatchObject({
      quantity: many,
      tier_price: last.price,
      price: null,
      total: null,
    });
    // The abaya's empty size was dropped; its pieces are listed by colour and size.
    expect(quote.lines[1]!.colors).toHaveLength(1);
    expect(quote.lines[1]!.colors[0]!.sizes.map((s) => s.quantity)).toEqual([10, 5]);
    expect(quote.tier_subtotal).toBe(
      halalasToSar(quote.lines.reduce((n, l) => n + l.quantity * sarToHalalas(l.tier_price), 0)),
    );
    const [mail] = (await mailsOf('quote_requested')).filter((m) => m.text.includes(`#${quote.id}`));
    expect(mail?.to).toBe('sales@shop.test');
    expect(mail?.text).toContain('Rawabi Uniforms');
    expect(mail?.text).toContain(`/admin/quotes/${quote.id}`);

    // The buyer's list has it; another buyer's list does not, and its id is a 404 to them.
    const mine = expectShape(
      apiRoutes.quotes.answer,
      (await call(shop.app, { method: 'GET', url: '/en/api/quotes', headers: buyer.auth })).body,
    ).data;
    expect(mine.data.map((q) => q.id)).toContain(quote.id);
    const theirs = (await call(shop.app, { method: 'GET', url: '/en/api/quotes', headers: other.auth })).body
      .data;
    expect(theirs.total).toBe(0);
    expect((await read(other, quote.id)).status).toBe(404);
    expect((await accept(other, quote.id, { address_id: buyerAddress, payment_method: 0 })).status).toBe(404);
  });

  it('refuses a request below the first tier, of unknown colours, for a past day or empty, with translated field errors', async () => {
    const first = suit.pieces[0]!;
    const res = await ask(
      buyer,
      {
        products: [
          pick(suit, [[0, 0, first.from - 1]]),
          {
            product_id: abaya.id,
            colors: [
              { color_id: suit.pivot_colors[0]!.id, sizes: [{ size_id: abaya.sizes[0]!.id, quantity: 20 }] },
            ],
          },
        ],
        wanted_by: dayFromNow(-2),
      },
      'ar',
    );
    expect(res.status).toBe(422);
    const errors = expectShape(validationErrorAnswerSchema, res.body).errors;
    expect(Object.keys(errors).sort()).toEqual(['products.0', 'products.1.colors.0.color_id', 'wanted_by']);
    expect(errors.wanted_by![0]).toMatch(/[\u0600-\u06FF]/);
    // Millions of pieces in every size: more than any order may be worth, refused, not a 500.
    const huge = await ask(buyer, {
      products: [
        {
          product_id: suit.id,
          colors: suit.pivot_colors.map((c) => ({
            color_id: c.id,
            sizes: suit.sizes.map((s) => ({ size_id: s.id, quantity: 1_000_000 })),
          })),
        },
      ],
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ 'products.0': [translate('en', 'order.tooLarge')] });
    expect((await ask(buyer, { products: [] })).status).toBe(422);
    expect((await ask(buyer, { products: [pick(suit, [[0, 0, 0]])] })).status).toBe(422);
    const unsigned = await call(shop.app, {
      method: 'POST',
      url: '/en/api/quotes',
      payload: { products: [] },
    });
    expect(unsigned.status).toBe(401);
  });

  it('lets staff price every line below the tiers and send it; the buyer reads the prices and gets the mail', async () => {
    const asked = (
      await ask(buyer, {
        products: [
          pick(suit, [
            [0, 0, 40],
            [1, 1, 20],
          ]),
          pick(abaya, [[0, 0, 30]]),
        ],
      })
    ).body.data;
    const list = expectShape(
      adminRoutes.quoteList.answer,
      (await staff.request('GET', '/quotes?status=requested')).json(),
    );
    expect(list.data.map((q) => q.id)).toContain(asked.id);
    expect(list.data.find((q) => q.id === asked.id)).toMatchObject({
      company_name: 'Rawabi Uniforms',
      pieces: 90,
    });
    const one = expectShape(
      adminRoutes.quoteOne.answer,
      (await staff.request('GET', `/quotes/${asked.id}`)).json(),
    ).data;
    expect(one).toMatchObject({ can_price: true, can_decline: true, vat_number: '300000000000003' });

    // Every line must be priced, with real prices, for a day not yet past.
    const [suitLine, abayaLine] = one.lines;
    const partial = await staff.request('PUT', `/quotes/${asked.id}`, {
      action: 'send',
      valid_until: dayFromNow(7),
      lines: [{ id: suitLine!.id, unit_price: '30' }],
    });
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(partial.json().errors)).toEqual(['lines']);
    const bad = await staff.request('PUT', `/quotes/${asked.id}`, {
      action: 'send',
      valid_until: dayFromNow(-1),
      lines: [
        { id: suitLine!.id, unit_price: '-3' },
        { id: abayaLine!.id, unit_price: '12.345' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lines.0.unit_price', 'lines.1.unit_price']);
    const past = await staff.request('PUT', `/quotes/${asked.id}`, {
      action: 'send',
      valid_until: dayFromNow(-1),
      lines: [
        { id: suitLine!.id, unit_price: '30' },
        { id: abayaLine!.id, unit_price: '١٩٫٥' },
      ],
    });
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['valid_until']);
    // Prices the buyer could never order at: with VAT and delivery, more than an order holds.
    const huge = await staff.request('PUT', `/quotes/${asked.id}`, {
      action: 'send',
      valid_until: dayFromNow(7),
      lines: [
        { id: suitLine!.id, unit_price: '1000000' },
        { id: abayaLine!.id, unit_price: '1000000' },
      ],
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({
      lines: ['At these prices the quote, with VAT and delivery, is larger than any order the shop can take'],
    });
    // Left empty, the day is asked for, not said to be written wrong.
    const noDay = await staff.request('PUT', `/quotes/${asked.id}`, {
      action: 'send',
      valid_until: '',
      lines: [
        { id: suitLine!.id, unit_price: '30' },
        { id: abayaLine!.id, unit_price: '19.5' },
      ],
    });
    expect(noDay.json().errors).toEqual({ valid_until: ['Choose the last day the prices hold'] });
    // The warehouse has no business with prices.
    expect((await warehouse.request('GET', '/quotes')).statusCode).toBe(403);
    expect((await warehouse.request('PUT', `/quotes/${asked.id}`, { action: 'decline' })).statusCode).toBe(
      403,
    );

    const sent = await staff.request('PUT', `/quotes/${asked.id}`, {
      action: 'send',
      valid_until: dayFromNow(7),
      staff_note: 'Prices include the logo',
      lines: [
        { id: suitLine!.id, unit_price: '30' },
        { id: abayaLine!.id, unit_price: '١٩٫٥' },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const priced = expectShape(adminRoutes.quoteUpdate.answer, sent.json()).data;
    expect(priced).toMatchObject({
      status: 'quoted',
      subtotal: 60 * 30 + 30 * 19.5,
      valid_until: dayFromNow(7),
    });

    const seen = expectShape(apiRoutes.quote.answer, (await read(buyer, asked.id, 'ar')).body).data;
    expect(seen).toMatchObject({
      status: 'quoted',
      status_text: QUOTE_STATUS_TEXT.ar.quoted,
      staff_note: 'Prices include the logo',
      subtotal: 2385,
      can_accept: true,
      can_ask_changes: true,
    });
    expect(seen.lines.map((l) => [l.price, l.total])).toEqual([
      [30, 1800],
      [19.5, 585],
    ]);
    const mail = (await mailsOf('quote_sent')).find((m) => m.text.includes(`#${asked.id}`));
    expect(mail?.to).toBe(buyer.email);
    expect(mail?.text).toContain('2,385.00');
    const [audit] = await shop.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'quote'), eq(t.auditLog.entityId, String(asked.id))));
    expect(audit?.action).toBe('quote.send');
  });

  it('places the order at the quoted prices once, even when the buyer accepts twice at the same time', async () => {
    const { id, pieces } = await pricedQuote('25.50');
    const [first, second] = await Promise.all([
      accept(buyer, id, { address_id: buyerAddress, payment_method: 0, po_number: 'PO-77' }),
      accept(buyer, id, { address_id: buyerAddress, payment_method: 0, po_number: 'PO-77' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 422]);
    const placed = (first.status === 200 ? first : second).body.data;
    const refused = (first.status === 200 ? second : first).body;
    expect(refused.errors._).toEqual(['You have already ordered this quote']);

    const order = (
      await call(shop.app, { method: 'GET', url: `/en/api/orders/${placed.id}`, headers: buyer.auth })
    ).body.data;
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({ quantity: pieces, price: 25.5, total: pieces * 25.5 });
    expect(order.po_number).toBe('PO-77');
    expect(order.coupon_code).toBeNull();
    // One order at the quoted price, however many acceptances arrived.
    const [atQuotedPrice] = await shop.database.db
      .select({ n: count() })
      .from(t.orderLines)
      .innerJoin(t.orders, eq(t.orders.id, t.orderLines.orderId))
      .where(and(eq(t.orders.customerId, buyer.id), eq(t.orderLines.unitPriceHalalas, 2550)));
    expect(atQuotedPrice?.n).toBe(1);
    const quote = expectShape(apiRoutes.quote.answer, (await read(buyer, id)).body).data;
    expect(quote).toMatchObject({
      status: 'accepted',
      can_accept: false,
      order: { id: placed.id, code: placed.code },
    });
    // Staff can no longer change it.
    const late = await staff.request('PUT', `/quotes/${id}`, { action: 'decline' });
    expect(late.statusCode).toBe(422);
  });

  it('refuses a lapsed quote, which the buyer sends back for changes and staff price again', async () => {
    const { id } = await pricedQuote('28', 0);
    // The validity day passes.
    await shop.database.db
      .update(t.quotes)
      .set({ validUntil: dayFromNow(-1) })
      .where(eq(t.quotes.id, id));
    const lapsed = await accept(buyer, id);
    expect(lapsed.status).toBe(422);
    expect(lapsed.body.errors._[0]).toMatch(/expired/);
    expect((await read(buyer, id)).body.data).toMatchObject({
      status: 'expired',
      can_accept: false,
      can_ask_changes: true,
    });

    const blank = await call(shop.app, {
      method: 'POST',
      url: `/en/api/quotes/${id}/changes`,
      headers: buyer.auth,
      payload: { message: '  ' },
    });
    expect(blank.status).toBe(422);
    const changes = await call(shop.app, {
      method: 'POST',
      url: `/en/api/quotes/${id}/changes`,
      headers: buyer.auth,
      payload: { message: 'Please hold the price until month end' },
    });
    expect(changes.status, JSON.stringify(changes.body)).toBe(200);
    expect(changes.body.data).toMatchObject({
      status: 'changes_requested',
      changes_note: 'Please hold the price until month end',
    });
    expect((await mailsOf('quote_changes')).some((m) => m.text.includes('Please hold the price'))).toBe(true);
    // Asking again before staff answer is refused: nothing is open to change.
    const again = await call(shop.app, {
      method: 'POST',
      url: `/en/api/quotes/${id}/changes`,
      headers: buyer.auth,
      payload: { message: 'x' },
    });
    expect(again.status).toBe(422);

    const repriced = await staff.request('GET', `/quotes/${id}`);
    const lines = repriced.json().data.lines as { id: number }[];
    const sent = await staff.request('PUT', `/quotes/${id}`, {
      action: 'send',
      valid_until: dayFromNow(20),
      lines: lines.map((l) => ({ id: l.id, unit_price: '27' })),
    });
    expect(sent.statusCode).toBe(200);
    const placed = await accept(buyer, id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it('lets staff decline a request, which the buyer can then not order', async () => {
    const asked = (await ask(buyer, { products: [pick(suit, [[0, 0, 30]])] })).body.data;
    const declined = await staff.request('PUT', `/quotes/${asked.id}`, {
      action: 'decline',
      staff_note: 'Out of fabric',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', can_price: false });
    expect((await mailsOf('quote_declined')).some((m) => m.text.includes('Out of fabric'))).toBe(true);
    const refused = await accept(buyer, asked.id);
    expect(refused.status).toBe(422);
    expect((await staff.request('GET', '/quotes/999999')).statusCode).toBe(404);
  });
  describe('orders staff make for a customer', () => {
    const lines = () => [pick(suit, [[0, 0, 20]]), pick(abaya, [[1, 1, 55]])];

    it('previews the figures the server would charge, then places the order on transfer terms and mails the customer', async () => {
      const body = { customer_id: buyer.id, address_id: buyerAddress, products: lines(), po_number: 'PO-77' };
      const preview = await staff.request('POST', '/orders/preview', body);
      expect(preview.statusCode, preview.body).toBe(200);
      const figures = expectShape(adminRoutes.staffOrderPreview.answer, preview.json()).data;
      // 20 suits at 99.99 and 55 abayas at the 50–99 tier's 89.50; Zeta City's 25.50 a product.
      expect(figures.lines.map((l) => [l.quantity, l.unit_price, l.line_total])).toEqual([
        [20, 99.99, 1999.8],
        [55, 89.5, 4922.5],
      ]);
      expect(figures.shipping).toBe(51);
      const mailsBefore = (await mailsOf('order_placed')).length;
      const made = await staff.request('POST', '/orders', { ...body, action: 'place' });
      expect(made.statusCode, made.body).toBe(200);
      const answer = expectShape(adminRoutes.staffOrderCreate.answer, made.json());
      expect(answer.data.kind).toBe('order');
      expect(answer.message).toBe(
        `Order ${answer.data.code} was placed and its confirmation mailed to the customer`,
      );
      const order = (
        await call(shop.app, { method: 'GET', url: `/en/api/orders/${answer.data.id}`, headers: buyer.auth })
      ).body.data;
      expect(order).toMatchObject({ total: figures.total, po_number: 'PO-77', payment_method: 0 });
      expect((await mailsOf('order_placed')).length).toBe(mailsBefore + 1);
      const [audit] = await shop.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'order.create'), eq(t.auditLog.entityId, String(answer.data.id))));
      expect(audit!.staffEmail).toBe('quotes-sales@shop.test');
    });

    /** A staff order or draft sent with an Idempotency-Key. */
    const send = (payload: Record<string, unknown>, key: string) =>
      adminRequest(shop.app, 'POST', '/orders', {
        payload,
        lang: 'en',
        headers: {
          cookie: `${ADMIN_SESSION_COOKIE}=${staff.cookie}`,
          [ADMIN_CSRF_HEADER]: staff.csrf,
          'idempotency-key': key,
        },
      });

    it('places one order for one Idempotency-Key however often the same attempt is sent, and refuses the key for another order', async () => {
      const body = { customer_id: buyer.id, address_id: buyerAddress, products: lines(), action: 'place' };
      const key = `staff-order-${process.pid}-${Date.now()}`;
      const [first, second] = await Promise.all([send(body, key), send(body, key)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json().data).toEqual(first.json().data);
      const third = await send(body, key);
      expect(third.json().data).toEqual(first.json().data);
      const audits = await shop.database.db
        .select()
        .from(t.auditLog)
        .where(
          and(eq(t.auditLog.action, 'order.create'), eq(t.auditLog.entityId, String(first.json().data.id))),
        );
      expect(audits).toHaveLength(1);
      const other = await send({ ...body, po_number: 'PO-other' }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json().errors).toEqual({
        idempotency_key: ['This Idempotency-Key was already used for a different order'],
      });
      const bad = await send(body, ' ');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['idempotency_key']);
    });

    it('keeps one draft for one Idempotency-Key, sent three times at once, and refuses the key for another draft or an order', async () => {
      const body = { customer_id: buyer.id, products: lines(), note: 'Phoned twice', action: 'draft' };
      const key = `staff-draft-${process.pid}-${Date.now()}`;
      const answers = await Promise.all([send(body, key), send(body, key), send(body, key)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const ids = new Set(answers.map((a) => a.json().data.id));
      expect(ids.size).toBe(1);
      expect(answers[0]!.json().data).toMatchObject({ kind: 'quote', code: null });
      const drafts = await shop.database.db
        .select()
        .from(t.quotes)
        .where(and(eq(t.quotes.customerId, buyer.id), eq(t.quotes.note, 'Phoned twice')));
      expect(drafts).toHaveLength(1);
      const another = await send({ ...body, note: 'Another call' }, key);
      expect(another.json().errors).toEqual({
        idempotency_key: ['This Idempotency-Key was already used for a different order'],
      });
      const placed = await send({ ...body, address_id: buyerAddress, action: 'place' }, key);
      expect(placed.statusCode).toBe(422);
      expect(Object.keys(placed.json().errors)).toEqual(['idempotency_key']);
    });

    it('keeps a draft as a quote in the customer’s account for staff to price and send', async () => {
      const made = await staff.request('POST', '/orders', {
        customer_id: buyer.id,
        products: lines(),
        note: 'Phoned in by the buyer',
        action: 'draft',
      });
      expect(made.statusCode, made.body).toBe(200);
      const { data } = made.json();
      expect(data).toMatchObject({ kind: 'quote', code: null });
      const mine = await read(buyer, data.id);
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({
        status: 'requested',
        note: 'Phoned in by the buyer',
        pieces: 75,
      });
      const quote = (await staff.request('GET', `/quotes/${data.id}`)).json().data;
      expect(quote.can_price).toBe(true);
    });

    it('refuses what the customer’s own order would be refused, another customer’s address and a warehouse account', async () => {
      const refused = await staff.request('POST', '/orders', {
        customer_id: buyer.id,
        address_id: buyerAddress,
        products: [pick(suit, [[0, 0, 3]])],
        action: 'place',
      });
      expect(refused.statusCode).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, refused.json()).errors).toHaveProperty('products.0');
      const otherAddress = await newAddress(shop.database, other.id);
      const foreign = await staff.request('POST', '/orders', {
        customer_id: buyer.id,
        address_id: otherAddress,
        products: lines(),
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.address_id).toBeDefined();
      const noAddress = await staff.request('POST', '/orders', { customer_id: buyer.id, products: lines() });
      expect(noAddress.json().errors).toEqual({
        address_id: [translate('en', 'validation.addressIdRequired')],
      });
      const nobody = await staff.request('POST', '/orders/preview', {
        customer_id: 999_999,
        address_id: buyerAddress,
        products: lines(),
      });
      expect(nobody.json().errors).toEqual({ customer_id: [translate('en', 'admin.customerUnknown')] });
      const byWarehouse = await warehouse.request('POST', '/orders', {
        customer_id: buyer.id,
        address_id: buyerAddress,
        products: lines(),
      });
      expect(byWarehouse.statusCode).toBe(403);
    });
  });
  describe('logo artwork', () => {
    const upload = (
      body: Buffer,
      customer: TestCustomer = buyer,
      type = 'application/octet-stream',
      lang = 'en',
    ) =>
      shop.app.inject({
        method: 'POST',
        url: `/${lang}/api/artworks`,
        headers: { ...customer.auth, 'content-type': type },
        payload: body,
      });
    const onePagePdf = () =>
      new Promise<Buffer>((resolve) => {
        const doc = new PDFDocument({ size: [200, 100] });
        const chunks: Buffer[] = [];
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.rect(20, 20, 160, 60).fill('#0a7');
        doc.end();
      });

    it('takes a picture, an SVG or a PDF and draws a PNG preview that only its buyer and staff read', async () => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#c00"/></svg>',
      );
      for (const [body, type] of [
        [flatPng(300, 200), 'image/png'],
        [svg, 'image/svg+xml'],
        [await onePagePdf(), 'application/pdf'],
      ] as const) {
        const saved = await upload(body);
        expect(saved.statusCode, saved.body).toBe(200);
        const artwork = expectShape(apiRoutes.artworkUpload.answer, saved.json()).data;
        expect(artwork).toMatchObject({ content_type: type, byte_size: body.length, has_preview: true });
        const preview = await call(shop.app, {
          method: 'GET',
          url: `/en/api/artworks/${artwork.id}/preview`,
          headers: buyer.auth,
        });
        expect(preview.status).toBe(200);
        const png = await shop.app.inject({
          method: 'GET',
          url: `/en/api/artworks/${artwork.id}/preview`,
          headers: buyer.auth,
        });
        expect(png.headers['content-type']).toBe('image/png');
        const { width, height } = await sharp(png.rawPayload).metadata();
        expect(Math.max(width!, height!)).toBeLessThanOrEqual(800);
        const file = await shop.app.inject({
          method: 'GET',
          url: `/en/api/artworks/${artwork.id}`,
          headers: buyer.auth,
        });
        expect(file.rawPayload.equals(body)).toBe(true);
        expect(file.headers['content-security-policy']).toContain('sandbox');
        // Another buyer: not found; staff of the sales desk and the warehouse: the file.
        expect(
          (
            await call(shop.app, {
              method: 'GET',
              url: `/en/api/artworks/${artwork.id}`,
              headers: other.auth,
            })
          ).status,
        ).toBe(404);
        expect((await staff.request('GET', `/artworks/${artwork.id}`)).statusCode).toBe(200);
        expect((await warehouse.request('GET', `/artworks/${artwork.id}/preview`)).statusCode).toBe(200);
      }
    });

    it('goes on a quote line with its placement, for the buyer and staff to see; another buyer’s artwork or a product not asked for is refused', async () => {
      const artwork = (await upload(flatPng(200, 100))).json().data;
      const foreign = (await upload(flatPng(20, 20), other)).json().data;
      const asked = await ask(buyer, {
        products: [pick(suit, [[0, 0, 30]]), pick(abaya, [[0, 0, 30]])],
        artworks: [{ product_id: suit.id, artwork_id: artwork.id, placement: 'chest_left' }],
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const lines = expectShape(apiRoutes.quoteCreate.answer, asked.body).data.lines;
      expect(lines.map((l) => l.artwork)).toEqual([
        { id: artwork.id, placement: 'chest_left', content_type: 'image/png', has_preview: true },
        null,
      ]);
      const forStaff = (await staff.request('GET', `/quotes/${asked.body.data.id}`)).json().data;
      expect(forStaff.lines[0].artwork).toMatchObject({ id: artwork.id, placement: 'chest_left' });

      const refused = await ask(
        buyer,
        {
          products: [pick(suit, [[0, 0, 30]])],
          artworks: [
            { product_id: suit.id, artwork_id: foreign.id, placement: 'back' },
            { product_id: abaya.id, artwork_id: artwork.id, placement: 'sleeve' },
          ],
        },
        'ar',
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        'artworks.0.artwork_id': ['ملف الشعار غير موجود'],
        'artworks.1.product_id': ['هذا الشعار لمنتج ليس في الطلب'],
      });
      const nowhere = await ask(buyer, {
        products: [pick(suit, [[0, 0, 30]])],
        artworks: [{ product_id: suit.id, artwork_id: artwork.id, placement: 'roof' }],
      });
      expect(nowhere.body.errors).toEqual({
        'artworks.0.placement': ['Choose where the logo goes: chest left or right, back or sleeve'],
      });
    });

    it('travels to the order placed from the quote, where staff approve it before production, the buyer mailed each time', async () => {
      const artwork = (await upload(flatPng(120, 120))).json().data;
      const asked = await ask(buyer, {
        products: [pick(suit, [[0, 0, 60]])],
        artworks: [{ product_id: suit.id, artwork_id: artwork.id, placement: 'back' }],
      });
      const quote = asked.body.data;
      const sent = await staff.request('PUT', `/quotes/${quote.id}`, {
        action: 'send',
        valid_until: dayFromNow(5),
        lines: quote.lines.map((l: { id: number }) => ({ id: l.id, unit_price: '30' })),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const placed = await accept(buyer, quote.id);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const orderId = placed.body.data.id as number;
      const bill = (
        await call(shop.app, { method: 'GET', url: `/en/api/orders/${orderId}`, headers: buyer.auth })
      ).body.data;
      expect(bill.artwork_status).toBe('awaiting');
      expect(bill.products[0].artwork).toEqual({
        id: artwork.id,
        placement: 'back',
        content_type: 'image/png',
        has_preview: true,
      });

      // Production waits for the logo.
      const early = await staff.request('PUT', `/orders/${orderId}/status`, { status: 'processing' });
      expect(early.statusCode).toBe(422);
      expect(early.json().errors).toEqual({ status: [translate('en', 'admin.artworkNotApproved')] });
      expect(
        (await warehouse.request('PUT', `/orders/${orderId}/artwork`, { action: 'approve' })).statusCode,
      ).toBe(403);

      const noNote = await staff.request('PUT', `/orders/${orderId}/artwork`, { action: 'request_changes' });
      expect(noNote.json().errors).toEqual({ note: ['Say what the buyer should change in the logo'] });
      const changes = await staff.request('PUT', `/orders/${orderId}/artwork`, {
        action: 'request_changes',
        note: 'Send the logo without the white box',
      });
      expect(changes.statusCode, changes.body).toBe(200);
      expect(changes.json().data).toMatchObject({
        artwork_status: 'changes_requested',
        artwork_note: 'Send the logo without the white box',
      });
      expect(
        (await mailsOf('artwork_changes')).some((m) =>
          m.text.includes('Send the logo without the white box'),
        ),
      ).toBe(true);
      // Asked once: staff cannot ask again before the buyer answers.
      expect(
        (await staff.request('PUT', `/orders/${orderId}/artwork`, { action: 'request_changes', note: 'x' }))
          .statusCode,
      ).toBe(422);

      // The buyer sends a new file: nobody else can, nor for a product without a logo, nor their own twice.
      const replace = (customer: TestCustomer, payload: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
        call(shop.app, {
          method: 'PUT',
          url: `/${lang}/api/orders/${orderId}/artwork`,
          headers: customer.auth,
          payload,
        });
      const fresh = (await upload(flatPng(150, 150))).json().data;
      const stranger = (await upload(flatPng(10, 10), other)).json().data;
      expect(
        (
          await replace(other, {
            artworks: [{ product_id: suit.id, artwork_id: stranger.id, placement: 'back' }],
          })
        ).status,
      ).toBe(404);
      const wrong = await replace(buyer, {
        artworks: [
          { product_id: abaya.id, artwork_id: fresh.id, placement: 'back' },
          { product_id: suit.id, artwork_id: stranger.id, placement: 'back' },
        ],
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({
        'artworks.0.product_id': ['This logo is for a product that is not in the order'],
        'artworks.1.artwork_id': ['Artwork not found'],
      });
      expect((await replace(buyer, { artworks: [] }, 'ar')).body.errors).toEqual({
        artworks: ['ارفع ملف الشعار'],
      });
      const replaced = await replace(buyer, {
        artworks: [{ product_id: suit.id, artwork_id: fresh.id, placement: 'sleeve' }],
      });
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
      const afterReplace = expectShape(apiRoutes.orderArtworkReplace.answer, replaced.body).data;
      expect(afterReplace.artwork_status).toBe('awaiting');
      expect(afterReplace.products[0]!.artwork).toMatchObject({ id: fresh.id, placement: 'sleeve' });
      expect((await mailsOf('artwork_replaced')).some((m) => m.to === 'sales@shop.test')).toBe(true);
      const again = await replace(buyer, {
        artworks: [{ product_id: suit.id, artwork_id: fresh.id, placement: 'back' }],
      });
      expect(again.body.errors).toEqual({
        artworks: ['Our team has not asked for changes to this order’s logo, so it cannot be changed now'],
      });

      // Then approved, and production may start.
      const approved = await staff.request('PUT', `/orders/${orderId}/artwork`, { action: 'approve' });
      expect(approved.json().data).toMatchObject({ artwork_status: 'approved', artwork_note: null });
      expect((await mailsOf('artwork_approved')).length).toBeGreaterThan(0);
      expect(
        (await staff.request('PUT', `/orders/${orderId}/artwork`, { action: 'approve' })).statusCode,
      ).toBe(422);
      const [audit] = await shop.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'artwork-approve'), eq(t.auditLog.entityId, String(orderId))));
      expect(audit).toBeDefined();
    });

    it("goes on a cart order at the product's logo price per piece: on the bill's line and subtotal, taxed, awaiting approval", async () => {
      const artwork = (await upload(flatPng(90, 90))).json().data;
      const foreign = (await upload(flatPng(20, 20), other)).json().data;
      await shop.database.db
        .update(t.products)
        .set({ logoPriceHalalas: 500 })
        .where(eq(t.products.id, suit.id));
      await shop.database.db
        .update(t.products)
        .set({ logoPriceHalalas: null })
        .where(eq(t.products.id, abaya.id));
      try {
        const card = (await call(shop.app, { method: 'GET', url: `/en/api/products/${suit.id}` })).body.data;
        expect(card.logo_price).toBe(5);
        const order = (payload: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
          call(shop.app, {
            method: 'POST',
            url: `/${lang}/api/orders`,
            headers: buyer.auth,
            payload: { address_id: buyerAddress, payment_method: 0, ...payload },
          });
        const refused = await order(
          {
            products: [pick(suit, [[0, 0, 60]]), pick(abaya, [[0, 0, 30]])],
            artworks: [
              { product_id: suit.id, artwork_id: foreign.id, placement: 'back' },
              { product_id: abaya.id, artwork_id: artwork.id, placement: 'back' },
            ],
          },
          'ar',
        );
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({
          'artworks.0.artwork_id': ['ملف الشعار غير موجود'],
          'artworks.1.product_id': [translate('ar', 'order.logoNotOffered')],
        });
        const missing = await order({
          products: [pick(suit, [[0, 0, 60]])],
          artworks: [{ product_id: abaya.id, artwork_id: artwork.id, placement: 'back' }],
        });
        expect(missing.body.errors).toEqual({
          'artworks.0.product_id': ['This logo is for a product that is not in the order'],
        });

        const plain = await call(shop.app, {
          method: 'POST',
          url: '/en/api/orders',
          headers: buyer.auth,
          payload: { address_id: buyerAddress, payment_method: 0, products: [pick(suit, [[0, 0, 60]])] },
        });
        const placed = await order({
          products: [pick(suit, [[0, 0, 60]])],
          artworks: [{ product_id: suit.id, artwork_id: artwork.id, placement: 'chest_right' }],
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        const bill = expectShape(
          apiRoutes.order.answer,
          (
            await call(shop.app, {
              method: 'GET',
              url: `/en/api/orders/${placed.body.data.id}`,
              headers: buyer.auth,
            })
          ).body,
        ).data;
        const without = (
          await call(shop.app, {
            method: 'GET',
            url: `/en/api/orders/${plain.body.data.id}`,
            headers: buyer.auth,
          })
        ).body.data;
        expect(bill.artwork_status).toBe('awaiting');
        expect(bill.products[0]).toMatchObject({
          logo_price: 5,
          logo_total: 300,
          total: without.products[0].total,
          artwork: { id: artwork.id, placement: 'chest_right' },
        });
        expect(bill.logos).toBe(300);
        expect(sarToHalalas(bill.subtotal)).toBe(sarToHalalas(without.subtotal) + 30_000);
        // VAT on the logo too: 15% of 300.00 more.
        expect(sarToHalalas(bill.tax) - sarToHalalas(without.tax)).toBe(4_500);
        expect(sarToHalalas(bill.total)).toBe(
          sarToHalalas(bill.subtotal) -
            sarToHalalas(bill.coupon_value) +
            sarToHalalas(bill.shipping) +
            sarToHalalas(bill.tax),
        );
        // Staff see it on the order, and the lines file prices the logo per piece.
        const forStaff = (await staff.request('GET', `/orders/${bill.id}`)).json().data;
        expect(forStaff.products[0]).toMatchObject({ logo_price: 5, logo_total: 300 });
      } finally {
        await shop.database.db
          .update(t.products)
          .set({ logoPriceHalalas: null })
          .where(eq(t.products.id, suit.id));
      }
    });

    it('refuses a file that is no artwork, too large, or an SVG that reaches outside itself, saying why', async () => {
      const cases = [
        [
          Buffer.from('MZ\x90 not a picture'),
          'en',
          'Upload the logo as a picture (PNG, JPEG or WebP), an SVG or a PDF',
        ],
        [Buffer.alloc(ARTWORK_MAX_BYTES + 1, 0x25), 'en', 'The file is too large: at most 5 MB'],
        [
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd" width="10" height="10"/></svg>',
          ),
          'ar',
          'لا يمكن قبول ملف SVG هذا لأنه يشير إلى ملفات أو روابط خارجه؛ صدّره مرة أخرى دون روابط أو ارفعه PNG',
        ],
        // A PNG cut short decodes to nothing.
        [
          flatPng(50, 50).subarray(0, 40),
          'en',
          'Upload the logo as a picture (PNG, JPEG or WebP), an SVG or a PDF',
        ],
      ] as const;
      for (const [body, lang, text] of cases) {
        const res = await upload(body, buyer, 'application/octet-stream', lang);
        expect(res.statusCode, text).toBe(422);
        expect(expectShape(validationErrorAnswerSchema, res.json()).errors).toEqual({ file: [text] });
      }
      const signedOut = await shop.app.inject({
        method: 'POST',
        url: '/en/api/artworks',
        payload: flatPng(10, 10),
        headers: { 'content-type': 'image/png' },
      });
      expect(signedOut.statusCode).toBe(401);
    });
  });
});
