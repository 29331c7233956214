/** Staff's requests for quotation: the list, one quote, and pricing (or declining) it. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
import { publicOrigin } from '../../http/origin.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { sendQuoteMail } from '../../services/mail/index.js';
import { answerQuote, getQuoteForStaff, listQuotesForStaff } from '../../services/quotes.js';
import { actorOf } from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

export default async function quoteRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { quoteList, quoteOne, quoteUpdate } = adminRoutes;
  const preHandler = requireStaff(ctx.db, quoteList.area);

  defineRoute(app, quoteList, { preHandler }, async ({ query }) => listQuotesForStaff(ctx.db, query));

  defineRoute(app, quoteOne, { preHandler }, async ({ params: { id } }, request) => {
    const found = await getQuoteForStaff(ctx.db, id, request.lang);
    if (!found) throw new NotFoundError('notFound.quote');
    return { data: found };
  });

  defineRoute(app, quoteUpdate, { preHandler }, async ({ params: { id }, body }, request) => {
    const { quote, mail } = await answerQuote(
      ctx.db,
      actorOf(signedInStaff(request)),
      id,
      body,
      request.lang,
    );
    await sendQuoteMail({ db: ctx.db, mailer: ctx.mailer }, id, mail, {
      origin: publicOrigin(request, ctx.config),
    });
    return { message: request.t(mail === 'quote_sent' ? 'quote.sent' : 'quote.declined'), data: quote };
  });
}
