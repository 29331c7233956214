/** Shown between the visible ends of a masked name. */
export const MASK = '***';

/**
 * Masks a reviewer's name or email for public display (SPEC 3): the first 3 and last 3
 * characters with stars between. Choices:
 * - A fixed three stars, not one per hidden character, so the mask does not leak the length.
 * - Characters are counted by code point, so Arabic letters, emoji and other astral characters
 *   are never split into broken halves.
 * - Names of 6 characters or fewer would be shown whole by that rule, so they keep only their
 *   first character ("Ali" → "A***"), and a one-character name shows none ("***").
 * - Surrounding spaces are ignored; a blank name gives "" (nothing to show).
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return MASK;
  if (chars.length <= 6) return `${chars[0]}${MASK}`;
  return `${chars.slice(0, 3).join('')}${MASK}${chars.slice(-3).join('')}`;
}
