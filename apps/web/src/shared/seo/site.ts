/**
 * The origin the page's absolute URLs are written with (canonical, hreflang, Open Graph, JSON-LD):
 * the server's PUBLIC_URL, else the request's own origin, handed to the browser with the page.
 */
import { createContext, useContext } from 'react';
import { mediaAtWidth, type MediaWidth } from '@shop/contract';

export const OriginContext = createContext('');

export function useOrigin(): string {
  return useContext(OriginContext);
}

/** An absolute URL of an image as the API answers it (a /media/… URL) at `width`. */
export function absoluteImage(
  origin: string,
  value: string | null | undefined,
  width: MediaWidth = 1280,
): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('/') ? origin + mediaAtWidth(value, width) : undefined;
}
