/**
 * Media files: every image is stored as WebP in several widths under the uploads directory and
 * served under `/media/`.
 *
 * Conventions (other modules rely on them):
 * - A media key is a path like `products/scrub-top-navy` (lower case, `[a-z0-9/-]`).
 * - Files are `${uploadsDir}/${key}-${width}.webp` for every width of MEDIA_WIDTHS (sliders and
 *   banners also get WIDE_MEDIA_WIDTHS' 1920).
 * - Database columns hold the URL of the 640 width, `/media/${key}-640.webp`; front ends derive
 *   a srcset by replacing `-640.webp` with the other widths (see `mediaSrcSet`).
 */
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export { garmentSvg, GARMENT_KINDS, type GarmentKind, type GarmentView } from './garments.js';
export {
  categoryTileSvg,
  slideSvg,
  sponsorSvg,
  illustrationSvg,
  logoSvg,
  type IllustrationTheme,
} from './art.js';

/** Widths written for every image. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
/** Widths written for sliders and banners (aspect `slide`). */
export const WIDE_MEDIA_WIDTHS = [320, 640, 1280, 1920] as const;
/** The width whose URL is stored in the database. */
export const DEFAULT_MEDIA_WIDTH = 640;

/** Width : height of each kind of image. */
export const ASPECTS = {
  product: [4, 5],
  category: [1, 1],
  slide: [16, 7],
  sponsor: [3, 2],
  blog: [16, 9],
} as const;
export type Aspect = keyof typeof ASPECTS;

const KEY_RE = /^[a-z0-9]+(?:[a-z0-9-]*[a-z0-9])?(?:\/[a-z0-9]+(?:[a-z0-9-]*[a-z0-9])?)*$/;

export function isMediaKey(key: string): boolean {
  return key.length <= 200 && KEY_RE.test(key);
}

function assertKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

/** Turns free text into a key segment: `Scrub Top / Navy` -> `scrub-top-navy`. */
export function mediaSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Widths written for an aspect. */
export function mediaWidths(aspect: Aspect): readonly number[] {
  return aspect === 'slide' ? WIDE_MEDIA_WIDTHS : MEDIA_WIDTHS;
}

/** Pixel height of an image of `aspect` at `width`. */
export function mediaHeight(aspect: Aspect, width: number): number {
  const [w, h] = ASPECTS[aspect];
  return Math.round((width * h) / w);
}

/** Public URL of one width of a media key: `/media/${key}-${width}.webp`. */
export function mediaUrl(key: string, width: number = DEFAULT_MEDIA_WIDTH): string {
  assertKey(key);
  return `/media/${key}-${width}.webp`;
}

/** File path of one width of a media key. */
export function mediaFilePath(uploadsDir: string, key: string, width: number): string {
  assertKey(key);
  return path.join(uploadsDir, ...`${key}-${width}.webp`.split('/'));
}

/** The media key of a stored URL (`/media/products/x-640.webp` -> `products/x`), or null. */
export function mediaKeyFromUrl(url: string): string | null {
  const m = /^\/media\/(.+)-(\d+)\.webp$/.exec(url);
  if (!m || !m[1] || !isMediaKey(m[1])) return null;
  return m[1];
}

/** `srcset` for a stored 640 URL, given the widths that exist for it. */
export function mediaSrcSet(url640: string, widths: readonly number[] = MEDIA_WIDTHS): string {
  return widths.map((w) => `${url640.replace(/-640\.webp$/, `-${w}.webp`)} ${w}w`).join(', ');
}

/**
 * Renders an SVG document to WebP at `width` pixels wide (height follows the SVG's own aspect).
 * The SVG is rasterised at the target size, so lines stay sharp at every width.
 */
export async function renderImage(svg: string, width: number, opts: { quality?: number } = {}): Promise<Buffer> {
  const svgWidth = svgIntrinsicWidth(svg);
  const density = (72 * width) / svgWidth;
  return sharp(Buffer.from(svg), { density })
    .resize({ width, fit: 'fill', kernel: 'lanczos3' })
    .webp({ quality: opts.quality ?? 80, effort: 1 })
    .toBuffer();
}

function svgIntrinsicWidth(svg: string): number {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const w = /\swidth="([\d.]+)"/.exec(root)?.[1];
  if (w) return Number(w);
  const vb = /\sviewBox="[\d.\s-]+?\s([\d.]+)\s[\d.]+"/.exec(root)?.[1];
  if (vb) return Number(vb);
  throw new Error('SVG needs a width or viewBox');
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes every width of `key` from one SVG (skipping widths whose file already exists, so
 * re-seeds and restarts are fast) and returns the URL stored in the database (640 width).
 * `svg` may be a function so callers only build the document when something is missing.
 */
export async function writeMediaSet(
  uploadsDir: string,
  key: string,
  svg: string | (() => string),
  aspect: Aspect,
): Promise<string> {
  assertKey(key);
  let doc: string | undefined;
  for (const width of mediaWidths(aspect)) {
    const file = mediaFilePath(uploadsDir, key, width);
    if (await exists(file)) continue;
    doc ??= typeof svg === 'function' ? svg() : svg;
    const data = await renderImage(doc, width);
    await writeFileAtomic(file, data);
  }
  return mediaUrl(key);
}

/** Writes a file via a temporary name so a crash never leaves a half-written image behind. */
export async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * Runs `tasks` with at most `limit` in flight (image rendering is CPU bound; sharp works on the
 * libuv thread pool, so a few concurrent jobs keep every core busy).
 */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}
