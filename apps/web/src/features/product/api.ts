import { useQuery } from '@tanstack/react-query';
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
