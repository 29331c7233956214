/** Shown between the visible ends of a masked name. */
export const MASK = '***';

/** Characters shown at each end of a long enough name. */
const END = 3;

/**
 * Masks a reviewer's name or email for public display: the first 3 and last 3 characters with
 * stars between ("Mohammed" → "Moh***med"). Rules for the cases that leaves open:
 * - Names of 6 characters or fewer would be shown whole by that rule, so both ends shrink evenly
 *   until at least one character is hidden: k = min(3, ⌊(length − 1) / 2⌋) characters per end.
 *   "Khalid" → "Kh***id", "Ahmed" → "Ah***ed", "Sara" → "S***a", "Ali" → "A***i".
 * - A name of 2 characters or fewer has nothing to show around a hidden character: "***".
 * - A fixed three stars, not one per hidden character, so the mask does not leak the length.
 * - Characters are counted by code point, so Arabic letters, emoji and other astral characters
 *   are never split into broken halves.
 * - Surrounding spaces are ignored; a blank name gives "" (nothing to show).
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  const k = Math.min(END, Math.floor((chars.length - 1) / 2));
  if (k === 0) return MASK;
  return `${chars.slice(0, k).join('')}${MASK}${chars.slice(-k).join('')}`;
}
