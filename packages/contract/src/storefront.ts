/**
 * Storefront URLs, built in one place for the storefront's links, the server's canonical URLs and
 * the sitemap. A name in a URL is cosmetic (the id decides the page): spaces become '-', then the
 * result is encoded once with encodeURIComponent.
 */

/** The fixed segment that marks the "Made in Saudi" branch: /category/made-in-saudi/{id}/{name}. */
export const SAUDI_SEGMENT = 'made-in-saudi';

/** Ids of the three static pages (about, privacy policy, terms). */
export const PAGE_IDS = { about: 1, policy: 2, terms: 3 } as const;
export type PageId = (typeof PAGE_IDS)[keyof typeof PAGE_IDS];

/** Cookies both the server and the storefront read. */
export const COOKIE_NAMES = {
  /** The customer's sign-in token (script-readable: the storefront sends it as a bearer header). */
  token: 'token',
  /** The chosen language, mirrored from localStorage so the server renders the right one. */
  lang: 'lang',
} as const;

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** Route patterns of the storefront (React Router syntax; matched case-insensitively). */
export const STOREFRONT_ROUTES = {
  home: '/',
  about: '/about',
  blogs: '/blogs',
  blog: '/blogs/:id',
  contact: '/contact',
  shop: '/shop',
  brands: '/brands',
  category: '/category/:id/:name',
  saudiCategory: '/category/:saudi/:id/:name',
  productCategory: '/Product-category/:id',
  productCategoryNamed: '/Product-category/:id/:name',
  saudiProductCategory: '/Product-category/:saudi/:id/:name',
  product: '/product/:id',
  cart: '/cart',
  terms: '/terms',
  policy: '/Policy',
  forbidden: '/403',
  /** Sign-in and sign-up side by side (private pages: never indexed). */
  auth: '/auth',
  resetPassword: '/auth/reset-password',
  /** The account area; its children (orders, downloads, address, address/new, profile,
   * change-password) are routed inside the account page. */
  account: '/account/*',
  checkout: '/checkout',
  bill: '/bill/:id',
  /** The bills of a batch of orders, for staff to print together (?ids=…&staff=1). */
  bills: '/bills',
} as const;

/** A category name as a URL segment: whitespace runs become '-', encoded once. */
export function nameSegment(name: string): string {
  return encodeURIComponent(name.trim().replace(/\s+/g, '-') || '-');
}

/** A name read back from a URL segment (cosmetic: pages show the stored name). */
export function nameFromSegment(segment: string | undefined): string {
  if (!segment) return '';
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Already decoded by the router.
  }
  return text.replace(/-/g, ' ').trim();
}

const saudiPrefix = (saudi: boolean) => (saudi ? `${SAUDI_SEGMENT}/` : '');

/** A category with children: its page of subcategories. */
export function categoryPath(id: number, name: string, saudi = false): string {
  return `/category/${saudiPrefix(saudi)}${id}/${nameSegment(name)}`;
}

/** A category's product list. */
export function productCategoryPath(id: number, name?: string, saudi = false): string {
  return name === undefined
    ? `/Product-category/${saudiPrefix(saudi)}${id}`
    : `/Product-category/${saudiPrefix(saudi)}${id}/${nameSegment(name)}`;
}

/** Where a category tile leads: its subcategories when it has any, else its products. */
export function categoryLink(
  category: { id: number; name: string; has_childs?: boolean; childs?: unknown[] },
  saudi = false,
): string {
  const hasChildren = Boolean(category.has_childs) || (category.childs?.length ?? 0) > 0;
  return hasChildren
    ? categoryPath(category.id, category.name, saudi)
    : productCategoryPath(category.id, category.name, saudi);
}

export const productPath = (id: number) => `/product/${id}`;
export const blogPath = (id: number) => `/blogs/${id}`;
/** The bill (simplified tax invoice) of an order. */
export const billPath = (id: number) => `/bill/${id}`;

/**
 * The query parameter that opens a bill for staff (docs/decisions.md, Staff open the storefront's
 * bill): the page then reads the order through the staff API with the staff session's cookie,
 * instead of asking for a customer's sign-in.
 */
export const STAFF_BILL_PARAM = 'staff';

/** The bill of any order as staff open it from the dashboard, in the dashboard's language. */
export const staffBillPath = (id: number, lang: Language) =>
  `${billPath(id)}?${STAFF_BILL_PARAM}=1&lang=${lang}`;

/** The most orders one printed batch takes (bills or picking sheets): a day's work, not the shop. */
export const ORDER_BATCH_MAX = 100;

/** The bills of the orders staff chose in the dashboard's list, in that order and language. */
export const staffBillsPath = (ids: readonly (number | string)[], lang: Language) =>
  `${STOREFRONT_ROUTES.bills}?ids=${ids.join(',')}&${STAFF_BILL_PARAM}=1&lang=${lang}`;

/** The order ids of a batch's `ids` parameter: positive whole numbers, once each, at most the batch's size. */
export function batchOrderIds(param: string | null): number[] {
  const ids = (param ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, ORDER_BATCH_MAX);
}

/**
 * A page's canonical URL in a language: Arabic (the default) at the bare path, English with
 * ?lang=en. The storefront's canonical and hreflang links and the sitemap both write it.
 */
export function languageUrl(origin: string, pathname: string, lang: Language): string {
  return lang === 'ar' ? origin + pathname : `${origin}${pathname}?lang=en`;
}

/** A path written once: one slash between segments, no trailing slash, encoded once. */
export function canonicalPath(pathname: string): string {
  const clean = `/${pathname.split('/').filter(Boolean).join('/')}`;
  try {
    return encodeURI(decodeURI(clean));
  } catch {
    return clean;
  }
}

/**
 * The public GET routes the server reads for a storefront page's first screen (it calls the
 * services behind them, never itself over HTTP), so the page arrives rendered with its data; by
 * route name, with the route's path (routes.ts checks they are the routes' own).
 */
export const FIRST_SCREEN_PATHS = {
  settings: '/settings',
  home: '/home',
  aboutItems: '/sectionAboutus',
  page: '/page/:id',
  products: '/products',
  product: '/products/:id',
  category: '/category/:id',
  blogs: '/blogs',
  blog: '/blogs/:id',
  blogCategories: '/blog-categories',
} as const;
export type FirstScreenRoute = keyof typeof FIRST_SCREEN_PATHS;

/** One read of a first-screen route: its path parameters and query as a client sends them. */
export interface FirstScreenRead<N extends FirstScreenRoute = FirstScreenRoute> {
  route: N;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** Fills a route's path parameters: pathOf(apiRoutes.product, { id: 5 }) → 'products/5'. */
export function pathOf(route: { path: string }, params: Record<string, string | number> = {}): string {
  return route.path
    .replace(/^\//, '')
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
