/**
 * Checkout and the customer's orders: the coupon box, placing an order, the orders list and one
 * order with everything its bill shows. Every figure is computed on the server (services/orders).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { defineRoute } from '../../http/define-route.js';
import { FieldErrors, NotFoundError } from '../../http/errors.js';
import type { MessageKey } from '../../http/i18n.js';
import { couponAnswer, couponRefusal, findCoupon } from '../../services/coupons.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import { afterOrderPlaced } from '../../services/order-events.js';
import { publicOrigin } from '../../http/origin.js';
import { DASHBOARD_FIGURES_CHANGED } from '../../services/admin-dashboard.js';
import { orderInvoicePdf, orderInvoiceXml } from '../../services/einvoicing/index.js';
import {
  getOrder,
  listOrders,
  placeOrder,
  replaceOrderArtwork,
  type PlaceOrderResult,
} from '../../services/orders/index.js';
import { sendArtworkReplacedMail } from '../../services/mail/index.js';
import { registerQuoteRoutes } from './quotes.js';
import type { AppContext } from '../../shared/context.js';

const consumes = ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'];

/**
 * Sends an order's e-invoice, its XML or its printed copy, as a download named after its number;
 * never cached by others.
 */
export function sendInvoiceFile(
  reply: FastifyReply,
  invoice: { number: string } & ({ xml: string } | { pdf: Buffer }),
) {
  const isPdf = 'pdf' in invoice;
  return reply
    .header('content-type', isPdf ? 'application/pdf' : 'application/xml; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${invoice.number.replace(/[^\w.-]/g, '_')}.${isPdf ? 'pdf' : 'xml'}"`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(isPdf ? invoice.pdf : invoice.xml);
}

export default async function ordersPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;

  /** The answer to a placed order (from the cart or a quote) once what follows it is set going. */
  async function orderPlaced(
    result: PlaceOrderResult,
    customerId: number,
    request: FastifyRequest,
    source: 'cart' | 'quote' = 'cart',
  ) {
    if (result.kind === 'refused') throw new FieldErrors(result.errors, result.params);
    if (result.invoiceRequested) ctx.einvoices.poke();
    request.log.info(
      { orderId: result.order.id, code: result.order.code, replayed: result.replayed },
      'order placed',
    );
    if (!result.replayed) {
      ctx.metrics.ordersPlaced.inc({ source });
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      await afterOrderPlaced(
        { orderId: result.order.id, code: result.order.code, customerId, lang: request.lang },
        request.log,
      );
    }
    return { message: request.t('order.placed'), data: result.order };
  }
  const {
    coupon,
    orders,
    orderCreate,
    order,
    orderArtworkReplace,
    orderInvoiceXml: invoiceXmlRoute,
    orderInvoicePdf: invoicePdfRoute,
  } = apiRoutes;
  const preHandler = requireCustomer(ctx.db);

  defineRoute(
    app,
    coupon,
    {
      // Codes are short and guessable: trying them is rate limited per client, across instances
      // and both language prefixes.
      config: {
        rateLimit: { max: ctx.config.FORM_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, groupId: ':coupon' },
      },
      preHandler,
    },
    async ({ query: { coupon_code } }, request) => {
      const found = await findCoupon(ctx.db, coupon_code, signedIn(request).customerId);
      if (!found) throw new NotFoundError('validation.couponInvalid');
      const status = couponRefusal(found);
      if (status !== 'valid') throw new FieldErrors({ coupon_code: [`coupon.${status}` as MessageKey] });
      return { message: request.t('coupon.applied'), data: couponAnswer(found) };
    },
  );

  defineRoute(
    app,
    orderCreate,
    {
      consumes,
      preHandler,
      // A bad key is answered before the body is looked at.
      beforeBody: async (_input, request) => {
        idempotencyKeyOf(request);
      },
    },
    async ({ body: input }, request) => {
      const { customerId } = signedIn(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const result = await placeOrder(ctx.db, {
        customerId,
        lang: request.lang,
        input,
        idempotencyKey,
        mail: { mailer: ctx.mailer, origin: publicOrigin(request, ctx.config) },
      });
      return orderPlaced(result, customerId, request);
    },
  );

  registerQuoteRoutes(app, ctx, orderPlaced);

  defineRoute(app, orders, { preHandler }, async ({ query }, request) => ({
    message: request.t('order.list'),
    data: await listOrders(ctx.db, request.lang, signedIn(request).customerId, query),
  }));

  defineRoute(app, order, { preHandler }, async ({ params: { id } }, request) => {
    const found = await getOrder(ctx.db, request.lang, signedIn(request).customerId, id);
    if (!found) throw new NotFoundError('notFound.order');
    return { message: request.t('ok'), data: found };
  });

  defineRoute(app, orderArtworkReplace, { preHandler }, async ({ params: { id }, body }, request) => {
    const { customerId } = signedIn(request);
    await replaceOrderArtwork(ctx.db, customerId, id, body);
    await sendArtworkReplacedMail({ db: ctx.db, mailer: ctx.mailer }, id, {
      origin: publicOrigin(request, ctx.config),
    });
    const found = await getOrder(ctx.db, request.lang, customerId, id);
    if (!found) throw new NotFoundError('notFound.order');
    return { message: request.t('order.artworkReplaced'), data: found };
  });

  defineRoute(app, invoiceXmlRoute, { preHandler }, async ({ params: { id } }, request, reply) => {
    const invoice = await orderInvoiceXml(ctx.db, id, signedIn(request).customerId);
    if (!invoice) throw new NotFoundError('notFound.einvoice');
    return sendInvoiceFile(reply, invoice);
  });

  defineRoute(app, invoicePdfRoute, { preHandler }, async ({ params: { id } }, request, reply) => {
    const invoice = await orderInvoicePdf(ctx.db, id, signedIn(request).customerId, request.lang);
    if (!invoice) throw new NotFoundError('notFound.einvoice');
    return sendInvoiceFile(reply, invoice);
  });
}
