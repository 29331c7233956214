/**
 * Junk at the payment routes: hostile text (NUL, bidi controls, lone surrogates, broken
 * percent-encodings, huge values) in the callback's query, the notice and webhook bodies, the
 * sandbox's card form and the pay route's id. Whatever arrives, the answer is a redirect or a
 * 4xx, never a 500, and nothing is paid.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import {
  insertOrder,
  insertPaymentFixtures,
  pathOf,
  startPay,
  type PaymentFixtures,
} from './support/payments.js';

const SECRET = 'fuzz-sandbox-secret-0123456789';

const special = [
  '\u0000',
  '\u202E',
  '\u2066',
  '\u200F',
  '\u061C',
  '\u200B',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '\uD83D\uDE00',
  '%',
  '%00',
  '%E0%A4%A',
  '&',
  '=',
  '+',
  '"',
  "'",
  '\\',
  '<',
  '.',
  '/',
  '\r\n',
  ' ',
];
const ordinary = [...'abcXYZ019 أبت٠١_-'];
const hostileText = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: fc.constantFrom(...special, ...ordinary), maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('sbxpay_', 'sbx_', 'sbxpay_e30.', '9999999999999999999999', '-1', '1e9'),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...special, 'a', 'ب'), fc.integer({ min: 1_000, max: 50_000 }))
      .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length))),
  },
);

/** Percent-encodes text, lone surrogates as invalid UTF-8 and '%' left as is (broken encodings reach the server). */
function encodeHostile(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else if (text[i] === '%') {
      out += '%';
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** Any JSON value, with hostile strings in it. */
const jsonJunk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('id', 'type', 'secret_token', 'data', 'status', 'amount'), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

describe.each(backends)('junk at the payment routes ($name)', (backend) => {
  let shop: TestShop;
  let f: PaymentFixtures;
  let pagePath = '';
  let orderId = 0;

  beforeAll(async () => {
    shop = await startTestShop(
      backend,
      async (database) => {
        f = await insertPaymentFixtures(database);
      },
      { PAYMENT_SANDBOX_SECRET: SECRET },
    );
    const order = await insertOrder(shop.database, f.aliceId);
    orderId = order.id;
    pagePath = pathOf((await startPay(shop.app, f.aliceToken, order.id)).json().data.redirect_url);
  });
  afterAll(async () => shop?.close());

  async function expectHandled(request: InjectOptions, json = true) {
    const res = await shop.app.inject(request);
    const where = `${request.method ?? 'GET'} ${String(request.url).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, where).toBeLessThan(500);
    if (json && (res.statusCode < 300 || res.statusCode >= 400)) {
      expect(res.headers['content-type'], where).toMatch(/^application\/json/);
      expect(() => JSON.parse(res.body), where).not.toThrow();
    }
  }

  it('callback queries never answer 500', async () => {
    const names = ['id', 'invoice_id', 'attempt', 'status', 'message', 'other'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(5), hostileText), { minLength: 1, maxLength: 4 }),
        async (pairs) => {
          const query = pairs.map(([i, v]) => `${names[i]}=${encodeHostile(v)}`).join('&');
          await expectHandled({ url: `/payments/callback?${query}` });
        },
      ),
      { numRuns: 120 },
    );
  });

  it('notice and webhook bodies never answer 500, with or without the right secret', async () => {
    await fc.assert(
      fc.asyncProperty(
        jsonJunk,
        fc.boolean(),
        fc.constantFrom('sandbox', 'moyasar', 'x', '%00', '..'),
        fc.constantFrom('webhook', 'notice', 'raw'),
        fc.option(fc.tuple(hostileText, hostileText)),
        async (junk, signed, provider, kind, ids) => {
          // Half the time a well-formed, signed webhook whose ids are junk, to reach the settlement.
          const body = ids ? { id: ids[0], type: 'payment_paid', data: { id: ids[1] } } : junk;
          if (kind === 'raw') {
            await expectHandled({
              method: 'POST',
              url: '/payments/webhook/sandbox',
              headers: { 'content-type': 'application/json' },
              payload: typeof body === 'string' ? body : `${JSON.stringify(body)}}`,
            });
            return;
          }
          const payload =
            signed && body && typeof body === 'object' && !Array.isArray(body)
              ? { ...body, secret_token: SECRET }
              : body;
          await expectHandled({
            method: 'POST',
            url: kind === 'webhook' ? `/payments/webhook/${provider}` : '/payments/callback',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload ?? null),
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it("the sandbox's card form and the pay route's id never answer 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('number', 'expiry', 'cvc', 'name', 'x'), hostileText),
        hostileText,
        fc.boolean(),
        async (fields, segment, realPage) => {
          const body = Object.entries(fields)
            .map(([k, v]) => `${k}=${encodeHostile(v)}`)
            .join('&');
          const path = realPage
            ? pagePath
            : `/payments/sandbox/${encodeHostile(segment).replace(/%2F/gi, '') || 'x'}`;
          await expectHandled(
            {
              method: 'POST',
              url: path,
              payload: body,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            },
            false,
          );
          await expectHandled({ url: path }, false);
          await expectHandled({
            method: 'POST',
            url: `/en/api/orders/${encodeHostile(segment).replace(/%2F/gi, '') || 'x'}/pay`,
            headers: { authorization: `Bearer ${f.aliceToken}` },
          });
        },
      ),
      { numRuns: 100 },
    );
    // Junk never paid the order.
    const [row] = await shop.database.db.select({ s: t.orders.paymentStatus }).from(t.orders).limit(1);
    expect(row!.s).toBe('unpaid');
    expect(orderId).toBeGreaterThan(0);
  });
});
