/** Catalogue routes: product list and detail, category with its subtree. */
import type { FastifyInstance } from 'fastify';
import { idParamSchema, productListQuerySchema } from '@shop/domain';
import { NotFoundError, parseInput } from '../../http/errors.js';
import { jsonSchemaOf } from '../../http/openapi.js';
import { categoryTree, loadCategoryIndex } from '../../services/categories.js';
import { getProduct, listProducts } from '../../services/products.js';
import { cachedJson, type AppContext } from '../../shared/context.js';
import { sendJson } from '../../http/json.js';

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
    async (request, reply) => {
      const query = parseInput(productListQuerySchema, request.query);
      const { lang } = request;
      const body = await cachedJson(ctx, { route: 'products', lang, input: query }, request.t('ok'), () => listProducts(ctx, lang, query));
      return sendJson(reply, body!);
    },
  );

  app.get('/products/:id', { schema: { summary: 'Product detail', tags, params: idParams } }, async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { lang } = request;
    const body = await cachedJson(ctx, { route: 'product', lang, input: id }, request.t('ok'), () => getProduct(ctx, lang, id));
    if (body === undefined) throw new NotFoundError('notFound.product');
    return sendJson(reply, body);
  });

  app.get('/category/:id', { schema: { summary: 'A category with its subcategories (childs)', tags, params: idParams } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const index = await loadCategoryIndex(ctx);
    const row = index.byId.get(id);
    if (!row || !row.isActive) throw new NotFoundError('notFound.category');
    return { message: request.t('ok'), data: categoryTree(index, row, request.lang) };
  });
}
