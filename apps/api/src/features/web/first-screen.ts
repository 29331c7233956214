/**
 * The storefront renderer's reads of a page's first screen: each public route's own load (the one
 * its API route answers with), given the input parsed by the route's contract schemas, and the
 * data passed through the route's own serialiser, so the browser receives exactly what the API
 * would have answered (it then reuses it instead of asking).
 */
import {
  apiRoutes,
  type ApiRoutes,
  type DataOf,
  type FirstScreenAnswer,
  type FirstScreenRead,
  type FirstScreenReader,
  type FirstScreenRoute,
} from '@shop/contract';
import { ZodError } from 'zod';
import { serializerCompiler } from '../../http/contract.js';
import { parseRouteInput, type RouteInput } from '../../http/define-route.js';
import type { Lang } from '../../http/i18n.js';
import type { ServiceContext } from '../../shared/context.js';
import { catalogueLoads } from '../catalogue/index.js';
import { contentLoads } from '../content/index.js';

/**
 * How a public route reads the `data` of its answer from its parsed input: one function shared by
 * the API route and the first screen. Undefined where the route answers 404.
 */
export type PageLoad<N extends FirstScreenRoute> = (
  ctx: ServiceContext,
  lang: Lang,
  input: RouteInput<ApiRoutes[N]>,
) => Promise<DataOf<ApiRoutes[N]> | undefined>;

export type PageLoads<N extends FirstScreenRoute> = { [K in N]: PageLoad<K> };

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

const LOADS: PageLoads<FirstScreenRoute> = { ...catalogueLoads, ...contentLoads };

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

/** Reads one route's data as its API route would: its input parsed, then its load. */
function load<N extends FirstScreenRoute>(ctx: ServiceContext, lang: Lang, read: FirstScreenRead<N>) {
  const input = parseRouteInput(apiRoutes[read.route], { params: paramsOf(read), query: queryOf(read) });
  return (LOADS[read.route] as PageLoad<N>)(ctx, lang, input as RouteInput<ApiRoutes[N]>);
}

/** The first-screen reader of one page in `lang`. */
export function firstScreenReader(ctx: ServiceContext, lang: Lang): FirstScreenReader {
  return async <N extends FirstScreenRoute>(read: FirstScreenRead<N>): Promise<FirstScreenAnswer<N>> => {
    let data: unknown;
    try {
      data = await load(ctx, lang, read);
    } catch (error) {
      // Input the route refuses (a 422 over HTTP) shows the page's not-found state.
      if (error instanceof ZodError) return { found: false };
      throw error;
    }
    if (data === undefined || data === null) return { found: false };
    return { found: true, data: asAnswered(read.route, data) } as FirstScreenAnswer<N>;
  };
}
