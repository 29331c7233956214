/**
 * Stored images are WebP files in a few fixed widths. The API answers the 640 px URL
 * (`/media/{key}-640.webp`); the storefront, and the server's preload hints, derive the other
 * widths from it with `srcSetOf`, so both write the same `srcset` byte for byte (a preload the
 * browser cannot match is downloaded twice).
 */
/**
 * 960 px is what a phone shows a full-width image at (a 412 px wide screen at 1.75 device pixels
 * per CSS pixel needs about 720 px): without it phones would take the 1280 px file.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
/** Banners (intro slides) also have a 1920 px file. */
export const BANNER_WIDTHS = [640, 960, 1280, 1920] as const;
export const ALL_MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof ALL_MEDIA_WIDTHS)[number];

/** The width the API answers. */
export const ANSWERED_MEDIA_WIDTH = 640;

const ANSWERED_SUFFIX = /-640\.webp$/;

/** The `srcset` of a media URL as the API answers it; undefined for any other URL. */
export function srcSetOf(src: string, widths: readonly number[] = MEDIA_WIDTHS): string | undefined {
  if (!ANSWERED_SUFFIX.test(src)) return undefined;
  return widths.map((w) => `${src.replace(ANSWERED_SUFFIX, `-${w}.webp`)} ${w}w`).join(', ');
}

/** The URL of the same image at another width (any stored width suffix is replaced). */
export function mediaAtWidth(src: string, width: MediaWidth): string {
  return src.replace(/-\d{3,4}\.webp$/, `-${width}.webp`);
}

/**
 * What the storefront renders for the largest image of each kind of page; the server preloads
 * exactly this.
 */
export const LCP_IMAGES = {
  /** The home page's first intro slide. */
  hero: { widths: BANNER_WIDTHS, sizes: '100vw' },
  /** A product card in a listing grid. */
  card: { widths: MEDIA_WIDTHS, sizes: '(min-width: 1024px) 300px, 45vw' },
  /** The main photo of the product page's gallery. */
  gallery: { widths: MEDIA_WIDTHS, sizes: '(min-width: 1024px) 600px, 100vw' },
} as const;

/**
 * The rule an image URL sent by staff must follow (`/media/{key}-640.webp`): written once in the
 * domain, whose request schemas apply it, and re-exported here beside the other media constants.
 */
export { isMediaKey, isStoredMediaUrl } from '@shop/domain';
