/**
 * Moyasar (https://docs.moyasar.com) through its hosted invoice pages: an invoice is created for
 * each payment attempt (POST /v1/invoices: amount in halalas, currency, description, success and
 * back URLs to our callback, metadata naming our order and attempt) and the shopper pays on
 * Moyasar's page with mada, Visa, Mastercard or Apple Pay, as enabled on the Moyasar account.
 * Payments are verified by fetching the invoice (GET /v1/invoices/:id) or the payment
 * (GET /v1/payments/:id, which names its invoice); the API authenticates with the secret key as
 * HTTP basic auth. Webhooks carry the `secret_token` set on the Moyasar dashboard.
 */
import {
  metadataId,
  ProviderUnavailableError,
  readWebhook,
  type HostedPayment,
  type HostedPaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type RefundRequest,
  type WebhookNotice,
} from './provider.js';

export interface MoyasarOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. https://api.moyasar.com/v1 */
  apiUrl: string;
  /** Longest wait for one API call. */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

/** Moyasar's ids are UUIDs; anything else is not worth a call. */
const MOYASAR_ID = /^[A-Za-z0-9-]{1,100}$/;

/** An invoice's status as ours: paid; closed for good; or still open. */
function invoiceStatus(status: unknown): ProviderPaymentStatus {
  if (status === 'paid') return 'paid';
  if (status === 'failed' || status === 'canceled' || status === 'expired' || status === 'voided')
    return 'failed';
  return 'pending';
}

/** A payment's status as ours ('captured' is paid money too). */
function paymentStatus(status: unknown): ProviderPaymentStatus {
  if (status === 'paid' || status === 'captured') return 'paid';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** The id of an invoice's paid payment, when it has one. */
function paidPaymentOf(invoice: Json): string | null {
  const list = Array.isArray(invoice.payments) ? (invoice.payments as Json[]) : [];
  const paid = list.find((p) => p && paymentStatus(p.status) === 'paid' && typeof p.id === 'string');
  return paid && MOYASAR_ID.test(paid.id as string) ? (paid.id as string) : null;
}

function integerOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : fallback;
}

export class MoyasarProvider implements PaymentProvider {
  readonly name = 'moyasar' as const;
  private readonly apiUrl: string;
  private readonly authorization: string;

  constructor(private readonly options: MoyasarOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  }

  async createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment> {
    const back = new URL(request.callbackUrl);
    back.searchParams.set('attempt', String(request.attemptId));
    const { status, body } = await this.call('POST', '/invoices', {
      amount: request.amountHalalas,
      currency: request.currency,
      description: request.description,
      // A server-to-server notice when the invoice is paid (verified like the redirect).
      callback_url: request.noticeUrl,
      success_url: back.toString(),
      back_url: back.toString(),
      metadata: {
        order_id: String(request.orderId),
        order_code: request.orderCode,
        attempt_id: String(request.attemptId),
      },
    });
    const id = body?.id;
    const url = body?.url;
    if (
      (status !== 200 && status !== 201) ||
      typeof id !== 'string' ||
      !MOYASAR_ID.test(id) ||
      typeof url !== 'string' ||
      !/^https?:\/\//.test(url) ||
      body?.amount !== request.amountHalalas ||
      body?.currency !== request.currency
    ) {
      throw new ProviderUnavailableError(`moyasar: invoice not created (HTTP ${status})`);
    }
    const page = new URL(url);
    page.searchParams.set('lang', request.lang);
    return { providerPaymentId: id, redirectUrl: page.toString() };
  }

  async fetchPayment(id: string): Promise<ProviderPayment | null> {
    if (!MOYASAR_ID.test(id)) return null;
    const invoice = await this.get(`/invoices/${encodeURIComponent(id)}`);
    if (invoice) return this.fromInvoice(invoice);
    // Not an invoice: a payment made on one of our invoices.
    const payment = await this.get(`/payments/${encodeURIComponent(id)}`);
    if (!payment) return null;
    const invoiceId = payment.invoice_id;
    if (typeof invoiceId !== 'string' || !MOYASAR_ID.test(invoiceId)) return null;
    const parent = await this.get(`/invoices/${encodeURIComponent(invoiceId)}`);
    if (!parent) return null;
    const status = paymentStatus(payment.status);
    const source = payment.source as Json | null | undefined;
    return {
      ...this.fromInvoice(parent),
      // The money taken is the payment's own amount.
      status,
      amountHalalas: integerOr(payment.amount, -1),
      currency: typeof payment.currency === 'string' ? payment.currency : '',
      failureReason: status === 'failed' ? String(source?.message ?? 'Declined').slice(0, 500) : null,
      captureId: status === 'paid' && typeof payment.id === 'string' ? payment.id : null,
    };
  }

