/**
 * What the shop needs from a card payment provider that works with hosted payment pages and
 * signed webhooks (the way Saudi gateways such as Moyasar work): create a hosted payment for an
 * order, fetch a payment to verify it, and check a webhook's secret. Nothing a shopper's browser
 * or a webhook body says is believed: the order is settled only from what `fetchPayment` answers.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type ProviderName = 'sandbox' | 'moyasar';

export interface HostedPaymentRequest {
  /** Our payment attempt (payments.id), kept in the provider's metadata. */
  attemptId: number;
  orderId: number;
  orderCode: string;
  amountHalalas: number;
  currency: 'SAR';
  /** Shown by the provider on its page, with the order code. */
  description: string;
  /** Where the provider sends the shopper back (GET, it appends the payment id). */
  callbackUrl: string;
  /** Where the provider may post a server-to-server notice naming the payment. */
  noticeUrl: string;
  lang: 'ar' | 'en';
}

export interface HostedPayment {
  /** The provider's id of what was created (stored in payments.provider_payment_id). */
  providerPaymentId: string;
  /** The provider's hosted page the shopper is sent to. */
  redirectUrl: string;
}

/** paid: money taken; failed: declined or closed for good; pending: nothing final yet. */
export type ProviderPaymentStatus = 'paid' | 'failed' | 'pending';

/** A payment as the provider itself reports it. */
export interface ProviderPayment {
  /** The id our attempt row stores (the invoice or hosted payment the attempt created). */
  reference: string;
  status: ProviderPaymentStatus;
  amountHalalas: number;
  currency: string;
  /** From the metadata we gave the provider; null when absent or unreadable. */
  orderId: number | null;
  attemptId: number | null;
  /** The provider's reason for a decline. */
  failureReason: string | null;
  /** The provider's id of the money taken, when paid: what a refund is asked against. */
  captureId: string | null;
}

/** Money to give back from one capture. */
export interface RefundRequest {
  /** The capture's reference (payments.provider_payment_id) and its money's own id, when known. */
  reference: string;
  captureId: string | null;
  amountHalalas: number;
  currency: 'SAR';
  /** Our refund row (payments.id), so the provider can tell a retried request from a new one. */
  refundRowId: number;
}

/** refunded: the money is on its way back; failed: the provider refused (the reason says why). */
export interface ProviderRefund {
  refundId: string | null;
  status: 'refunded' | 'failed';
  failureReason: string | null;
}

/** A webhook whose secret matched: which event (for replay refusal) names which payment. */
export interface WebhookNotice {
  eventId: string;
  paymentId: string;
  type: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment>;
  /** The payment (or invoice) with that id, or null when the provider does not know it. */
  fetchPayment(id: string): Promise<ProviderPayment | null>;
  /** The notice of a webhook body whose secret matches, or null (wrong secret, not a webhook). */
  verifyWebhook(body: unknown): WebhookNotice | null;
  /** Gives back part or all of a capture; throws ProviderUnavailableError when it cannot be asked. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Closes a hosted page nobody paid yet, so it can no longer take money (an order cancelled). */
  closeHostedPayment(reference: string): Promise<void>;
}

/** The provider did not answer, or answered something unusable: try again later (503). */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * Whether a secret sent by a caller equals ours, in constant time: both are hashed first, so the
 * compared buffers always have the same length and the time taken says nothing about either.
 */
export function secretsMatch(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A metadata value as a positive integer id, or null. */
export function metadataId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Reads a webhook body of the Moyasar shape: `{ id, type, secret_token, data: { id } }`. */
export function readWebhook(body: unknown, secret: string): WebhookNotice | null {
  if (!body || typeof body !== 'object') return null;
  const event = body as Record<string, unknown>;
  if (!secretsMatch(event.secret_token, secret)) return null;
  const data = event.data as Record<string, unknown> | null | undefined;
  const eventId = event.id;
  const paymentId = data && typeof data === 'object' ? data.id : undefined;
  if (typeof eventId !== 'string' || !/^[\w.-]{1,200}$/.test(eventId)) return null;
  if (typeof paymentId !== 'string' || !/^[\w.-]{1,600}$/.test(paymentId)) return null;
  return { eventId, paymentId, type: typeof event.type === 'string' ? event.type.slice(0, 100) : '' };
}
