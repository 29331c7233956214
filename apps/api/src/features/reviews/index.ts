/** Reviews: a signed-in customer rates a product (one review per customer and product). */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
import { languages } from '../../http/i18n.js';
import { saveReview } from '../../services/reviews.js';
import { responseCacheKey, responseRoutePrefix, type AppContext } from '../../shared/context.js';

const consumes = ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'];

export default async function reviewsPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { rate } = apiRoutes;

  defineRoute(
    app,
    rate,
    { consumes, preHandler: requireCustomer(ctx.db) },
    async ({ body: input }, request) => {
      const saved = await saveReview(ctx.db, signedIn(request).customerId, input);
      if (!saved) throw new NotFoundError('notFound.product');
      // The product page and the listings (avg_rate, rates_count) are kept in the response
      // micro-cache: they are dropped here, so the reviewer sees the review at once, and on the
      // other instances.
      ctx.caches.invalidate({
        responsePrefixes: languages.flatMap((lang) => [
          responseCacheKey({ route: 'product', lang, input: input.product_id }),
          responseRoutePrefix({ route: 'products', lang }),
        ]),
      });
      return { message: request.t('review.saved') };
    },
  );
}
