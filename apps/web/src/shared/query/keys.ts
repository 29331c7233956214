/**
 * Every TanStack Query key of the storefront, written once. Each key starts with the kind of answer,
 * then what identifies the answer. The language is not part of it: a page lives in one language
 * (changing it reloads the page), and the server fills a fresh cache for every page it renders. A kind's `all` key is the prefix of
 * every key of that kind, for invalidating or prefetching them together; two features that read the
 * same answer (the product page and the cart's refresh) share its cache entry through the same key.
 */
export const queryKeys = {
  settings: () => ['settings'] as const,
  home: () => ['home'] as const,
  aboutSections: () => ['sectionAboutus'] as const,
  page: (id: number) => ['page', id] as const,
  products: {
    all: () => ['products'] as const,
    /** A page of the product list with its search and filters (the query object as sent). */
    list: (query: object) => [...queryKeys.products.all(), query] as const,
  },
  product: (id: number) => ['product', id] as const,
  category: (id: number) => ['category', id] as const,
  blogs: {
    all: () => ['blogs'] as const,
    list: (filters: { page: number; search: string; categoryId: number | null }) =>
      [...queryKeys.blogs.all(), filters] as const,
  },
  blogCategories: () => ['blog-categories'] as const,
  blog: (id: string | number | undefined) => ['blog', id] as const,
  /** Places of an address form: countries, a country's cities, a city's areas. */
  countries: () => ['countries'] as const,
  cities: (countryId: number) => ['cities', countryId] as const,
  areas: (cityId: number) => ['areas', cityId] as const,
  /**
   * The signed-in customer's own answers (profile, addresses, orders, quotes) under one prefix, so signing
   * out or in as someone else drops them all at once.
   */
  account: {
    all: () => ['account'] as const,
    profile: () => [...queryKeys.account.all(), 'profile'] as const,
    addresses: () => [...queryKeys.account.all(), 'addresses'] as const,
    orders: (page: number) => [...queryKeys.account.all(), 'orders', page] as const,
    order: (id: number) => [...queryKeys.account.all(), 'order', id] as const,
    /** Every page of the customer's quotes (a new or changed quote makes them stale). */
    quotes: () => [...queryKeys.account.all(), 'quotes'] as const,
    quotesPage: (page: number) => [...queryKeys.account.quotes(), page] as const,
    quote: (id: number) => [...queryKeys.account.all(), 'quote', id] as const,
    /** The preview picture of one of the customer's logo artworks. */
    // Read with the customer's token or, on a bill staff open, the staff session's cookie.
    artworkPreview: (id: number, session: 'customer' | 'staff' = 'customer') =>
      [...queryKeys.account.all(), 'artwork-preview', id, session] as const,
  },
  /**
   * An order's bill as staff read it through the staff API (the bill page with ?staff): not the
   * customer's, so signing a customer out leaves it alone. The language is part of the key, as
   * the staff API answers the language it is asked for.
   */
  staffOrder: (id: number, lang: string) => ['staff-order', id, lang] as const,
} as const;
