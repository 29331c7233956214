/**
 * The buyer's requests for quotation: ask for prices, read them, ask for changes, and order at
 * the quoted prices (placed like any order: orders/index.ts answers it).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { defineRoute } from '../../http/define-route.js';
import { FieldErrors, NotFoundError } from '../../http/errors.js';
import { publicOrigin } from '../../http/origin.js';
import { sendQuoteMail } from '../../services/mail/index.js';
import type { PlaceOrderResult } from '../../services/orders/index.js';
import { acceptQuote, askQuoteChanges, getQuote, listQuotes, requestQuote } from '../../services/quotes.js';
import type { AppContext } from '../../shared/context.js';

export function registerQuoteRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  orderPlaced: (
    result: PlaceOrderResult,
    customerId: number,
    request: FastifyRequest,
    source: 'quote',
  ) => Promise<{ message: string; data: { id: number; code: string } }>,
) {
  const { quotes, quoteCreate, quote, quoteAccept, quoteChanges } = apiRoutes;
  const preHandler = requireCustomer(ctx.db);
  const mailOptions = (request: FastifyRequest) => ({ origin: publicOrigin(request, ctx.config) });

  defineRoute(app, quotes, { preHandler }, async ({ query }, request) => ({
    message: request.t('quote.list'),
    data: await listQuotes(ctx.db, signedIn(request).customerId, request.lang, query),
  }));

  defineRoute(app, quoteCreate, { preHandler }, async ({ body }, request) => {
    const result = await requestQuote(ctx.db, {
      customerId: signedIn(request).customerId,
      lang: request.lang,
      input: body,
    });
    if ('errors' in result) throw new FieldErrors(result.errors);
    await sendQuoteMail(
      { db: ctx.db, mailer: ctx.mailer },
      result.quote.id,
      'quote_requested',
      mailOptions(request),
    );
    return { message: request.t('quote.requested'), data: result.quote };
  });

  defineRoute(app, quote, { preHandler }, async ({ params: { id } }, request) => {
    const found = await getQuote(ctx.db, signedIn(request).customerId, id, request.lang);
    if (!found) throw new NotFoundError('notFound.quote');
    return { message: request.t('ok'), data: found };
  });

  defineRoute(app, quoteChanges, { preHandler }, async ({ params: { id }, body }, request) => {
    const changed = await askQuoteChanges(ctx.db, {
      customerId: signedIn(request).customerId,
      id,
      lang: request.lang,
      message: body.message,
    });
    await sendQuoteMail({ db: ctx.db, mailer: ctx.mailer }, id, 'quote_changes', mailOptions(request));
    return { message: request.t('quote.changesAsked'), data: changed };
  });

  defineRoute(app, quoteAccept, { preHandler }, async ({ params: { id }, body }, request) => {
    const { customerId } = signedIn(request);
    const result = await acceptQuote(ctx.db, {
      customerId,
      id,
      lang: request.lang,
      input: body,
      mail: { mailer: ctx.mailer, ...mailOptions(request) },
    });
    return orderPlaced(result, customerId, request, 'quote');
  });
}
