/**
 * What the catalogue's pages read first, from the URL alone: the same functions decide the query
 * in the browser (useListingParams, ListingView) and on the server (the page's first screen).
 */
import { positiveInt } from '../../shared/lib/url-numbers';
import { reads, type ProductListQuery, type Read } from '../../shared/query/reads';

export interface ListingParams {
  page: number;
  search: string;
  is_men: 0 | 1;
  is_women: 0 | 1;
  is_child: 0 | 1;
  avg_rate: number | undefined;
}

function flag(value: string | null): 0 | 1 {
  return value === '1' ? 1 : 0;
}

/** The listing's state kept in the URL query (page, search, is_men, is_women, is_child, avg_rate). */
export function listingParamsOf(searchParams: URLSearchParams): ListingParams {
  const rate = positiveInt(searchParams.get('avg_rate'));
  return {
    page: positiveInt(searchParams.get('page')) ?? 1,
    search: searchParams.get('search') ?? '',
    is_men: flag(searchParams.get('is_men')),
    is_women: flag(searchParams.get('is_women')),
    is_child: flag(searchParams.get('is_child')),
    avg_rate: rate !== undefined && rate <= 5 ? rate : undefined,
  };
}

/** The product list query of a listing: /shop's page and search, a category's with its filters. */
export function listingQueryOf(params: ListingParams, categoryId?: number): ProductListQuery {
  if (categoryId === undefined) return { page: params.page, search: params.search };
  return {
    page: params.page,
    search: params.search,
    category_id: categoryId,
    is_men: params.is_men,
    is_women: params.is_women,
    is_child: params.is_child,
    avg_rate: params.avg_rate,
  };
}

/** A category id from the path, or undefined when it is not a positive whole number. */
export function categoryIdOf(param: string | undefined): number | undefined {
  return positiveInt(param);
}

export function shopReads(searchParams: URLSearchParams): Read[] {
  return [reads.products(listingQueryOf(listingParamsOf(searchParams)))];
}

/** The category; an id that is not one reads as a missing category (the page answers 404). */
export function categoryReads(idParam: string | undefined): Read[] {
  return [reads.category(categoryIdOf(idParam) ?? 0)];
}

export function productCategoryReads(idParam: string | undefined, searchParams: URLSearchParams): Read[] {
  const id = categoryIdOf(idParam);
  if (id === undefined) return categoryReads(idParam);
  return [reads.category(id), reads.products(listingQueryOf(listingParamsOf(searchParams), id))];
}
