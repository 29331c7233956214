import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { srcSetOf, uploadedImageSchema } from '@shop/contract';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { garmentSvg } from '../src/db/seed/art/index.js';
import { registerErrorHandler } from '../src/http/errors.js';
import { translate } from '../src/http/i18n.js';
import { registerLanguage } from '../src/http/language.js';
import { mediaUrl, writeMediaSet, type Aspect } from '../src/media/index.js';
import { S3MediaStorage } from '../src/media/s3-storage.js';
import { createMediaStorage, FileMediaStorage, type MediaStorage } from '../src/media/storage.js';
import { ImageRejectedError, ingestImage, UPLOAD_MAX_PIXELS } from '../src/services/uploads.js';
import { openEmptyDatabase, testConfig } from './support/backends.js';
import { flatPng, halves, near, noisePixels, pixelAt } from './support/images.js';
import { S3Fake } from './support/s3-fake.js';

const TEN_MB = 10 * 1024 * 1024;
const HEIGHT_PER_WIDTH: Record<Aspect, number> = {
  product: 5 / 4,
  category: 1,
  slide: 7 / 16,
  sponsor: 2 / 3,
  blog: 9 / 16,
  logo: 2 / 3,
};
const WIDTHS: Record<Aspect, number[]> = {
  product: [320, 640, 960, 1280],
  category: [320, 640, 960, 1280],
  slide: [320, 640, 960, 1280, 1920],
  sponsor: [320, 640, 960, 1280],
  blog: [320, 640, 960, 1280],
  logo: [320, 640, 960, 1280],
};

/** The disk storage, counting what it is asked to write. */
class CountingStorage extends FileMediaStorage {
  puts: string[] = [];
  override async put(key: string, width: number, data: Buffer): Promise<void> {
    this.puts.push(`${key}-${width}`);
    await super.put(key, width, data);
  }
}

let dir: string;
let storage: CountingStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-test-'));
  storage = new CountingStorage(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function filesIn(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

function keyOf(url: string): string {
  return /^\/media\/(.+)-640\.webp$/.exec(url)![1]!;
}

/** Checks every stored width of an upload: WebP, the aspect's size, no metadata at all. */
async function expectStoredWidths(url: string, aspect: Aspect): Promise<Buffer[]> {
  const files: Buffer[] = [];
  for (const width of WIDTHS[aspect]) {
    const file = await sharp(storage.filePath(keyOf(url), width)).toBuffer();
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      width,
      Math.round(width * HEIGHT_PER_WIDTH[aspect]),
    ]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.pages ?? 1).toBe(1);
    files.push(file);
  }
  return files;
}

