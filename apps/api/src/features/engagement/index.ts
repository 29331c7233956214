/**
 * Newsletter and contact form. Both are rate limited per client IP (a
 * flood of submissions is the cheapest abuse of a public form) and accept
 * multipart, url-encoded or JSON bodies (the body parsers are registered in app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
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

  defineRoute(
    app,
    apiRoutes.subscribe,
    { config: { rateLimit: limit('subscribe') }, consumes },
    async ({ body: { email } }, request) => {
      await subscribeToNewsletter(ctx.db, email, request.lang);
      return { message: request.t('subscribed') };
    },
  );

  defineRoute(
    app,
    apiRoutes.contact,
    { config: { rateLimit: limit('contact') }, consumes },
    async ({ body }, request) => {
      await saveContactMessage(ctx.db, body, request.lang);
      return { message: request.t('contactSent') };
    },
  );
}
