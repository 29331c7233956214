/**
 * Coupons: looking one up for the checkout's coupon box, and taking one use of it when an order is
 * placed. Whether a coupon can be used is the domain's rule (couponStatus, customerMayUseCoupon,
 * couponFit); each use is taken by one conditional statement, so a usage limit (the coupon's and
 * each customer's) holds however many orders arrive together.
 */
import { and, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Coupon } from '@shop/contract';
import {
  BASIS_POINTS_100_PERCENT,
  couponStatus,
  customerMayUseCoupon,
  halalasToSar,
  type CouponRules,
  type CouponStatus,
} from '@shop/domain';
import { couponRedemptions, coupons } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { rowsOf } from '../db/rows.js';

export interface StoredCoupon extends CouponRules {
  id: number;
  code: string;
  perCustomerLimit: number | null;
  minOrderHalalas: number | null;
  freeShipping: boolean;
  /** The products it applies to (of those asked about); null: every product. */
  productIds: number[] | null;
  /** How many orders of the customer asking used it already. */
  customerUses: number;
}

/**
 * The products a coupon applies to, as a JSON array (of `among` when given), or null when it
 * applies to every product: the ones staff named, and every product of the categories they named
 * or of those categories' subcategories. Read against the `coupons` row of the enclosing query.
 */
export function couponScopeSql(among?: readonly number[]): SQL {
  const restrict =
    among === undefined ? sql`` : among.length === 0 ? sql`and false` : sql`and p.id in ${among}`;
  return sql`case when cardinality(${coupons.productIds}) = 0 and cardinality(${coupons.categoryIds}) = 0
    then null
    else (with recursive scope(id) as (
        select unnest(${coupons.categoryIds})
        union select c.id from categories c join scope on c.parent_id = scope.id)
      select coalesce(json_agg(p.id order by p.id), '[]'::json) from products p
      where (p.id = any(${coupons.productIds}) or p.category_id in (select id from scope)) ${restrict})
    end`;
}

/** The coupon's columns and conditions as one JSON object (StoredCoupon, dates as text). */
export function couponJsonSql(customerId: number, among?: readonly number[]): SQL {
  return sql`json_build_object('id', ${coupons.id}, 'code', ${coupons.code}, 'type', ${coupons.type},
    'amount', ${coupons.amount}, 'isActive', ${coupons.isActive},
    'startsAt', ${coupons.startsAt}, 'endsAt', ${coupons.endsAt},
    'usageLimit', ${coupons.usageLimit}, 'usedCount', ${coupons.usedCount},
    'perCustomerLimit', ${coupons.perCustomerLimit}, 'minOrderHalalas', ${coupons.minOrderHalalas},
    'freeShipping', ${coupons.freeShipping}, 'productIds', ${couponScopeSql(among)},
    'customerUses', coalesce((select ${couponRedemptions.uses} from ${couponRedemptions}
      where ${couponRedemptions.couponId} = ${coupons.id} and ${couponRedemptions.customerId} = ${customerId}), 0))`;
}

/** A coupon read as JSON (couponJsonSql), with its dates as dates. */
export function storedCouponOf(
  row: Omit<StoredCoupon, 'startsAt' | 'endsAt'> & {
    startsAt: string | null;
    endsAt: string | null;
  },
): StoredCoupon {
  return {
    ...row,
    type: row.type === 1 ? 1 : 0,
    startsAt: row.startsAt === null ? null : new Date(row.startsAt),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt),
  };
}

/**
 * The coupon with this (normalised, upper-case) code as `customerId` may use it, or undefined.
 * Codes are stored upper-cased (the unique index is on the stored text).
 */
export async function findCoupon(
  db: Executor,
  code: string,
  customerId: number,
): Promise<StoredCoupon | undefined> {
  const [row] = await rowsOf<{ coupon: Parameters<typeof storedCouponOf>[0] }>(
    db,
    sql`select ${couponJsonSql(customerId)} as coupon from ${coupons} where ${coupons.code} = ${code} limit 1`,
  );
  return row ? storedCouponOf(row.coupon) : undefined;
}

/**
 * Why a customer cannot use a coupon now, before the cart is looked at: the coupon's own status,
 * then the customer's own uses; 'valid' when they can.
 */
export function couponRefusal(coupon: StoredCoupon, now = new Date()): CouponStatus | 'alreadyUsed' {
  const status = couponStatus(coupon, now);
  if (status !== 'valid') return status;
  return customerMayUseCoupon(coupon.perCustomerLimit, coupon.customerUses) ? 'valid' : 'alreadyUsed';
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
      coupon.type === 1 ? coupon.amount / (BASIS_POINTS_100_PERCENT / 100) : halalasToSar(coupon.amount),
    product_ids: coupon.productIds,
    min_order: coupon.minOrderHalalas === null ? null : halalasToSar(coupon.minOrderHalalas),
    free_shipping: coupon.freeShipping,
  };
}

/**
 * Takes one of the customer's uses of the coupon, when their limit allows another: one upsert
 * that locks the customer's count, so a second order at once waits and then sees the first's use.
 * Every use is counted, limit or none, so a limit set later counts the orders before it.
 */
export function couponCustomerUseUpsert(
  couponId: number,
  customerId: number,
  perCustomerLimit: number | null,
): SQL {
  const allowed =
    perCustomerLimit === null ? sql`` : sql` where ${couponRedemptions.uses} < ${perCustomerLimit}`;
  return sql`insert into ${couponRedemptions} (coupon_id, customer_id, uses) values (${couponId}, ${customerId}, 1)
    on conflict (coupon_id, customer_id) do update set uses = ${couponRedemptions.uses} + 1${allowed}
    returning 1`;
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
