/**
 * Orders as staff handle them, on every backend: the list with search and filters, one order with
 * its bill, moves along the workflow that the customer sees in the account and receives by mail in
 * the order's language, bank transfers confirmed once, each change in the audit log.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, apiRoutes, type Product } from '@shop/contract';
import { ORDER_STATUS_TEXT } from '@shop/domain';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newAddress, newCustomer, type TestCustomer } from './support/checkout.js';
import { expectShape } from './support/contract.js';
import type { Fixtures } from './support/fixtures.js';

describe.each(backends)('staff orders on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  let staff: AdminSessionClient;
  let buyer: TestCustomer;
  let other: TestCustomer;
  let suit: Product;
  const placed: { id: number; code: string; method: 0 | 1; customer: TestCustomer }[] = [];
  let keySeq = 0;

  const placeOrder = async (customer: TestCustomer, method: 0 | 1, lang: 'ar' | 'en') => {
    const address = await newAddress(shop.database, customer.id);
    const from = suit.pieces[0]!.from;
    const res = await call(shop.app, {
      method: 'POST',
      url: `/${lang}/api/orders`,
      headers: { ...customer.auth, 'idempotency-key': `admin-orders-${backend.name}-${(keySeq += 1)}` },
      payload: {
        payment_method: method,
        address_id: address,
        coupon_code: null,
        products: [
          {
            product_id: suit.id,
            colors: [
              { color_id: suit.pivot_colors[0]!.id, sizes: [{ size_id: suit.sizes[0]!.id, quantity: from }] },
            ],
          },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = expectShape(apiRoutes.orderCreate.answer, res.body).data;
    placed.push({ id: created.id, code: created.code, method, customer });
    return created;
  };

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
    buyer = await newCustomer(shop.database, { fname: 'Huda', lname: 'Qahtani', lang: 'ar' });
    other = await newCustomer(shop.database, { fname: 'Omar', lname: 'Zeta' });
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${fx.suitId}` })).body.data;
    await placeOrder(buyer, 0, 'ar');
    await placeOrder(buyer, 1, 'ar');
    await placeOrder(other, 0, 'en');
    const clerk = await makeStaff(shop.database, 'orders-clerk@shop.test', 'staff');
    staff = await signInStaff(shop.app, clerk, 'en');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists orders newest first, searched by code, customer name, email or phone and filtered by status and payment', async () => {
    const all = expectShape(adminRoutes.orderList.answer, (await staff.request('GET', '/orders')).json());
    expect(all.total).toBe(3);
    expect(all.data.map((o) => o.id)).toEqual(placed.map((o) => o.id).reverse());
    expect(all.data[0]).toMatchObject({
      customer_name: 'Omar Zeta',
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect(all.data[0]!.total).toBeGreaterThan(0);
    expect(all.data[0]!.items_count).toBe(suit.pieces[0]!.from);

    const byCode = (await staff.request('GET', `/orders?q=${placed[1]!.code.toLowerCase()}`)).json();
    expect(byCode.data.map((o: { id: number }) => o.id)).toEqual([placed[1]!.id]);
    const byName = (await staff.request('GET', `/orders?q=${encodeURIComponent('huda qahtani')}`)).json();
    expect(byName.total).toBe(2);
    const byEmail = (await staff.request('GET', `/orders?q=${encodeURIComponent(other.email)}`)).json();
    expect(byEmail.total).toBe(1);
    const cards = (
      await staff.request('GET', '/orders?payment_status=unpaid&status=pending&per_page=1')
    ).json();
    expect(cards.total).toBe(3);
    expect(cards.data).toHaveLength(1);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect((await staff.request('GET', `/orders?from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await staff.request('GET', '/orders?from=2020-01-01&to=2020-01-02')).json().total).toBe(0);
    const bad = await staff.request('GET', '/orders?status=lost&from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status']);
  });

  it('shows one order with its bill and the moves the workflow allows, in the staff language', async () => {
    const res = await staff.request('GET', `/orders/${placed[0]!.id}`, undefined, { lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const order = expectShape(adminRoutes.orderOne.answer, res.json()).data;
    expect(order).toMatchObject({
      id: placed[0]!.id,
      code: placed[0]!.code,
      customer_id: buyer.id,
      status: 'pending',
      status_text: ORDER_STATUS_TEXT.ar.pending,
      allowed_moves: ['on_hold', 'processing', 'cancelled'],
      can_confirm_payment: true,
    });
    expect(order.bank).not.toBeNull();
    expect(order.products[0]!.colors[0]!.sizes[0]!.quantity).toBe(suit.pieces[0]!.from);
    expect((await staff.request('GET', '/orders/999999')).statusCode).toBe(404);
  });

  it('moves an order along the workflow: the customer sees it and gets the mail in the order’s language', async () => {
    const id = placed[0]!.id;
    const refused = await staff.request('PUT', `/orders/${id}/status`, { status: 'shipped' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual([translate('en', 'admin.orderMoveRefused')]);

    // The transfer has not arrived: shipping needs the staff member's reason for the exception.
    expect((await staff.request('PUT', `/orders/${id}/status`, { status: 'processing' })).statusCode).toBe(
      200,
    );
    const unpaid = await staff.request('PUT', `/orders/${id}/status`, { status: 'shipped' });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors.override_reason).toEqual([translate('en', 'admin.unpaidNeedsOverride')]);
    const blank = await staff.request('PUT', `/orders/${id}/status`, {
      status: 'shipped',
      override_reason: '   ',
    });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['override_reason']);

    for (const status of ['shipped'] as const) {
      const res = await staff.request('PUT', `/orders/${id}/status`, {
        status,
        override_reason: 'Government client on 30-day terms',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = expectShape(adminRoutes.orderStatus.answer, res.json());
      expect(body.message).toBe(translate('en', 'admin.orderMoved'));
      expect(body.data.status).toBe(status);
    }
    await shop.app.mailer.settled();
    const mails = await shop.database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.kind, 'order_status'))
      .orderBy(desc(t.mailOutbox.id));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: buyer.email, lang: 'ar' });
    expect(mails[0]!.subject).toContain(ORDER_STATUS_TEXT.ar.shipped);
    expect(mails[0]!.subject).toContain(placed[0]!.code);

    // The customer's own account shows the new status.
    const mine = await call(shop.app, { method: 'GET', url: `/ar/api/orders/${id}`, headers: buyer.auth });
    expect(mine.body.data.status).toBe('shipped');
    expect(mine.body.data.status_text).toBe(ORDER_STATUS_TEXT.ar.shipped);

    // Shipped orders cannot be cancelled; a final status never moves.
    expect((await staff.request('PUT', `/orders/${id}/status`, { status: 'cancelled' })).statusCode).toBe(
      422,
    );
    expect((await staff.request('PUT', `/orders/${id}/status`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    expect((await staff.request('PUT', `/orders/${id}/status`, { status: 'processing' })).statusCode).toBe(
      422,
    );

    const audit = await shop.database.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entityId, String(id)))
      .orderBy(t.auditLog.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['status', { status: 'pending', payment_status: 'unpaid' }, { status: 'processing' }],
      [
        'status-unpaid-override',
        { status: 'processing', payment_status: 'unpaid' },
        { status: 'shipped', override_reason: 'Government client on 30-day terms' },
      ],
      ['status', { status: 'shipped', payment_status: 'unpaid' }, { status: 'completed' }],
    ]);
    expect(audit.every((a) => a.staffEmail === 'orders-clerk@shop.test')).toBe(true);
  });

  it('lets two staff making the same move at once succeed only once', async () => {
    // The order row is locked while a move is decided, so the second sees the first's move.
    // (Two different moves may both be right in turn: pending → on hold → processing.)
    const id = placed[2]!.id;
    const [a, b] = await Promise.all([
      staff.request('PUT', `/orders/${id}/status`, { status: 'processing' }),
      staff.request('PUT', `/orders/${id}/status`, { status: 'processing' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const audit = await shop.database.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entityId, String(id)));
    expect(audit.filter((entry) => entry.action === 'status')).toHaveLength(1);
    await shop.app.mailer.settled();
  });

  it('confirms a bank transfer once; the bill then shows it paid; card orders are not confirmed by hand', async () => {
    const bank = placed[0]!;
    const res = await staff.request('POST', `/orders/${bank.id}/confirm-payment`);
    expect(res.statusCode, res.body).toBe(200);
    const body = expectShape(adminRoutes.orderConfirmPayment.answer, res.json());
    expect(body.data).toMatchObject({ payment_status: 'paid', can_confirm_payment: false });
    expect(body.data.paid_at).not.toBeNull();
    const again = await staff.request('POST', `/orders/${bank.id}/confirm-payment`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.payment_status).toEqual([translate('en', 'admin.alreadyPaid')]);
    const card = await staff.request('POST', `/orders/${placed[1]!.id}/confirm-payment`, undefined, {
      lang: 'ar',
    });
    expect(card.statusCode).toBe(422);
    expect(card.json().errors.payment_status).toEqual([translate('ar', 'admin.notBankTransfer')]);

    const bill = await call(shop.app, {
      method: 'GET',
      url: `/en/api/orders/${bank.id}`,
      headers: buyer.auth,
    });
    expect(bill.body.data.payment_status).toBe('paid');
  });

  it('keeps signed-out visitors and customers out of the orders', async () => {
    const anon = await shop.app.inject({ method: 'GET', url: '/admin/api/orders' });
    expect(anon.statusCode).toBe(401);
    const customer = await shop.app.inject({ method: 'GET', url: '/admin/api/orders', headers: buyer.auth });
    expect(customer.statusCode).toBe(401);
  });
  it('lets each role do its own part of the orders and nothing more', async () => {
    const order = await placeOrder(buyer, 0, 'en');
    const as = async (role: 'warehouse' | 'sales' | 'content') =>
      signInStaff(
        shop.app,
        await makeStaff(shop.database, `orders-${role}-${backend.name}@shop.test`, role),
        'en',
      );
    const [warehouse, sales, content] = [await as('warehouse'), await as('sales'), await as('content')];
    const refused = async (
      session: AdminSessionClient,
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      body?: object,
    ) => {
      const res = await session.request(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBe(translate('en', 'admin.forbidden'));
    };

    // The warehouse fulfils: the list, the order and its goods' moves, and nothing about money.
    expect((await warehouse.request('GET', '/orders')).statusCode).toBe(200);
    const seen = (await warehouse.request('GET', `/orders/${order.id}`)).json().data;
    expect(seen.allowed_moves).not.toContain('cancelled');
    expect(seen.allowed_moves).not.toContain('on_hold');
    expect(seen.moves_needing_override).toEqual([]);
    expect(seen.can_confirm_payment).toBe(false);
    expect(seen.can_refund).toBe(false);
    await refused(warehouse, 'GET', '/dashboard');
    await refused(warehouse, 'GET', '/orders/export');
    await refused(warehouse, 'GET', '/subscribers/export');
    await refused(warehouse, 'GET', '/customers');
    await refused(warehouse, 'POST', `/orders/${order.id}/confirm-payment`);
    await refused(warehouse, 'PUT', `/orders/${order.id}/status`, { status: 'cancelled' });
    await refused(warehouse, 'PUT', `/orders/${order.id}/status`, {
      status: 'shipped',
      override_reason: 'paid in cash',
    });
    await refused(warehouse, 'GET', '/products');
    const moved = await warehouse.request('PUT', `/orders/${order.id}/status`, { status: 'processing' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe('processing');

    // Sales sees the figures and the exports and may cancel; content only the content.
    for (const path of ['/dashboard', '/orders/export', '/customers'])
      expect((await sales.request('GET', path)).statusCode, path).toBe(200);
    await refused(sales, 'GET', '/products');
    await refused(sales, 'GET', '/staff');
    for (const path of ['/orders', `/orders/${order.id}`, '/dashboard', '/customers'])
      await refused(content, 'GET', path);
    expect((await content.request('GET', '/slides')).statusCode).toBe(200);
    const cancelled = await sales.request('PUT', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('moves a batch of ticked orders, leaving those the workflow refuses with their reason', async () => {
    const [a, b, c] = [
      await placeOrder(other, 0, 'en'),
      await placeOrder(other, 0, 'en'),
      await placeOrder(other, 0, 'en'),
    ];
    expect((await staff.request('PUT', `/orders/${c.id}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const warehouse = await signInStaff(
      shop.app,
      await makeStaff(shop.database, `orders-batch-${backend.name}@shop.test`, 'warehouse'),
      'en',
    );
    const mailsBefore = (
      await shop.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'order_status'))
    ).length;

    const res = await warehouse.request('POST', '/orders/status', {
      ids: [a.id, b.id, c.id, 999_999, a.id],
      status: 'processing',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = expectShape(adminRoutes.orderStatusBatch.answer, res.json());
    expect(body.data.moved).toEqual([a.id, b.id]);
    expect(body.data.refused).toEqual([
      { id: c.id, code: c.code, reason: translate('en', 'admin.orderMoveRefused') },
      { id: 999_999, code: null, reason: translate('en', 'notFound.order') },
    ]);
    expect(body.message).toBe(translate('en', 'admin.ordersMovedSomeRefused', { moved: 2, refused: 2 }));
    for (const id of [a.id, b.id]) {
      const seen = await call(shop.app, { method: 'GET', url: `/en/api/orders/${id}`, headers: other.auth });
      expect(seen.body.data.status).toBe('processing');
    }
    await shop.app.mailer.settled();
    const mailsAfter = (
      await shop.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'order_status'))
    ).length;
    expect(mailsAfter - mailsBefore).toBe(2);

    // The warehouse moves goods, not money: a batch cancel is refused whole.
    const cancel = await warehouse.request('POST', '/orders/status', { ids: [a.id], status: 'cancelled' });
    expect(cancel.statusCode).toBe(403);
    const empty = await staff.request('POST', '/orders/status', { ids: [], status: 'processing' });
    expect(empty.statusCode).toBe(422);
    const tooMany = await staff.request('POST', '/orders/status', {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
      status: 'processing',
    });
    expect(tooMany.statusCode).toBe(422);
  });
});
