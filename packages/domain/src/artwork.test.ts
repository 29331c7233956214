import { describe, expect, it } from 'vitest';
import { ARTWORK_MAX_BYTES, artworkRefusal, artworkTypeOf, svgRefusal } from './artwork';

const text = (s: string) => new TextEncoder().encode(s);

describe('artworkTypeOf', () => {
  it('reads pictures, PDFs and SVGs from their bytes', () => {
    expect(artworkTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(artworkTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(artworkTypeOf(text('%PDF-1.7\n'))).toBe('application/pdf');
    expect(
      artworkTypeOf(
        text('\uFEFF<?xml version="1.0"?>\n<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ).toBe('image/svg+xml');
    expect(artworkTypeOf(text('<svg viewBox="0 0 10 10"></svg>'))).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever it is named', () => {
    expect(artworkTypeOf(text('MZ\x90\x00'))).toBeNull();
    expect(artworkTypeOf(text('<html><svg></svg></html>'))).toBeNull();
    expect(artworkTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('svgRefusal', () => {
  it('accepts a plain logo, fragment references and embedded pictures', () => {
    expect(
      svgRefusal('<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>'),
    ).toBeNull();
    expect(svgRefusal('<svg><image xlink:href="data:image/png;base64,iVBORw0KGgo="/></svg>')).toBeNull();
  });

  it('refuses what could read files or run script', () => {
    for (const svg of [
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<svg><image href="file:///etc/passwd"/></svg>',
      '<svg><image xlink:href="https://example.com/x.png"/></svg>',
      '<svg><rect style="fill:url(\'http://example.com/p\')"/></svg>',
      '<svg><style>@import "http://example.com/a.css";</style></svg>',
      '<svg><script>alert(1)</script></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      // A line break inside the address hid it from the check.
      '<svg><image xlink:href="\nfile:///etc/passwd"/></svg>',
      '<svg><rect style="fill:url(\'\nhttp://example.com/p\')"/></svg>',
    ]) {
      expect(svgRefusal(svg), svg).toBe('svgUnsafe');
    }
  });
});

describe('artworkRefusal', () => {
  it('says why a file is refused', () => {
    expect(artworkRefusal(new Uint8Array())).toBe('empty');
    expect(artworkRefusal(new Uint8Array(ARTWORK_MAX_BYTES + 1).fill(0x25))).toBe('tooLarge');
    expect(artworkRefusal(text('hello'))).toBe('notArtwork');
    expect(artworkRefusal(text('<svg><image href="/etc/passwd"/></svg>'))).toBe('svgUnsafe');
    expect(artworkRefusal(text('%PDF-1.4'))).toBeNull();
  });
});
