import { useQuery } from '@tanstack/react-query';
import type { PageId } from '@shop/contract';
import { readQuery, reads } from '../../shared/query/reads';

/** GET /page/{id}: a staff-written page (ids in @shop/contract's PAGE_IDS). */
export function usePage(id: PageId) {
  return useQuery(readQuery(reads.page(id)));
}
