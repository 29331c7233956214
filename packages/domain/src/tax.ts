import { percentOf, type Halalas } from './money';

/**
 * VAT on a base amount: basis points (1500 = 15%) rounded half up to the halala. A negative base
 * or rate yields 0: tax is never a refund.
 */
export function taxOn(base: Halalas, basisPoints: number): Halalas {
  if (!(base > 0) || !(basisPoints > 0)) return 0;
  return percentOf(base, basisPoints);
}
