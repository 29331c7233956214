/**
 * Characters that draw nothing: zero-width characters (U+200B–U+200D, U+2060, U+FEFF, soft
 * hyphen, the combining grapheme joiner U+034F), bidirectional controls (marks U+200E/U+200F/
 * U+061C, embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069), the invisible operators
 * U+2061–U+2064 and the old format controls U+206A–U+206F, the Hangul fillers (U+115F, U+1160,
 * U+3164, U+FFA0) and Khmer's inherent vowels U+17B4/U+17B5 that fonts draw as blanks, the
 * Mongolian vowel separator U+180E, and the tag characters U+E0000–U+E007F.
 * They ride along with text copied from RTL sources, or are typed to look like a name: invisible,
 * yet they make two identical-looking strings differ (a search that misses, two "equal" names),
 * a blank name look filled in, and can reorder the text around them where it is shown (an invoice,
 * a review, a mail). The zero-width non-joiner shapes Persian text, but the shop's text is Arabic
 * or Latin, where it has no use.
 */
// The combining ones (U+034F, U+17B4, U+17B5) stand apart: in a class they read as marks on
// their neighbours.
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]|\u034F|\u17B4|\u17B5/gu;

/** `text` without zero-width and bidirectional control characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
