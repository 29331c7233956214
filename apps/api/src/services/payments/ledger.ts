/**
 * The order's money as a ledger (the `payments` table): every capture and every refund is a row,
 * and the order keeps the sums of those that went through (captured_halalas, refunded_halalas)
 * with its payment status read from them by the domain's paymentStatusOf. Every write here runs
 * in a transaction that has locked the order row first (then, when it needs one, a payment row),
 * so two writers never both decide from one state and never wait on each other in a circle.
 *
 * A refund is written in two steps: first its row (status initiated) and the order's refunded sum
 * in the transaction that decided it, so no second refund can count the same money; then, once
 * committed, the provider is asked, and the row is marked refunded, or failed with the sum given
 * back. Money held on a cancelled order, paid twice, or a refund the provider refused is what the
 * dashboard shows staff as needing attention.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminOrderPayment } from '@shop/contract';
import { halalasToSar, paymentStatusOf, type OrderMoneyState } from '@shop/domain';
import { orders, payments, type LedgerProvider } from '../../db/schema.js';
import { withTransaction, type Executor, type Transaction } from '../../db/transaction.js';
import { REFUND_FAILED_NOTE_REASON, reconcileOrderNotes } from '../einvoicing/index.js';
import type { PaymentProvider } from './provider.js';
import { ProviderUnavailableError } from './provider.js';

/** The order's money state, its row locked until the transaction ends; undefined when there is none. */
export async function lockOrderMoney(
  tx: Transaction,
  orderId: number,
): Promise<(OrderMoneyState & { lang: 'ar' | 'en'; customerId: number }) | undefined> {
  const [row] = await tx
    .select({
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalHalalas: orders.totalHalalas,
      capturedHalalas: orders.capturedHalalas,
      refundedHalalas: orders.refundedHalalas,
      lang: orders.lang,
      customerId: orders.customerId,
      artworkStatus: orders.artworkStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    // NO KEY UPDATE: writers of one order's money wait for each other, while rows that only
    // reference the order (a payment being inserted) take KEY SHARE and need not wait.
    .for('no key update');
  if (!row) return undefined;
  return { ...row, paymentMethod: row.paymentMethod === 1 ? 1 : 0 };
}

/** Writes the ledger's new sums on the locked order, with the payment status they give. */
export async function writeOrderMoney(
  tx: Transaction,
  orderId: number,
  sums: { capturedHalalas: number; refundedHalalas: number },
  now: Date,
): Promise<void> {
  const paymentStatus = paymentStatusOf(sums);
  await tx
    .update(orders)
    .set({
      capturedHalalas: sums.capturedHalalas,
      refundedHalalas: sums.refundedHalalas,
      paymentStatus,
      // paid_at is when the order first became paid; an order never paid (or reversed) has none.
      paidAt:
        paymentStatus === 'unpaid'
          ? null
          : sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

/** A refund to ask of the provider once the transaction that wrote it has committed. */
export interface PendingRefund {
  refundRowId: number;
  orderId: number;
}

/**
 * Splits `amountHalalas` over the order's captures, newest first, each giving back at most what
 * is left of it, and writes an initiated refund row per capture (a bank capture's refund is done
 * at once: staff send the money back themselves). The order's refunded sum includes them from now.
 */
export async function writeRefundRows(
  tx: Transaction,
  state: OrderMoneyState,
  orderId: number,
  amountHalalas: number,
  details: { reason: string; staffId: number | null; now: Date; onlyCapture?: number },
): Promise<PendingRefund[]> {
  const captures = await tx
    .select({
      id: payments.id,
      provider: payments.provider,
      amount: payments.amountHalalas,
      // The correlation is written out: from one table the query builder writes bare column names,
      // which inside the subquery would name the refund's own columns.
      refunded: sql<number>`coalesce((select sum(r.amount_halalas) from payments r where r.refund_of = payments.id and r.kind = 'refund' and r.status <> 'failed'), 0)::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, 'capture'),
        eq(payments.status, 'paid'),
        details.onlyCapture ? eq(payments.id, details.onlyCapture) : undefined,
      ),
    )
    .orderBy(desc(payments.settledAt), desc(payments.id));
  const pending: PendingRefund[] = [];
  let left = amountHalalas;
  for (const capture of captures) {
    if (left <= 0) break;
    const part = Math.min(left, capture.amount - Number(capture.refunded));
    if (part <= 0) continue;
    left -= part;
    const bank = capture.provider === 'bank';
    const [row] = await tx
      .insert(payments)
      .values({
        orderId,
        kind: 'refund',
        provider: capture.provider as LedgerProvider,
        status: bank ? 'refunded' : 'initiated',
        amountHalalas: part,
        refundOf: capture.id,
        reason: details.reason,
        staffId: details.staffId,
        settledAt: bank ? details.now : null,
      })
      .returning({ id: payments.id });
    if (!bank) pending.push({ refundRowId: row!.id, orderId });
  }
  const given = amountHalalas - left;
  await writeOrderMoney(
    tx,
    orderId,
    { capturedHalalas: state.capturedHalalas, refundedHalalas: state.refundedHalalas + given },
    details.now,
  );
  return pending;
}

/**
 * Asks the provider for each pending refund and records its answer: refunded (the money is on
 * its way back) or failed, in which case the amount counts as held again and the dashboard shows
 * it. A provider that does not answer leaves the row failed too, with the reason: staff can refund
 * again from the order. Never throws for the provider: the caller's work is already committed.
 * Answers whether an e-invoice note was requested (the e-invoicing sweep then has work).
 */
export async function executeRefunds(
  db: Executor,
  provider: PaymentProvider,
  pending: PendingRefund[],
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
): Promise<boolean> {
  let notesRequested = false;
  for (const { refundRowId, orderId } of pending) {
    const [row] = await db
      .select({
        provider: payments.provider,
        amount: payments.amountHalalas,
        reference: sql<
          string | null
        >`(select c.provider_payment_id from payments c where c.id = payments.refund_of)`,
        captureId: sql<
          string | null
        >`(select c.provider_capture_id from payments c where c.id = payments.refund_of)`,
      })
      .from(payments)
      .where(and(eq(payments.id, refundRowId), eq(payments.status, 'initiated')));
    if (!row) continue;
    let status: 'refunded' | 'failed' = 'failed';
    let refundId: string | null = null;
    let failureReason: string | null = null;
    if (row.provider !== provider.name) {
      failureReason = `The capture was taken by ${row.provider}, not the configured ${provider.name}`;
    } else {
      try {
        const answer = await provider.refund({
          reference: row.reference ?? '',
          captureId: row.captureId,
          amountHalalas: row.amount,
          currency: 'SAR',
          refundRowId,
        });
        status = answer.status;
        refundId = answer.refundId;
        failureReason = answer.failureReason;
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        failureReason = 'The provider did not answer the refund';
      }
    }
    await withTransaction(db, async (tx) => {
      const state = await lockOrderMoney(tx, orderId);
      if (!state) return;
      const now = new Date();
      const marked = await tx
        .update(payments)
        .set({
          status,
          // Refund ids are the provider's own; the capture's id already holds its payment's.
          providerPaymentId: status === 'refunded' && refundId ? `refund:${refundRowId}:${refundId}` : null,
          failureReason: failureReason?.slice(0, 500) ?? null,
          settledAt: status === 'refunded' ? now : null,
          updatedAt: now,
        })
        .where(and(eq(payments.id, refundRowId), eq(payments.status, 'initiated')))
        .returning({ id: payments.id });
      if (marked.length === 1 && status === 'failed') {
        await writeOrderMoney(
          tx,
          orderId,
          { capturedHalalas: state.capturedHalalas, refundedHalalas: state.refundedHalalas - row.amount },
          now,
        );
        // The sale the refund credited back is the buyer's again: a debit note restores it.
        const note = await reconcileOrderNotes(tx, orderId, REFUND_FAILED_NOTE_REASON);
        if (note.kind === 'requested') notesRequested = true;
      }
    });
    if (status === 'refunded') log.info({ orderId, refundRowId }, 'payments: refunded');
    else
      log.error(
        { orderId, refundRowId, failureReason },
        'payments: a refund failed: staff must refund again',
      );
  }
  return notesRequested;
}

/**
 * Closes the order's card attempts whose page is still open (the order was cancelled) and
 * answers their references, so the caller can close the provider's pages once committed.
 */
export async function closeOpenAttempts(tx: Transaction, orderId: number, now: Date): Promise<string[]> {
  const closed = await tx
    .update(payments)
    .set({ status: 'failed', failureReason: 'Closed: the order was cancelled', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'capture'), eq(payments.status, 'initiated')))
    .returning({ reference: payments.providerPaymentId });
  return closed.map((c) => c.reference).filter((r): r is string => Boolean(r));
}

/** Closes the provider's pages of closed attempts; a provider that does not answer is only logged. */
export async function closeHostedPayments(
  provider: PaymentProvider,
  references: string[],
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  for (const reference of references) {
    try {
      await provider.closeHostedPayment(reference);
    } catch (error) {
      // A page paid anyway is refunded when its capture arrives (decideCapture).
      log.error(
        { err: error, reference: reference.slice(0, 100) },
        'payments: could not close a payment page',
      );
    }
  }
}

/** What the staff order page lists: every row of the order's ledger, oldest first. */
export async function orderPayments(
  db: Executor,
  orderIds: number[],
): Promise<Map<number, AdminOrderPayment[]>> {
  const byOrder = new Map<number, AdminOrderPayment[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      provider: row.provider,
      status: row.status === 'initiated' ? 'pending' : row.status,
      amount: halalasToSar(row.amountHalalas),
      refund_of: row.refundOf,
      reason: row.reason,
      failure_reason: row.failureReason,
      created_at: row.createdAt.toISOString(),
      settled_at: row.settledAt ? row.settledAt.toISOString() : null,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
