/**
 * Media files: every image is stored as WebP in several widths (in the uploads directory or an
 * S3-compatible bucket, see storage.ts) and served under `/media/`. This module holds the URL
 * helpers and the pipeline that renders and writes the seed's files; the demo shop's artwork lives
 * with the seed (db/seed/art), staff uploads go through services/uploads.ts.
 *
 * Conventions (other modules rely on them):
 * - A media key is a path like `products/scrub-top-navy` (lower case, `[a-z0-9/-]`).
 * - Files are named `${key}-${width}.webp` (`mediaFileName`) for every width of MEDIA_WIDTHS
 *   (sliders and banners also get WIDE_MEDIA_WIDTHS' 1920), in the uploads folder or the bucket
 *   (storage.ts).
 * - Database columns hold the URL of the 640 width, `/media/${key}-640.webp`; front ends derive
 *   a srcset by replacing `-640.webp` with the other widths (@shop/contract's `srcSetOf`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ALL_MEDIA_WIDTHS, ANSWERED_MEDIA_WIDTH, MEDIA_WIDTHS } from '@shop/contract';
import sharp from 'sharp';
import type { MediaStorage } from './storage.js';
import { isMediaKey } from '@shop/domain';

/** Widths written for every image (the storefront's srcset lists them). */
export { MEDIA_WIDTHS };
/** Widths written for sliders and banners (aspect `slide`). */
export const WIDE_MEDIA_WIDTHS = [...MEDIA_WIDTHS, 1920] as const;
/** The width whose URL is stored in the database: the API answers it, front ends derive srcsets from it. */
export const DEFAULT_MEDIA_WIDTH = ANSWERED_MEDIA_WIDTH;

/** Width : height of each kind of image. */
export const ASPECTS = {
  product: [4, 5],
  category: [1, 1],
  slide: [16, 7],
  sponsor: [3, 2],
  blog: [16, 9],
  // Logos (the shop's, sponsors'): the whole mark kept, padded with transparency to 3:2.
  logo: [3, 2],
} as const;
export type Aspect = keyof typeof ASPECTS;

/** Kinds whose picture is fitted whole rather than cropped: a logo cut at its edges is wrong. */
export const WHOLE_PICTURE_ASPECTS: ReadonlySet<Aspect> = new Set<Aspect>(['logo']);

// The key rule is the domain's, which also checks the image URLs staff send.
export { isMediaKey };

function assertKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
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

/** The stored name of one width of a media key, relative to the uploads folder or the bucket. */
export function mediaFileName(key: string, width: number): string {
  assertKey(key);
  if (!Number.isInteger(width) || width < 1 || width > 10_000)
    throw new Error(`Invalid media width: ${JSON.stringify(width)}`);
  return `${key}-${width}.webp`;
}

/** File path of one width of a media key. */
export function mediaFilePath(uploadsDir: string, key: string, width: number): string {
  return path.join(uploadsDir, ...mediaFileName(key, width).split('/'));
}

const MEDIA_FILE_RE = /^(.+)-(\d{3,4})\.webp$/;

/**
 * The key and width of a stored file name (`products/x-640.webp`), or null for anything that is not
 * one width of a valid media key (traversal, other extensions, widths never written).
 */
export function parseMediaFileName(name: string): { key: string; width: number } | null {
  const m = MEDIA_FILE_RE.exec(name);
  if (!m || !m[1] || !isMediaKey(m[1])) return null;
  const width = Number(m[2]);
  return (ALL_MEDIA_WIDTHS as readonly number[]).includes(width) ? { key: m[1], width } : null;
}

/** The key of a stored name when it is the file of a media key at `width`. */
export function keyAtWidth(name: string, width: number): string | undefined {
  const parsed = parseMediaFileName(name);
  return parsed?.width === width ? parsed.key : undefined;
}

