/** The ZATCA QR code read back from the bill or its PDF, the way a phone's camera reads it. */
import sharp from 'sharp';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';

/** Reads the QR code drawn on the page back to its text, from a screenshot of it. */
export async function readQr(page: Page): Promise<string> {
  return readQrInImage(await page.getByTestId('zatca-qr').screenshot());
}

/** Reads the QR code in an image (PNG) back to its text. */
export async function readQrInImage(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  if (!code) throw new Error('the QR code could not be read');
  return code.data;
}
