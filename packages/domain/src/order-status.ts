/**
 * The order status workflow. An order starts `pending`; staff may put it `on_hold` (waiting for a
 * bank transfer, a question to the customer) or start `processing` it, then mark it `shipped`,
 * then `completed`. Work only goes forward: a held order can be processed but not sent back to
 * pending, a processing order cannot be held again. It can be `cancelled` until it ships; once
 * shipped it can only be completed.
 * `completed` and `cancelled` are final: a finished order is a record, never reopened.
 */
export const ORDER_STATUSES = [
  'pending',
  'on_hold',
  'processing',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The status every new order gets. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['on_hold', 'processing', 'cancelled'],
  on_hold: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` may move to (empty for final statuses and unknown values). */
export function allowedMoves(from: OrderStatus): readonly OrderStatus[] {
  return isOrderStatus(from) ? MOVES[from] : [];
}

/** Whether staff may move an order from `from` to `to`; staying put is not a move. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return allowedMoves(from).includes(to);
}

/** Completed and cancelled orders never change status again. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return allowedMoves(status).length === 0;
}

/**
 * The status as customers read it (the orders table's `status_text`). The storefront colours it
 * from the lower-cased English text: "completed" green, "pending" yellow, "on hold" red.
 */
export const ORDER_STATUS_TEXT: Record<'ar' | 'en', Record<OrderStatus, string>> = {
  en: {
    pending: 'Pending',
    on_hold: 'On hold',
    processing: 'Processing',
    shipped: 'Shipped',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  ar: {
    pending: 'قيد الانتظار',
    on_hold: 'معلّق',
    processing: 'قيد التجهيز',
    shipped: 'تم الشحن',
    completed: 'مكتمل',
    cancelled: 'ملغي',
  },
};
