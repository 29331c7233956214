/**
 * Newsletter and contact form. Both are rate limited per client IP (DESIGN.md section 7) and accept
 * multipart, url-encoded or JSON bodies (the body parsers are registered in app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes, contactSchema, newsletterSchema } from '@shop/contract';
import { contactMessages, newsletterSubscribers } from '../../db/schema.js';
import { routeSchema } from '../../http/contract.js';
import { parseInput } from '../../http/errors.js';
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
      // The unique index makes a repeat a no-op, also under concurrent submissions.
      await ctx.db
        .insert(newsletterSubscribers)
        .values({ email: email.trim().toLowerCase(), lang: request.lang })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
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
      await ctx.db.insert(contactMessages).values({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        lang: request.lang,
      });
      return { message: request.t('contactSent') };
    },
  );
}
