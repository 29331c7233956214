/**
 * Site settings: logo, name, social links, categories, menu categories, pages and
 * intros. Loaded once per session and shared by the header, footer and pages.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readQuery, reads } from '../../shared/query/reads';

export const settingsQueryOptions = queryOptions({ ...readQuery(reads.settings()), staleTime: 5 * 60_000 });

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
