/** Image files for upload tests, made with sharp (or by hand where sharp would refuse to make one). */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid single-colour PNG of `width` × `height` pixels that is small on disk (one-bit palette,
 * every row the same, deflated): a decompression bomb when the dimensions are large.
 */
export function flatPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(3, 9); // palette colour
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then palette index 0
  const rows = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', ihdr),
    pngChunk('PLTE', Buffer.from([0xd0, 0x20, 0x20])),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Random pixels (so a JPEG of them has real data to cut short). */
export function noisePixels(width: number, height: number): Promise<Buffer> {
  let seed = 12345;
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = seed >> 16;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A left-red, right-blue image, `width` × `height`. */
export function halves(width: number, height: number): sharp.Sharp {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: '#ff0000' } },
      left: 0,
      top: 0,
    },
  ]);
}

/** The colour of the pixel at (x, y) as [r, g, b, a]. */
export async function pixelAt(file: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 4)];
}

/** Whether a colour is within `tolerance` of `expected` on every channel given. */
export function near(actual: number[], expected: number[], tolerance = 40): boolean {
  return expected.every((value, i) => Math.abs((actual[i] ?? 0) - value) <= tolerance);
}
