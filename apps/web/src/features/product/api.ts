import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { currentLang } from '../../shared/lib/lang';

export function productQueryKey(id: number) {
  return ['product', currentLang, id] as const;
}

/** GET /products/{id} (SPEC 7). */
export function useProduct(id: number) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => apiGet(`products/${id}`, undefined, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
