import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { currentLang } from '../../shared/lib/lang';

/** SPEC.md 7: GET /home — sections, intro slides and sponsors. */
export function useHome() {
  return useQuery({
    queryKey: ['home', currentLang],
    queryFn: ({ signal }) => apiGet('home', undefined, signal),
  });
}
