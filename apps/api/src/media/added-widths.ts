/**
 * Widths added to the stored set after images were written: each is scaled down from a larger
 * stored file, so images uploaded (or seeded) before a width existed get it too, and every URL of
 * the storefront's `srcset` answers. Run at start-up; it lists the storage twice per added width
 * (the images and those that have the width), so a start with nothing to add makes no request per
 * image.
 */
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { MediaStorage } from './storage.js';

/** 960 px (for phones) arrived after 320, 640 and 1280; it is made from the 1280 px file. */
export const ADDED_WIDTHS = [{ width: 960, from: 1280 }] as const;

/** The same WebP settings as uploads: files served many times are worth the encoder's effort. */
const WEBP = { quality: 80, effort: 4 } as const;

/** The keys stored at `width` (one listing of the storage, no request per image). */
async function storedKeys(storage: MediaStorage, width: number): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of storage.keysAt(width)) keys.add(key);
  return keys;
}

/** Writes every added width an image lacks; answers how many files were written. */
export async function addMissingWidths(storage: MediaStorage, log: FastifyBaseLogger): Promise<number> {
  let written = 0;
  for (const { width, from } of ADDED_WIDTHS) {
    const [sources, present] = await Promise.all([storedKeys(storage, from), storedKeys(storage, width)]);
    for (const key of sources) {
      if (present.has(key)) continue;
      try {
        const source = await storage.get(key, from);
        if (!source) continue;
        const data = await sharp(source).resize({ width }).webp(WEBP).toBuffer();
        await storage.put(key, width, data);
        written += 1;
      } catch (err) {
        // One unreadable file (or one failed read) must not keep the others from their new width.
        log.warn({ err, key, width }, 'media: could not add a width to an image');
      }
    }
  }
  if (written > 0) log.info({ written }, 'media: added the newer image widths to stored images');
  return written;
}
