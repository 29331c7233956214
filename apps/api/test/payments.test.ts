/**
 * Card payments with the built-in sandbox provider, end to end through the real routes: the
 * customer starts paying, opens the hosted page, submits a test card, is redirected to the
 * callback, and lands on the bill; the order is paid (or the attempt failed) only after the
 * server verified the payment. Forged and replayed callbacks and webhooks change nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { translate } from '../src/http/i18n.js';
import { buildApp } from '../src/app.js';
import * as t from '../src/db/schema.js';
import { SandboxProvider, settlePayment } from '../src/services/payments/index.js';
import { backends, startTestShop, testConfig, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';
import {
  DECLINE_CARD,
  SHOP_NAME_AR,
  SHOP_NAME_EN,
  SUCCESS_CARD,
  attemptsOf,
  insertOrder,
  insertPaymentFixtures,
  orderRow,
  pathOf,
  payOnSandbox,
  startPay,
  type PaymentFixtures,
} from './support/payments.js';

const PUBLIC_URL = 'https://shop.example.sa';
const SANDBOX_SECRET = 'test-sandbox-secret-0123456789';

describe.each(backends)('card payments with the sandbox ($name)', (backend) => {
  let shop: TestShop;
  let f: PaymentFixtures;

  beforeAll(async () => {
    shop = await startTestShop(
      backend,
      async (database) => {
        f = await insertPaymentFixtures(database);
      },
      { PUBLIC_URL, PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET },
    );
  });
  afterAll(async () => shop?.close());

  it('pays a card order: hosted page in the language paid from, test card, callback, bill; then it cannot be paid again', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { lang: 'en', totalHalalas: 123_456 });
    // A forged Host header never chooses where the shopper is sent.
    const started = await shop.app.inject({
      method: 'POST',
      url: `/en/api/orders/${order.id}/pay`,
      headers: { authorization: `Bearer ${f.aliceToken}`, host: 'evil.example.com' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const answer = expectShape(apiRoutes.orderPay.answer, started.json());
    expect(answer.data.redirect_url).toMatch(
      /^https:\/\/shop\.example\.sa\/payments\/sandbox\/sbx_[\w-]+\?lang=en$/,
    );
    const [attempt] = await attemptsOf(shop.database, order.id);
    expect(attempt).toMatchObject({
      provider: 'sandbox',
      status: 'initiated',
      amountHalalas: 123_456,
      currency: 'SAR',
    });
    expect(new URL(answer.data.redirect_url).pathname.endsWith(attempt!.providerPaymentId!)).toBe(true);

    const page = await shop.app.inject({ method: 'GET', url: pathOf(answer.data.redirect_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain(SHOP_NAME_EN);
    expect(page.body).toContain(order.code);
    expect(page.body).toContain('1,234.56');
    expect(page.body).toContain('4111 1111 1111 1111');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).toMatch(/<form method="post" action="\/payments\/sandbox\/sbx_[\w-]+\?lang=en"/);
    // An English order paid from the Arabic shop: the page speaks Arabic.
    const englishOrder = await insertOrder(shop.database, f.aliceId, { lang: 'en' });
    const fromArabic = await shop.app.inject({
      method: 'POST',
      url: `/ar/api/orders/${englishOrder.id}/pay`,
      headers: { authorization: `Bearer ${f.aliceToken}` },
    });
    const arabicPage = await shop.app.inject({
      method: 'GET',
      url: pathOf(fromArabic.json().data.redirect_url),
    });
    expect(arabicPage.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabicPage.body).toContain(translate('ar', 'payment.sandbox.title'));
    for (const name of ['number', 'expiry', 'cvc', 'name']) expect(page.body).toContain(`name="${name}"`);
    // The content security policy forbids inline script; the page has none.
    expect(page.body).not.toMatch(/<script|\son\w+=/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const posted = await shop.app.inject({
      method: 'POST',
      url: pathOf(answer.data.redirect_url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(SUCCESS_CARD).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const callback = new URL(String(posted.headers.location));
    expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/payments/callback`);
    expect(callback.searchParams.get('status')).toBe('paid');
    expect(callback.searchParams.get('id')).toMatch(/^sbxpay_/);
    // Not settled by the card form: only the verified callback (or webhook) settles.
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');

    const back = await shop.app.inject({
      method: 'GET',
      url: pathOf(callback.toString()),
      headers: { host: 'evil.example.com' },
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=paid`);
    const paid = await orderRow(shop.database, order.id);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect((await attemptsOf(shop.database, order.id)).map((a) => a.status)).toEqual(['paid']);

    // The finished page cannot be used again, and the order cannot be paid twice.
    const again = await shop.app.inject({ method: 'GET', url: pathOf(answer.data.redirect_url) });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(`${PUBLIC_URL}/bill/${order.id}`);
    const second = await startPay(shop.app, f.aliceToken, order.id);
    expect(second.statusCode).toBe(422);
    const refused = expectShape(validationErrorAnswerSchema, second.json());
    expect(refused.message).toBe('This order is already paid');
    expect(refused.errors.id).toEqual(['This order is already paid']);
    // A reload of the callback changes nothing and lands on the bill again.
    const reload = await shop.app.inject({ method: 'GET', url: pathOf(callback.toString()) });
    expect(reload.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=paid`);
    expect((await orderRow(shop.database, order.id)).paidAt).toEqual(paid.paidAt);
  });

  it('a declined card fails the attempt (Arabic page, right to left); paying again later works', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { lang: 'ar' });
    const started = await startPay(shop.app, f.aliceToken, order.id, 'ar');
    expect(started.json().message).toBe('جارٍ تحويلك إلى صفحة الدفع');
    const pagePath = pathOf(started.json().data.redirect_url);
    const page = await shop.app.inject({ method: 'GET', url: pagePath });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain(SHOP_NAME_AR);
    // The card's number, expiry and CVC are written left to right; their labels and the name stay right to left.
    const inputDir = (name: string) => new RegExp(`<input id="${name}"[^>]*>`).exec(page.body)![0];
    for (const name of ['number', 'expiry', 'cvc']) expect(inputDir(name)).toContain(' dir="ltr"');
    expect(inputDir('name')).not.toContain(' dir=');
    expect(page.body).not.toMatch(/<label[^>]* dir=/);
    expect(page.body).toContain('بطاقات الاختبار');

    // A card outside the test cards, or a bad field, is refused on the page and charges nothing.
    const unknownCard = await shop.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...SUCCESS_CARD, number: '5555 5555 5555 4444' }).toString(),
    });
    expect(unknownCard.statusCode).toBe(422);
    expect(unknownCard.body).toContain('استخدم إحدى بطاقات الاختبار');
    const badFields = await shop.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        number: '12',
        expiry: '13/99',
        cvc: 'x',
        name: '<b>Eve</b>',
      }).toString(),
    });
    expect(badFields.statusCode).toBe(422);
    expect(badFields.body).toContain('aria-invalid="true"');
    expect(badFields.body).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(badFields.body).not.toContain('<b>Eve</b>');
    const expired = await shop.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...SUCCESS_CARD, expiry: '01/20' }).toString(),
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.body).toContain('انتهت صلاحية البطاقة');
    expect((await attemptsOf(shop.database, order.id)).map((a) => a.status)).toEqual(['initiated']);

    const declined = await shop.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(DECLINE_CARD).toString(),
    });
    expect(declined.statusCode).toBe(303);
    const back = await shop.app.inject({ method: 'GET', url: pathOf(String(declined.headers.location)) });
    expect(back.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=failed`);
    const [failed] = await attemptsOf(shop.database, order.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.failureReason).toMatch(/declined/i);
    expect(await orderRow(shop.database, order.id)).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });

    // Paying again from the account is a new attempt.
    const retry = await payOnSandbox(shop.app, f.aliceToken, order.id, SUCCESS_CARD);
    const paid = await shop.app.inject({ method: 'GET', url: pathOf(retry.callbackUrl) });
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=paid`);
    expect((await attemptsOf(shop.database, order.id)).map((a) => a.status)).toEqual(['failed', 'paid']);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('paid');
  });

  it('the shopper may come back without paying: the order stays unpaid', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const started = await startPay(shop.app, f.aliceToken, order.id);
    const page = await shop.app.inject({ method: 'GET', url: pathOf(started.json().data.redirect_url) });
    const cancel = /<a class="cancel" href="([^"]+)"/.exec(page.body)![1]!;
    const back = await shop.app.inject({ method: 'GET', url: cancel.replace(/&amp;/g, '&') });
    expect(back.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=pending`);
    expect((await attemptsOf(shop.database, order.id)).map((a) => a.status)).toEqual(['initiated']);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');
  });

  it('only the signed-in owner of an unpaid, uncancelled card order can start paying it', async () => {
    const card = await insertOrder(shop.database, f.aliceId);
    const bank = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0 });
    const cancelled = await insertOrder(shop.database, f.aliceId, { status: 'cancelled' });
    const paid = await insertOrder(shop.database, f.aliceId, { paymentStatus: 'paid' });

    const anonymous = await shop.app.inject({ method: 'POST', url: `/en/api/orders/${card.id}/pay` });
    expect(anonymous.statusCode).toBe(401);
    const other = await startPay(shop.app, f.bobToken, card.id);
    expect(other.statusCode).toBe(404);
    expect(expectShape(messageAnswerSchema, other.json()).message).toBe('Order not found');
    expect((await startPay(shop.app, f.aliceToken, 2_000_000_000)).statusCode).toBe(404);
    expect((await startPay(shop.app, f.aliceToken, 'abc' as unknown as number)).statusCode).toBe(422);

    const cases = [
      [bank.id, 'en', 'This order is not paid by card'],
      [bank.id, 'ar', 'هذا الطلب ليس بالدفع بالبطاقة'],
      [cancelled.id, 'en', 'A cancelled order cannot be paid'],
      [paid.id, 'en', 'This order is already paid'],
    ] as const;
    for (const [id, lang, text] of cases) {
      const refused = await startPay(shop.app, f.aliceToken, id, lang);
      expect(refused.statusCode).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, refused.json())).toEqual({
        message: text,
        errors: { id: [text] },
      });
    }
    for (const order of [bank, cancelled, paid])
      expect(await attemptsOf(shop.database, order.id)).toEqual([]);
    expect(await attemptsOf(shop.database, card.id)).toEqual([]);
  });

  it('refuses forged callbacks: unknown or tampered ids, a tampered status, an amount that is not the total', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const declined = await payOnSandbox(shop.app, f.aliceToken, order.id, DECLINE_CARD);
    const url = new URL(declined.callbackUrl);
    const id = url.searchParams.get('id')!;

    for (const forged of [
      '/payments/callback',
      '/payments/callback?id=sbxpay_eyJyIjoiIn0.AAAA',
      `/payments/callback?id=${id.slice(0, -3)}abc`,
      `/payments/callback?id=sbx_${'A'.repeat(32)}`,
      '/payments/callback?id=550e8400-e29b-41d4-a716-446655440000',
      '/payments/callback?attempt=2000000000',
    ]) {
      const refused = await shop.app.inject({ method: 'GET', url: forged });
      expect(refused.statusCode, forged).toBe(404);
      expect(expectShape(messageAnswerSchema, refused.json()).message).toBe('عملية الدفع غير معروفة');
    }
    // The provider said declined: a status rewritten in the query does not pay the order.
    url.searchParams.set('status', 'paid');
    url.searchParams.set('message', 'Succeeded');
    const tampered = await shop.app.inject({ method: 'GET', url: pathOf(url.toString()) });
    expect(tampered.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=failed`);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');
    // A payload re-signed by someone without the key is refused too.
    const [payload] = id.slice('sbxpay_'.length).split('.');
    const charge = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...charge, s: 'paid' })).toString('base64url');
    const forgedId = `sbxpay_${forgedPayload}.${id.split('.')[1]}`;
    expect(
      (await shop.app.inject({ method: 'GET', url: `/payments/callback?id=${forgedId}` })).statusCode,
    ).toBe(404);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');

    // The order's total changed after the payment started: the amount paid is not the total.
    const changed = await insertOrder(shop.database, f.aliceId, { totalHalalas: 5_000 });
    const paidTooLittle = await payOnSandbox(shop.app, f.aliceToken, changed.id);
    await shop.database.db.update(t.orders).set({ totalHalalas: 5_100 }).where(eq(t.orders.id, changed.id));
    const mismatch = await shop.app.inject({ method: 'GET', url: pathOf(paidTooLittle.callbackUrl) });
    expect(mismatch.statusCode).toBe(422);
    expect(expectShape(validationErrorAnswerSchema, mismatch.json()).message).toBe(
      'تعذر التحقق من عملية الدفع',
    );
    expect((await orderRow(shop.database, changed.id)).paymentStatus).toBe('unpaid');
    expect((await attemptsOf(shop.database, changed.id)).map((a) => a.status)).toEqual(['initiated']);
  });

  it('webhooks: the right secret settles once, a replayed event id is refused, a wrong secret changes nothing', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const { callbackUrl } = await payOnSandbox(shop.app, f.aliceToken, order.id);
    const paymentId = new URL(callbackUrl).searchParams.get('id')!;
    const event = {
      id: `evt-${order.id}`,
      type: 'payment_paid',
      secret_token: SANDBOX_SECRET,
      data: { id: paymentId },
    };
    const send = (body: unknown, provider = 'sandbox') =>
      shop.app.inject({ method: 'POST', url: `/payments/webhook/${provider}`, payload: body as object });

    for (const secret of ['wrong-secret', SANDBOX_SECRET.slice(0, -1), '', undefined]) {
      const refused = await send({ ...event, secret_token: secret });
      expect(refused.statusCode).toBe(401);
      expect(expectShape(messageAnswerSchema, refused.json()).message).toBe('إشعار غير موثوق');
    }
    expect((await send(event, 'moyasar')).statusCode).toBe(404);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');

    const accepted = await send(event);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(expectShape(messageAnswerSchema, accepted.json()).message).toBe('تم استلام الإشعار');
    const paid = await orderRow(shop.database, order.id);
    expect(paid.paymentStatus).toBe('paid');

    const replay = await send(event);
    expect(replay.statusCode).toBe(409);
    const events = await shop.database.db
      .select()
      .from(t.paymentEvents)
      .where(eq(t.paymentEvents.eventId, event.id));
    expect(events).toHaveLength(1);
    expect((await orderRow(shop.database, order.id)).paidAt).toEqual(paid.paidAt);
    // A webhook naming a payment the provider does not know is refused and not recorded.
    const unknown = await send({ ...event, id: 'evt-unknown', data: { id: 'sbxpay_x.y' } });
    expect(unknown.statusCode).toBe(404);
    expect(
      await shop.database.db.select().from(t.paymentEvents).where(eq(t.paymentEvents.eventId, 'evt-unknown')),
    ).toEqual([]);
  });

  it('concurrent callbacks and webhooks mark the order paid exactly once', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const { callbackUrl } = await payOnSandbox(shop.app, f.aliceToken, order.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => shop.app.inject({ method: 'GET', url: pathOf(callbackUrl) })),
    );
    for (const answer of answers)
      expect(answer.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=paid`);
    expect((await attemptsOf(shop.database, order.id)).map((a) => a.status)).toEqual(['paid']);

    // The settlement itself: of several at once, exactly one marks the order paid.
    const second = await insertOrder(shop.database, f.aliceId);
    const paidAgain = await payOnSandbox(shop.app, f.aliceToken, second.id);
    const provider = new SandboxProvider(shop.database.db, SANDBOX_SECRET);
    const reported = (await provider.fetchPayment(new URL(paidAgain.callbackUrl).searchParams.get('id')!))!;
    expect(reported).toMatchObject({
      status: 'paid',
      amountHalalas: second.totalHalalas,
      currency: 'SAR',
      orderId: second.id,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        settlePayment(
          shop.database.db,
          'sandbox',
          reported,
          i % 2 ? { eventId: `evt-race-${second.id}` } : undefined,
        ),
      ),
    );
    const newlyPaid = outcomes.filter((o) => o.kind === 'paid' && o.newlyPaid);
    expect(newlyPaid).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'replayed')).toHaveLength(1);
    expect((await orderRow(shop.database, second.id)).paymentStatus).toBe('paid');
  });

  it('two attempts both paid: the order is paid once and the second capture is refunded at once', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const first = await payOnSandbox(shop.app, f.aliceToken, order.id);
    const second = await payOnSandbox(shop.app, f.aliceToken, order.id);
    await shop.app.inject({ method: 'GET', url: pathOf(first.callbackUrl) });
    const paidAt = (await orderRow(shop.database, order.id)).paidAt;
    const late = await shop.app.inject({ method: 'GET', url: pathOf(second.callbackUrl) });
    expect(late.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=paid`);
    const rows = await attemptsOf(shop.database, order.id);
    expect(rows.map((a) => [a.kind, a.status])).toEqual([
      ['capture', 'paid'],
      ['capture', 'paid'],
      ['refund', 'refunded'],
    ]);
    expect(rows[2]).toMatchObject({ refundOf: rows[1]!.id, amountHalalas: rows[1]!.amountHalalas });
    expect(rows[2]!.reason).toMatch(/^automatic/);
    const paid = await orderRow(shop.database, order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', paidAt });
    expect(paid.capturedHalalas - paid.refundedHalalas).toBe(paid.totalHalalas);
  });

  it('warns loudly at start when the sandbox runs in production, and only then', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-payments-'));
    try {
      for (const [env, warned] of [
        [{ NODE_ENV: 'production', PUBLIC_URL }, true],
        [{ NODE_ENV: 'development' }, false],
      ] as const) {
        const lines: string[] = [];
        const app = await buildApp({
          config: testConfig(dataDir, env),
          database: shop.database,
          logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
        });
        await app.ready();
        await app.close();
        expect(
          lines.some((line) => line.includes('PAYMENT_PROVIDER=sandbox in production')),
          JSON.stringify(env),
        ).toBe(warned);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a sandbox page that does not exist answers 404', async () => {
    expect(
      (await shop.app.inject({ method: 'GET', url: `/payments/sandbox/sbx_${'B'.repeat(32)}` })).statusCode,
    ).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/payments/sandbox/nope' })).statusCode).toBe(404);
    const post = await shop.app.inject({
      method: 'POST',
      url: `/payments/sandbox/sbx_${'B'.repeat(32)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(SUCCESS_CARD).toString(),
    });
    expect(post.statusCode).toBe(404);
  });
});
