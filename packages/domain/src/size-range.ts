/**
 * The range a size belongs to, read from its name: letter sizes (XS, S, M, L, XL, XXL, 3XL…),
 * numbered sizes (chest, waist or length numbers such as 42 or 52, children's ages such as 6) or
 * another kind (One size, 4-6Y). The shop's size list is one list of names shared by its products
 * (a "52" thobe and a "52" abaya are one size), so a range is what a name says, not a setting of
 * its own. Within a range the sizes go smallest first (XS before S before M, 6 before 30), and
 * staff's sort order decides the rest.
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

/** Letter sizes from smallest: XXS and 2XS, XS, S, M, L, XL, then XXL or 2XL and up to 9XL. */
function letterRank(plain: string): number {
  if (plain === 'M') return 0;
  const many = /^([2-9])X([LS])$/.exec(plain);
  const [count, end] = many ? [Number(many[1]), many[2]] : [plain.length - 1, plain.at(-1)];
  return end === 'L' ? 1 + count! : -1 - count!;
}

/** A size's place within its range, smallest first; 0 for a size of no such scale. */
export function sizeRankInRange(name: string): number {
  const plain = name.trim().toUpperCase();
  switch (sizeRangeOf(name)) {
    case 'letters':
      return letterRank(plain);
    case 'numbers':
      return Number.parseFloat(plain.replace(',', '.'));
    default:
      return 0;
  }
}

/** Sizes grouped by range (letters, numbers, then others), smallest first, then in staff's order. */
export function compareSizesByRange(
  a: { name: string; sort_order: number },
  b: { name: string; sort_order: number },
): number {
  const byRange = SIZE_RANGES.indexOf(sizeRangeOf(a.name)) - SIZE_RANGES.indexOf(sizeRangeOf(b.name));
  if (byRange !== 0) return byRange;
  const bySize = sizeRankInRange(a.name) - sizeRankInRange(b.name);
  return bySize !== 0 ? bySize : a.sort_order - b.sort_order;
}
