/**
 * Card payments (docs/decisions.md, Card payments). `POST /{lang}/api/orders/:id/pay` opens a
 * payment attempt on the customer's unpaid card order and answers the provider's hosted page.
 * Outside the language prefix: the sandbox provider's hosted page and card form, the callback the
 * provider sends the shopper back to, and the providers' webhooks. The callback and the webhook
 * believe nothing they are sent: the payment is fetched from the provider and verified before the
 * order changes, and the shopper is then sent to the bill.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiRoutes,
  paymentCallbackQuerySchema,
  paymentRoutes,
  sandboxCardSchema,
  sandboxTokenParamsSchema,
  type PaymentResult,
} from '@shop/contract';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
import { langFromUrl, translate, type Lang } from '../../http/i18n.js';
import { DASHBOARD_FIGURES_CHANGED } from '../../services/admin-dashboard.js';
import { sendPaymentMail } from '../../services/mail/index.js';
import {
  attemptReference,
  executeRefunds,
  ProviderUnavailableError,
  SandboxProvider,
  settlePayment,
  startCardPayment,
  type CardField,
  type PaymentProvider,
  type SettleOutcome,
} from '../../services/payments/index.js';
import type { AppContext } from '../../shared/context.js';
import { publicOrigin } from '../../http/origin.js';
import { sandboxClosedHtml, sandboxNotFoundHtml, sandboxPageHtml } from './sandbox-page.js';

interface PaymentsOptions {
  ctx: AppContext;
  provider: PaymentProvider;
}

const CALLBACK_PATH = paymentRoutes.callback.path;

/** The storefront's bill page, where the shopper lands after paying. */
const billPath = (orderId: number) => `/bill/${orderId}`;

/** Public payment routes are limited per client, like the public forms (each may call the provider). */
function rateLimitOf(ctx: AppContext, groupId: string) {
  return { max: ctx.config.FORM_RATE_LIMIT_PER_MINUTE * 6, timeWindow: 60_000, groupId: `:${groupId}` };
}

function unavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'payments: the provider did not answer');
  return reply
    .code(503)
    .header('retry-after', '30')
    .send({ message: request.t('payment.unavailable') });
}

/** `POST /orders/:id/pay`, registered under each language prefix. */
export async function paymentsApiPlugin(app: FastifyInstance, { ctx, provider }: PaymentsOptions) {
  defineRoute(
    app,
    apiRoutes.orderPay,
    { preHandler: requireCustomer(ctx.db), config: { rateLimit: rateLimitOf(ctx, 'order-pay') } },
    async ({ params: { id } }, request, reply) => {
      const origin = publicOrigin(request, ctx.config);
      let started;
      try {
        started = await startCardPayment(ctx.db, provider, {
          customerId: signedIn(request).customerId,
          orderId: id,
          callbackUrl: origin + CALLBACK_PATH,
          noticeUrl: origin + CALLBACK_PATH,
          describe: (lang, code) => translate(lang, 'payment.description').replace('{code}', code),
          lang: request.lang,
        });
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return unavailable(request, reply, error);
        throw error;
      }
      if (started.kind === 'notFound') throw new NotFoundError('notFound.order');
      if (started.kind === 'refused') {
        const text = request.t(`payment.${started.reason}`);
        return reply.code(422).send({ message: text, errors: { id: [text] } });
      }
      return { message: request.t('payment.started'), data: { redirect_url: started.redirectUrl } };
    },
  );
}

