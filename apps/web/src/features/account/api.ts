/** The account's reads: the customer's profile, addresses, orders and quotes, and the places of an address. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { queryKeys } from '../../shared/query/keys';

export function useProfile() {
  return useQuery({
    queryKey: queryKeys.account.profile(),
    queryFn: ({ signal }) => apiGet('profile', { signal }),
  });
}

export function useAddresses() {
  return useQuery({
    queryKey: queryKeys.account.addresses(),
    queryFn: ({ signal }) => apiGet('addresses', { signal }),
  });
}

export function useOrders(page: number) {
  return useQuery({
    queryKey: queryKeys.account.orders(page),
    queryFn: ({ signal }) => apiGet('orders', { query: { page }, signal }),
    // The table keeps the page shown while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
  });
}

export function useQuotes(page: number) {
  return useQuery({
    queryKey: queryKeys.account.quotesPage(page),
    queryFn: ({ signal }) => apiGet('quotes', { query: { page }, signal }),
    // As the orders: the list keeps the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useQuote(id: number) {
  return useQuery({
    queryKey: queryKeys.account.quote(id),
    queryFn: ({ signal }) => apiGet('quote', { params: { id }, signal }),
  });
}

const PLACES_STALE = 10 * 60_000;

export function useCountries() {
  return useQuery({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => apiGet('countries', { signal }),
    staleTime: PLACES_STALE,
  });
}

export function useCities(countryId: number | null) {
  return useQuery({
    queryKey: queryKeys.cities(countryId ?? 0),
    queryFn: ({ signal }) => apiGet('cities', { params: { countryId: countryId ?? 0 }, signal }),
    enabled: countryId !== null,
    staleTime: PLACES_STALE,
  });
}

export function useAreas(cityId: number | null) {
  return useQuery({
    queryKey: queryKeys.areas(cityId ?? 0),
    queryFn: ({ signal }) => apiGet('areas', { params: { cityId: cityId ?? 0 }, signal }),
    enabled: cityId !== null,
    staleTime: PLACES_STALE,
  });
}
