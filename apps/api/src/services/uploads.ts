/**
 * Staff image uploads (product photos, category images, slides, sponsor logos, blog images).
 *
 * An upload is trusted only once it has been decoded: its first bytes must be those of a JPEG,
 * PNG, WebP, AVIF or GIF file (so SVG, HTML or anything else never reaches a decoder, whatever its
 * name or declared type), and sharp must then decode every pixel of it, within a pixel limit, as
 * that same format. The stored files are new WebP images rendered from the decoded pixels: upright
 * (EXIF orientation applied), without any metadata (no GPS position, camera or ICC data), cropped to
 * the kind's aspect in every width the storefront's `srcset` lists.
 *
 * Files are named by a hash of the uploaded bytes, the kind and the rendering settings
 * (`<prefix>/<hash>`), so uploading the same file again writes nothing and answers the same URL,
 * and a stored name never changes content (it is cached for a year as immutable).
 */
import { createHash } from 'node:crypto';
import { srcSetOf, type UploadedImage } from '@shop/contract';
import sharp from 'sharp';
import { FieldErrors } from '../shared/errors.js';
import type { MessageParams } from '../shared/i18n.js';
import {
  DEFAULT_MEDIA_WIDTH,
  isMediaKey,
  mediaHeight,
  mediaUrl,
  mediaWidths,
  WHOLE_PICTURE_ASPECTS,
  type Aspect,
} from '../media/index.js';
import type { MediaStorage } from '../media/storage.js';

/**
 * Largest decoded image: 40 megapixels covers any phone or camera photo (a 45 MP camera's files
 * are resized before upload anyway), while a small file that declares huge dimensions (a
 * "decompression bomb") is refused from its header, before any pixel memory is taken.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** The request field an upload's errors are reported on (`errors.file` of the 422). */
export const UPLOAD_FIELD = 'file';

export type UploadRejection =
  'upload.notAnImage' | 'upload.tooLarge' | 'upload.tooManyPixels' | 'upload.unreadable';

/**
 * An upload refused for its content: a 422 through the shared error handler, with the message in
 * the request's language on `errors.file`. Nothing has been stored when it is thrown.
 */
export class ImageRejectedError extends FieldErrors {
  constructor(
    readonly messageKey: UploadRejection,
    params?: MessageParams,
  ) {
    super({ [UPLOAD_FIELD]: [messageKey] }, params);
    this.name = 'ImageRejectedError';
  }
}

/** Where each kind's uploads are stored unless the caller names another prefix. */
export const UPLOAD_PREFIXES: Readonly<Record<Aspect, string>> = {
  product: 'products',
  category: 'categories',
  slide: 'slides',
  sponsor: 'sponsors',
  blog: 'blog',
  logo: 'logos',
};

export interface IngestOptions {
  /** The kind of image: decides the crop (ASPECTS) and the widths written. */
  aspect: Aspect;
  /** Key prefix, a media key itself (`products`, `blog/2025`); defaults to UPLOAD_PREFIXES. */
  prefix?: string;
  /** Largest accepted file in bytes (config UPLOAD_MAX_BYTES). */
  maxBytes: number;
}

/** Bump when the crop or encoding changes: a new upload is then rendered again, under a new name. */
const RENDER_VERSION = 'upload-centre-webp-q80-e4-v1';

/** Photo settings: effort 4 (sharp's default) is worth its time for files served many times. */
const WEBP = { quality: 80, effort: 4 } as const;

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** sharp's name of each accepted format (AVIF is HEIF with AV1 compression). */
const SHARP_FORMAT: Readonly<Record<AcceptedFormat, string>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', start, end);
}

/**
 * The accepted format whose signature starts `bytes`, or null. Only these formats are handed to
 * the decoder: sharp can also read SVG, TIFF, PDF and others, which an upload must never reach.
 */
export function sniffImageFormat(bytes: Uint8Array): AcceptedFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO base media file: the major brand, then the compatible brands, up to the box's size.
    const boxSize = Math.min(
      bytes.length,
      64,
      Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32BE(0),
    );
    for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

function megabytes(bytes: number): number {
  return Number((bytes / (1024 * 1024)).toFixed(1));
}

