import { useQuery } from '@tanstack/react-query';
import type { PageId } from '@shop/contract';
import { apiGet } from '../../shared/api/client';
import { queryKeys } from '../../shared/query/keys';

/** GET /page/{id}: a staff-written page (ids in @shop/contract's PAGE_IDS). */
export function usePage(id: PageId) {
  return useQuery({
    queryKey: queryKeys.page(id),
    queryFn: ({ signal }) => apiGet(`page/${id}`, undefined, signal),
  });
}
