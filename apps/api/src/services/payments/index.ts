/**
 * Card payments: starting an attempt on an order and settling it from what the provider reports.
 * An order is marked paid (or the attempt failed) only from a payment fetched from the provider
 * whose status, amount in halalas, currency SAR, order and attempt all match, inside one
 * transaction whose conditional updates let two callbacks at once mark it paid only once.
 */
import { and, eq } from 'drizzle-orm';
import {
  cardPaymentRefusal,
  decideCapture,
  paymentStatusOf,
  type CaptureRefundReason,
  type CardPaymentRefusal,
} from '@shop/domain';
import type { Config } from '../../config.js';
import { orders, paymentEvents, payments } from '../../db/schema.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { lockOrderMoney, writeOrderMoney, writeRefundRows, type PendingRefund } from './ledger.js';
import { MoyasarProvider } from './moyasar.js';
import type { PaymentProvider, ProviderName, ProviderPayment } from './provider.js';
import { SandboxProvider } from './sandbox.js';

export { ProviderUnavailableError } from './provider.js';
export {
  closeHostedPayments,
  closeOpenAttempts,
  executeRefunds,
  lockOrderMoney,
  orderPayments,
  writeOrderMoney,
  writeRefundRows,
  type PendingRefund,
} from './ledger.js';
export type { PaymentProvider, ProviderPayment, WebhookNotice } from './provider.js';
export { SandboxProvider, SANDBOX_CARDS } from './sandbox.js';
export type { SandboxCheckout, SandboxChargeResult, CardField } from './sandbox.js';

/** The provider PAYMENT_PROVIDER names (config.ts has checked its keys). */
export function createPaymentProvider(config: Config, db: Executor): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'moyasar') {
    return new MoyasarProvider({
      secretKey: config.MOYASAR_SECRET_KEY!,
      webhookSecret: config.MOYASAR_WEBHOOK_SECRET!,
      apiUrl: config.MOYASAR_API_URL,
    });
  }
  return new SandboxProvider(db, config.PAYMENT_SANDBOX_SECRET);
}

/** The currency every order is charged in. */
export const PAYMENT_CURRENCY = 'SAR';

export type StartPaymentResult =
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: CardPaymentRefusal }
  | { kind: 'started'; attemptId: number; redirectUrl: string };

export interface StartPaymentInput {
  customerId: number;
  orderId: number;
  /** Our callback (the provider sends the shopper back here) and its server-to-server twin. */
  callbackUrl: string;
  noticeUrl: string;
  /** The provider's description of the order, in its language. */
  describe: (lang: 'ar' | 'en', orderCode: string) => string;
  /** The language the shopper pays in (the page they paid from), not always the order's. */
  lang: 'ar' | 'en';
}

/**
 * Opens a new payment attempt on the customer's own unpaid card order and asks the provider for
 * its hosted page. Paying again later is the same call: every attempt is a row of its own. A
 * provider that does not answer leaves the attempt failed and throws ProviderUnavailableError.
 */
export async function startCardPayment(
  db: Executor,
  provider: PaymentProvider,
  input: StartPaymentInput,
): Promise<StartPaymentResult> {
  const [order] = await db
    .select({
      id: orders.id,
      code: orders.code,
      lang: orders.lang,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalHalalas: orders.totalHalalas,
    })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.customerId, input.customerId)))
    .limit(1);
  if (!order) return { kind: 'notFound' };
  const refusal = cardPaymentRefusal(order);
  if (refusal) return { kind: 'refused', reason: refusal };

  const [attempt] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: provider.name,
      amountHalalas: order.totalHalalas,
      currency: PAYMENT_CURRENCY,
    })
    .returning({ id: payments.id });
  const attemptId = attempt!.id;
  try {
    const hosted = await provider.createHostedPayment({
      attemptId,
      orderId: order.id,
      orderCode: order.code,
      amountHalalas: order.totalHalalas,
      currency: PAYMENT_CURRENCY,
      description: input.describe(input.lang, order.code),
      callbackUrl: input.callbackUrl,
      noticeUrl: input.noticeUrl,
      lang: input.lang,
    });
    await db
      .update(payments)
      .set({ providerPaymentId: hosted.providerPaymentId, updatedAt: new Date() })
      .where(eq(payments.id, attemptId));
    return { kind: 'started', attemptId, redirectUrl: hosted.redirectUrl };
  } catch (error) {
    await db
      .update(payments)
      .set({
        status: 'failed',
        failureReason: 'The provider could not create the payment',
        updatedAt: new Date(),
      })
      .where(eq(payments.id, attemptId));
    throw error;
  }
}

/** The provider id stored on one of our attempts (a provider's redirect may name only the attempt). */
export async function attemptReference(
  db: Executor,
  provider: ProviderName,
  attemptId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ reference: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.id, attemptId), eq(payments.provider, provider)))
    .limit(1);
  return row?.reference ?? null;
}

/**
 * unknown: no attempt of ours has that provider id (forged or foreign);
 * mismatch: the provider's payment is not this order's or attempt's, or not its amount / currency;
 * replayed: the webhook event was handled before;
 * paid: the capture is recorded (newlyPaid when this call recorded it); `refund` when the order
 * was cancelled or already paid, so the money goes back at once (executeRefunds after commit).
 */
