import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api/client';
import { externalNavigation } from '../../shared/lib/browser';
import { queryKeys } from '../../shared/query/keys';

/** GET /orders/{id}: one of the customer's orders with everything its bill shows. */
export function useOrder(id: number) {
  return useQuery({
    queryKey: queryKeys.account.order(id),
    queryFn: ({ signal }) => apiGet(`orders/${id}`, undefined, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
    // The page shows its own states (not found, retry) instead of the shared toast.
    meta: { silent: true },
  });
}

/**
 * Pays an unpaid card order (docs/decisions.md, Card payments start from the order): asks the API
 * for the provider's hosted payment page and leaves for it. The provider sends the shopper back to
 * /bill/{id}?payment=paid or ?payment=failed.
 */
export async function startPayment(orderId: number): Promise<void> {
  const answer = await apiRequest(`orders/${orderId}/pay`, { method: 'POST' });
  externalNavigation.assign(answer.data.redirect_url);
}
