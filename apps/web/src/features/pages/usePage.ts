import { useQuery } from '@tanstack/react-query';
import type { PageId } from '@shop/contract';
import { apiGet } from '../../shared/api/client';
import type { Page } from '../../shared/api/types';
import { currentLang } from '../../shared/lib/lang';

/** GET /page/{id}: a staff-written page (ids in @shop/contract's PAGE_IDS). */
export function usePage(id: PageId) {
  return useQuery({
    queryKey: ['page', currentLang, id],
    queryFn: ({ signal }) => apiGet<Page>(`page/${id}`, undefined, signal),
  });
}
