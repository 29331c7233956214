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
  if (order.paymentStatus !== 'unpaid') return 'alreadyPaid';
  if (order.status === 'cancelled') return 'cancelled';
  return null;
}

/** Whether the shopper may (again) pay the order by card. */
export function canPayByCard(order: Parameters<typeof cardPaymentRefusal>[0]): boolean {
  return cardPaymentRefusal(order) === null;
}
