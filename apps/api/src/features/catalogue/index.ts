/** Catalogue routes: product list and detail, category with its subtree. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
import { getCategory } from '../../services/categories.js';
import { getProduct, listProducts } from '../../services/products.js';
import { sendCached } from '../../http/json.js';
import type { AppContext } from '../../shared/context.js';
import type { PageLoads } from '../web/first-screen.js';

/** What each route answers as `data`, read alike for the API and a page's first screen. */
export const catalogueLoads = {
  products: (ctx, lang, { query }) => listProducts(ctx, lang, query),
  product: (ctx, lang, { params }) => getProduct(ctx, lang, params.id),
  category: (ctx, lang, { params }) => getCategory(ctx, lang, params.id),
} satisfies PageLoads<'products' | 'product' | 'category'>;

export default async function cataloguePlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { products, product, category } = apiRoutes;

  defineRoute(app, products, {}, async (input, request, reply) => {
    await sendCached(ctx, request, reply, { route: 'products', input: input.query }, () =>
      catalogueLoads.products(ctx, request.lang, input),
    );
    return reply;
  });

  defineRoute(app, product, {}, async (input, request, reply) => {
    const found = await sendCached(ctx, request, reply, { route: 'product', input: input.params.id }, () =>
      catalogueLoads.product(ctx, request.lang, input),
    );
    if (!found) throw new NotFoundError('notFound.product');
    return reply;
  });

  defineRoute(app, category, {}, async (input, request) => {
    const found = await catalogueLoads.category(ctx, request.lang, input);
    if (!found) throw new NotFoundError('notFound.category');
    return { message: request.t('ok'), data: found };
  });
}
