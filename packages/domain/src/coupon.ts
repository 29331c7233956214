import { percentOf, roundHalfUp, type Halalas } from './money';

/**
 * A coupon's effect. type 0: a fixed amount in halalas; type 1: a percentage in basis points
 * (1000 = 10%). The type may arrive as the string '0' or '1'; the API converts it to a number.
 */
export interface CouponValue {
  type: 0 | 1;
  amount: number;
  /**
   * The products it applies to (staff chose products or categories); null or undefined: every
   * product. The discount is taken from these products' lines only.
   */
  productIds?: readonly number[] | null;
  /** The least the products it applies to must come to (after the quantity discount), in halalas. */
  minOrderHalalas?: number | null;
  /** Whether it also takes the delivery charge off. */
  freeShipping?: boolean;
}

/**
 * Whether a coupon fits a cart: it does, or none of the cart's products is one it applies to, or
 * those products come to less than its minimum.
 */
export type CouponFit = 'fits' | 'noEligibleProducts' | 'belowMinimum';

/** A cart or order line as a coupon's conditions read it. */
export interface CouponLine {
  /** Lines without an id (a preview before the product is known) count as eligible. */
  productId?: number;
  quantity: number;
  discountedHalalas: Halalas;
}

/** Whether a line is one the coupon applies to. */
export function couponCovers(coupon: CouponValue, line: Pick<CouponLine, 'productId'>): boolean {
  if (!coupon.productIds) return true;
  return line.productId === undefined || coupon.productIds.includes(line.productId);
}

/**
 * What a coupon's conditions make of a cart: whether it fits, and the subtotal of the lines it
 * applies to (the base of its discount and of its minimum).
 */
export function couponFit(
  coupon: CouponValue,
  lines: readonly CouponLine[],
): { fit: CouponFit; eligibleHalalas: Halalas } {
  const eligible = lines.filter((line) => line.quantity > 0 && couponCovers(coupon, line));
  const eligibleHalalas = eligible.reduce((sum, line) => sum + Math.max(0, line.discountedHalalas), 0);
  if (eligible.length === 0) return { fit: 'noEligibleProducts', eligibleHalalas };
  const minimum = coupon.minOrderHalalas ?? 0;
  if (eligibleHalalas < minimum) return { fit: 'belowMinimum', eligibleHalalas };
  return { fit: 'fits', eligibleHalalas };
}

/** A coupon as stored, with the rules deciding whether it can be applied now. */
export interface CouponRules extends CouponValue {
  isActive: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** null or undefined: unlimited. */
  usageLimit?: number | null;
  usedCount: number;
}

/**
 * Whether one customer may use a coupon again: `uses` is how many of their orders used it; a null
 * or undefined limit allows any number.
 */
export function customerMayUseCoupon(perCustomerLimit: number | null | undefined, uses: number): boolean {
  return perCustomerLimit === null || perCustomerLimit === undefined || uses < perCustomerLimit;
}

export type CouponStatus = 'valid' | 'inactive' | 'notStarted' | 'expired' | 'usedUp';

/**
 * How much a coupon takes off the discounted subtotal (docs/decisions.md, Coupons): type 0 = min(amount,
 * discounted), type 1 = amount basis points of discounted, rounded half up. Never negative and
 * never more than the subtotal, so a coupon cannot make an order cost less than nothing.
 */
export function couponValue(coupon: CouponValue, discountedHalalas: Halalas): Halalas {
  const base = Math.max(0, discountedHalalas);
  const amount = Number.isFinite(coupon.amount) ? Math.max(0, coupon.amount) : 0;
  const value = coupon.type === 1 ? percentOf(base, amount) : roundHalfUp(amount);
  return Math.min(value, base);
}

/**
 * Whether a coupon can be used at `now`. Checked in the order a shopper can act on: switched off,
 * then the validity window (startsAt and endsAt are inclusive), then the usage limit.
 */
export function couponStatus(c: CouponRules, now: Date): CouponStatus {
  if (!c.isActive) return 'inactive';
  const t = now.getTime();
  if (c.startsAt && t < c.startsAt.getTime()) return 'notStarted';
  if (c.endsAt && t > c.endsAt.getTime()) return 'expired';
  if (c.usageLimit !== null && c.usageLimit !== undefined && c.usedCount >= c.usageLimit) return 'usedUp';
  return 'valid';
}

/**
 * Codes are compared case-insensitively and typed with stray spaces; blank input is no code
 * at all (docs/product.md, Coupons: a blank or whitespace-only code is ignored).
 */
export function normaliseCouponCode(input: string): string | null {
  if (typeof input !== 'string') return null;
  const code = input.trim().toUpperCase();
  return code === '' ? null : code;
}
