/**
 * The Moyasar adapter against a local fake of Moyasar's documented API: invoices are created with
 * the order's amount in halalas, SAR, a description with the order code, our callback URLs and
 * metadata; callbacks and webhooks are verified by fetching the invoice or payment back; webhooks
 * need the secret token; configuration refuses Moyasar without its keys.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import * as t from '../src/db/schema.js';
import { MoyasarProvider } from '../src/services/payments/moyasar.js';
import { backends, startTestShop, testConfig, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff } from './support/admin.js';
import { MoyasarFake } from './support/moyasar-fake.js';
import {
  attemptsOf,
  insertOrder,
  insertPaymentFixtures,
  orderRow,
  pathOf,
  startPay,
  type PaymentFixtures,
} from './support/payments.js';

const PUBLIC_URL = 'https://shop.example.sa';
const SECRET_KEY = 'sk_test_fakeMoyasarKey123';
const WEBHOOK_SECRET = 'moyasar-webhook-secret-token';

describe.each(backends)('card payments with Moyasar ($name)', (backend) => {
  let shop: TestShop;
  let f: PaymentFixtures;
  const fake = new MoyasarFake(SECRET_KEY);

  beforeAll(async () => {
    const apiUrl = await fake.start();
    shop = await startTestShop(
      backend,
      async (database) => {
        f = await insertPaymentFixtures(database);
      },
      {
        PUBLIC_URL,
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: SECRET_KEY,
        MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
        MOYASAR_API_URL: apiUrl,
      },
    );
  });
  afterAll(async () => {
    await shop?.close();
    await fake.stop();
  });

  /** Starts paying an order; answers the attempt row and the invoice Moyasar holds. */
  async function start(orderId: number, lang: 'ar' | 'en' = 'en') {
    const answer = await startPay(shop.app, f.aliceToken, orderId, lang);
    expect(answer.statusCode, answer.body).toBe(200);
    const redirect = expectShape(apiRoutes.orderPay.answer, answer.json()).data.redirect_url;
    const attempts = await attemptsOf(shop.database, orderId);
    const attempt = attempts[attempts.length - 1]!;
    const invoice = fake.invoices.get(attempt.providerPaymentId!)!;
    return { redirect, attempt, invoice };
  }

  const callback = (query: string) => shop.app.inject({ method: 'GET', url: `/payments/callback?${query}` });

  it('creates a hosted invoice for the order and sends the shopper to its page', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { lang: 'ar', totalHalalas: 98_765 });
    const { redirect, attempt, invoice } = await start(order.id, 'ar');
    expect(attempt).toMatchObject({ provider: 'moyasar', status: 'initiated', amountHalalas: 98_765 });
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/invoices').at(-1)!;
    expect(created.body).toEqual({
      amount: 98_765,
      currency: 'SAR',
      description: `الطلب ${order.code}`,
      callback_url: `${PUBLIC_URL}/payments/callback`,
      success_url: `${PUBLIC_URL}/payments/callback?attempt=${attempt.id}`,
      back_url: `${PUBLIC_URL}/payments/callback?attempt=${attempt.id}`,
      metadata: { order_id: String(order.id), order_code: order.code, attempt_id: String(attempt.id) },
    });
    expect(redirect).toBe(`https://checkout.moyasar.test/invoices/${invoice.id}?lang=ar`);
  });

  it('the success redirect is verified by fetching the invoice: paid only once Moyasar says so', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const { attempt, invoice } = await start(order.id);
    const successPath = pathOf(invoice.success_url!);

    // Back without paying (or a redirect forged before paying): nothing changes.
    const early = await shop.app.inject({
      method: 'GET',
      url: `${successPath}&id=${invoice.id}&status=paid`,
    });
    expect(early.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=pending`);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');

    fake.pay(invoice.id, 'paid');
    const paid = await shop.app.inject({ method: 'GET', url: successPath });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=paid`);
    expect(await orderRow(shop.database, order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect((await attemptsOf(shop.database, attempt.orderId)).map((a) => a.status)).toEqual(['paid']);
    const fetched = fake.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/invoices/${invoice.id}`,
    );
    expect(fetched.length).toBeGreaterThanOrEqual(2);
  });

  it('an owner refunds part of a paid order through Moyasar; cancelling closes an open invoice', async () => {
    await makeStaff(shop.database, 'owner@moyasar.test', 'owner', 'owner-password-1');
    const owner = await signInStaff(shop.app, { email: 'owner@moyasar.test', password: 'owner-password-1' });
    const order = await insertOrder(shop.database, f.aliceId, { totalHalalas: 50_000 });
    const { invoice } = await start(order.id);
    const payment = fake.pay(invoice.id, 'paid');
    await shop.app.inject({ method: 'GET', url: pathOf(invoice.success_url!) });
    const refund = await owner.request('POST', `/orders/${order.id}/refund`, {
      amount: 125,
      reason: 'Returned',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const asked = fake.requests.filter((r) => r.path === `/v1/payments/${String(payment.id)}/refund`);
    expect(asked.map((r) => r.body)).toEqual([{ amount: 12_500 }]);
    expect(fake.payments.get(String(payment.id))).toMatchObject({ refunded: 12_500 });
    expect(await orderRow(shop.database, order.id)).toMatchObject({
      paymentStatus: 'paid',
      refundedHalalas: 12_500,
    });
    // More than Moyasar holds is refused by Moyasar too: the refund fails and the money is held again.
    fake.payments.get(String(payment.id))!.refunded = 50_000;
    const refused = await owner.request('POST', `/orders/${order.id}/refund`, {
      amount: 10,
      reason: 'Again',
    });
    expect(refused.json().message).toBe(translate('en', 'admin.refundFailed'));
    expect((await orderRow(shop.database, order.id)).refundedHalalas).toBe(12_500);

    const open = await insertOrder(shop.database, f.aliceId);
    const { invoice: pending } = await start(open.id);
    expect(
      (await owner.request('PUT', `/orders/${open.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(fake.invoices.get(pending.id)!.status).toBe('canceled');
    expect((await attemptsOf(shop.database, open.id)).map((a) => a.status)).toEqual(['failed']);
  });

  it('a payment id in the callback is fetched, traced to its invoice, and a decline fails the attempt', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const { invoice } = await start(order.id);
    const declined = fake.pay(invoice.id, 'failed');
    // The query claims success; Moyasar says failed.
    const back = await callback(`id=${declined.id}&status=paid&message=APPROVED`);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=failed`);
    const [failed] = await attemptsOf(shop.database, order.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'INSUFFICIENT_FUNDS' });
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');

    // The payer tries again on the same invoice page and pays: the attempt is paid after all.
    const approved = fake.pay(invoice.id, 'paid');
    const again = await callback(`id=${approved.id}&status=paid`);
    expect(again.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=paid`);
    expect((await attemptsOf(shop.database, order.id)).map((a) => a.status)).toEqual(['paid']);
    // A late notice of the earlier decline never undoes the payment.
    const late = await callback(`id=${declined.id}&status=failed`);
    expect(late.headers.location).toBe(`${PUBLIC_URL}/bill/${order.id}?payment=paid`);
    expect((await attemptsOf(shop.database, order.id)).map((a) => a.status)).toEqual(['paid']);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('paid');
  });

  it('refuses payments that are not the order total, not SAR, or not this order, and ids Moyasar does not know', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { totalHalalas: 20_000 });
    const { invoice } = await start(order.id);
    const short = fake.pay(invoice.id, 'paid', 19_999);
    const refused = await callback(`id=${short.id}&status=paid`);
    expect(refused.statusCode).toBe(422);
    expect(expectShape(validationErrorAnswerSchema, refused.json()).message).toBe(
      'تعذر التحقق من عملية الدفع',
    );
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');

    const other = await insertOrder(shop.database, f.aliceId);
    const second = await start(other.id);
    fake.pay(second.invoice.id, 'paid');
    second.invoice.metadata = { ...second.invoice.metadata!, order_id: String(order.id) };
    expect((await callback(`id=${second.invoice.id}`)).statusCode).toBe(422);
    second.invoice.metadata = {
      ...second.invoice.metadata,
      order_id: String(other.id),
      attempt_id: '999999',
    };
    expect((await callback(`id=${second.invoice.id}`)).statusCode).toBe(422);
    second.invoice.metadata = { ...second.invoice.metadata, attempt_id: String(second.attempt.id) };
    second.invoice.currency = 'USD';
    expect((await callback(`id=${second.invoice.id}`)).statusCode).toBe(422);
    expect((await orderRow(shop.database, other.id)).paymentStatus).toBe('unpaid');

    for (const query of [
      'id=6f1c1d9e-0000-4000-8000-000000000000',
      'id=sbx_notmoyasar',
      'invoice_id=nope',
      'attempt=99999999',
    ]) {
      const unknown = await callback(query);
      expect(unknown.statusCode, query).toBe(404);
      expect(expectShape(messageAnswerSchema, unknown.json()).message).toBe('عملية الدفع غير معروفة');
    }
    // The sandbox is not served in Moyasar mode.
    expect(
      (await shop.app.inject({ method: 'GET', url: `/payments/sandbox/sbx_${'A'.repeat(32)}` })).statusCode,
    ).toBe(404);
  });

  it('webhooks: the right secret_token settles from the fetched payment; a wrong one or a replay changes nothing', async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const { invoice } = await start(order.id);
    const payment = fake.pay(invoice.id, 'paid');
    const event = {
      id: '1a2b3c4d-0000-4000-8000-00000000e001',
      type: 'payment_paid',
      created_at: new Date().toISOString(),
      secret_token: WEBHOOK_SECRET,
      account_name: 'Zeta Uniforms',
      live: false,
      data: payment,
    };
    const send = (body: object, provider = 'moyasar') =>
      shop.app.inject({ method: 'POST', url: `/payments/webhook/${provider}`, payload: body });

    for (const secret of ['wrong', `${WEBHOOK_SECRET}x`, WEBHOOK_SECRET.toUpperCase()]) {
      expect((await send({ ...event, secret_token: secret })).statusCode).toBe(401);
    }
    const { secret_token: _omitted, ...unsigned } = event;
    expect((await send(unsigned)).statusCode).toBe(401);
    expect((await send(event, 'sandbox')).statusCode).toBe(404);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');

    // A body that lies about the payment is not believed: the payment is fetched from Moyasar.
    const lying = await send({
      ...event,
      id: '1a2b3c4d-0000-4000-8000-00000000e000',
      data: { ...payment, id: '6f1c1d9e-0000-4000-8000-000000000001' },
    });
    expect(lying.statusCode).toBe(404);

    const accepted = await send(event);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(expectShape(messageAnswerSchema, accepted.json()).message).toBe('تم استلام الإشعار');
    const paid = await orderRow(shop.database, order.id);
    expect(paid.paymentStatus).toBe('paid');
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${payment.id}`)).toBe(
      true,
    );

    expect((await send(event)).statusCode).toBe(409);
    expect(
      await shop.database.db.select().from(t.paymentEvents).where(eq(t.paymentEvents.eventId, event.id)),
    ).toHaveLength(1);
    expect((await orderRow(shop.database, order.id)).paidAt).toEqual(paid.paidAt);
  });

  it("Moyasar's server-to-server invoice notice is verified like the redirect", async () => {
    const order = await insertOrder(shop.database, f.aliceId);
    const { invoice } = await start(order.id);
    const early = await shop.app.inject({
      method: 'POST',
      url: '/payments/callback',
      payload: { ...invoice, status: 'paid' },
    });
    expect(early.statusCode).toBe(200);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('unpaid');
    fake.pay(invoice.id, 'paid');
    const notice = await shop.app.inject({
      method: 'POST',
      url: '/payments/callback',
      payload: fake.invoices.get(invoice.id)!,
    });
    expect(notice.statusCode).toBe(200);
    expect((await orderRow(shop.database, order.id)).paymentStatus).toBe('paid');
    expect(
      (await shop.app.inject({ method: 'POST', url: '/payments/callback', payload: { id: 'nope' } }))
        .statusCode,
    ).toBe(404);
  });

  describe('when Moyasar refuses our key or does not answer', () => {
    let other: FastifyInstance;
    let down: FastifyInstance;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-moyasar-'));
      const env = { PUBLIC_URL, PAYMENT_PROVIDER: 'moyasar', MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET };
      other = await buildApp({
        config: testConfig(dataDir, {
          ...env,
          MOYASAR_SECRET_KEY: 'sk_test_wrongKey',
          MOYASAR_API_URL: fake.url,
        }),
        database: shop.database,
        logger: false,
      });
      // A port nothing listens on.
      down = await buildApp({
        config: testConfig(dataDir, {
          ...env,
          MOYASAR_SECRET_KEY: SECRET_KEY,
          MOYASAR_API_URL: 'http://127.0.0.1:9/v1',
        }),
        database: shop.database,
        logger: false,
      });
    });
    afterAll(async () => {
      await other?.close();
      await down?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 with a translated message and leaves the attempt failed, the order unpaid', async () => {
      for (const app of [other, down]) {
        const order = await insertOrder(shop.database, f.aliceId);
        const answer = await startPay(app, f.aliceToken, order.id);
        expect(answer.statusCode).toBe(503);
        expect(expectShape(messageAnswerSchema, answer.json()).message).toBe(
          'The payment could not be started, please try again later',
        );
        expect((await attemptsOf(shop.database, order.id)).map((a) => a.status)).toEqual(['failed']);
        const check = await app.inject({
          method: 'GET',
          url: '/payments/callback?id=6f1c1d9e-0000-4000-8000-000000000000',
        });
        expect(check.statusCode).toBe(503);
      }
    });
  });
});

describe('the Moyasar adapter on its own', () => {
  const fake = new MoyasarFake(SECRET_KEY);
  beforeAll(async () => void (await fake.start()));
  afterAll(async () => fake.stop());

  it('sends the secret key as basic auth and reads invoices back', async () => {
    const provider = new MoyasarProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: `${fake.url}/`,
    });
    const hosted = await provider.createHostedPayment({
      attemptId: 7,
      orderId: 3,
      orderCode: 'ZP-1',
      amountHalalas: 1_000,
      currency: 'SAR',
      description: 'Order ZP-1',
      callbackUrl: `${PUBLIC_URL}/payments/callback`,
      noticeUrl: `${PUBLIC_URL}/payments/callback`,
      lang: 'en',
    });
    expect(await provider.fetchPayment(hosted.providerPaymentId)).toEqual({
      reference: hosted.providerPaymentId,
      status: 'pending',
      amountHalalas: 1_000,
      currency: 'SAR',
      orderId: 3,
      attemptId: 7,
      failureReason: null,
      captureId: null,
    });
    expect(await provider.fetchPayment('../payments')).toBeNull();
    expect(
      provider.verifyWebhook({
        id: 'e1',
        type: 'payment_paid',
        secret_token: WEBHOOK_SECRET,
        data: { id: 'p1' },
      }),
    ).toEqual({
      eventId: 'e1',
      paymentId: 'p1',
      type: 'payment_paid',
    });
    expect(provider.verifyWebhook({ id: 'e1', secret_token: 'nope', data: { id: 'p1' } })).toBeNull();
    expect(provider.verifyWebhook('junk')).toBeNull();
  });
});

describe('payment configuration', () => {
  const base = { DATA_DIR: '/tmp/shop-config-test' };

  it("defaults to the sandbox and Moyasar's public API URL", () => {
    const config = loadConfig(base);
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.MOYASAR_API_URL).toBe('https://api.moyasar.com/v1');
  });

  it('refuses Moyasar without its keys, with a clear message', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'moyasar' })).toThrow(
      /MOYASAR_SECRET_KEY: required with PAYMENT_PROVIDER=moyasar[\s\S]*MOYASAR_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=moyasar/,
    );
    expect(() =>
      loadConfig({
        ...base,
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: 'pk_test_x',
        MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    ).toThrow(/MOYASAR_SECRET_KEY: expected Moyasar's secret key/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'moyasar',
      MOYASAR_SECRET_KEY: SECRET_KEY,
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    expect(() => loadConfig({ ...production, MOYASAR_API_URL: 'http://api.moyasar.test/v1' })).toThrow(
      /MOYASAR_API_URL: must be https/,
    );
    expect(loadConfig(production).PAYMENT_PROVIDER).toBe('moyasar');
  });
});
