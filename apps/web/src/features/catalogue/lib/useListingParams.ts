import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingParamsOf, type ListingParams } from '../first-screen';

export type { ListingParams };

/**
 * Listing state kept in the URL query (page, search, is_men, is_women, is_child, avg_rate), so a
 * reload or a shared link keeps it and the back button walks through it. Changing any filter goes
 * back to page 1.
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo(() => listingParamsOf(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<ListingParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const write = (key: string, value: string | number | undefined) => {
            if (value === undefined || value === '' || value === 0) next.delete(key);
            else next.set(key, String(value));
          };
          for (const [key, value] of Object.entries(changes))
            write(key, value as string | number | undefined);
          // A filter change restarts at page 1.
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: options.replace, preventScrollReset: false },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) => {
      update({ page });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [update],
  );
  const setSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const hasFilters =
    params.search !== '' ||
    params.is_men + params.is_women + params.is_child > 0 ||
    params.avg_rate !== undefined;
  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, setPage, setSearch, hasFilters, clearFilters };
}
