/**
 * What a shopper is told when a product's total pieces are outside its price tiers: the limit
 * itself ("The minimum for this product is 12 pieces", "… maximum … 1,000 pieces"), the same text
 * in the product page's toast and in the cart.
 */
import { tierUpperBound, type PriceTier, type QuantityError } from '@shop/domain';
import type { TFunction } from '../../shared/i18n/translator';

/**
 * Pieces written with Latin digits and thousands commas, as the shop writes amounts. Made on first
 * use: a page's first Intl formatter loads the browser's locale data, 60–130 ms on a fast
 * computer's main thread, which at module level every product page paid while its code loaded.
 */
let pieces: Intl.NumberFormat | undefined;

/** `tiers` sorted by `from` (tiersOf). Nothing at all is refused against a minimum of 1 piece. */
export function quantityLimitText(t: TFunction, error: QuantityError, tiers: readonly PriceTier[]): string {
  const [key, limit] =
    error === 'lowerQuantity'
      ? ['productCore.quantityLimit.minimum', tiers[0]?.from ?? 1]
      : ['productCore.quantityLimit.maximum', tiers.length > 0 ? tierUpperBound(tiers.at(-1)!) : 0];
  return t(key, {
    count: limit,
    limit: (pieces ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(limit),
  });
}