/** The media key of a stored URL (`/media/products/x-640.webp` -> `products/x`), or null. */
export function mediaKeyFromUrl(url: string): string | null {
  const m = /^\/media\/(.+)-(\d+)\.webp$/.exec(url);
  if (!m || !m[1] || !isMediaKey(m[1])) return null;
  return m[1];
}

/** Bump when the rendering or encoding changes, so cached files are not reused. */
const RENDER_VERSION = 'webp-e0-q80-v1';

/** WebP settings: the lowest effort keeps seeding fast; flat artwork compresses well anyway. */
const WEBP = { quality: 80, effort: 0, smartSubsample: false } as const;

/**
 * Renders one SVG to several widths: rasterised once at the largest width (opaque, on white), then
 * scaled down for the others. Returns the WebP files by width.
 */
export async function renderWidths(svg: string, widths: readonly number[]): Promise<Map<number, Buffer>> {
  const sorted = [...widths].sort((a, b) => b - a);
  const largest = sorted[0];
  if (largest === undefined) return new Map();
  const density = (72 * largest) / svgIntrinsicWidth(svg);
  const { data, info } = await sharp(Buffer.from(svg), { density })
    .resize({ width: largest, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const out = await Promise.all(
    sorted.map(async (w) => {
      const img =
        w === largest ? sharp(data, raw) : sharp(data, raw).resize({ width: w, kernel: 'lanczos3' });
      return [w, await img.webp(WEBP).toBuffer()] as const;
    }),
  );
  return new Map(out);
}

function svgIntrinsicWidth(svg: string): number {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const w = /\swidth="([\d.]+)"/.exec(root)?.[1];
  if (w) return Number(w);
  const vb = /\sviewBox="[\d.\s-]+?\s([\d.]+)\s[\d.]+"/.exec(root)?.[1];
  if (vb) return Number(vb);
  throw new Error('SVG needs a width or viewBox');
}

/** Shared render cache: MEDIA_CACHE_DIR, or a folder in the system's temp directory. */
export function defaultMediaCacheDir(): string {
  return process.env.MEDIA_CACHE_DIR || path.join(os.tmpdir(), 'uniform-shop-media-cache');
}

export interface WriteMediaOptions {
  /**
   * A directory of rendered files shared between runs, keyed by a hash of the SVG: seeding a fresh
   * uploads directory (every test does) then copies files instead of rendering them again.
   */
  cacheDir?: string;
}

/**
 * Writes every width of `key` from one SVG to `storage` (skipping widths already stored, so
 * re-seeds and restarts are fast) and returns the URL stored in the database (640 width).
 * `svg` may be a function so callers only build the document when something is missing.
 */
export async function writeMediaSet(
  storage: MediaStorage,
  key: string,
  svg: string | (() => string),
  aspect: Aspect,
  opts: WriteMediaOptions = {},
): Promise<string> {
  assertKey(key);
  const missing: number[] = [];
  for (const width of mediaWidths(aspect)) {
    if (!(await storage.has(key, width))) missing.push(width);
  }
  if (missing.length === 0) return mediaUrl(key);
  const doc = typeof svg === 'function' ? svg() : svg;
  const hash = createHash('sha256').update(RENDER_VERSION).update(doc).digest('hex').slice(0, 24);
  const cached = (w: number): string | undefined =>
    opts.cacheDir ? path.join(opts.cacheDir, `${hash}-${w}.webp`) : undefined;

  const toRender: number[] = [];
  for (const width of missing) {
    const c = cached(width);
    const data = c ? await readFile(c).catch(() => undefined) : undefined;
    if (data) await storage.put(key, width, data);
    else toRender.push(width);
  }
  if (toRender.length) {
    const files = await renderWidths(doc, toRender);
    for (const [width, data] of files) {
      await storage.put(key, width, data);
      const c = cached(width);
      if (c) await writeFileAtomic(c, data).catch(() => {});
    }
  }
  return mediaUrl(key);
}

/** Writes a file via a temporary name so a crash never leaves a half-written image behind. */
export async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
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
