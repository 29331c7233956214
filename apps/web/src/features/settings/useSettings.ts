/**
 * Site settings (SPEC.md 2 and 3): logo, name, social links, categories, menu categories, pages and
 * intros. Loaded once per session and shared by the header, footer and pages.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { currentLang } from '../../shared/lib/lang';

export const SETTINGS_KEY = ['settings', currentLang] as const;

export const settingsQueryOptions = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: ({ signal }) => apiGet('settings', undefined, signal),
  staleTime: 5 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
