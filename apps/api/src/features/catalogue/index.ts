/** Catalogue routes: product list and detail, category with its subtree. */
import type { FastifyInstance } from 'fastify';
import { idParamSchema, productListQuerySchema } from '@shop/domain';
import { NotFoundError, parseInput } from '../../http/errors.js';
import { jsonSchemaOf } from '../../http/openapi.js';
import { categoryTree, loadCategoryIndex } from '../../services/categories.js';
import { getProduct, listProducts } from '../../services/products.js';
import { cachedAnswer, type AppContext } from '../../shared/context.js';

export default async function cataloguePlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const tags = ['catalogue'];
  const idParams = jsonSchemaOf(idParamSchema);

  app.get(
    '/products',
    {
      schema: {
        summary: 'Paged product list (category includes its descendants; avg_rate=N means N stars or more)',
        tags,
        querystring: jsonSchemaOf(productListQuerySchema),
      },
    },
    async (request) => {
      const query = parseInput(productListQuerySchema, request.query);
      const data = await cachedAnswer(ctx, 'products', request.lang, query, () => listProducts(ctx, request.lang, query));
      return { message: request.t('ok'), data };
    },
  );

  app.get('/products/:id', { schema: { summary: 'Product detail', tags, params: idParams } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const product = await cachedAnswer(ctx, 'product', request.lang, id, () => getProduct(ctx, request.lang, id));
    if (!product) throw new NotFoundError('notFound.product');
    return { message: request.t('ok'), data: product };
  });

  app.get('/category/:id', { schema: { summary: 'A category with its subcategories (childs)', tags, params: idParams } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const index = await loadCategoryIndex(ctx);
    const row = index.byId.get(id);
    if (!row || !row.isActive) throw new NotFoundError('notFound.category');
    return { message: request.t('ok'), data: categoryTree(index, row, request.lang) };
  });
}
