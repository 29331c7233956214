/** Catalogue routes: product list and detail, category with its subtree. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { NotFoundError, parseInput } from '../../http/errors.js';
import { getCategory } from '../../services/categories.js';
import { getProduct, listProducts } from '../../services/products.js';
import { sendCached } from '../../http/json.js';
import type { AppContext } from '../../shared/context.js';

export default async function cataloguePlugin(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { products, product, category } = apiRoutes;

  app.get(products.path, { schema: routeSchema(products) }, async (request, reply) => {
    const query = parseInput(products.query, request.query);
    await sendCached(ctx, request, reply, { route: 'products', input: query }, () =>
      listProducts(ctx, request.lang, query),
    );
    return reply;
  });

  app.get(product.path, { schema: routeSchema(product) }, async (request, reply) => {
    const { id } = parseInput(product.params, request.params);
    const found = await sendCached(ctx, request, reply, { route: 'product', input: id }, () =>
      getProduct(ctx, request.lang, id),
    );
    if (!found) throw new NotFoundError('notFound.product');
    return reply;
  });

  app.get(category.path, { schema: routeSchema(category) }, async (request) => {
    const { id } = parseInput(category.params, request.params);
    const found = await getCategory(ctx, request.lang, id);
    if (!found) throw new NotFoundError('notFound.category');
    return { message: request.t('ok'), data: found };
  });
}
