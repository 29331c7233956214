/**
 * Transfer receipts: the customer uploads a photo or PDF of the bank transfer for an unpaid
 * bank-transfer order, and staff confirm the transfer with it beside the order. A receipt is
 * what its first bytes say it is (domain.receiptTypeOf) and what it then proves to be: a photo
 * is decoded and written anew (so nothing rides after the picture's data, and its camera's
 * metadata, the place included, is dropped), a PDF has a PDF's end marker in its last kilobyte.
 * At most RECEIPT_MAX_BYTES, at most RECEIPTS_PER_ORDER per order; only the order's customer and
 * staff can read it.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { OrderReceipt } from '@shop/contract';
import {
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_ORDER,
  receiptRefusal,
  receiptTypeOf,
  type ReceiptContentType,
  type ReceiptRefusal,
} from '@shop/domain';
import sharp from 'sharp';
import { orders, paymentReceipts } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { MAX_DB_INT } from './products.js';
import { UPLOAD_MAX_PIXELS } from './uploads.js';

/**
 * The receipt as it is kept, or null when it is not what its first bytes say: a photo that does
 * not decode (or only its first bytes are a photo's), a "PDF" without a PDF's trailer.
 */
async function receiptFile(
  bytes: Buffer,
): Promise<{ contentType: ReceiptContentType; bytes: Buffer } | null> {
  const contentType = receiptTypeOf(bytes);
  if (!contentType) return null;
  if (contentType === 'application/pdf') {
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
    // Where PDF readers look for it: in the last kilobyte (some writers add bytes after it).
    return tail.includes('%%EOF') ? { contentType, bytes } : null;
  }
  try {
    const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', pages: 1 }).rotate();
    // A screenshot saved with a palette stays one (written in full colour it grew five times).
    const { isPalette } = await image.metadata();
    const written =
      contentType === 'image/png'
        ? await image.png({ palette: Boolean(isPalette), compressionLevel: 9 }).toBuffer()
        : contentType === 'image/webp'
          ? await image.webp({ quality: 90 }).toBuffer()
          : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { contentType, bytes: written };
  } catch {
    return null;
  }
}

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
  // Decoded before the order is locked; a file over the limit is refused without decoding it.
  const file = input.bytes.length > RECEIPT_MAX_BYTES ? null : await receiptFile(input.bytes);
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
    if (!file) return { kind: 'refused', reason: 'notReceipt' };
    const [existing] = await tx
      .select({ n: count() })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.orderId, input.orderId));
    if ((existing?.n ?? 0) >= RECEIPTS_PER_ORDER) return { kind: 'refused', reason: 'tooMany' };
    const [row] = await tx
      .insert(paymentReceipts)
      .values({
        orderId: input.orderId,
        contentType: file.contentType,
        byteSize: file.bytes.length,
        data: file.bytes,
      })
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
