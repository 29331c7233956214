import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * The tag-length-value encoding of ZATCA's invoice QR codes (both phases): a tag byte, a length
 * byte and the value's bytes, one field after another, the whole base64 encoded.
 */
export type TlvEntry = readonly [tag: number, value: Uint8Array, name?: string];

/** A TLV length is one byte. */
const MAX_VALUE_BYTES = 255;

export function encodeTlv(entries: readonly TlvEntry[]): string {
  const size = entries.reduce((n, [tag, value, name]) => {
    if (value.length > MAX_VALUE_BYTES) {
      const field = name ? `${tag} (${name})` : `${tag}`;
      throw new RangeError(
        `QR field ${field} is ${value.length} bytes; at most ${MAX_VALUE_BYTES} fit in a TLV`,
      );
    }
    return n + 2 + value.length;
  }, 0);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const [tag, value] of entries) {
    bytes.set([tag, value.length], at);
    bytes.set(value, at + 2);
    at += 2 + value.length;
  }
  return bytesToBase64(bytes);
}

/** The fields back, in order (to test a QR code, or show what a scanner reads). Throws if malformed. */
export function decodeTlv(base64: string): TlvEntry[] {
  const bytes = base64ToBytes(base64);
  const entries: TlvEntry[] = [];
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length) {
      throw new Error(`Malformed TLV: the field at byte ${at} runs past the end`);
    }
    entries.push([tag, bytes.subarray(at + 2, at + 2 + length)] as const);
    at += 2 + length;
  }
  return entries;
}
