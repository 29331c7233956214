/** Absolute URLs of the tags: canonical and alternate links per language, and sharing images. */
import { mediaAtWidth, type MediaWidth } from '@shop/contract';
import type { Lang } from '../../http/i18n.js';
import { isMediaKey, mediaUrl } from '../../media/index.js';
import type { Alternate } from './html.js';

/** An absolute URL of a stored image (a media key or a /media/… URL) at `width`. */
export function absoluteImage(
  origin: string,
  value: string | null | undefined,
  width: MediaWidth = 1280,
): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/')) return origin + mediaAtWidth(value, width);
  return isMediaKey(value) ? origin + mediaUrl(value, width) : undefined;
}

/** Canonical path per language: Arabic (the default) at the bare path, English with ?lang=en. */
export function languageUrl(origin: string, pathname: string, lang: Lang): string {
  return lang === 'ar' ? origin + pathname : `${origin}${pathname}?lang=en`;
}

export function alternatesOf(origin: string, pathname: string): Alternate[] {
  return [
    { hreflang: 'ar', href: languageUrl(origin, pathname, 'ar') },
    { hreflang: 'en', href: languageUrl(origin, pathname, 'en') },
    { hreflang: 'x-default', href: languageUrl(origin, pathname, 'ar') },
  ];
}

/** Paths are canonicalised: one slash, no trailing slash, encoded once. */
export function canonicalPath(pathname: string): string {
  const clean = `/${pathname.split('/').filter(Boolean).join('/')}`;
  try {
    return encodeURI(decodeURI(clean));
  } catch {
    return clean;
  }
}
