import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { queryKeys } from '../../shared/query/keys';

/** GET /home: sections, intro slides and sponsors. */
export function useHome() {
  return useQuery({
    queryKey: queryKeys.home(),
    queryFn: ({ signal }) => apiGet('home', undefined, signal),
  });
}
