import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { decodeZatcaTlv, zatcaQrBase64 } from '@shop/domain';
import { ZatcaQr } from './ZatcaQr';

/** Paints the SVG's 1×1 module squares into an RGBA image, `scale` pixels per module. */
function rasterise(svg: SVGSVGElement, scale = 4) {
  const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const width = modules * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg
    .querySelector('path')!
    .getAttribute('d')!
    .matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.set([0, 0, 0, 255], at);
      }
    }
  }
  return { pixels, width };
}

afterEach(cleanup);

describe('ZATCA QR code', () => {
  it('draws a code that a scanner reads back as the invoice’s TLV fields', () => {
    const payload = zatcaQrBase64({
      sellerName: 'شركة الزي الموحد',
      vatNumber: '310122393500003',
      timestamp: '2026-11-23T09:30:00Z',
      totalWithVat: '1475.71',
      vat: '185.96',
    });
    render(<ZatcaQr payload={payload} label="Invoice QR code" />);
    const svg = screen.getByRole('img', { name: 'Invoice QR code' }) as unknown as SVGSVGElement;
    const { pixels, width } = rasterise(svg);
    const read = jsQR(pixels, width, width);
    expect(read?.data).toBe(payload);
    expect(decodeZatcaTlv(read!.data).map((field) => field.value)).toEqual([
      'شركة الزي الموحد',
      '310122393500003',
      '2026-11-23T09:30:00Z',
      '1475.71',
      '185.96',
    ]);
  });

  it('draws a signed e-invoice’s longer code at two pixels a module, still read back whole', () => {
    // The size of a phase 2 payload: the five fields, a hash, a signature, a key and its signature.
    const payload = Buffer.from(Array.from({ length: 420 }, (_, i) => (i * 37) % 256)).toString('base64');
    render(<ZatcaQr payload={payload} label="Invoice QR code" size={128} />);
    const svg = screen.getByRole('img', { name: 'Invoice QR code' }) as unknown as SVGSVGElement;
    const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    expect(modules).toBeGreaterThan(60);
    expect(svg.hasAttribute('data-dense')).toBe(true);
    expect(Number(svg.getAttribute('width'))).toBe(modules * 2);
    const { pixels, width } = rasterise(svg, 2);
    expect(jsQR(pixels, width, width)?.data).toBe(payload);
  });
});
