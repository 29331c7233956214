/**
 * The checkout's figures, from @shop/domain's computeTotals: the same function the API runs when it
 * charges the order, fed with the same inputs (each product's tiers and pieces, the coupon, the
 * chosen address's city fee, the settings' tax rate), so the summary is the amount charged. Only
 * the units are converted here: the API answers SAR and percent, the domain counts halalas and
 * basis points.
 */
import {
  BASIS_POINTS_100_PERCENT,
  computeTotals,
  roundHalfUp,
  sarToHalalas,
  totalQuantity,
  type CouponValue,
  type Totals,
} from '@shop/domain';
import type { Coupon } from '@shop/contract';
import type { CartItem } from '../cart';
import { tiersOf } from '../product-core';

/** A percent as the API answers it (15, 12.5) in basis points (1500, 1250). */
export function basisPointsOf(percent: number): number {
  return Number.isFinite(percent) && percent > 0
    ? roundHalfUp((percent * BASIS_POINTS_100_PERCENT) / 100)
    : 0;
}

/** A coupon answer as the domain reads it: type 0 takes SAR off, type 1 a percent, with its conditions. */
export function couponValueOf(coupon: Coupon): CouponValue {
  const conditions = {
    productIds: coupon.product_ids,
    minOrderHalalas: coupon.min_order === null ? null : sarToHalalas(coupon.min_order),
    freeShipping: coupon.free_shipping,
  };
  return coupon.type === '1'
    ? { type: 1, amount: basisPointsOf(coupon.amount), ...conditions }
    : { type: 0, amount: sarToHalalas(coupon.amount), ...conditions };
}

export interface CheckoutInput {
  items: readonly CartItem[];
  coupon: Coupon | null;
  /** The chosen address's city fee in SAR; none chosen yet means no shipping. */
  shippingFeeSar: number | null;
  /** The settings' tax rate in percent. */
  taxPercent: number;
  /** The products the buyer put a logo on: each charged its product's logo price per piece. */
  logos?: ReadonlySet<number>;
}

/** A product's logo price in halalas, when the cart offers a logo on it (a cart kept from before prices had one reads as none). */
export function logoPriceOf(product: CartItem['product']): number | null {
  return typeof product.logo_price === 'number' ? sarToHalalas(product.logo_price) : null;
}

export function checkoutTotals({ items, coupon, shippingFeeSar, taxPercent, logos }: CheckoutInput): Totals {
  return computeTotals({
    lines: items.map((item) => ({
      tiers: tiersOf(item.product),
      quantity: totalQuantity(item.selectedProduct),
      productId: item.product.id,
      logoUnitHalalas: logos?.has(item.product.id) ? (logoPriceOf(item.product) ?? 0) : 0,
    })),
    coupon: coupon ? couponValueOf(coupon) : null,
    shippingFeeHalalas: shippingFeeSar === null ? 0 : sarToHalalas(shippingFeeSar),
    taxBasisPoints: basisPointsOf(taxPercent),
  });
}
