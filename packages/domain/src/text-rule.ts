/**
 * The one rule for text a customer or staff member sends to be stored (docs/decisions.md, Text
 * rule). That text is printed where its characters matter: the tax invoice (buyer's company and
 * address, the seller's name), mails, the admin dashboard, reviews on product pages.
 *
 * - Control characters are invisible, never meant, and some break what prints them (NUL cannot even
 *   be stored in PostgreSQL): C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F) are
 *   removed. Whitespace among them keeps separating words: in a single-line field a run of tabs and
 *   line breaks becomes one space; in a multi-line field a line break (CRLF, CR, NEL, U+2028,
 *   U+2029) becomes LF and a tab one space (a tab's width depends on where the text is shown).
 * - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) change the
 *   order in which the characters after them are shown: "ACME ‮gnidarT" prints as a different
 *   name than the one stored. Dropping them silently would store something other than what the
 *   writer saw, so they are refused and the writer retypes the text. The marks U+200E, U+200F and
 *   U+061C only nudge neutral characters and stay.
 */

/** Embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A numeric character reference in HTML to one of those characters (`&#x202E;`, `&#8238;`; the
 * semicolon is optional in HTML's parsing), which the browser turns back into the character.
 * HTML has no named reference for any of them.
 */
const BIDI_CONTROL_REFERENCE = /&#(?:x0*(?:202[a-e]|206[6-9])(?![0-9a-f])|0*(?:823[4-8]|829[4-7])(?!\d))/i;

/** Whitespace controls that separate words on one line. */
const LINE_SEPARATORS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Line breaks of every platform (and Unicode's own separators), read as one LF each. */
const LINE_BREAK = /\r\n|[\r\u0085\u2028\u2029]/g;
/** Every control character: C0, DEL and C1. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this rule is for
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
/** Every control character but LF. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this rule is for
const CONTROL_BUT_LF = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/** True when `text` holds a bidirectional embedding, override or isolate. */
export function hasBidiControls(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** Like hasBidiControls, also finding those characters written as HTML character references. */
export function hasBidiControlsInHtml(html: string): boolean {
  return BIDI_CONTROL.test(html) || BIDI_CONTROL_REFERENCE.test(html);
}

/** A single-line field's text: runs of tabs and line breaks become a space, other controls go. */
export function cleanLine(text: string): string {
  return text.replace(LINE_SEPARATORS, ' ').replace(CONTROL, '');
}

/** A multi-line field's text: every line break is LF, a tab a space, and other controls go. */
export function cleanMultiline(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(/\t/g, ' ').replace(CONTROL_BUT_LF, '');
}

/** Text (or HTML) with its bidirectional embeddings, overrides and isolates removed. */
export function stripBidiControls(text: string): string {
  return text.replace(new RegExp(BIDI_CONTROL.source, 'g'), '');
}
