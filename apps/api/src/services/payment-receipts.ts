/**
 * Transfer receipts: the customer uploads a photo or PDF of the bank transfer for an unpaid
 * bank-transfer order, and staff confirm the transfer with it beside the order. A receipt is
 * what its first bytes say it is (domain.receiptTypeOf), at most RECEIPT_MAX_BYTES, at most
 * RECEIPTS_PER_ORDER per order; only the order's customer and staff can read it.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { OrderReceipt } from '@shop/contract';
import {
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_ORDER,
  receiptRefusal,
  receiptTypeOf,
  type ReceiptRefusal,
} from '@shop/domain';
import { orders, paymentReceipts } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { MAX_DB_INT } from './products.js';

export type SaveReceiptResult =
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: ReceiptRefusal | 'tooMany' | 'tooLarge' | 'notReceipt' }
  | { kind: 'saved'; receipt: OrderReceipt };

const receiptAnswer = (row: { id: number; contentType: string; byteSize: number; createdAt: Date }) => ({
  id: row.id,
  content_type: row.contentType,
  byte_size: row.byteSize,
  created_at: row.createdAt.toISOString(),
});

/** Stores a receipt for the customer's own order, when the order still waits for a transfer. */
export async function saveReceipt(
  db: Executor,
  input: { customerId: number; orderId: number; bytes: Buffer },
): Promise<SaveReceiptResult> {
  if (input.orderId > MAX_DB_INT) return { kind: 'notFound' };
  return withTransaction(db, async (tx) => {
    // Locked, so two uploads at once cannot both pass the count.
    const [order] = await tx
      .select({
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        status: orders.status,
      })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.customerId, input.customerId)))
      .for('update');
    if (!order) return { kind: 'notFound' };
    const refusal = receiptRefusal(order);
    if (refusal) return { kind: 'refused', reason: refusal };
    if (input.bytes.length > RECEIPT_MAX_BYTES) return { kind: 'refused', reason: 'tooLarge' };
    const contentType = receiptTypeOf(input.bytes);
    if (!contentType) return { kind: 'refused', reason: 'notReceipt' };
    const [existing] = await tx
      .select({ n: count() })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.orderId, input.orderId));
    if ((existing?.n ?? 0) >= RECEIPTS_PER_ORDER) return { kind: 'refused', reason: 'tooMany' };
    const [row] = await tx
      .insert(paymentReceipts)
      .values({ orderId: input.orderId, contentType, byteSize: input.bytes.length, data: input.bytes })
      .returning({
        id: paymentReceipts.id,
        contentType: paymentReceipts.contentType,
        byteSize: paymentReceipts.byteSize,
        createdAt: paymentReceipts.createdAt,
      });
    return { kind: 'saved', receipt: receiptAnswer(row!) };
  });
}

/** The receipts of several orders, without their bytes, oldest first. */
export async function receiptsOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderReceipt[]>> {
  const byOrder = new Map<number, OrderReceipt[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: paymentReceipts.id,
      orderId: paymentReceipts.orderId,
      contentType: paymentReceipts.contentType,
      byteSize: paymentReceipts.byteSize,
      createdAt: paymentReceipts.createdAt,
    })
    .from(paymentReceipts)
    .where(inArray(paymentReceipts.orderId, orderIds))
    .orderBy(asc(paymentReceipts.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), receiptAnswer(row)]);
  return byOrder;
}

/**
 * One receipt's file: the customer's own (`customerId`) or any for staff (null); undefined when
 * there is none.
 */
export async function readReceipt(
  db: Executor,
  orderId: number,
  receiptId: number,
  customerId: number | null,
): Promise<{ contentType: string; data: Buffer } | undefined> {
  if (orderId > MAX_DB_INT || receiptId > MAX_DB_INT) return undefined;
  const [row] = await db
    .select({ contentType: paymentReceipts.contentType, data: paymentReceipts.data })
    .from(paymentReceipts)
    .innerJoin(orders, eq(orders.id, paymentReceipts.orderId))
    .where(
      and(
        eq(paymentReceipts.id, receiptId),
        eq(paymentReceipts.orderId, orderId),
        customerId === null ? undefined : eq(orders.customerId, customerId),
      ),
    )
    .limit(1);
  return row;
}
