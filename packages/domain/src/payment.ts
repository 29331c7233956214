/**
 * When an order may be paid by card: a card order (payment method 1) that is still unpaid and not
 * cancelled. The account offers "pay now" for such an order (`can_pay`), and the API starts a new
 * payment attempt only for it; a bank-transfer order waits for staff to confirm the transfer.
 */
import type { OrderStatus } from './order-status';

/** Payment states of an order as a whole (one order may have several card attempts). */
export const ORDER_PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Card payments: 1 (0 is a bank transfer). */
export const CARD_PAYMENT_METHOD = 1;

/** Why a card payment cannot start, or null when it can. */
export type CardPaymentRefusal = 'notCard' | 'alreadyPaid' | 'cancelled';

export function cardPaymentRefusal(order: {
  paymentMethod: number;
  paymentStatus: OrderPaymentStatus;
  status: OrderStatus;
}): CardPaymentRefusal | null {
  if (order.paymentMethod !== CARD_PAYMENT_METHOD) return 'notCard';
  // Cancelled first: a payment that landed on it was given back, and "already paid" would not say so.
  if (order.status === 'cancelled') return 'cancelled';
  if (order.paymentStatus !== 'unpaid') return 'alreadyPaid';
  return null;
}

/** Whether the shopper may (again) pay the order by card. */
export function canPayByCard(order: Parameters<typeof cardPaymentRefusal>[0]): boolean {
  return cardPaymentRefusal(order) === null;
}

/** A transfer receipt the customer uploads: at most this many bytes… */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** …and at most this many per order (a wrong file can be followed by the right one). */
export const RECEIPTS_PER_ORDER = 5;
/** What a receipt may be: a photo or screenshot of the transfer, or the bank's PDF. */
export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

/**
 * The type of a receipt read from its first bytes, never from what the browser declared; null for
 * anything else (an executable renamed .pdf is refused).
 */
export function receiptTypeOf(bytes: Uint8Array): ReceiptContentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, text: string) =>
    [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

/** Why a transfer receipt cannot be uploaded for the order, or null when it can. */
export type ReceiptRefusal = 'notBankTransfer' | 'alreadyPaid' | 'cancelled';

export function receiptRefusal(order: {
  paymentMethod: number;
  paymentStatus: OrderPaymentStatus;
  status: OrderStatus;
}): ReceiptRefusal | null {
  if (order.paymentMethod === CARD_PAYMENT_METHOD) return 'notBankTransfer';
  if (order.status === 'cancelled') return 'cancelled';
  if (order.paymentStatus !== 'unpaid') return 'alreadyPaid';
  return null;
}
