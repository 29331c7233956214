/**
 * A local HTTP fake of Moyasar's documented API (https://docs.moyasar.com), enough for the
 * invoice flow: HTTP basic auth with the secret key (401 otherwise), POST /v1/invoices (amount
 * in halalas >= 100, currency, description required; answers 201 with the invoice and its hosted
 * `url`), GET /v1/invoices/:id and GET /v1/payments/:id (404 when unknown), POST
 * /v1/payments/:id/refund (part or all of what is left) and PUT /v1/invoices/:id/cancel. Tests play the payer
 * with `pay()`, which records a payment on an invoice as Moyasar's hosted page would.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeInvoice extends Json {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  metadata: Record<string, string> | null;
  payments: Json[];
}

export interface FakeRequest {
  method: string;
  path: string;
  body: Json | null;
}

export class MoyasarFake {
  readonly invoices = new Map<string, FakeInvoice>();
  readonly payments = new Map<string, Json>();
  readonly requests: FakeRequest[] = [];
  private server?: http.Server;
  url = '';

  constructor(readonly secretKey: string) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/v1`;
    return this.url;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The payer pays (or fails to pay) an invoice on Moyasar's page. */
  pay(invoiceId: string, status: 'paid' | 'failed', amount?: number): Json {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    const payment: Json = {
      id: randomUUID(),
      status,
      amount: amount ?? invoice.amount,
      fee: 0,
      currency: invoice.currency,
      refunded: 0,
      description: invoice.description,
      invoice_id: invoice.id,
      ip: '127.0.0.1',
      callback_url: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      metadata: null,
      source: {
        type: 'creditcard',
        company: 'mada',
        name: 'Test Payer',
        number: '4201-32XX-XXXX-1010',
        message: status === 'paid' ? 'APPROVED' : 'INSUFFICIENT_FUNDS',
      },
    };
    this.payments.set(String(payment.id), payment);
    invoice.payments.push(payment);
    if (status === 'paid') invoice.status = 'paid';
    return payment;
  }

  private send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Json | null = null;
    try {
      body = text ? (JSON.parse(text) as Json) : null;
    } catch {
      return this.send(res, 400, { type: 'invalid_request_error', message: 'Invalid JSON' });
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    this.requests.push({ method: req.method ?? '', path, body });

    const expected = `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return this.send(res, 401, {
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
      });
    }
    const notFound = () =>
      this.send(res, 404, { type: 'invalid_request_error', message: 'Object not found' });

    if (req.method === 'POST' && path === '/v1/invoices') {
      const errors: Record<string, string[]> = {};
      if (!body || !Number.isInteger(body.amount) || (body.amount as number) < 100)
        errors.amount = ['must be at least 100'];
      if (typeof body?.description !== 'string' || !body.description) errors.description = ["can't be blank"];
      if (body?.currency !== undefined && !/^[A-Z]{3}$/.test(String(body.currency)))
        errors.currency = ['is invalid'];
      if (Object.keys(errors).length > 0) {
        return this.send(res, 400, { type: 'invalid_request_error', message: 'Validation Failed', errors });
      }
      const id = randomUUID();
      const invoice: FakeInvoice = {
        id,
        status: 'initiated',
        amount: body!.amount as number,
        currency: (body!.currency as string | undefined) ?? 'SAR',
        description: body!.description as string,
        amount_format: `${((body!.amount as number) / 100).toFixed(2)} SAR`,
        url: `https://checkout.moyasar.test/invoices/${id}?lang=en`,
        callback_url: (body!.callback_url as string | undefined) ?? null,
        success_url: (body!.success_url as string | undefined) ?? null,
        back_url: (body!.back_url as string | undefined) ?? null,
        expired_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        metadata: (body!.metadata as Record<string, string> | undefined) ?? null,
        payments: [],
      };
      this.invoices.set(id, invoice);
      return this.send(res, 201, invoice);
    }
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && invoice) {
      const found = this.invoices.get(decodeURIComponent(invoice[1]!));
      return found ? this.send(res, 200, found) : notFound();
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && payment) {
      const found = this.payments.get(decodeURIComponent(payment[1]!));
      return found ? this.send(res, 200, found) : notFound();
    }
    // Refunds part or all of a paid payment; more than is left is refused as Moyasar does.
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      const found = this.payments.get(decodeURIComponent(refund[1]!));
      if (!found) return notFound();
      const left = (found.amount as number) - (found.refunded as number);
      const amount = body?.amount === undefined ? left : body.amount;
      if (!['paid', 'captured', 'refunded'].includes(String(found.status)))
        return this.send(res, 400, { type: 'invalid_request_error', message: 'Payment is not paid' });
      if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > left)
        return this.send(res, 400, { type: 'invalid_request_error', message: 'Amount is invalid' });
      found.refunded = (found.refunded as number) + (amount as number);
      found.refunded_at = new Date().toISOString();
      found.status = 'refunded';
      return this.send(res, 200, found);
    }
    // Cancels an invoice nobody has paid: its page no longer takes money.
    const cancel = /^\/v1\/invoices\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'PUT' && cancel) {
      const found = this.invoices.get(decodeURIComponent(cancel[1]!));
      if (!found) return notFound();
      if (found.status === 'paid')
        return this.send(res, 400, { type: 'invalid_request_error', message: 'Invoice is paid' });
      found.status = 'canceled';
      return this.send(res, 200, found);
    }
    return notFound();
  }
}
