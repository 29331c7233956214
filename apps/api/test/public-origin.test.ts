/**
 * Links in mails and payment redirects never follow a forged Host header. PUBLIC_URL is required
 * whenever mail leaves the server (SMTP_URL) or a real payment provider sends shoppers back; the
 * demo (neither set) still works without it: a request's host is used only when it names this
 * machine (a loopback or an interface address, or HOST), else the fixed http://localhost:PORT.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import * as t from '../src/db/schema.js';
import { makeStaff, signInStaff } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import {
  insertOrder,
  insertPaymentFixtures,
  pathOf,
  SUCCESS_CARD,
  type PaymentFixtures,
} from './support/payments.js';

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('configuration', () => {
  it('refuses SMTP_URL or a real payment provider without PUBLIC_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.sa:587' })).toThrow(
      /PUBLIC_URL: required with SMTP_URL/,
    );
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: 'sk_test_123',
        MOYASAR_WEBHOOK_SECRET: 'webhook-secret',
      }),
    ).toThrow(/PUBLIC_URL: required with PAYMENT_PROVIDER=moyasar/);
    // The demo needs none of them.
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.sa:587', PUBLIC_URL: 'https://shop.example.sa' })
        .PUBLIC_URL,
    ).toBe('https://shop.example.sa');
  });
});

describe.each(backends)('the public origin without PUBLIC_URL on $name', (backend) => {
  let shop: TestShop;
  let f: PaymentFixtures;

  beforeAll(async () => {
    shop = await startTestShop(backend, async (database) => {
      f = await insertPaymentFixtures(database);
    });
  });
  afterAll(async () => shop?.close());

  const demoOrigin = () => `http://localhost:${shop.config.PORT}`;

  it('sends the shopper to the fixed local origin, not to a forged host, when paying by card', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { lang: 'en' });
    const started = await shop.app.inject({
      method: 'POST',
      url: `/en/api/orders/${order.id}/pay`,
      headers: { authorization: `Bearer ${f.aliceToken}`, ...FORGED },
    });
    expect(started.statusCode, started.body).toBe(200);
    const redirect = started.json().data.redirect_url as string;
    expect(redirect).not.toContain('evil.example');
    expect(redirect.startsWith(`${demoOrigin()}/payments/sandbox/`)).toBe(true);

    const posted = await shop.app.inject({
      method: 'POST',
      url: pathOf(redirect),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...FORGED },
      payload: new URLSearchParams(SUCCESS_CARD).toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(String(posted.headers.location).startsWith(`${demoOrigin()}/payments/callback?`)).toBe(true);
    const back = await shop.app.inject({
      method: 'GET',
      url: pathOf(String(posted.headers.location)),
      headers: FORGED,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${demoOrigin()}/bill/${order.id}?payment=paid`);
  });

  it('writes mail links with the fixed local origin, not a forged host', async () => {
    const order = await insertOrder(shop.database, f.bobId, { lang: 'ar' });
    const owner = await makeStaff(shop.database, 'owner.origin@example.com', 'owner');
    const staff = await signInStaff(shop.app, owner);
    const res = await shop.app.inject({
      method: 'PUT',
      url: `/admin/api/orders/${order.id}/status`,
      payload: { status: 'processing' },
      headers: {
        cookie: `shop_admin=${staff.cookie}`,
        'x-csrf-token': staff.csrf,
        ...FORGED,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await shop.app.mailer.settled();
    const [mail] = await shop.database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.kind, 'order_status'));
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.html).not.toContain('evil.example');
    expect(mail!.text).toContain(`${demoOrigin()}/bill/${order.id}?lang=ar`);
  });

  it("keeps the request's own host when it names this machine (the demo opened by its address)", async () => {
    const order = await insertOrder(shop.database, f.aliceId, { lang: 'en' });
    for (const host of ['127.0.0.1:3000', 'localhost:8080', '[::1]:3000']) {
      const started = await shop.app.inject({
        method: 'POST',
        url: `/en/api/orders/${order.id}/pay`,
        headers: { authorization: `Bearer ${f.aliceToken}`, host },
      });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().data.redirect_url.startsWith(`http://${host}/payments/sandbox/`)).toBe(true);
    }
  });
});