describe('an accepted upload', () => {
  it('stores a PNG product photo as WebP in every width, cropped to 4:5, and answers its URLs', async () => {
    const png = await halves(1000, 1000).png().toBuffer();
    const answer = await ingestImage(storage, png, { aspect: 'product', maxBytes: TEN_MB });
    expect(uploadedImageSchema.parse(answer)).toEqual(answer);
    expect(answer.url).toMatch(/^\/media\/products\/[0-9a-f]{24}-640\.webp$/);
    expect(answer.srcset).toBe(srcSetOf(answer.url, [320, 640, 960, 1280]));
    expect(answer.srcset).toContain(answer.url.replace('-640.webp', '-1280.webp 1280w'));
    expect([answer.width, answer.height]).toEqual([640, 800]);
    await expectStoredWidths(answer.url, 'product');
    expect(await filesIn(dir)).toHaveLength(4);
  });

  it('turns a JPEG upright by its EXIF orientation and drops its metadata, GPS position included', async () => {
    // Stored landscape, left half red; orientation 6 shows it turned a quarter clockwise, red on top.
    const jpeg = await halves(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1' } })
      .toBuffer();
    const meta = await sharp(jpeg).metadata();
    expect(meta.orientation).toBe(6);
    // The GPS IFD pointer tag (0x8825) is in the upload's EXIF.
    expect(
      meta.exif!.includes(Buffer.from([0x88, 0x25])) || meta.exif!.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const answer = await ingestImage(storage, jpeg, { aspect: 'category', maxBytes: TEN_MB });
    const [, file640] = await expectStoredWidths(answer.url, 'category');
    expect(near(await pixelAt(file640!, 320, 40), [255, 0, 0])).toBe(true);
    expect(near(await pixelAt(file640!, 320, 600), [0, 0, 255])).toBe(true);
    expect(near(await pixelAt(file640!, 40, 320), [255, 0, 0])).toBe(false);
  });

  it('stores a WebP slide in the four slide widths (16:7), keeping the middle band of the picture', async () => {
    // Red, green and blue thirds from top to bottom: a 16:7 band from the centre shows a little
    // red at its top, green through the middle and a little blue at its bottom.
    const third = (top: number, colour: string) => ({
      input: { create: { width: 1600, height: 534, channels: 3 as const, background: colour } },
      left: 0,
      top,
    });
    const webp = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#000000' } })
      .composite([third(0, '#ff0000'), third(533, '#00ff00'), third(1066, '#0000ff')])
      .webp()
      .toBuffer();
    const answer = await ingestImage(storage, webp, { aspect: 'slide', maxBytes: TEN_MB });
    expect(answer.srcset).toBe(srcSetOf(answer.url, [320, 640, 960, 1280, 1920]));
    expect([answer.width, answer.height]).toEqual([640, 280]);
    const [, file640] = await expectStoredWidths(answer.url, 'slide');
    expect(near(await pixelAt(file640!, 320, 10), [255, 0, 0])).toBe(true);
    expect(near(await pixelAt(file640!, 320, 140), [0, 255, 0])).toBe(true);
    expect(near(await pixelAt(file640!, 320, 272), [0, 0, 255])).toBe(true);
  });

  it("stores an animated GIF's first frame", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const answer = await ingestImage(storage, gif, { aspect: 'sponsor', maxBytes: TEN_MB });
    const files = await expectStoredWidths(answer.url, 'sponsor');
    for (const file of files) expect(near(await pixelAt(file, 10, 10), [255, 0, 0])).toBe(true);
  });

  it('stores an AVIF blog image and keeps the transparency of a logo', async () => {
    const avif = await halves(800, 450).avif().toBuffer();
    const blog = await ingestImage(storage, avif, { aspect: 'blog', maxBytes: TEN_MB });
    await expectStoredWidths(blog.url, 'blog');

    const logo = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 200, height: 100, channels: 4, background: '#00aa00' } },
          left: 200,
          top: 150,
        },
      ])
      .png()
      .toBuffer();
    const sponsor = await ingestImage(storage, logo, { aspect: 'sponsor', maxBytes: TEN_MB });
    const [, file640] = await expectStoredWidths(sponsor.url, 'sponsor');
    expect((await sharp(file640!).metadata()).hasAlpha).toBe(true);
    expect((await pixelAt(file640!, 5, 5))[3]).toBe(0);
    expect(near(await pixelAt(file640!, 320, 213), [0, 170, 0, 255])).toBe(true);
  });

  it('keeps a wide logo whole, on transparent margins, where a sponsor photo is cropped', async () => {
    // A 6:1 mark: red left end, blue right end, nothing transparent in it.
    const wide = await halves(1200, 200).png().toBuffer();
    const logo = await ingestImage(storage, wide, { aspect: 'logo', maxBytes: TEN_MB });
    expect(logo.url).toMatch(/^\/media\/logos\//);
    const [, logo640] = await expectStoredWidths(logo.url, 'logo');
    // Both ends are still there, and the bands above and below are see-through.
    expect(near(await pixelAt(logo640!, 4, 213), [255, 0, 0, 255])).toBe(true);
    expect(near(await pixelAt(logo640!, 635, 213), [0, 0, 255, 255])).toBe(true);
    expect((await pixelAt(logo640!, 320, 5))[3]).toBe(0);

    const cropped = await ingestImage(storage, wide, { aspect: 'sponsor', maxBytes: TEN_MB });
    const [, sponsor640] = await expectStoredWidths(cropped.url, 'sponsor');
    // Cropped to 3:2 from the middle: most of the mark is cut off, and nothing is see-through.
    expect((await pixelAt(sponsor640!, 320, 5))[3]).toBe(255);
  });

  it('stores a 16-bit PNG as an ordinary 8-bit image', async () => {
    const png16 = await halves(500, 500).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    const answer = await ingestImage(storage, png16, { aspect: 'category', maxBytes: TEN_MB });
    const [, file640] = await expectStoredWidths(answer.url, 'category');
    expect(near(await pixelAt(file640!, 10, 320), [255, 0, 0])).toBe(true);
    expect(near(await pixelAt(file640!, 630, 320), [0, 0, 255])).toBe(true);
  });

  it('answers the same URL for the same file uploaded twice and writes nothing the second time', async () => {
    const png = await halves(700, 700).png().toBuffer();
    const first = await ingestImage(storage, png, { aspect: 'product', maxBytes: TEN_MB });
    const written = (await stat(storage.filePath(keyOf(first.url), 640))).mtimeMs;
    storage.puts = [];
    const again = await ingestImage(storage, Buffer.from(png), { aspect: 'product', maxBytes: TEN_MB });
    expect(again).toEqual(first);
    expect(storage.puts).toEqual([]);
    expect((await stat(storage.filePath(keyOf(first.url), 640))).mtimeMs).toBe(written);

    // Two at once store one set too.
    const other = await halves(710, 700).png().toBuffer();
    const both = await Promise.all([
      ingestImage(storage, other, { aspect: 'product', maxBytes: TEN_MB }),
      ingestImage(storage, other, { aspect: 'product', maxBytes: TEN_MB }),
    ]);
    expect(both[0]).toEqual(both[1]);
    expect(await filesIn(dir)).toHaveLength(8);

    // Another kind of image crops differently, so it is stored apart.
    const asCategory = await ingestImage(storage, png, {
      aspect: 'category',
      maxBytes: TEN_MB,
      prefix: 'products',
    });
    expect(asCategory.url).not.toBe(first.url);
  });

  it('writes a missing width again when the same file comes back', async () => {
    const png = await halves(700, 700).png().toBuffer();
    const first = await ingestImage(storage, png, { aspect: 'product', maxBytes: TEN_MB });
    await rm(storage.filePath(keyOf(first.url), 1280));
    storage.puts = [];
    await ingestImage(storage, png, { aspect: 'product', maxBytes: TEN_MB });
    expect(storage.puts).toEqual([`${keyOf(first.url)}-1280`]);
    await expectStoredWidths(first.url, 'product');
  });

  it('refuses a prefix that is not a media key (a programming error, not a bad upload)', async () => {
    const png = await halves(100, 100).png().toBuffer();
    for (const prefix of ['../etc', 'Products', 'a//b', '']) {
      await expect(
        ingestImage(storage, png, { aspect: 'product', maxBytes: TEN_MB, prefix }),
      ).rejects.toThrow(/Invalid upload prefix/);
    }
  });
});

