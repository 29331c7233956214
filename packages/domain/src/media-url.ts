/**
 * Where stored images live: a media key is a path like `products/scrub-top-navy` (lower case,
 * `[a-z0-9/-]`, at most 200 characters), and an image column holds the URL of its 640 px file,
 * `/media/{key}-640.webp`, from which front ends derive the other widths. Staff payloads that
 * name an image are held to this rule, so a stored image can only point at our own media files:
 * never another site, a `javascript:` URL or a path outside the uploads folder.
 */
const MEDIA_KEY = /^[a-z0-9]+(?:[a-z0-9-]*[a-z0-9])?(?:\/[a-z0-9]+(?:[a-z0-9-]*[a-z0-9])?)*$/;
const MEDIA_KEY_MAX = 200;
const STORED_MEDIA_URL = /^\/media\/(.+)-640\.webp$/;

/** True for a media key (`products/scrub-top-navy`). */
export function isMediaKey(key: string): boolean {
  return key.length <= MEDIA_KEY_MAX && MEDIA_KEY.test(key);
}

/** True for the URL an image column stores: `/media/{key}-640.webp`. */
export function isStoredMediaUrl(url: string): boolean {
  const key = STORED_MEDIA_URL.exec(url)?.[1];
  return key !== undefined && isMediaKey(key);
}
