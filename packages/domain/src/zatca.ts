import { bytesToBase64, base64ToBytes } from './base64';
import { formatMoney, type Halalas } from './money';

/**
 * ZATCA (Fatoora) phase 1 QR code of a simplified tax invoice (docs/decisions.md, ZATCA QR): five TLV fields
 * (tag byte, length byte, UTF-8 value), concatenated and base64 encoded. The QR code holds the
 * base64 text.
 */
export interface ZatcaQrInput {
  /** Tag 1: seller name, may be Arabic. */
  sellerName: string;
  /** Tag 2: VAT registration number. */
  vatNumber: string;
  /** Tag 3: invoice time, ISO 8601 (see zatcaTimestamp). */
  timestamp: string;
  /** Tag 4: invoice total including VAT, e.g. "1150.00" (see zatcaAmount). */
  totalWithVat: string;
  /** Tag 5: VAT total, e.g. "150.00". */
  vat: string;
}

export interface TlvField {
  tag: number;
  value: string;
}

const FIELDS: readonly [tag: number, key: keyof ZatcaQrInput][] = [
  [1, 'sellerName'],
  [2, 'vatNumber'],
  [3, 'timestamp'],
  [4, 'totalWithVat'],
  [5, 'vat'],
];

/** A TLV length is one byte. */
const MAX_VALUE_BYTES = 255;

export function zatcaQrBase64(input: ZatcaQrInput): string {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [tag, key] of FIELDS) {
    const value = encoder.encode(String(input[key]));
    if (value.length > MAX_VALUE_BYTES) {
      throw new RangeError(
        `ZATCA QR field ${tag} (${key}) is ${value.length} bytes in UTF-8; at most ${MAX_VALUE_BYTES} fit in a TLV`,
      );
    }
    parts.push(Uint8Array.of(tag, value.length), value);
  }
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytesToBase64(bytes);
}

/** Reads the TLV fields back (to test a QR code, or show what a scanner sees). Throws if malformed. */
export function decodeZatcaTlv(base64: string): TlvField[] {
  const bytes = base64ToBytes(base64);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const fields: TlvField[] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length) {
      throw new Error(`Malformed ZATCA TLV: field at byte ${at} runs past the end`);
    }
    fields.push({ tag, value: decoder.decode(bytes.subarray(at + 2, at + 2 + length)) });
    at += 2 + length;
  }
  return fields;
}

/** An invoice time as ZATCA shows it: ISO 8601 in UTC without milliseconds ("2025-01-31T09:05:00Z"). */
export function zatcaTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An amount as ZATCA shows it: SAR with two decimals and no grouping (123450 → "1234.50"). */
export function zatcaAmount(h: Halalas): string {
  return formatMoney(h).replace(/,/g, '');
}
