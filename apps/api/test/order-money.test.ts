/**
 * An order's money through the real routes, as a new owner and a hostile customer tried it: a pay
 * page opened before staff cancel, two captures of one order, transfers confirmed on cancelled
 * orders or in error, partial refunds by an owner, and the dashboard's money against a SQL sum of
 * the ledger. Each case is a way money could be kept, lost or counted twice without the ledger.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@shop/contract';
import { halalasToSar } from '@shop/domain';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';
import {
  attemptsOf,
  insertOrder,
  insertPaymentFixtures,
  orderRow,
  pathOf,
  payOnSandbox,
  startPay,
  SUCCESS_CARD,
  type PaymentFixtures,
} from './support/payments.js';

const PUBLIC_URL = 'https://shop.example.sa';

describe.each(backends)('an order’s money ($name)', (backend) => {
  let shop: TestShop;
  let f: PaymentFixtures;
  let owner: AdminSessionClient;
  let clerk: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(
      backend,
      async (database) => {
        f = await insertPaymentFixtures(database);
      },
      { PUBLIC_URL },
    );
    await makeStaff(shop.database, 'owner@money.test', 'owner', 'owner-password-1');
    await makeStaff(shop.database, 'clerk@money.test', 'staff', 'clerk-password-1');
    owner = await signInStaff(shop.app, { email: 'owner@money.test', password: 'owner-password-1' });
    clerk = await signInStaff(shop.app, { email: 'clerk@money.test', password: 'clerk-password-1' });
  });
  afterAll(async () => shop?.close());

  const detail = async (id: number, who: AdminSessionClient = owner) => {
    const res = await who.request('GET', `/orders/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return expectShape(adminRoutes.orderOne.answer, res.json()).data;
  };
  const customerBill = async (id: number) => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/en/api/orders/${id}`,
      headers: { authorization: `Bearer ${f.aliceToken}` },
    });
    return res.json().data;
  };
  const mailsOf = async (kind: string) => {
    await shop.app.mailer.settled();
    return shop.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, kind));
  };

  it('a pay page opened before staff cancel can no longer take money, and a capture that lands anyway is refunded', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    // Page one is opened, then staff cancel: its attempt closes and the page refuses the card.
    const opened = await startPay(shop.app, f.aliceToken, order.id);
    const pagePath = pathOf(opened.json().data.redirect_url);
    // Page two is paid, but its return to the shop only arrives after the cancellation.
    const paid = await payOnSandbox(shop.app, f.aliceToken, order.id);
    expect(
      (await clerk.request('PUT', `/orders/${order.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const afterCancel = await shop.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(SUCCESS_CARD).toString(),
    });
    expect(afterCancel.statusCode).toBe(409);
    const late = await shop.app.inject({ method: 'GET', url: pathOf(paid.callbackUrl) });
    expect(late.statusCode).toBe(303);

    const row = await orderRow(shop.database, order.id);
    // Before the ledger: status cancelled and payment "paid", with nothing refunded.
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(row.capturedHalalas).toBe(order.totalHalalas);
    expect(row.refundedHalalas).toBe(order.totalHalalas);
    const staffView = await detail(order.id);
    expect(staffView.payments.map((p) => [p.kind, p.status])).toEqual([
      ['capture', 'failed'],
      ['capture', 'paid'],
      ['refund', 'refunded'],
    ]);
    expect(staffView.payments[0]!.failure_reason).toMatch(/cancelled/);
    expect(staffView.net_paid).toBe(0);
    expect((await customerBill(order.id)).refunded).toBe(halalasToSar(order.totalHalalas));
    expect((await mailsOf('payment_refunded')).some((m) => m.subject.includes(order.code))).toBe(true);
  });

  it('a second capture of a paid order is refunded at once and the staff page lists both', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const first = await payOnSandbox(shop.app, f.aliceToken, order.id);
    const second = await payOnSandbox(shop.app, f.aliceToken, order.id);
    await Promise.all([
      shop.app.inject({ method: 'GET', url: pathOf(first.callbackUrl) }),
      shop.app.inject({ method: 'GET', url: pathOf(second.callbackUrl) }),
    ]);
    const view = await detail(order.id);
    expect(view.payment_status).toBe('paid');
    expect(view.net_paid).toBe(halalasToSar(order.totalHalalas));
    expect(view.payments.filter((p) => p.kind === 'capture' && p.status === 'paid')).toHaveLength(2);
    expect(view.payments.filter((p) => p.kind === 'refund' && p.status === 'refunded')).toHaveLength(1);
    // One "payment received" mail, for the capture the order kept.
    const received = (await mailsOf('payment_received')).filter((m) => m.subject.includes(order.code));
    expect(received).toHaveLength(1);
  });

  it('an unpaid transfer does not ship without an override; a cancelled one cannot be confirmed', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0 });
    let view = await detail(order.id);
    expect(view.moves_needing_override).toEqual([]);
    expect(
      (await clerk.request('PUT', `/orders/${order.id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    view = await detail(order.id);
    expect(view.allowed_moves).toContain('shipped');
    expect(view.moves_needing_override).toEqual(['shipped']);
    const refused = await clerk.request('PUT', `/orders/${order.id}/status`, { status: 'shipped' });
    expect(refused.statusCode).toBe(422);
    expect((await orderRow(shop.database, order.id)).status).toBe('processing');

    const cancelled = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0 });
    await clerk.request('PUT', `/orders/${cancelled.id}/status`, { status: 'cancelled' });
    expect((await detail(cancelled.id)).can_confirm_payment).toBe(false);
    const confirm = await clerk.request('POST', `/orders/${cancelled.id}/confirm-payment`);
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().errors.payment_status).toEqual([translate('en', 'admin.orderCancelled')]);
    expect((await orderRow(shop.database, cancelled.id)).paymentStatus).toBe('unpaid');
  });

  it('an owner undoes a transfer confirmed in error, with a reason; other staff cannot', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0 });
    expect((await clerk.request('POST', `/orders/${order.id}/confirm-payment`)).statusCode).toBe(200);
    expect((await mailsOf('payment_received')).some((m) => m.subject.includes(order.code))).toBe(true);
    expect((await detail(order.id, clerk)).can_reverse_payment).toBe(false);
    const byClerk = await clerk.request('POST', `/orders/${order.id}/reverse-payment`, {
      reason: 'Wrong order',
    });
    expect(byClerk.statusCode).toBe(403);
    const noReason = await owner.request('POST', `/orders/${order.id}/reverse-payment`, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);

    const reversed = await owner.request('POST', `/orders/${order.id}/reverse-payment`, {
      reason: 'The transfer was for another order',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const view = expectShape(adminRoutes.orderReversePayment.answer, reversed.json()).data;
    expect(view).toMatchObject({
      payment_status: 'unpaid',
      paid_at: null,
      net_paid: 0,
      can_confirm_payment: true,
    });
    expect(view.payments.map((p) => [p.kind, p.provider, p.status, p.reason])).toEqual([
      ['capture', 'bank', 'failed', 'The transfer was for another order'],
    ]);
    const [audit] = await shop.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, String(order.id)), eq(t.auditLog.action, 'reverse-payment')));
    expect(audit).toMatchObject({ staffEmail: 'owner@money.test' });
  });

  it('an owner refunds part of a card order through the provider and then the rest; never more than was paid', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { totalHalalas: 23_000 });
    const paid = await payOnSandbox(shop.app, f.aliceToken, order.id);
    await shop.app.inject({ method: 'GET', url: pathOf(paid.callbackUrl) });

    expect(
      (await clerk.request('POST', `/orders/${order.id}/refund`, { amount: 10, reason: 'Damaged' }))
        .statusCode,
    ).toBe(403);
    const tooMuch = await owner.request('POST', `/orders/${order.id}/refund`, {
      amount: 230.01,
      reason: 'x',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual([translate('en', 'admin.refundAboveNetPaid')]);
    for (const amount of [0, -5, 'abc', 1.234]) {
      const bad = await owner.request('POST', `/orders/${order.id}/refund`, { amount, reason: 'x' });
      expect(bad.statusCode, String(amount)).toBe(422);
    }

    const part = await owner.request('POST', `/orders/${order.id}/refund`, {
      amount: '40.50',
      reason: 'Two shirts returned',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().message).toBe(translate('en', 'admin.refunded'));
    let view = expectShape(adminRoutes.orderRefund.answer, part.json()).data;
    expect(view).toMatchObject({ payment_status: 'paid', net_paid: 189.5, refunded: 40.5, can_refund: true });
    expect((await customerBill(order.id)).refunded).toBe(40.5);
    const refundMail = (await mailsOf('payment_refunded')).find((m) => m.subject.includes(order.code));
    expect(refundMail?.text).toContain('40.50');

    const rest = await owner.request('POST', `/orders/${order.id}/refund`, {
      amount: 189.5,
      reason: 'Order returned',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    view = expectShape(adminRoutes.orderRefund.answer, rest.json()).data;
    expect(view).toMatchObject({ payment_status: 'refunded', net_paid: 0, can_refund: false });
    const again = await owner.request('POST', `/orders/${order.id}/refund`, { amount: 1, reason: 'x' });
    expect(again.json().errors.amount).toEqual([translate('en', 'admin.nothingToRefund')]);
  });

  it('two owners refunding the same order at once never give back more than was paid', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0, totalHalalas: 10_000 });
    await owner.request('POST', `/orders/${order.id}/confirm-payment`);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        owner.request('POST', `/orders/${order.id}/refund`, { amount: 60, reason: 'Returned' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    const row = await orderRow(shop.database, order.id);
    expect(row.refundedHalalas).toBe(6_000);
    expect((await attemptsOf(shop.database, order.id)).filter((p) => p.kind === 'refund')).toHaveLength(1);
    // A part given back leaves the order paid: it asks for no transfer and ships without an override.
    const view = await detail(order.id);
    expect(view).toMatchObject({
      payment_status: 'paid',
      can_confirm_payment: false,
      moves_needing_override: [],
    });
  });

  it('the dashboard’s money is the ledger’s: a SQL sum of captures less refunds, VAT and shipping apart', async () => {
    const home = expectShape(
      adminRoutes.dashboard.answer,
      (await owner.request('GET', '/dashboard')).json(),
    ).data;
    const [sum] = await shop.database.db
      .select({
        net: sql<string>`coalesce(sum(case when ${t.payments.kind} = 'refund' then -${t.payments.amountHalalas} else ${t.payments.amountHalalas} end), 0)`,
        orders: sql<string>`count(distinct ${t.payments.orderId}) filter (where ${t.payments.kind} = 'capture')`,
      })
      .from(t.payments)
      .where(
        sql`(${t.payments.kind} = 'capture' and ${t.payments.status} = 'paid') or (${t.payments.kind} = 'refund' and ${t.payments.status} = 'refunded')`,
      );
    expect(Number(sum!.net)).toBeGreaterThan(0);
    expect(home.sales.last_30_days.total).toBe(halalasToSar(Number(sum!.net)));
    expect(home.sales.last_30_days.orders).toBe(Number(sum!.orders));
    // Orders here have no shipping and a 15 % VAT inside their totals.
    expect(home.sales.last_30_days.shipping).toBe(0);
    expect(home.sales.last_30_days.vat).toBeCloseTo((home.sales.last_30_days.total * 15) / 115, 0);

    // Every count opens a list of exactly that many orders.
    for (const [count, query] of [
      [home.unpaid_orders, 'awaiting_payment=1'],
      [home.unpaid_bank_transfers, 'payment_method=0&awaiting_payment=1'],
      [home.payments_attention, 'needs_attention=1'],
    ] as const) {
      const list = await owner.request('GET', `/orders?${query}&per_page=100`);
      expect(list.json().total, query).toBe(count);
    }
    expect(home.unpaid_orders).toBeGreaterThan(0);
  });

  it('money held on a cancelled order shows as needing attention until an owner refunds it', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0 });
    await owner.request('POST', `/orders/${order.id}/confirm-payment`);
    await owner.request('PUT', `/orders/${order.id}/status`, { status: 'cancelled' });
    const attention = async () =>
      (await owner.request('GET', '/orders?needs_attention=1&per_page=100')).json();
    expect((await attention()).data.map((o: { id: number }) => o.id)).toContain(order.id);
    const refund = await owner.request('POST', `/orders/${order.id}/refund`, {
      amount: halalasToSar(order.totalHalalas),
      reason: 'Cancelled after the transfer',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await attention()).data.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const rows = await shop.database.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(rows.find((r) => r.kind === 'refund')).toMatchObject({ provider: 'bank', status: 'refunded' });
  });
});
