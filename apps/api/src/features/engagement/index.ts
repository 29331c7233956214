/**
 * Newsletter and contact form. Both are rate limited per client IP (a
 * flood of submissions is the cheapest abuse of a public form) and accept
 * multipart, url-encoded or JSON bodies (the body parsers are registered in app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes, contactSchema, newsletterSchema } from '@shop/contract';
import { routeSchema } from '../../http/contract.js';
import { parseInput } from '../../http/errors.js';
import { saveContactMessage, subscribeToNewsletter } from '../../services/engagement.js';
import type { AppContext } from '../../shared/context.js';

export default async function engagementPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
  // groupId names the counter, so /ar/api and /en/api (and every instance) count a client together.
  const limit = (groupId: string) => ({
    max: ctx.config.FORM_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    groupId: `:${groupId}`,
  });

  app.post(
    '/subscribe',
    {
      config: { rateLimit: limit('subscribe') },
      schema: { ...routeSchema(apiRoutes.subscribe), consumes },
    },
    async (request) => {
      const { email } = parseInput(newsletterSchema, request.body);
      await subscribeToNewsletter(ctx.db, email, request.lang);
      return { message: request.t('subscribed') };
    },
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: limit('contact') },
      schema: { ...routeSchema(apiRoutes.contact), consumes },
    },
    async (request) => {
      const input = parseInput(contactSchema, request.body);
      await saveContactMessage(ctx.db, input, request.lang);
      return { message: request.t('contactSent') };
    },
  );
}