/** A decoder failure as the rejection the uploader sees. */
function decodeRejection(error: unknown): ImageRejectedError {
  if (error instanceof ImageRejectedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/exceeds pixel limit/i.test(message))
    return new ImageRejectedError('upload.tooManyPixels', { max: UPLOAD_MAX_PIXELS / 1_000_000 });
  if (/unsupported image format/i.test(message)) return new ImageRejectedError('upload.notAnImage');
  return new ImageRejectedError('upload.unreadable');
}

/**
 * Decodes the upload and renders its first frame, upright, cropped to `aspect` at `width`, as
 * 8-bit sRGB pixels (with alpha when the image has it). Throws ImageRejectedError.
 */
async function decodeFrame(
  input: Buffer,
  format: AcceptedFormat,
  aspect: Aspect,
  width: number,
): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  try {
    // failOn 'error' refuses truncated and corrupt data but tolerates the harmless warnings many
    // cameras' JPEGs raise; pages 1 takes the first frame of an animation.
    const image = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', pages: 1 });
    const meta = await image.metadata();
    if (meta.format !== SHARP_FORMAT[format] || (format === 'avif' && meta.compression !== 'av1'))
      throw new ImageRejectedError('upload.notAnImage');
    // The centre of the picture is kept (see docs/decisions.md, Uploaded images): the admin can
    // preview exactly that crop with CSS `object-fit: cover`, and staff frame their photos for it.
    // A logo is kept whole instead, on transparent margins.
    const whole = WHOLE_PICTURE_ASPECTS.has(aspect);
    const fitted = image.autoOrient().resize({
      width,
      height: mediaHeight(aspect, width),
      ...(whole
        ? { fit: 'contain' as const, background: { r: 255, g: 255, b: 255, alpha: 0 } }
        : { fit: 'cover' as const, position: 'centre' }),
    });
    return await (whole ? fitted.ensureAlpha() : fitted)
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeRejection(error);
  }
}

/**
 * Checks an uploaded file and stores it as WebP in every width of `aspect` (cover crop, centred).
 * Answers the 640 px URL (what image columns store), the `srcset` of all widths, and the 640 px
 * file's width and height. Throws ImageRejectedError (`upload.tooLarge` over `maxBytes`,
 * `upload.notAnImage`, `upload.tooManyPixels` over UPLOAD_MAX_PIXELS, `upload.unreadable` for
 * truncated or corrupt data), before anything is stored. Storage failures throw plain errors.
 */
export async function ingestImage(
  storage: MediaStorage,
  bytes: Uint8Array,
  options: IngestOptions,
): Promise<UploadedImage> {
  const { aspect, maxBytes } = options;
  const prefix = options.prefix ?? UPLOAD_PREFIXES[aspect];
  if (!isMediaKey(prefix)) throw new Error(`Invalid upload prefix: ${JSON.stringify(prefix)}`);
  if (bytes.byteLength > maxBytes)
    throw new ImageRejectedError('upload.tooLarge', { max: megabytes(maxBytes) });
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejectedError('upload.notAnImage');

  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const widths = mediaWidths(aspect);
  const largest = Math.max(...widths);
  const frame = await decodeFrame(input, format, aspect, largest);

  const hash = createHash('sha256')
    .update(`${RENDER_VERSION}\0${aspect}\0`)
    .update(input)
    .digest('hex')
    .slice(0, 24);
  const key = `${prefix}/${hash}`;
  const stored = await Promise.all(widths.map((width) => storage.has(key, width)));
  const missing = widths.filter((_, i) => !stored[i]);
  if (missing.length > 0) {
    const raw = {
      raw: { width: frame.info.width, height: frame.info.height, channels: frame.info.channels },
    };
    // Every width is scaled from the one crop, so all of them frame the picture alike.
    const files = await Promise.all(
      missing.map(async (width) => {
        const data = await sharp(frame.data, raw)
          .resize({ width, height: mediaHeight(aspect, width), fit: 'fill', kernel: 'lanczos3' })
          .webp(WEBP)
          .toBuffer();
        return [width, data] as const;
      }),
    );
    await Promise.all(files.map(([width, data]) => storage.put(key, width, data)));
  }

  const url = mediaUrl(key, DEFAULT_MEDIA_WIDTH);
  return {
    url,
    srcset: srcSetOf(url, widths) ?? url,
    width: DEFAULT_MEDIA_WIDTH,
    height: mediaHeight(aspect, DEFAULT_MEDIA_WIDTH),
  };
}