  verifyWebhook(body: unknown): WebhookNotice | null {
    return readWebhook(body, this.options.webhookSecret);
  }

  private fromInvoice(invoice: Json): ProviderPayment {
    const metadata = (invoice.metadata ?? {}) as Json;
    return {
      reference: String(invoice.id),
      status: invoiceStatus(invoice.status),
      amountHalalas: integerOr(invoice.amount, -1),
      currency: typeof invoice.currency === 'string' ? invoice.currency : '',
      orderId: metadataId(metadata.order_id),
      attemptId: metadataId(metadata.attempt_id),
      failureReason: invoiceStatus(invoice.status) === 'failed' ? `Invoice ${String(invoice.status)}` : null,
      captureId: paidPaymentOf(invoice),
    };
  }

  /**
   * Refunds part or all of a payment (POST /v1/payments/:id/refund with the amount in halalas);
   * a capture recorded by its invoice alone is found through the invoice's payments.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    let paymentId = request.captureId;
    if (!paymentId || !MOYASAR_ID.test(paymentId)) {
      const invoice = MOYASAR_ID.test(request.reference)
        ? await this.get(`/invoices/${encodeURIComponent(request.reference)}`)
        : null;
      paymentId = invoice ? paidPaymentOf(invoice) : null;
    }
    if (!paymentId)
      return { refundId: null, status: 'failed', failureReason: 'No paid Moyasar payment to refund' };
    const { status, body } = await this.call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
      amount: request.amountHalalas,
    });
    if (status === 200 || status === 201) {
      const refunded = body?.status === 'refunded' || integerOr(body?.refunded, 0) > 0;
      return refunded
        ? { refundId: paymentId, status: 'refunded', failureReason: null }
        : {
            refundId: null,
            status: 'failed',
            failureReason: `Moyasar answered status ${String(body?.status)}`,
          };
    }
    if (status >= 500) throw new ProviderUnavailableError(`moyasar: refund answered HTTP ${status}`);
    const message = typeof body?.message === 'string' ? body.message : `HTTP ${status}`;
    return { refundId: null, status: 'failed', failureReason: message.slice(0, 500) };
  }

  /** Cancels an unpaid invoice (PUT /v1/invoices/:id/cancel) so its page can no longer be paid. */
  async closeHostedPayment(reference: string): Promise<void> {
    if (!MOYASAR_ID.test(reference)) return;
    const { status } = await this.call('PUT', `/invoices/${encodeURIComponent(reference)}/cancel`);
    if (status >= 500) throw new ProviderUnavailableError(`moyasar: cancel answered HTTP ${status}`);
  }

  /** A GET that answers the object, or null when Moyasar says it does not exist. */
  private async get(path: string): Promise<Json | null> {
    const { status, body } = await this.call('GET', path);
    if (status === 404) return null;
    if (status !== 200 || !body)
      throw new ProviderUnavailableError(`moyasar: GET ${path} answered HTTP ${status}`);
    return body;
  }

  private async call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: Json,
  ): Promise<{ status: number; body: Json | null }> {
    let response: Response;
    try {
      response = await fetch(this.apiUrl + path, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        redirect: 'error',
      });
    } catch (error) {
      throw new ProviderUnavailableError(`moyasar: ${method} ${path} failed`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    let body: Json | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : null;
    } catch {
      body = null;
    }
    if (response.status === 401 || response.status === 403) {
      throw new ProviderUnavailableError(
        `moyasar: ${method} ${path} refused our key (HTTP ${response.status})`,
      );
    }
    return { status: response.status, body };
  }
}
