// Base64 (RFC 4648, standard alphabet, padded) written out by hand: Node's Buffer does not exist
// in browsers, and btoa/atob work on Latin-1 strings rather than bytes. Both sides need the same
// bytes for the ZATCA QR code, so both use this.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Map([...ALPHABET].map((ch, i) => [ch, i]));

export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    out += ALPHABET[(triple >> 18) & 63];
    out += ALPHABET[(triple >> 12) & 63];
    out += i + 1 < bytes.length ? ALPHABET[(triple >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? ALPHABET[triple & 63] : '=';
  }
  return out;
}

/** Decodes base64, padded or not, ignoring whitespace (line breaks); throws on anything else. */
export function base64ToBytes(base64: string): Uint8Array {
  const text = base64.replace(/\s+/g, '');
  const body = text.replace(/={1,2}$/, '');
  if (body.length % 4 === 1 || (text.length !== body.length && text.length % 4 !== 0)) {
    throw new Error('Invalid base64: wrong length or padding');
  }
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const ch of body) {
    const value = VALUES.get(ch);
    if (value === undefined) throw new Error(`Invalid base64: unexpected character ${JSON.stringify(ch)}`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at] = (buffer >> bits) & 0xff;
      at += 1;
    }
  }
  return bytes;
}
