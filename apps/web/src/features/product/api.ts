import { useQuery, type QueryClient } from '@tanstack/react-query';
import { readQuery, reads } from '../../shared/query/reads';

/** GET /products/{id}. */
export function useProduct(id: number) {
  return useQuery({ ...readQuery(reads.product(id)), enabled: Number.isSafeInteger(id) && id > 0 });
}

/**
 * Reads the product again past the browser's HTTP cache (its answer may be kept a minute) and
 * shows it: after the shopper's own review, the list and average must include it.
 */
export function refreshProduct(queryClient: QueryClient, id: number) {
  return queryClient.fetchQuery({ ...readQuery(reads.product(id), { fresh: true }), staleTime: 0 });
}
