import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';
import { decodeZatcaTlv, zatcaAmount, zatcaQrBase64, zatcaTimestamp } from './zatca';

const invoice = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  totalWithVat: '1000.00',
  vat: '150.00',
};

describe('zatcaQrBase64', () => {
  it('matches the TLV example of the ZATCA QR guideline', () => {
    // Built byte by byte: tag, length, UTF-8 value.
    expect(zatcaQrBase64(invoice)).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('counts lengths in UTF-8 bytes for Arabic seller names', () => {
    const qr = zatcaQrBase64({ ...invoice, sellerName: 'شركة الزي' });
    const bytes = base64ToBytes(qr);
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(17); // 8 Arabic letters × 2 bytes + 1 space
    expect(decodeZatcaTlv(qr)[0]).toEqual({ tag: 1, value: 'شركة الزي' });
  });

  it('accepts a value of exactly 255 bytes and refuses 256 with a clear error', () => {
    expect(() => zatcaQrBase64({ ...invoice, sellerName: 'a'.repeat(255) })).not.toThrow();
    expect(() => zatcaQrBase64({ ...invoice, sellerName: 'a'.repeat(256) })).toThrow(
      /field 1 \(sellerName\) is 256 bytes/,
    );
    expect(() => zatcaQrBase64({ ...invoice, sellerName: 'ب'.repeat(128) })).toThrow(RangeError);
  });

  it('decodes back to its inputs, tags 1 to 5 in order', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    fc.assert(
      fc.property(
        fc.record({ sellerName: text, vatNumber: text, timestamp: text, totalWithVat: text, vat: text }),
        fc.constantFrom('', 'مؤسسة الأزياء الموحدة للتجارة', 'Uniform Co. 👔'),
        (input, prefix) => {
          const withArabic = { ...input, sellerName: prefix + input.sellerName };
          expect(decodeZatcaTlv(zatcaQrBase64(withArabic))).toEqual([
            { tag: 1, value: withArabic.sellerName },
            { tag: 2, value: input.vatNumber },
            { tag: 3, value: input.timestamp },
            { tag: 4, value: input.totalWithVat },
            { tag: 5, value: input.vat },
          ]);
        },
      ),
    );
  });
});

describe('decodeZatcaTlv', () => {
  it('refuses truncated TLV and invalid base64', () => {
    expect(() => decodeZatcaTlv(bytesToBase64(Uint8Array.of(1, 5, 65)))).toThrow(/runs past the end/);
    expect(() => decodeZatcaTlv(bytesToBase64(Uint8Array.of(1)))).toThrow(/runs past the end/);
    expect(() => decodeZatcaTlv('@@@@')).toThrow(/Invalid base64/);
    expect(() => decodeZatcaTlv('A')).toThrow(/Invalid base64/);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => decodeZatcaTlv(bytesToBase64(Uint8Array.of(1, 1, 0xff)))).toThrow();
  });

  it('reads an empty string as no fields', () => {
    expect(decodeZatcaTlv('')).toEqual([]);
  });
});

describe('base64', () => {
  it('matches the RFC 4648 test vectors', () => {
    const vectors = ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'];
    const expected = ['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy'];
    vectors.forEach((v, i) => {
      expect(bytesToBase64(new TextEncoder().encode(v))).toBe(expected[i]);
      expect(new TextDecoder().decode(base64ToBytes(expected[i] ?? ''))).toBe(v);
    });
    expect(new TextDecoder().decode(base64ToBytes('Zm9vYg'))).toBe('foob'); // unpadded
  });

  it('round-trips any bytes and agrees with Node', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const b64 = bytesToBase64(bytes);
        expect(b64).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64ToBytes(b64)).toEqual(bytes);
      }),
    );
  });
});

describe('zatca formats', () => {
  it('writes timestamps without milliseconds and amounts without grouping', () => {
    expect(zatcaTimestamp(new Date('2025-01-31T09:05:00.123Z'))).toBe('2025-01-31T09:05:00Z');
    expect(zatcaAmount(123450)).toBe('1234.50');
    expect(zatcaAmount(5)).toBe('0.05');
  });
});
