/**
 * The public answers a page reads, each once: its query key and the contract route (with its
 * parameters and query) that answers it. The browser fetches a read from the API; the server reads
 * the same route through the services for a page's first screen and hands the answer over under the
 * same key, so the browser does not ask again.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  PAGE_IDS,
  type ApiRoutes,
  type RequestOf,
  type DataOf,
  type FirstScreenRead,
  type FirstScreenRoute,
} from '@shop/contract';
import { apiGet } from '../api/client';
import { queryKeys } from './keys';

/** A read: its route with the params and query that route's request schemas accept (one per route). */
export type Read<N extends FirstScreenRoute = FirstScreenRoute> = N extends FirstScreenRoute
  ? FirstScreenRead<N> & RequestOf<ApiRoutes[N]> & ReadInfo
  : never;

interface ReadInfo {
  key: readonly unknown[];
  /**
   * The record the page is about (a product, a category, an article, a page): when it is missing
   * the page is a 404. A list the API refuses to read (a page number past its limit) is not: the
   * browser asks again and shows the API's message.
   */
  record?: true;
}

export type ReadData<N extends FirstScreenRoute> = DataOf<ApiRoutes[N]>;

/** A page of the product list with its search and filters, as the API reads them. */
export interface ProductListQuery {
  page: number;
  search?: string;
  category_id?: number;
  /** Filters hold 1 when on and 0 when off, as the API reads them. */
  is_men?: 0 | 1;
  is_women?: 0 | 1;
  is_child?: 0 | 1;
  avg_rate?: number;
}

export interface BlogFilters {
  page: number;
  search: string;
  categoryId: number | null;
}

export const reads = {
  settings: (): Read<'settings'> => ({ key: queryKeys.settings(), route: 'settings' }),
  home: (): Read<'home'> => ({ key: queryKeys.home(), route: 'home' }),
  aboutItems: (): Read<'aboutItems'> => ({ key: queryKeys.aboutSections(), route: 'aboutItems' }),
  page: (id: (typeof PAGE_IDS)[keyof typeof PAGE_IDS]): Read<'page'> => ({
    key: queryKeys.page(id),
    route: 'page',
    params: { id },
    record: true,
  }),
  products: (query: ProductListQuery): Read<'products'> => ({
    key: queryKeys.products.list(query),
    route: 'products',
    query: { ...query, search: query.search?.trim() || undefined },
  }),
  product: (id: number): Read<'product'> => ({
    key: queryKeys.product(id),
    route: 'product',
    params: { id },
    record: true,
  }),
  category: (id: number): Read<'category'> => ({
    key: queryKeys.category(id),
    route: 'category',
    params: { id },
    record: true,
  }),
  blogs: ({ page, search, categoryId }: BlogFilters): Read<'blogs'> => ({
    key: queryKeys.blogs.list({ page, search, categoryId }),
    route: 'blogs',
    query: { page, search: search || undefined, blog_category_id: categoryId ?? undefined },
  }),
  blog: (id: string | number): Read<'blog'> => ({
    key: queryKeys.blog(id),
    route: 'blog',
    params: { id },
    record: true,
  }),
  blogCategories: (): Read<'blogCategories'> => ({
    key: queryKeys.blogCategories(),
    route: 'blogCategories',
  }),
};

/** TanStack Query's options for a read: its key and the API call that answers it. */
export function readQuery<N extends FirstScreenRoute>(read: Read<N>, { fresh = false } = {}) {
  return queryOptions({
    queryKey: read.key,
    queryFn: ({ signal }) =>
      // Each read's params and query were checked against its route where `reads` wrote it;
      // through the generic N, TypeScript can no longer tie the two together.
      apiGet(read.route, { params: read.params, query: read.query, signal, fresh } as never) as Promise<
        ReadData<N>
      >,
  });
}
