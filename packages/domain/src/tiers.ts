import type { Halalas } from './money';

/**
 * A wholesale price tier ("piece" in the API): buying `from` to `to` pieces in total (all colours
 * and sizes of one product together) costs `priceHalalas` per piece. Bounds are inclusive. The
 * last tier may be open-ended (`to: null`, shown as "200+"): any larger quantity is sold at its
 * price.
 */
export interface PriceTier {
  from: number;
  to: number | null;
  priceHalalas: Halalas;
}

/** The highest quantity a tier covers: an open-ended tier covers every quantity from its `from`. */
export function tierUpperBound(tier: PriceTier): number {
  return tier.to ?? Number.POSITIVE_INFINITY;
}

export type QuantityError = 'lowerQuantity' | 'largerQuantity';

export type TierIssueCode =
  'fromAfterTo' | 'overlap' | 'gap' | 'nonPositivePrice' | 'nonPositiveFrom' | 'openBeforeLast';

/** `index` is the position of the offending tier in the array given to validateTiers. */
export type TierIssue = { index: number; code: TierIssueCode };

/** A sorted copy, lowest `from` first (ties keep their order). Never mutates its input. */
export function sortTiers<T extends PriceTier>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.from - b.from);
}

/** The tier with the lowest `from`: its price is the product's regular (undiscounted) price. */
function firstTier(tiers: readonly PriceTier[]): PriceTier | undefined {
  let first: PriceTier | undefined;
  for (const tier of tiers) if (first === undefined || tier.from < first.from) first = tier;
  return first;
}

function lastTier(tiers: readonly PriceTier[]): PriceTier | undefined {
  let last: PriceTier | undefined;
  for (const tier of tiers)
    if (last === undefined || tierUpperBound(tier) > tierUpperBound(last)) last = tier;
  return last;
}

/**
 * The tier whose inclusive range holds qty (docs/decisions.md, Tier ranges: from ≤ qty ≤ to). The product page uses
 * the same test to highlight the active tier, so the highlighted price is the charged price.
 * With overlapping tiers (which validateTiers refuses) the one with the lowest `from` wins.
 */
export function findTier(tiers: readonly PriceTier[], qty: number): PriceTier | undefined {
  return sortTiers(tiers).find((tier) => tier.from <= qty && qty <= tierUpperBound(tier));
}

/** Unit price for a total quantity: the matching tier's price, else the first tier's; 0 with no tiers. */
export function unitPriceFor(tiers: readonly PriceTier[], qty: number): Halalas {
  return (findTier(tiers, qty) ?? firstTier(tiers))?.priceHalalas ?? 0;
}

/** The regular price: the first tier's (lowest `from`) price; 0 with no tiers. */
export function regularPriceOf(tiers: readonly PriceTier[]): Halalas {
  return firstTier(tiers)?.priceHalalas ?? 0;
}

/**
 * Why a total quantity cannot be ordered, or null when it can (docs/decisions.md, Tier ranges). Nothing (qty 0) is
 * always too little. A product without tiers has no range to violate; it has no price either,
 * which the caller must refuse on its own.
 */
export function quantityError(tiers: readonly PriceTier[], qty: number): QuantityError | null {
  const first = firstTier(tiers);
  const last = lastTier(tiers);
  // `!(qty > 0)` also catches NaN.
  if (!(qty > 0) || (first !== undefined && qty < first.from)) return 'lowerQuantity';
  if (last !== undefined && qty > tierUpperBound(last)) return 'largerQuantity';
  return null;
}

/**
 * Problems that stop staff from saving a tier list. Sorted by `from`, each tier must start right
 * after the previous one ends (next.from === prev.to + 1): no overlap, no gap, so every quantity
 * from the first `from` to the last `to` has exactly one price. Only the last tier may be
 * open-ended. Issues name input positions.
 */
export function validateTiers(tiers: readonly PriceTier[]): TierIssue[] {
  const issues: TierIssue[] = [];
  tiers.forEach((tier, index) => {
    if (!(tier.from >= 1)) issues.push({ index, code: 'nonPositiveFrom' });
    if (tier.from > tierUpperBound(tier)) issues.push({ index, code: 'fromAfterTo' });
    if (!(tier.priceHalalas > 0)) issues.push({ index, code: 'nonPositivePrice' });
  });
  const order = tiers.map((tier, index) => ({ tier, index })).sort((a, b) => a.tier.from - b.tier.from);
  for (let i = 1; i < order.length; i += 1) {
    const prev = order[i - 1];
    const next = order[i];
    if (!prev || !next) continue;
    if (prev.tier.to === null) issues.push({ index: prev.index, code: 'openBeforeLast' });
    else if (next.tier.from <= prev.tier.to) issues.push({ index: next.index, code: 'overlap' });
    else if (next.tier.from > prev.tier.to + 1) issues.push({ index: next.index, code: 'gap' });
  }
  return issues.sort((a, b) => a.index - b.index);
}

/**
 * Tiers whose price is not below the previous tier's (sorted by `from`): allowed, since a shop may
 * mean it, but staff are warned before saving, as a larger order normally pays less per piece.
 * Answers input positions.
 */
export function risingTierPrices(tiers: readonly PriceTier[]): number[] {
  const order = tiers.map((tier, index) => ({ tier, index })).sort((a, b) => a.tier.from - b.tier.from);
  const rising: number[] = [];
  for (let i = 1; i < order.length; i += 1) {
    const prev = order[i - 1];
    const next = order[i];
    if (prev && next && next.tier.priceHalalas >= prev.tier.priceHalalas) rising.push(next.index);
  }
  return rising.sort((a, b) => a - b);
}

/**
 * A piece's price raised or lowered by a percentage given in basis points (1250 = +12.5 %), to
 * the nearest halala (half up): staff's bulk price change of products.
 */
export function scaledPrice(halalas: Halalas, basisPoints: number): Halalas {
  return Math.round((halalas * (10_000 + basisPoints)) / 10_000);
}
