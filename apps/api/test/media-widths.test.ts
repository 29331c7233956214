/**
 * Images stored before a width existed get it at start-up (the 960 px file phones are sent),
 * scaled from their 1280 px file, on the disk and in an S3-compatible bucket alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { addMissingWidths } from '../src/media/added-widths.js';
import { createMediaStorage, FileMediaStorage, type MediaStorage } from '../src/media/storage.js';
import { halves } from './support/images.js';
import { S3Fake } from './support/s3-fake.js';

const log = pino({ level: 'silent' });

/** An image as stored before 960 px existed: 320, 640 and 1280 only. */
async function storeOldImage(storage: MediaStorage, key: string) {
  for (const width of [320, 640, 1280]) {
    const data = await halves(width, Math.round((width * 5) / 4))
      .webp()
      .toBuffer();
    await storage.put(key, width, data);
  }
}

function behavesOn(name: string, makeStorage: () => Promise<MediaStorage>) {
  describe(name, () => {
    let storage: MediaStorage;
    beforeAll(async () => {
      storage = await makeStorage();
    });

    it('adds the 960 px file to images that lack it, scaled from their 1280 px file', async () => {
      await storeOldImage(storage, 'products/old-polo');
      await storeOldImage(storage, 'blog/2025/old-post');
      expect(await storage.has('products/old-polo', 960)).toBe(false);

      expect(await addMissingWidths(storage, log)).toBe(2);

      for (const key of ['products/old-polo', 'blog/2025/old-post']) {
        const file = await storage.get(key, 960);
        expect(file, key).toBeDefined();
        const meta = await sharp(file!).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 1200]);
      }
    });

    it('only lists the storage the next time, and answers undefined for a file that is not stored', async () => {
      const inBucket = !(storage instanceof FileMediaStorage);
      if (inBucket) fake.requests.length = 0;
      expect(await addMissingWidths(storage, log)).toBe(0);
      // Two listings (the 1280 px files and the 960 px ones), no request per image.
      if (inBucket) expect(fake.requests.map((r) => `${r.method} ${r.key}`)).toEqual(['GET ', 'GET ']);
      expect(await storage.get('products/never-stored', 960)).toBeUndefined();
    });

    it('skips a stored file that is not an image, and still adds the width to the others', async () => {
      await storage.put('products/broken', 1280, Buffer.from('not an image at all'));
      await storeOldImage(storage, 'products/after-broken');
      const warnings: unknown[] = [];
      const watched = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });

      expect(await addMissingWidths(storage, watched)).toBe(1);

      expect(await storage.has('products/after-broken', 960)).toBe(true);
      expect(await storage.has('products/broken', 960)).toBe(false);
      expect(warnings).toEqual([expect.objectContaining({ key: 'products/broken', width: 960 })]);
    });
  });
}

let dir: string;
let fake: S3Fake;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shop-media-widths-'));
  fake = new S3Fake('shop-media', 'AKIAWIDTHS', 'widths-secret', 'auto');
});

afterAll(async () => {
  await fake?.stop();
  await rm(dir, { recursive: true, force: true });
});

behavesOn('the disk storage', async () => new FileMediaStorage(path.join(dir, 'uploads')));
behavesOn('an S3-compatible bucket', async () =>
  createMediaStorage(
    loadConfig({
      DATA_DIR: path.join(dir, 'unused'),
      S3_BUCKET: 'shop-media',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'AKIAWIDTHS',
      S3_SECRET_ACCESS_KEY: 'widths-secret',
      S3_PUBLIC_URL: 'https://cdn.example.sa/',
      S3_ENDPOINT: await fake.start(),
    }),
  ),
);
