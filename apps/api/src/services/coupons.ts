/**
 * Coupons: looking one up for the checkout's coupon box, and taking one use of it when an order is
 * placed. Whether a coupon can be used is the domain's rule (couponStatus); the use is taken by one
 * conditional update, so a usage limit holds however many orders arrive together.
 */
import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Coupon } from '@shop/contract';
import {
  BASIS_POINTS_100_PERCENT,
  couponStatus,
  halalasToSar,
  type CouponRules,
  type CouponStatus,
} from '@shop/domain';
import { coupons } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';

export interface StoredCoupon extends CouponRules {
  id: number;
  code: string;
}

/** The coupon with this (normalised, upper-case) code, or undefined. */
export async function findCoupon(db: Executor, code: string): Promise<StoredCoupon | undefined> {
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      type: coupons.type,
      amount: coupons.amount,
      isActive: coupons.isActive,
      startsAt: coupons.startsAt,
      endsAt: coupons.endsAt,
      usageLimit: coupons.usageLimit,
      usedCount: coupons.usedCount,
    })
    .from(coupons)
    // Codes are stored upper-cased (the unique index is on the stored text).
    .where(eq(coupons.code, code))
    .limit(1);
  return row ? { ...row, type: row.type === 1 ? 1 : 0 } : undefined;
}

export function couponStatusNow(coupon: StoredCoupon, now = new Date()): CouponStatus {
  return couponStatus(coupon, now);
}

/**
 * The coupon as the storefront reads it: type '0' takes `amount` SAR off, type '1' takes
 * `amount` percent off (stored as halalas and basis points).
 */
export function couponAnswer(coupon: StoredCoupon): Coupon {
  return {
    code: coupon.code,
    type: coupon.type === 1 ? '1' : '0',
    amount:
      coupon.type === 1
        ? coupon.amount / (BASIS_POINTS_100_PERCENT / 100)
        : halalasToSar(coupon.amount),
  };
}

/**
 * Takes one use of the coupon if it can still be used at `now`: active, inside its dates, under
 * its limit; answers the coupon's id when a use was taken, no row otherwise. The statement is
 * written into the order's own statement (as a CTE), so the use is taken or given back with the
 * order. One statement decides and counts, so two orders can never both take the last use (the
 * second waits for the first's row lock and then sees its count).
 */
export function couponUseUpdate(db: Executor, couponId: number, now = new Date()) {
  return db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.isActive, true),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gte(coupons.endsAt, now)),
      ),
    )
    .returning({ id: coupons.id });
}