describe('a refused upload', () => {
  const svgWithScript = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
  );
  const NOT_AN_IMAGE = {
    en: 'The file is not an image we accept (JPEG, PNG, WebP, AVIF or GIF)',
    ar: 'الملف ليس صورة بصيغة مقبولة (JPEG أو PNG أو WebP أو AVIF أو GIF)',
  };
  const UNREADABLE = {
    en: 'The image could not be read: the file is damaged or incomplete',
    ar: 'تعذّرت قراءة الصورة: الملف تالف أو غير مكتمل',
  };

  async function refusal(bytes: Uint8Array, maxBytes = TEN_MB): Promise<ImageRejectedError> {
    const error = await ingestImage(storage, bytes, { aspect: 'product', maxBytes }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(await filesIn(dir)).toEqual([]);
    expect(storage.puts).toEqual([]);
    return error as ImageRejectedError;
  }

  function expectText(error: ImageRejectedError, texts: { en: string; ar: string }) {
    expect(error.fields).toEqual({ file: [error.messageKey] });
    expect(translate('en', error.messageKey, error.params)).toBe(texts.en);
    expect(translate('ar', error.messageKey, error.params)).toBe(texts.ar);
  }

  it('refuses a text file named .png, whatever it claims to be', async () => {
    const error = await refusal(Buffer.from('just some text, saved as photo.png\n'));
    expect(error.messageKey).toBe('upload.notAnImage');
    expectText(error, NOT_AN_IMAGE);
  });

  it('refuses an SVG with a script, though sharp could read it', async () => {
    const error = await refusal(svgWithScript);
    expect(error.messageKey).toBe('upload.notAnImage');
    expectText(error, NOT_AN_IMAGE);
    // sharp itself reads SVG: the upload check is what keeps it out.
    expect((await sharp(svgWithScript).metadata()).format).toBe('svg');
    const padded = await refusal(Buffer.concat([Buffer.from('\ufeff   \n'), svgWithScript]));
    expect(padded.messageKey).toBe('upload.notAnImage');
  });

  it('refuses other formats sharp can read (TIFF, raw bytes) and empty or NUL-filled files', async () => {
    const tiff = await halves(100, 100).tiff().toBuffer();
    for (const bytes of [tiff, Buffer.alloc(0), Buffer.alloc(4096), Buffer.from('%PDF-1.7\n%âãÏÓ\n')]) {
      expect((await refusal(bytes)).messageKey).toBe('upload.notAnImage');
    }
  });

  it('refuses a truncated JPEG as damaged', async () => {
    const jpeg = await sharp(await noisePixels(800, 600))
      .jpeg()
      .toBuffer();
    const error = await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(error.messageKey).toBe('upload.unreadable');
    expectText(error, UNREADABLE);
  });

  it('refuses files that start like an image but are not one', async () => {
    const png = await halves(100, 100).png().toBuffer();
    // A JPEG signature on PNG data, a GIF header on an SVG, a PNG cut after its header.
    const cases = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]),
      Buffer.concat([Buffer.from('GIF89a'), svgWithScript]),
      png.subarray(0, 40),
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(64)]),
    ];
    for (const bytes of cases) {
      expect(['upload.unreadable', 'upload.notAnImage']).toContain((await refusal(bytes)).messageKey);
    }
  });

  it('refuses a file over the byte limit before decoding it', async () => {
    const png = await halves(100, 100).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(TEN_MB + 1 - png.length)]);
    expect(big.length).toBe(TEN_MB + 1);
    const error = await refusal(big);
    expect(error.messageKey).toBe('upload.tooLarge');
    expectText(error, { en: 'The image is larger than 10 MB', ar: 'حجم الصورة أكبر من 10 ميجابايت' });
    // The limit is the configured one: exactly at it is accepted.
    const atLimit = await ingestImage(storage, png, { aspect: 'product', maxBytes: png.length });
    expect(atLimit.url).toMatch(/^\/media\/products\//);
    const smaller = await ingestImage(new CountingStorage(dir), png, {
      aspect: 'product',
      maxBytes: 2.5 * 1024 * 1024,
    });
    expect(smaller).toEqual(atLimit);
  });

  it('refuses a pixel bomb (a 20000 × 20000 PNG of a few kilobytes)', async () => {
    const bomb = flatPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20_000, 20_000]);
    const error = await refusal(bomb);
    expect(error.messageKey).toBe('upload.tooManyPixels');
    expectText(error, {
      en: 'The image has too many pixels: at most 40 megapixels',
      ar: 'أبعاد الصورة كبيرة جدًا: الحد الأقصى 40 ميجابكسل',
    });
    // Just within the limit is decoded (a long strip, cropped).
    expect(UPLOAD_MAX_PIXELS).toBe(40_000_000);
    const strip = await ingestImage(storage, flatPng(20_000, 2_000), { aspect: 'slide', maxBytes: TEN_MB });
    await expectStoredWidths(strip.url, 'slide');
  });

  it('answers 422 with the message on the file field, in the path language', async () => {
    const app = Fastify({ logger: false });
    registerLanguage(app);
    registerErrorHandler(app);
    app.post('/:lang/api/upload', async () => {
      await ingestImage(storage, Buffer.alloc(2 * 1024 * 1024, 1), {
        aspect: 'product',
        maxBytes: 1.5 * 1024 * 1024,
      });
    });
    try {
      const en = await app.inject({ method: 'POST', url: '/en/api/upload' });
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({ file: ['The image is larger than 1.5 MB'] });
      const ar = await app.inject({ method: 'POST', url: '/ar/api/upload' });
      expect(ar.statusCode).toBe(422);
      expect(ar.json().errors.file).toEqual(['حجم الصورة أكبر من 1.5 ميجابايت']);
    } finally {
      await app.close();
    }
  });
});

