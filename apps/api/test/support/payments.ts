/**
 * Payment test fixtures: the shop's settings, two customers with sessions, and orders inserted
 * directly through the schema (placing orders is another suite's subject), plus helpers that
 * follow the sandbox's hosted-page journey through the real routes.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema.js';
import { createSession } from '../../src/services/sessions.js';

export interface PaymentFixtures {
  aliceId: number;
  bobId: number;
  aliceToken: string;
  bobToken: string;
}

export const SHOP_NAME_EN = 'Zeta Uniforms';
export const SHOP_NAME_AR = 'زيتا للأزياء الموحدة';

export async function insertPaymentFixtures(database: Database): Promise<PaymentFixtures> {
  const db = database.db;
  await db.insert(t.settings).values({ id: 1, appNameAr: SHOP_NAME_AR, appNameEn: SHOP_NAME_EN });
  const [alice, bob] = await db
    .insert(t.customers)
    .values([
      // Sessions are opened directly, so no password is ever checked: no real hash is needed.
      {
        fname: 'Alice',
        lname: 'Pay',
        email: 'alice.pay@example.com',
        phone: '0511111111',
        passwordHash: 'unused',
      },
      {
        fname: 'Bob',
        lname: 'Pay',
        email: 'bob.pay@example.com',
        phone: '0522222222',
        passwordHash: 'unused',
      },
    ])
    .returning();
  return {
    aliceId: alice!.id,
    bobId: bob!.id,
    aliceToken: await createSession(db, alice!.id),
    bobToken: await createSession(db, bob!.id),
  };
}

let orderNumber = 0;

export interface OrderOptions {
  paymentMethod?: 0 | 1;
  totalHalalas?: number;
  lang?: 'ar' | 'en';
  status?: (typeof t.orderStatusEnum.enumValues)[number];
  paymentStatus?: 'unpaid' | 'paid' | 'refunded';
}

/** A placed order with consistent figures (subtotal + tax = total). */
export async function insertOrder(database: Database, customerId: number, options: OrderOptions = {}) {
  orderNumber += 1;
  const total = options.totalHalalas ?? 11_500;
  const tax = Math.round((total * 15) / 115);
  const [row] = await database.db
    .insert(t.orders)
    .values({
      code: `ZP-${Date.now().toString(36)}-${orderNumber}`,
      customerId,
      paymentMethod: options.paymentMethod ?? 1,
      paymentStatus: options.paymentStatus ?? 'unpaid',
      status: options.status ?? 'pending',
      lang: options.lang ?? 'en',
      address: {
        name: 'Home',
        country: { id: 1, nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
        city: { id: 1, nameAr: 'الرياض', nameEn: 'Riyadh' },
        area: { id: 1, nameAr: 'العليا', nameEn: 'Olaya' },
        address: 'King Fahd Road',
        building: '1',
        floor: '2',
        apartment: '3',
        note: null,
      },
      buyer: {
        fname: 'Paying',
        lname: 'Customer',
        email: 'paying@example.com',
        phone: '0500000000',
        companyName: null,
        vatNumber: null,
      },
      regularHalalas: total - tax,
      discountedHalalas: total - tax,
      discountHalalas: 0,
      taxBasisPoints: 1500,
      taxHalalas: tax,
      totalHalalas: total,
    })
    .returning({ id: t.orders.id, code: t.orders.code, totalHalalas: t.orders.totalHalalas });
  return row!;
}

export async function orderRow(database: Database, id: number) {
  const [row] = await database.db.select().from(t.orders).where(eq(t.orders.id, id));
  return row!;
}

export async function attemptsOf(database: Database, orderId: number) {
  return database.db.select().from(t.payments).where(eq(t.payments.orderId, orderId)).orderBy(t.payments.id);
}

/** The path and query of an absolute URL (app.inject takes paths). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

export const SUCCESS_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/40',
  cvc: '123',
  name: 'Test Shopper',
};
export const DECLINE_CARD = { ...SUCCESS_CARD, number: '4000 0000 0000 0002' };

/** POST /{lang}/api/orders/:id/pay as a customer; answers the raw inject response. */
export function startPay(app: FastifyInstance, token: string, orderId: number, lang: 'ar' | 'en' = 'en') {
  return app.inject({
    method: 'POST',
    url: `/${lang}/api/orders/${orderId}/pay`,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Starts paying and submits a card on the sandbox page; answers where the sandbox redirects. */
export async function payOnSandbox(
  app: FastifyInstance,
  token: string,
  orderId: number,
  card = SUCCESS_CARD,
): Promise<{ pagePath: string; callbackUrl: string }> {
  const started = await startPay(app, token, orderId);
  expect(started.statusCode, started.body).toBe(200);
  const pagePath = pathOf(started.json().data.redirect_url);
  const posted = await app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(card).toString(),
  });
  expect(posted.statusCode, posted.body).toBe(303);
  return { pagePath, callbackUrl: String(posted.headers.location) };
}
