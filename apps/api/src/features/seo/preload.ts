/**
 * Preload hints for the storefront's first requests (docs/performance.md, "What costs the
 * performance points" 1): the LCP image and the route's first API calls are otherwise only found
 * after the entry script has run and the API has answered.
 *
 * Everything here must match what the storefront requests byte for byte, or the browser downloads
 * the file twice and warns that the preload was not used:
 * - data: apps/web/src/shared/api/client.ts `apiUrl` (`/{lang}/api/{path}`, query keys in the order
 *   the caller lists them, empty values dropped), fetched same-origin, mode cors, default
 *   credentials, hence `crossorigin="anonymous"`. A signed-in visitor's fetch carries an
 *   Authorization header and cannot reuse a preload, so no data preloads then.
 * - images: the contract's `srcSetOf` (the `-640.webp` URL the API returns, rewritten to each
 *   width) and `LCP_IMAGES` (the widths and `sizes` of the component drawing the LCP image), which
 *   the storefront's components use too.
 */
import { COOKIE_NAMES, LCP_IMAGES, srcSetOf } from '@shop/contract';
import type { Lang } from '../../http/i18n.js';

export interface DataPreload {
  as: 'fetch';
  href: string;
}

export interface ImagePreload {
  as: 'image';
  /** Only when there is no srcset (the browser then requests exactly this URL). */
  href?: string;
  imagesrcset?: string;
  imagesizes?: string;
}

export type Preload = DataPreload | ImagePreload;

/**
 * The preload of an image as the storefront stores it (the URL the API returns). Nothing for a
 * value the storefront could not load as is (an empty value or a bare media key).
 */
export function imagePreload(
  src: string | null | undefined,
  kind: keyof typeof LCP_IMAGES,
): ImagePreload | undefined {
  if (!src || !(src.startsWith('/') || /^https?:\/\//i.test(src))) return undefined;
  const { widths, sizes } = LCP_IMAGES[kind];
  const srcset = srcSetOf(src, widths);
  return srcset ? { as: 'image', imagesrcset: srcset, imagesizes: sizes } : { as: 'image', href: src };
}

export const apiPath = (lang: Lang, path: string) => `/${lang}/api/${path}`;

/** True when a `token` cookie is set: the storefront then sends a bearer header with every call. */
export function signedIn(cookieHeader: string | undefined): boolean {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE_NAMES.token && value.join('=').trim() !== '') return true;
  }
  return false;
}

/**
 * The /shop listing the storefront shows for this query string is the plain first page
 * (useListingParams: `page` a positive integer, defaulting to 1; `search` trimmed).
 */
export function isFirstShopPage(search: string | undefined): boolean {
  const params = new URLSearchParams(search ?? '');
  const page = params.get('page');
  const pageOne = page === null || !/^\d+$/.test(page) || Number(page) < 1 || Number(page) === 1;
  return pageOne && (params.get('search') ?? '').trim() === '';
}
