/**
 * Which storefront route a path is, with its parameters. Pure: no I/O. Paths match
 * case-insensitively like the storefront's router (so /cart and /Cart are one route).
 */
import { STOREFRONT_ROUTES } from '@shop/contract';

export type SeoRoute =
  | { kind: 'home' }
  | { kind: 'static'; page: StaticPage }
  | { kind: 'product'; id: number }
  | { kind: 'category'; id: number; listing: boolean }
  | { kind: 'blog'; id: number }
  | { kind: 'private'; page: PrivatePage }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

export type StaticPage = 'about' | 'blogs' | 'contact' | 'shop' | 'brands' | 'terms' | 'policy';
export type PrivatePage = 'cart' | 'checkout' | 'auth' | 'account' | 'bill';

const STATIC: Record<string, StaticPage> = {
  about: 'about',
  blogs: 'blogs',
  contact: 'contact',
  shop: 'shop',
  brands: 'brands',
  terms: 'terms',
  policy: 'policy',
};

const PRIVATE: Record<string, PrivatePage> = {
  cart: 'cart',
  checkout: 'checkout',
  auth: 'auth',
  account: 'account',
  bill: 'bill',
};

function positiveId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

export function matchRoute(pathname: string): SeoRoute {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  if (segments.length === 0) return { kind: 'home' };
  const [first = '', ...rest] = segments;
  const head = first.toLowerCase();

  if (rest.length === 0 && STATIC[head]) return { kind: 'static', page: STATIC[head] };
  if (PRIVATE[head]) {
    // /auth/reset-password, /account/orders, /bill/{id}: any depth.
    if (head === 'bill' && rest.length !== 1) return { kind: 'notFound' };
    return { kind: 'private', page: PRIVATE[head] };
  }
  if (head === '403' && rest.length === 0) return { kind: 'forbidden' };

  if (head === 'product' && rest.length === 1) {
    const id = positiveId(rest[0]);
    return id ? { kind: 'product', id } : { kind: 'notFound' };
  }
  if (head === 'blogs' && rest.length === 1) {
    const id = positiveId(rest[0]);
    return id ? { kind: 'blog', id } : { kind: 'notFound' };
  }
  // /category/{id}/{name}, /category/{saudi}/{id}/{name}
  if (head === 'category' && (rest.length === 2 || rest.length === 3)) {
    const id = positiveId(rest[rest.length - 2]);
    return id ? { kind: 'category', id, listing: false } : { kind: 'notFound' };
  }
  // /Product-category/{id}, /Product-category/{id}/{name}, /Product-category/{saudi}/{id}/{name}
  if (head === 'product-category' && rest.length >= 1 && rest.length <= 3) {
    const id = positiveId(rest.length === 1 ? rest[0] : rest[rest.length - 2]);
    return id ? { kind: 'category', id, listing: true } : { kind: 'notFound' };
  }
  return { kind: 'notFound' };
}

/** The path of each static route, as the storefront's router writes it. */
export const STATIC_PATHS: Record<StaticPage, string> = {
  about: STOREFRONT_ROUTES.about,
  blogs: STOREFRONT_ROUTES.blogs,
  contact: STOREFRONT_ROUTES.contact,
  shop: STOREFRONT_ROUTES.shop,
  brands: STOREFRONT_ROUTES.brands,
  terms: STOREFRONT_ROUTES.terms,
  policy: STOREFRONT_ROUTES.policy,
};