describe('object storage (S3-compatible)', () => {
  const env = {
    S3_BUCKET: 'shop-media',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'AKIAUPLOADTEST',
    S3_SECRET_ACCESS_KEY: 'uploads-test-secret/key+value',
    S3_PUBLIC_URL: 'https://cdn.example.sa/',
  };
  let fake: S3Fake;
  let config: Config;
  let s3: MediaStorage;

  beforeAll(async () => {
    fake = new S3Fake(env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_REGION);
    config = loadConfig({ ...env, DATA_DIR: '/tmp/unused-uploads-s3', S3_ENDPOINT: await fake.start() });
    s3 = createMediaStorage(config);
  });

  afterAll(async () => {
    await fake?.stop();
  });

  beforeEach(() => {
    fake.objects.clear();
    fake.requests.length = 0;
  });

  it('is chosen when S3_* is set, and answers /media through the public URL', () => {
    expect(s3).toBeInstanceOf(S3MediaStorage);
    expect(s3.serving).toEqual({ kind: 'redirect', publicUrl: 'https://cdn.example.sa' });
    expect(createMediaStorage(loadConfig({ DATA_DIR: dir }))).toBeInstanceOf(FileMediaStorage);
  });

  it('stores every width with its type and a year of immutable caching, in signed requests', async () => {
    const png = await halves(900, 900).png().toBuffer();
    const answer = await ingestImage(s3, png, { aspect: 'product', maxBytes: TEN_MB });
    const key = keyOf(answer.url);
    expect([...fake.objects.keys()].sort()).toEqual([
      `${key}-1280.webp`,
      `${key}-320.webp`,
      `${key}-640.webp`,
      `${key}-960.webp`,
    ]);
    for (const width of [320, 640, 960, 1280]) {
      const object = fake.objects.get(`${key}-${width}.webp`)!;
      expect(object.contentType).toBe('image/webp');
      expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(object.body).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        'webp',
        width,
        width * 1.25,
        undefined,
      ]);
    }
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.map((r) => r.signedBy)).toEqual(fake.requests.map(() => env.S3_ACCESS_KEY_ID));
    expect(fake.requestsOf('HEAD').map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(fake.requestsOf('PUT').map((r) => r.signedBy)).toEqual(Array(4).fill(env.S3_ACCESS_KEY_ID));

    // The same upload again only asks whether the files are there.
    fake.requests.length = 0;
    expect(await ingestImage(s3, png, { aspect: 'product', maxBytes: TEN_MB })).toEqual(answer);
    expect(fake.requests.map((r) => `${r.method} ${r.status}`)).toEqual(Array(4).fill('HEAD 200'));
  });

  it('writes nothing for a refused upload', async () => {
    await expect(
      ingestImage(s3, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        aspect: 'blog',
        maxBytes: TEN_MB,
      }),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    expect(fake.requests).toEqual([]);
  });

  it('fails with the storage error (not a bad-upload answer) when the keys are wrong', async () => {
    const png = await halves(300, 300).png().toBuffer();
    for (const wrong of [{ S3_SECRET_ACCESS_KEY: 'not-the-secret' }, { S3_ACCESS_KEY_ID: 'AKIAOTHER' }]) {
      const storageWithWrongKeys = createMediaStorage(
        loadConfig({ ...env, ...wrong, DATA_DIR: '/tmp/unused-uploads-s3', S3_ENDPOINT: fake.url }),
      );
      const error = await ingestImage(storageWithWrongKeys, png, {
        aspect: 'product',
        maxBytes: TEN_MB,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(ImageRejectedError);
      expect((error as Error).message).toMatch(
        /object storage PUT .* answered 403 (SignatureDoesNotMatch|InvalidAccessKeyId)/,
      );
      expect((error as Error).message).not.toContain('not-the-secret');
    }
    expect(fake.objects.size).toBe(0);
  });

  it("writes the seed's demo images through the same storage", async () => {
    const url = await writeMediaSet(s3, 'products/test-polo', () => garmentSvg('polo', '#1f2a44'), 'product');
    expect(url).toBe(mediaUrl('products/test-polo'));
    const object = fake.objects.get('products/test-polo-1280.webp')!;
    expect(object.contentType).toBe('image/webp');
    expect((await sharp(object.body).metadata()).width).toBe(1280);
    fake.requests.length = 0;
    await writeMediaSet(s3, 'products/test-polo', () => garmentSvg('polo', '#ffffff'), 'product');
    expect(fake.requestsOf('PUT')).toEqual([]);
  });

  describe('GET /media/*', () => {
    let database: Database;
    let app: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      database = await openEmptyDatabase({ name: 'pglite' });
      const withS3 = testConfig(dir, { ...env, S3_ENDPOINT: fake.url });
      app = await buildApp({ config: withS3, database, logger: false });
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('redirects a media path permanently to the same name under S3_PUBLIC_URL', async () => {
      for (const name of [
        'products/0123456789abcdef01234567-640.webp',
        'slides/summer-sale-1920.webp',
        'brand/logo-320.webp',
      ]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await app.inject({ method, url: `/media/${name}?v=2` });
          expect(res.statusCode).toBe(301);
          expect(res.headers.location).toBe(`https://cdn.example.sa/${name}`);
          expect(res.headers['cache-control']).toBe('public, max-age=86400');
        }
      }
    });

    it('answers 404 for anything that is not a media path', async () => {
      for (const url of [
        '/media/evil.html',
        '/media/products/x-640.webp.html',
        '/media/products/x-999.webp',
        '/media/products/x.webp',
        '/media/Products/X-640.webp',
        '/media/products/x-640.png',
        '/media/../etc/passwd',
        '/media/..%2f..%2fetc%2fpasswd-640.webp',
        '/media/products/%00x-640.webp',
        '/media/https:%2f%2fevil.example/x-640.webp',
        '/media/',
      ]) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers.location, url).toBeUndefined();
      }
    });
  });
});
