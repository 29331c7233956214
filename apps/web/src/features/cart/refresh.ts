import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { readQuery, reads } from '../../shared/query/reads';
import { useCartStore } from './store';

/**
 * Keeps the stored products current: names in the page's language and today's price tiers. The
 * selection is kept; the server prices the order again at checkout anyway. Answers whether a
 * product is still being fetched (checkout waits, so its summary shows today's prices).
 */
export function useRefreshCartProducts(): boolean {
  const ids = useCartStore((s) => s.items.map((i) => i.product.id).join(','));
  const refreshProduct = useCartStore((s) => s.refreshProduct);
  const results = useQueries({
    queries: (ids ? ids.split(',').map(Number) : []).map((id) => ({
      ...readQuery(reads.product(id)),
      meta: { silent: true },
      retry: false,
      staleTime: 60_000,
    })),
  });
  const latest = useRef(results);
  latest.current = results;
  const stamp = results.map((r) => r.dataUpdatedAt).join(',');
  useEffect(() => {
    for (const result of latest.current) if (result.data) refreshProduct(result.data);
  }, [stamp, refreshProduct]);
  return results.some((result) => result.isPending);
}
