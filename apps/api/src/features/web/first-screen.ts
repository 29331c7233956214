/**
 * The storefront renderer's reads of a page's first screen: each public route's answer from the
 * same service its HTTP route calls, with the input parsed by the route's own contract schema and
 * the data passed through the route's own serialiser, so the browser receives exactly what the API
 * would have answered (it then reuses it instead of asking).
 */
import {
  apiRoutes,
  type FirstScreenAnswer,
  type FirstScreenRead,
  type FirstScreenReader,
  type FirstScreenRoute,
} from '@shop/contract';
import { ZodError } from 'zod';
import { serializerCompiler } from '../../http/contract.js';
import { parseInput } from '../../http/errors.js';
import type { Lang } from '../../http/i18n.js';
import { getCategory } from '../../services/categories.js';
import {
  getAboutItems,
  getBlog,
  getHome,
  getPage,
  getSettings,
  listBlogCategories,
  listBlogs,
} from '../../services/content.js';
import { getProduct, listProducts } from '../../services/products.js';
import type { ServiceContext } from '../../shared/context.js';

type Load = (ctx: ServiceContext, lang: Lang, read: FirstScreenRead) => Promise<unknown>;

/** Query values as a query string carries them (the contract's schemas read strings). */
function queryOf(read: FirstScreenRead): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(read.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  }
  return query;
}

const paramsOf = (read: FirstScreenRead) =>
  Object.fromEntries(Object.entries(read.params ?? {}).map(([key, value]) => [key, String(value)]));

/** Each route's service call; undefined where the route answers 404. */
const LOADS: Record<FirstScreenRoute, Load> = {
  settings: (ctx, lang) => getSettings(ctx, lang),
  home: (ctx, lang) => getHome(ctx, lang),
  aboutItems: (ctx, lang) => getAboutItems(ctx, lang),
  page: (ctx, lang, read) => getPage(ctx, lang, parseInput(apiRoutes.page.params, paramsOf(read)).id),
  products: (ctx, lang, read) => listProducts(ctx, lang, parseInput(apiRoutes.products.query, queryOf(read))),
  product: (ctx, lang, read) => getProduct(ctx, lang, parseInput(apiRoutes.product.params, paramsOf(read)).id),
  category: (ctx, lang, read) =>
    getCategory(ctx, lang, parseInput(apiRoutes.category.params, paramsOf(read)).id),
  blogs: (ctx, lang, read) => listBlogs(ctx, lang, parseInput(apiRoutes.blogs.query, queryOf(read))),
  blog: (ctx, lang, read) => getBlog(ctx, lang, parseInput(apiRoutes.blog.params, paramsOf(read)).id),
  blogCategories: (ctx, lang) => listBlogCategories(ctx, lang),
};

/** The route's answer serialised and read back: the contract's shape, dates as strings. */
function asAnswered(route: FirstScreenRoute, data: unknown): unknown {
  const serialise = serializerCompiler({
    schema: apiRoutes[route].answer,
    method: 'GET',
    url: apiRoutes[route].path,
    httpStatus: '200',
  }) as (answer: unknown) => string;
  return (JSON.parse(serialise({ message: '', data })) as { data: unknown }).data;
}

/** The first-screen reader of one page in `lang`. */
export function firstScreenReader(ctx: ServiceContext, lang: Lang): FirstScreenReader {
  return async <N extends FirstScreenRoute>(read: FirstScreenRead<N>): Promise<FirstScreenAnswer<N>> => {
    let data: unknown;
    try {
      data = await LOADS[read.route](ctx, lang, read);
    } catch (error) {
      // Input the route refuses (a 422 over HTTP) shows the page's not-found state.
      if (error instanceof ZodError) return { found: false };
      throw error;
    }
    if (data === undefined || data === null) return { found: false };
    return { found: true, data: asAnswered(read.route, data) } as FirstScreenAnswer<N>;
  };
}
