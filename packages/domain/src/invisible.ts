/**
 * Zero-width characters (U+200B–U+200D, U+2060, U+FEFF, soft hyphen) and bidirectional controls
 * (marks U+200E/U+200F/U+061C, embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069).
 * They ride along with text copied from RTL sources: invisible, yet they make two identical-looking
 * strings differ (a search that misses, two "equal" names) and can reorder the text around them
 * where it is shown (an invoice, a review, a mail). The zero-width non-joiner shapes Persian text,
 * but the shop's text is Arabic or Latin, where it has no use.
 */
const INVISIBLE = /[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** `text` without zero-width and bidirectional control characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
