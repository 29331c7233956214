/**
 * What happens after an order is committed. One call site (the order route, once the order's
 * transaction has committed, never for a replayed Idempotency-Key) so the order-confirmation mail
 * and anything else that follows an order is wired in one place. A failure here must never undo
 * or fail the order: the customer has ordered.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../http/i18n.js';
import { sendOrderPlacedMail, type MailContext } from './mail/index.js';

export interface PlacedOrderEvent {
  orderId: number;
  code: string;
  customerId: number;
  /** The language the customer ordered in: mails about the order are written in it. */
  lang: Lang;
}

/**
 * Runs the follow-ups of a placed order: a log line, and the order confirmation mail with the bill
 * link in the order's language (queued in the outbox; sending never delays or fails the answer).
 * `origin` is the request's, for the bill link when PUBLIC_URL is not set.
 */
export async function afterOrderPlaced(
  ctx: MailContext,
  event: PlacedOrderEvent,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  origin: string,
): Promise<void> {
  try {
    log.info({ orderId: event.orderId, code: event.code, customerId: event.customerId }, 'order placed');
    await sendOrderPlacedMail(ctx, event.orderId, { origin });
  } catch (err) {
    log.error({ err, orderId: event.orderId }, 'after-order follow-up failed');
  }
}
