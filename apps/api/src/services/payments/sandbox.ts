/**
 * The built-in sandbox provider (the default): a hosted payment page served by this server, with
 * documented test cards, that behaves like a real hosted-page gateway. Its "invoice" is the
 * attempt row's provider_payment_id (an unguessable token, the page's URL); a card submitted on
 * the page becomes a sandbox payment whose id carries the result signed with
 * PAYMENT_SANDBOX_SECRET, and the shopper is redirected to our callback with that id, as Moyasar
 * does. The callback then verifies the id through `fetchPayment` like any provider's: a tampered
 * id or status is refused. No state lives in process memory, so any instance can serve any step.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orders, payments, settings } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import {
  readWebhook,
  type HostedPayment,
  type HostedPaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
  type WebhookNotice,
} from './provider.js';

/** The key used when PAYMENT_SANDBOX_SECRET is unset: the sandbox moves no money. */
export const SANDBOX_DEVELOPMENT_SECRET = 'sandbox-development-secret-not-for-real-money';

/** Test cards of the sandbox page (also listed on the page and in the README). */
export const SANDBOX_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
} as const;

const INVOICE_PREFIX = 'sbx_';
const PAYMENT_PREFIX = 'sbxpay_';

/** The signed content of a sandbox payment id. */
interface SandboxCharge {
  /** The invoice (hosted page token) it paid. */
  r: string;
  s: 'paid' | 'failed';
  a: number;
  c: string;
  o: number;
  t: number;
  f: string | null;
  /** Time of the charge: two charges never share an id. */
  i: number;
}

