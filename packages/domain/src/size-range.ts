/**
 * The range a size belongs to, read from its name: letter sizes (XS, S, M, L, XL, XXL, 3XL…),
 * numbered sizes (chest, waist or length numbers such as 42 or 52, children's ages such as 6) or
 * another kind (One size, 4-6Y). The shop's size list is one list of names shared by its products
 * (a "52" thobe and a "52" abaya are one size), so a range is what a name says, not a setting of
 * its own; staff's sort order orders the sizes within a range.
 */
export const SIZE_RANGES = ['letters', 'numbers', 'other'] as const;
export type SizeRange = (typeof SIZE_RANGES)[number];

/** XS, S, M, L, XL, XXL, XXXL, 2XL–9XL, XXS, 2XS: in any case, spaces around ignored. */
const LETTER_SIZE = /^(?:X{0,3}S|M|X{0,4}L|[2-9]X[LS])$/;
/** A whole or half number, possibly with a second one after a slash (32/34). */
const NUMBER_SIZE = /^\d{1,3}(?:[.,]5)?(?:\/\d{1,3})?$/;

export function sizeRangeOf(name: string): SizeRange {
  const plain = name.trim().toUpperCase();
  if (LETTER_SIZE.test(plain)) return 'letters';
  if (NUMBER_SIZE.test(plain)) return 'numbers';
  return 'other';
}

/** Sizes grouped by range (letters, numbers, then others), each range in staff's order. */
export function compareSizesByRange(
  a: { name: string; sort_order: number },
  b: { name: string; sort_order: number },
): number {
  const byRange = SIZE_RANGES.indexOf(sizeRangeOf(a.name)) - SIZE_RANGES.indexOf(sizeRangeOf(b.name));
  return byRange !== 0 ? byRange : a.sort_order - b.sort_order;
}
