/** Catalogue queries: the paged product list and a category with its children. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readQuery, reads, type ProductListQuery } from '../../shared/query/reads';

export type { ProductListQuery };

export function useProductList(query: ProductListQuery, enabled = true) {
  return useQuery({ ...readQuery(reads.products(query)), placeholderData: keepPreviousData, enabled });
}

export function useCategory(id: number) {
  return useQuery({ ...readQuery(reads.category(id)), enabled: Number.isSafeInteger(id) && id > 0 });
}
