/**
 * The API gives tier prices in SAR (`pieces[].price`); the domain works in halalas. Every price the
 * storefront shows goes through these helpers and @shop/domain, never through its own arithmetic.
 */
import { formatMoney, regularPriceOf, sarToHalalas, type PriceTier } from '@shop/domain';
import type { ProductTier as PriceTierDto } from '@shop/contract';

export function tiersOf(product: { pieces?: readonly PriceTierDto[] | null }): PriceTier[] {
  return [...(product.pieces ?? [])]
    .map((piece) => ({ from: piece.from, to: piece.to, priceHalalas: sarToHalalas(piece.price) }))
    .sort((a, b) => a.from - b.from);
}

/** The product's "from" price: the first tier's price (the regular price discounts are measured from), in halalas. */
export function startingPriceOf(product: {
  pieces?: readonly PriceTierDto[] | null;
  price?: number | null;
}): number {
  const tiers = tiersOf(product);
  if (tiers.length > 0) return regularPriceOf(tiers);
  return typeof product.price === 'number' && Number.isFinite(product.price)
    ? sarToHalalas(product.price)
    : 0;
}

export { formatMoney };
