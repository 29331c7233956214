/** Catalogue queries: the paged product list and a category with its children. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { queryKeys } from '../../shared/query/keys';

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

export function useProductList(query: ProductListQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.products.list(query),
    queryFn: ({ signal }) =>
      apiGet('products', { ...query, search: query.search?.trim() || undefined }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCategory(id: number) {
  return useQuery({
    queryKey: queryKeys.category(id),
    queryFn: ({ signal }) => apiGet(`category/${id}`, undefined, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