/** The sandbox page, the callback and the webhooks, outside the language prefix. */
export async function paymentPagesPlugin(app: FastifyInstance, { ctx, provider }: PaymentsOptions) {
  if (ctx.config.NODE_ENV === 'production' && provider.name === 'sandbox') {
    app.log.warn(
      'payments: PAYMENT_PROVIDER=sandbox in production: card orders are "paid" with test cards and no money moves. Set PAYMENT_PROVIDER=moyasar and its keys to take real payments.',
    );
  }

  /** Settles what the provider reports about `id`; null when the provider does not know it. */
  async function verify(request: FastifyRequest, id: string, event?: { eventId: string }) {
    const reported = await provider.fetchPayment(id);
    if (!reported) {
      request.log.warn(
        { providerId: id.slice(0, 100) },
        'payments: refused: the provider does not know this payment',
      );
      return null;
    }
    const outcome = await settlePayment(ctx.db, provider.name, reported, event);
    logOutcome(request, outcome);
    ctx.metrics.payments.inc({ outcome: outcome.kind });
    if (outcome.kind === 'paid' && outcome.refund) {
      // The money goes back at once; the shopper's answer does not wait on it failing.
      await executeRefunds(ctx.db, provider, outcome.refund.pending, request.log);
    }
    if (outcome.kind === 'paid' && (outcome.newlyPaid || outcome.refund)) {
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      const origin = { origin: publicOrigin(request, ctx.config) };
      if (outcome.newlyPaid) await sendPaymentMail(ctx, outcome.orderId, 'payment_received', origin);
      if (outcome.refund) await sendPaymentMail(ctx, outcome.orderId, 'payment_refunded', origin);
    }
    return outcome;
  }

  function logOutcome(request: FastifyRequest, outcome: SettleOutcome) {
    if (outcome.kind === 'unknown')
      request.log.warn('payments: refused: no attempt of ours has this payment');
    else if (outcome.kind === 'mismatch')
      request.log.warn(
        { orderId: outcome.orderId, detail: outcome.detail },
        'payments: refused: payment does not match the order',
      );
    else if (outcome.kind === 'replayed')
      request.log.warn({ orderId: outcome.orderId }, 'payments: refused: replayed event');
    else if (outcome.kind === 'paid' && outcome.refund)
      request.log.warn(
        { orderId: outcome.orderId, attemptId: outcome.attemptId, why: outcome.refund.why },
        'payments: a capture the order cannot keep: refunding it',
      );
    else if (outcome.kind === 'paid' && outcome.newlyPaid)
      request.log.info({ orderId: outcome.orderId, attemptId: outcome.attemptId }, 'payments: order paid');
  }

  const refusedText = (request: FastifyRequest, outcome: SettleOutcome | null) =>
    request.t(outcome === null || outcome.kind === 'unknown' ? 'payment.unknown' : 'payment.notVerified');

  /** The answer to a server-to-server notice: 404 unknown, 422 refused (no match, replayed), else received. */
  function noticeAnswer(request: FastifyRequest, reply: FastifyReply, outcome: SettleOutcome | null) {
    if (outcome === null || outcome.kind === 'unknown')
      return reply.code(404).send({ message: refusedText(request, outcome) });
    if (outcome.kind === 'mismatch' || outcome.kind === 'replayed') {
      const message = refusedText(request, outcome);
      return reply.code(422).send({ message, errors: { id: [message] } });
    }
    return { message: request.t('payment.received') };
  }

  // ---- The callback: the shopper comes back from the provider's page ----
  defineRoute(
    app,
    paymentRoutes.callback,
    { config: { rateLimit: rateLimitOf(ctx, 'payment-callback') } },
    async ({ query }, request, reply) => {
      const id =
        query.id ??
        query.invoice_id ??
        (query.attempt ? await attemptReference(ctx.db, provider.name, query.attempt) : null);
      if (!id) return reply.code(404).send({ message: request.t('payment.unknown') });
      let outcome;
      try {
        outcome = await verify(request, id);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return unavailable(request, reply, error);
        throw error;
      }
      if (outcome === null || outcome.kind === 'unknown') {
        return reply.code(404).send({ message: refusedText(request, outcome) });
      }
      if (outcome.kind === 'mismatch' || outcome.kind === 'replayed') {
        return reply
          .code(422)
          .send({ message: refusedText(request, outcome), errors: { id: [refusedText(request, outcome)] } });
      }
      const result: PaymentResult = outcome.kind;
      const origin = publicOrigin(request, ctx.config);
      return reply.redirect(`${origin}${billPath(outcome.orderId)}?payment=${result}`, 303);
    },
  );

  // A provider's server-to-server notice naming the payment: verified like the redirect.
  defineRoute(
    app,
    paymentRoutes.callbackNotice,
    { config: { rateLimit: rateLimitOf(ctx, 'payment-callback') } },
    async (_input, request, reply) => {
      // Each provider posts its own body: only its `id` is read, and one that is missing or not
      // a payment id is an unknown payment (404), not a form to correct (422).
      const body = request.body as { id?: unknown } | null | undefined;
      const parsed = paymentCallbackQuerySchema.shape.id.safeParse(
        body && typeof body === 'object' ? body.id : undefined,
      );
      if (!parsed.success || !parsed.data)
        return reply.code(404).send({ message: request.t('payment.unknown') });
      try {
        return noticeAnswer(request, reply, await verify(request, parsed.data));
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return unavailable(request, reply, error);
        throw error;
      }
    },
  );

  // ---- Webhooks: the secret is checked, the event recorded once, the payment fetched ----
  defineRoute(app, paymentRoutes.webhook, {}, async ({ params: { provider: named } }, request, reply) => {
    if (named !== provider.name) return reply.code(404).send({ message: request.t('notFound.route') });
    const notice = provider.verifyWebhook(request.body);
    if (!notice) {
      request.log.warn({ ip: request.ip }, 'payments: refused webhook: wrong secret or not a webhook');
      return reply.code(401).send({ message: request.t('payment.webhookRefused') });
    }
    try {
      const outcome = await verify(request, notice.paymentId, { eventId: notice.eventId });
      if (outcome?.kind === 'replayed')
        return reply.code(409).send({ message: request.t('payment.replayed') });
      return noticeAnswer(request, reply, outcome);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return unavailable(request, reply, error);
      throw error;
    }
  });

  // ---- The sandbox provider's hosted page (sandbox mode only) ----
  if (!(provider instanceof SandboxProvider)) return;
  const sandbox = provider;
  // The page's language: the `lang` its address was given when the payment started, else the order's.
  const pageLang = (request: FastifyRequest, fallback: Lang = langFromUrl(request.url)): Lang => {
    const asked = (request.query as { lang?: unknown } | undefined)?.lang;
    return asked === 'ar' || asked === 'en' ? asked : fallback;
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  app.get(paymentRoutes.sandboxPage.path, { schema: { hide: true } }, async (request, reply) => {
    const params = sandboxTokenParamsSchema.safeParse(request.params);
    const checkout = params.success ? await sandbox.checkout(params.data.token) : null;
    if (!checkout) return html(reply, 404, sandboxNotFoundHtml(pageLang(request)));
    if (checkout.attemptStatus !== 'initiated') {
      const bill = publicOrigin(request, ctx.config) + billPath(checkout.orderId);
      return html(
        reply,
        409,
        sandboxClosedHtml({ ...checkout, lang: pageLang(request, checkout.lang) }, bill),
      );
    }
    return html(reply, 200, sandboxPageHtml({ ...checkout, lang: pageLang(request, checkout.lang) }));
  });

  app.post(
    paymentRoutes.sandboxPay.path,
    { config: { rateLimit: rateLimitOf(ctx, 'sandbox-pay') }, schema: { hide: true } },
    async (request, reply) => {
      const params = sandboxTokenParamsSchema.safeParse(request.params);
      const checkout = params.success ? await sandbox.checkout(params.data.token) : null;
      if (!checkout) return html(reply, 404, sandboxNotFoundHtml(pageLang(request)));
      const shown = { ...checkout, lang: pageLang(request, checkout.lang) };
      const raw = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const values: Partial<Record<CardField, string>> = {};
      for (const name of ['number', 'expiry', 'cvc', 'name'] as const) {
        if (typeof raw[name] === 'string') values[name] = (raw[name] as string).slice(0, 100);
      }
      // A refused card is the page again with its messages (HTML, not the API's JSON 422).
      const card = sandboxCardSchema.safeParse(raw);
      if (!card.success) {
        const errors: Partial<Record<CardField, string>> = {};
        for (const issue of card.error.issues) {
          const name = issue.path[0] as CardField;
          errors[name] ??= `payment.card.${name}`;
        }
        return html(reply, 422, sandboxPageHtml(shown, { values, errors }));
      }
      const charged = await sandbox.charge(checkout.token, card.data);
      const origin = publicOrigin(request, ctx.config);
      if (charged.kind === 'notFound') return html(reply, 404, sandboxNotFoundHtml(shown.lang));
      if (charged.kind === 'closed')
        return html(reply, 409, sandboxClosedHtml(shown, origin + billPath(checkout.orderId)));
      if (charged.kind === 'invalid')
        return html(reply, 422, sandboxPageHtml(shown, { values, errors: charged.errors }));
      // Back to our callback with the payment id, as a hosted-page gateway redirects.
      const back = new URL(origin + CALLBACK_PATH);
      back.searchParams.set('id', charged.paymentId);
      back.searchParams.set('status', charged.status);
      back.searchParams.set('message', charged.message);
      return reply.redirect(back.toString(), 303);
    },
  );
}
