/**
 * What happens after an order is committed. One call site (the order route, once the order's
 * transaction has committed, never for a replayed Idempotency-Key) so the order-confirmation mail
 * and anything else that follows an order is wired in one place. A failure here must never undo
 * or fail the order: the customer has ordered.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../shared/i18n.js';

export interface PlacedOrderEvent {
  orderId: number;
  code: string;
  customerId: number;
  /** The language the customer ordered in: mails about the order are written in it. */
  lang: Lang;
}

/**
 * Runs the follow-ups of a placed order. The confirmation mail is not one of them: it is recorded
 * in the order's own transaction (placeOrder's `mail`), so an order never lacks its confirmation.
 */
export async function afterOrderPlaced(
  event: PlacedOrderEvent,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<void> {
  try {
    log.info({ orderId: event.orderId, code: event.code, customerId: event.customerId }, 'order placed');
  } catch (err) {
    log.error({ err, orderId: event.orderId }, 'after-order follow-up failed');
  }
}