export type SettleOutcome =
  | { kind: 'unknown' }
  | { kind: 'mismatch'; orderId: number; detail: string }
  | { kind: 'replayed'; orderId: number }
  | {
      kind: 'paid';
      orderId: number;
      attemptId: number;
      newlyPaid: boolean;
      refund: { why: CaptureRefundReason; pending: PendingRefund[] } | null;
    }
  | { kind: 'failed'; orderId: number; attemptId: number }
  | { kind: 'pending'; orderId: number; attemptId: number };

class SettleAbort extends Error {
  constructor(readonly outcome: SettleOutcome) {
    super(outcome.kind);
  }
}

/** The reasons the shop gives its own refunds, in the ledger. */
const AUTOMATIC_REFUND_REASONS: Record<CaptureRefundReason, string> = {
  refundCancelled: 'automatic: paid after the order was cancelled',
  refundDuplicate: 'automatic: the order was already paid',
};

/**
 * Applies what the provider reported about one of our attempts. `event` is a webhook's event id:
 * it is recorded in the same transaction, so a replay is refused and has no effect, and a
 * refused or failed settlement records nothing (the provider's retry is handled normally).
 * A capture is always recorded (the money moved); the domain's decideCapture says whether the
 * order keeps it or it is refunded at once.
 */
export async function settlePayment(
  db: Executor,
  provider: ProviderName,
  reported: ProviderPayment,
  event?: { eventId: string },
  now = new Date(),
): Promise<SettleOutcome> {
  const [attempt] = await db
    .select({ id: payments.id, orderId: payments.orderId, amountHalalas: payments.amountHalalas })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.kind, 'capture'),
        eq(payments.providerPaymentId, reported.reference),
      ),
    )
    .limit(1);
  if (!attempt) return { kind: 'unknown' };
  const mismatch = (detail: string): SettleOutcome => ({
    kind: 'mismatch',
    orderId: attempt.orderId,
    detail,
  });
  if (reported.orderId !== attempt.orderId || reported.attemptId !== attempt.id) {
    return mismatch(`payment belongs to order ${reported.orderId} attempt ${reported.attemptId}`);
  }

  try {
    return await withTransaction(db, async (tx) => {
      // The order row is locked first, as every writer of its money does (ledger.ts), so the
      // checks and the update see one state. The event's row references the payment (KEY SHARE
      // on it), which the payment's NO KEY UPDATE lock below does not wait for.
      const state = await lockOrderMoney(tx, attempt.orderId);
      if (!state) throw new SettleAbort({ kind: 'unknown' });
      if (event) {
        const recorded = await tx
          .insert(paymentEvents)
          .values({ provider, eventId: event.eventId, paymentId: attempt.id })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (recorded.length === 0) throw new SettleAbort({ kind: 'replayed', orderId: attempt.orderId });
      }
      const [current] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, attempt.id))
        .for('no key update');
      // What a capture already settled answers: paid, nothing new.
      const alreadyPaid: SettleOutcome = {
        kind: 'paid',
        orderId: attempt.orderId,
        attemptId: attempt.id,
        newlyPaid: false,
        refund: null,
      };

      if (reported.status === 'paid') {
        if (reported.currency !== PAYMENT_CURRENCY) {
          throw new SettleAbort(mismatch(`currency ${reported.currency}`));
        }
        if (
          reported.amountHalalas !== attempt.amountHalalas ||
          reported.amountHalalas !== state.totalHalalas
        ) {
          throw new SettleAbort(
            mismatch(`amount ${reported.amountHalalas} for a total of ${state.totalHalalas}`),
          );
        }
        // A second callback of the same capture changes nothing.
        if (current?.status === 'paid') {
          return alreadyPaid;
        }
        const decision = decideCapture(state, attempt.amountHalalas);
        await tx
          .update(payments)
          .set({
            status: 'paid',
            failureReason: null,
            providerCaptureId: reported.captureId,
            settledAt: now,
            updatedAt: now,
          })
          .where(eq(payments.id, attempt.id));
        const captured = { ...state, capturedHalalas: state.capturedHalalas + attempt.amountHalalas };
        const newlyPaid = decision.keepHalalas > 0 && paymentStatusOf(state) !== 'paid';
        if (!decision.why) {
          await writeOrderMoney(tx, attempt.orderId, captured, now);
          return { kind: 'paid', orderId: attempt.orderId, attemptId: attempt.id, newlyPaid, refund: null };
        }
        const pending = await writeRefundRows(tx, captured, attempt.orderId, decision.refundHalalas, {
          reason: AUTOMATIC_REFUND_REASONS[decision.why],
          staffId: null,
          now,
          onlyCapture: attempt.id,
        });
        return {
          kind: 'paid',
          orderId: attempt.orderId,
          attemptId: attempt.id,
          newlyPaid,
          refund: { why: decision.why, pending },
        };
      }
      if (reported.status === 'failed') {
        // Never undoes a payment: only an attempt not yet paid can fail.
        if (current?.status === 'paid') {
          return alreadyPaid;
        }
        await tx
          .update(payments)
          .set({
            status: 'failed',
            failureReason: reported.failureReason?.slice(0, 500) ?? null,
            updatedAt: now,
          })
          .where(eq(payments.id, attempt.id));
        return { kind: 'failed', orderId: attempt.orderId, attemptId: attempt.id };
      }
      return { kind: 'pending', orderId: attempt.orderId, attemptId: attempt.id };
    });
  } catch (error) {
    if (error instanceof SettleAbort) return error.outcome;
    throw error;
  }
}
