import { bytesToBase64, base64ToBytes } from '../base64';

/**
 * The phase 2 QR: TLV fields (tag byte, length byte, value), base64. Tags 1–5 are text (seller,
 * VAT number, time, total with VAT, VAT), 6 and 7 the invoice hash and signature as base64 text,
 * 8 the public key (DER bytes) and 9, on simplified documents, the signature of the certificate
 * (DER bytes).
 */
export interface PhaseTwoQr {
  sellerName: string;
  vatNumber: string;
  /** IssueDate and IssueTime joined: `YYYY-MM-DDTHH:mm:ss`. */
  timestamp: string;
  totalWithVat: string;
  vat: string;
  invoiceHash: string;
  signature: string;
  publicKey: Uint8Array;
  certificateSignature?: Uint8Array;
}

const MAX_VALUE_BYTES = 255;

export function phaseTwoQrBase64(qr: PhaseTwoQr): string {
  const encoder = new TextEncoder();
  const values: [number, Uint8Array][] = [
    [1, encoder.encode(qr.sellerName)],
    [2, encoder.encode(qr.vatNumber)],
    [3, encoder.encode(qr.timestamp)],
    [4, encoder.encode(qr.totalWithVat)],
    [5, encoder.encode(qr.vat)],
    [6, encoder.encode(qr.invoiceHash)],
    [7, encoder.encode(qr.signature)],
    [8, qr.publicKey],
  ];
  if (qr.certificateSignature) values.push([9, qr.certificateSignature]);
  const parts: Uint8Array[] = [];
  for (const [tag, value] of values) {
    if (value.length > MAX_VALUE_BYTES) {
      throw new RangeError(`QR field ${tag} is ${value.length} bytes; at most ${MAX_VALUE_BYTES} fit in a TLV`);
    }
    parts.push(Uint8Array.of(tag, value.length), value);
  }
  const bytes = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytesToBase64(bytes);
}

/** The QR's fields as bytes, by tag (to test a QR, or show what a scanner reads). */
export function readQrFields(base64: string): Map<number, Uint8Array> {
  const bytes = base64ToBytes(base64);
  const fields = new Map<number, Uint8Array>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length) {
      throw new Error(`Malformed TLV: the field at byte ${at} runs past the end`);
    }
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return fields;
}
