/**
 * Site settings: logo, name, social links, categories, menu categories, pages and
 * intros. Loaded once per session and shared by the header, footer and pages.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { queryKeys } from '../../shared/query/keys';

export const settingsQueryOptions = queryOptions({
  queryKey: queryKeys.settings(),
  queryFn: ({ signal }) => apiGet('settings', undefined, signal),
  staleTime: 5 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
