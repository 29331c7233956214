import { decodeTlv, encodeTlv, type TlvEntry } from '../tlv';

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

export function phaseTwoQrBase64(qr: PhaseTwoQr): string {
  const encoder = new TextEncoder();
  const entries: TlvEntry[] = [
    [1, encoder.encode(qr.sellerName)],
    [2, encoder.encode(qr.vatNumber)],
    [3, encoder.encode(qr.timestamp)],
    [4, encoder.encode(qr.totalWithVat)],
    [5, encoder.encode(qr.vat)],
    [6, encoder.encode(qr.invoiceHash)],
    [7, encoder.encode(qr.signature)],
    [8, qr.publicKey],
  ];
  if (qr.certificateSignature) entries.push([9, qr.certificateSignature]);
  return encodeTlv(entries);
}

/** The QR's fields as bytes, by tag (to test a QR, or show what a scanner reads). */
export function readQrFields(base64: string): Map<number, Uint8Array> {
  return new Map(decodeTlv(base64).map(([tag, value]) => [tag, value]));
}
