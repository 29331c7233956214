import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { currentLang } from '../../shared/lib/lang';

/** SPEC.md 7: GET /page/{id}; 1 about, 2 privacy policy, 3 terms. */
export const PAGE_IDS = { about: 1, policy: 2, terms: 3 } as const;

export function usePage(id: number) {
  return useQuery({
    queryKey: ['page', currentLang, id],
    queryFn: ({ signal }) => apiGet(`page/${id}`, undefined, signal),
  });
}
