import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { queryKeys } from '../../shared/query/keys';

/** GET /products/{id}. */
export function useProduct(id: number) {
  return useQuery({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => apiGet(`products/${id}`, undefined, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/**
 * Reads the product again past the browser's HTTP cache (its answer may be kept a minute) and
 * shows it: after the shopper's own review, the list and average must include it.
 */
export function refreshProduct(queryClient: QueryClient, id: number) {
  return queryClient.fetchQuery({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => apiGet(`products/${id}`, undefined, signal, { fresh: true }),
    staleTime: 0,
  });
}
