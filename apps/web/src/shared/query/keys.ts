/**
 * Every TanStack Query key of the storefront, written once. Each key starts with the kind of answer
 * and the language (the API answers in the page's language, so an English and an Arabic answer are
 * different cache entries), then what identifies the answer. A kind's `all` key is the prefix of
 * every key of that kind, for invalidating or prefetching them together; two features that read the
 * same answer (the product page and the cart's refresh) share its cache entry through the same key.
 */
import { currentLang } from '../lib/lang';

export const queryKeys = {
  settings: () => ['settings', currentLang] as const,
  home: () => ['home', currentLang] as const,
  aboutSections: () => ['sectionAboutus', currentLang] as const,
  page: (id: number) => ['page', currentLang, id] as const,
  products: {
    all: () => ['products', currentLang] as const,
    /** A page of the product list with its search and filters (the query object as sent). */
    list: (query: object) => [...queryKeys.products.all(), query] as const,
  },
  product: (id: number) => ['product', currentLang, id] as const,
  category: (id: number) => ['category', currentLang, id] as const,
  blogs: {
    all: () => ['blogs', currentLang] as const,
    list: (filters: { page: number; search: string; categoryId: number | null }) =>
      [...queryKeys.blogs.all(), filters] as const,
  },
  blogCategories: () => ['blog-categories', currentLang] as const,
  blog: (id: string | number | undefined) => ['blog', currentLang, id] as const,
  /** Places of an address form: countries, a country's cities, a city's areas. */
  countries: () => ['countries', currentLang] as const,
  cities: (countryId: number) => ['cities', currentLang, countryId] as const,
  areas: (cityId: number) => ['areas', currentLang, cityId] as const,
  /**
   * The signed-in customer's own answers (profile, addresses, orders) under one prefix, so signing
   * out or in as someone else drops them all at once.
   */
  account: {
    all: () => ['account', currentLang] as const,
    profile: () => [...queryKeys.account.all(), 'profile'] as const,
    addresses: () => [...queryKeys.account.all(), 'addresses'] as const,
    orders: (page: number) => [...queryKeys.account.all(), 'orders', page] as const,
    order: (id: number) => [...queryKeys.account.all(), 'order', id] as const,
  },
} as const;
