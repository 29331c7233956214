import { multiplyMoney, type Halalas } from './money';

/**
 * Shipping is the delivery city's fee charged once per product in the order (docs/decisions.md, Shipping per product),
 * not per piece. A missing or negative fee is free shipping, never a credit.
 */
export function shippingFor(feeHalalas: Halalas, productCount: number): Halalas {
  if (!(feeHalalas > 0) || !(productCount > 0)) return 0;
  return multiplyMoney(feeHalalas, Math.floor(productCount));
}
