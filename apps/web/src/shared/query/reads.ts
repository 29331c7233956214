/**
 * The public answers a page reads, each once: its query key and the contract route (with its
 * parameters and query) that answers it. The browser fetches a read from the API; the server reads
 * the same route through the services for a page's first screen and hands the answer over under the
 * same key, so the browser does not ask again.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  FIRST_SCREEN_PATHS,
  pathOf,
  PAGE_IDS,
  type ApiPath,
  type ApiRoutes,
  type DataOf,
  type FirstScreenRead,
  type FirstScreenRoute,
} from '@shop/contract';
import { apiGet } from '../api/client';
import { queryKeys } from './keys';

export interface Read<N extends FirstScreenRoute = FirstScreenRoute> extends FirstScreenRead<N> {
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
  blogCategories: (): Read<'blogCategories'> => ({ key: queryKeys.blogCategories(), route: 'blogCategories' }),
};

/** The API path of a read, as the browser asks for it. */
export function readPath(read: FirstScreenRead): ApiPath {
  return pathOf({ path: FIRST_SCREEN_PATHS[read.route] }, read.params) as ApiPath;
}

/** TanStack Query's options for a read: its key and the API call that answers it. */
export function readQuery<N extends FirstScreenRoute>(read: Read<N>, { fresh = false } = {}) {
  return queryOptions({
    queryKey: read.key,
    queryFn: ({ signal }) =>
      apiGet(readPath(read), read.query, signal, { fresh }) as Promise<ReadData<N>>,
  });
}
