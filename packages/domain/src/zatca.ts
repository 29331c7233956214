import { decodeTlv, encodeTlv } from './tlv';
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

export function zatcaQrBase64(input: ZatcaQrInput): string {
  const encoder = new TextEncoder();
  return encodeTlv(FIELDS.map(([tag, key]) => [tag, encoder.encode(String(input[key])), key] as const));
}

/** Reads the TLV fields back as text (to test a QR code, or show what a scanner sees). Throws if malformed. */
export function decodeZatcaTlv(base64: string): TlvField[] {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return decodeTlv(base64).map(([tag, value]) => ({ tag, value: decoder.decode(value) }));
}

/** An invoice time as ZATCA shows it: ISO 8601 in UTC without milliseconds ("2025-01-31T09:05:00Z"). */
export function zatcaTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An amount as ZATCA shows it: SAR with two decimals and no grouping (123450 → "1234.50"). */
export function zatcaAmount(h: Halalas): string {
  return formatMoney(h).replace(/,/g, '');
}