export interface SandboxCheckout {
  token: string;
  attemptId: number;
  attemptStatus: 'initiated' | 'paid' | 'refunded' | 'failed';
  amountHalalas: number;
  currency: string;
  orderId: number;
  orderCode: string;
  lang: 'ar' | 'en';
  shopNameAr: string;
  shopNameEn: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export type SandboxChargeResult =
  | { kind: 'notFound' }
  | { kind: 'closed'; checkout: SandboxCheckout }
  | { kind: 'invalid'; checkout: SandboxCheckout; errors: Partial<Record<CardField, string>> }
  | {
      kind: 'charged';
      checkout: SandboxCheckout;
      paymentId: string;
      status: 'paid' | 'failed';
      message: string;
    };

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Whether MM/YY is this month or later (cards are valid to the end of their month). */
function expiryValid(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  const year = 2000 + yy;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm >= now.getUTCMonth() + 1);
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Executor,
    private readonly secret: string = SANDBOX_DEVELOPMENT_SECRET,
  ) {}

  async createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment> {
    const token = INVOICE_PREFIX + randomBytes(24).toString('base64url');
    // The page is served by this server, on the origin the shopper comes back to.
    const origin = new URL(request.callbackUrl).origin;
    // The page speaks the shopper's language of the moment, which the order does not keep.
    return {
      providerPaymentId: token,
      redirectUrl: `${origin}/payments/sandbox/${token}?lang=${request.lang}`,
    };
  }

  async fetchPayment(id: string): Promise<ProviderPayment | null> {
    if (id.startsWith(PAYMENT_PREFIX)) {
      const charge = this.readCharge(id.slice(PAYMENT_PREFIX.length));
      if (!charge) return null;
      return {
        reference: charge.r,
        status: charge.s,
        amountHalalas: charge.a,
        currency: charge.c,
        orderId: charge.o,
        attemptId: charge.t,
        failureReason: charge.f,
        captureId: charge.s === 'paid' ? id : null,
      };
    }
    if (!id.startsWith(INVOICE_PREFIX)) return null;
    // An invoice nobody has paid yet (the shopper came back without paying).
    const checkout = await this.checkout(id);
    if (!checkout) return null;
    return {
      reference: id,
      status: 'pending',
      amountHalalas: checkout.amountHalalas,
      currency: checkout.currency,
      orderId: checkout.orderId,
      attemptId: checkout.attemptId,
      failureReason: null,
      captureId: null,
    };
  }

  verifyWebhook(body: unknown): WebhookNotice | null {
    return readWebhook(body, this.secret);
  }

  /**
   * The sandbox gives back any amount of a capture it signed, at once; a capture it did not sign
   * (a forged or foreign id) is refused, as a real gateway refuses an unknown payment.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const signed = request.captureId?.startsWith(PAYMENT_PREFIX)
      ? this.readCharge(request.captureId.slice(PAYMENT_PREFIX.length))
      : null;
    // A capture row without the charge's id (the ledger's id column may be empty) is known by its
    // invoice token.
    const known = signed ? signed.s === 'paid' : request.reference.startsWith(INVOICE_PREFIX);
    if (!known) return { refundId: null, status: 'failed', failureReason: 'Unknown sandbox payment' };
    return {
      refundId: `sbxref_${request.refundRowId}_${randomBytes(9).toString('base64url')}`,
      status: 'refunded',
      failureReason: null,
    };
  }

  /** The hosted page reads its attempt's status on every load and post: a closed attempt closes it. */
  async closeHostedPayment(): Promise<void> {}

  /** The hosted page's payment: what to charge, for which order and shop. */
  async checkout(token: string): Promise<SandboxCheckout | null> {
    const [row] = await this.db
      .select({
        attemptId: payments.id,
        attemptStatus: payments.status,
        amountHalalas: payments.amountHalalas,
        currency: payments.currency,
        orderId: orders.id,
        orderCode: orders.code,
        lang: orders.lang,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerPaymentId, token)))
      .limit(1);
    if (!row) return null;
    const [shop] = await this.db
      .select({ nameAr: settings.appNameAr, nameEn: settings.appNameEn })
      .from(settings)
      .limit(1);
    return { token, ...row, shopNameAr: shop?.nameAr ?? '', shopNameEn: shop?.nameEn ?? '' };
  }

  /**
   * Charges a card on the hosted page: the success card pays, the decline card is declined, any
   * other card is refused on the page (nothing is charged). The answer's payment id is what the
   * shopper carries back to the callback.
   */
  async charge(token: string, card: SandboxCard, now = new Date()): Promise<SandboxChargeResult> {
    const checkout = await this.checkout(token);
    if (!checkout) return { kind: 'notFound' };
    if (checkout.attemptStatus !== 'initiated') return { kind: 'closed', checkout };
    const errors: Partial<Record<CardField, string>> = {};
    const known = card.number === SANDBOX_CARDS.success || card.number === SANDBOX_CARDS.declined;
    if (!known) errors.number = 'payment.card.unknown';
    if (!expiryValid(card.expiry, now)) errors.expiry = 'payment.card.expired';
    if (Object.keys(errors).length > 0) return { kind: 'invalid', checkout, errors };
    const paid = card.number === SANDBOX_CARDS.success;
    const charge: SandboxCharge = {
      r: token,
      s: paid ? 'paid' : 'failed',
      a: checkout.amountHalalas,
      c: checkout.currency,
      o: checkout.orderId,
      t: checkout.attemptId,
      f: paid ? null : 'Card declined (sandbox decline card)',
      i: now.getTime(),
    };
    return {
      kind: 'charged',
      checkout,
      paymentId: PAYMENT_PREFIX + this.sign(charge),
      status: charge.s,
      message: paid ? 'Succeeded' : 'Declined',
    };
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(payload).digest();
  }

  private sign(charge: SandboxCharge): string {
    const payload = Buffer.from(JSON.stringify(charge)).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The charge of a signed id, or null when the id was not signed by this sandbox. */
  private readCharge(signed: string): SandboxCharge | null {
    const [payload, signature, ...rest] = signed.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const charge = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxCharge;
      return typeof charge.r === 'string' && Number.isInteger(charge.a) ? charge : null;
    } catch {
      return null;
    }
  }
}
