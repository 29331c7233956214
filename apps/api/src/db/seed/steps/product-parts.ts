/**
 * The parts of one demo product, each drawn from the product's own seeded generator in a fixed
 * order (colours, sizes, tiers, then reviews), so a product is the same whatever the catalogue size.
 */
import { roundHalfUp, sarToHalalas, validateTiers } from '@shop/domain';
import { KIND_COLORS, type ColorKey } from '../content/colors.js';
import { SIZE_SETS, type ProductTemplate } from '../content/products.js';
import type { ImagePlanner } from '../images.js';
import type { Prng } from '../prng.js';

/** 2 to 6 of the garment's colours; the main (first) one among the palette's first three. */
export function chooseColors(rnd: Prng, template: ProductTemplate): ColorKey[] {
  const palette = template.colors ?? KIND_COLORS[template.kind];
  const n = rnd.int(2, Math.min(6, palette.length));
  // a template that lists its colours leads with its signature colour
  const first = template.colors ? palette[0]! : palette[rnd.int(0, Math.min(2, palette.length - 1))]!;
  const others = rnd.sample(
    palette.filter((c) => c !== first),
    n - 1,
  );
  return [first, ...palette.filter((c) => others.includes(c))];
}

/** 3 to 6 contiguous sizes of the template's size set. */
export function chooseSizes(rnd: Prng, template: ProductTemplate): string[] {
  const set = SIZE_SETS[template.sizes];
  const count = rnd.int(3, Math.min(6, set.length));
  const start = rnd.int(0, Math.min(1, set.length - count));
  return set.slice(start, start + count);
}

const TIER_BOUNDS: Record<2 | 3 | 4, number[]> = {
  2: [99, 1000],
  3: [49, 199, 1000],
  4: [49, 199, 499, 2000],
};
const TIER_FACTORS = [1, 0.92, 0.85, 0.78];
/** Half a riyal: demo prices are rounded to it. */
const HALF_SAR = 50;
const roundToHalfSar = (h: number): number => roundHalfUp(h / HALF_SAR) * HALF_SAR;

export interface PlannedTier {
  fromQty: number;
  toQty: number;
  priceHalalas: number;
}

/**
 * 2 to 4 contiguous tiers starting at a minimum order that suits the price, each cheaper than the
 * one before. Later cycles of a template vary the price by ±10%. The result always passes the
 * domain's validateTiers (the rule staff are held to), or planning fails loudly.
 */
export function planTiers(
  rnd: Prng,
  template: ProductTemplate,
  cycle: number,
): { minQty: number; tiers: PlannedTier[] } {
  const tierCount = rnd.int(2, 4) as 2 | 3 | 4;
  const minQty =
    template.price >= 150
      ? rnd.pick([6, 10])
      : template.price <= 25
        ? rnd.pick([20, 24])
        : rnd.pick([10, 12, 20]);
  const variation = cycle === 0 ? 1 : 0.9 + rnd.next() * 0.2;
  const base = roundToHalfSar(sarToHalalas(template.price) * variation);
  let from = minQty;
  let last = Number.POSITIVE_INFINITY;
  const tiers = TIER_BOUNDS[tierCount].map((to, k) => {
    let price = roundToHalfSar(base * TIER_FACTORS[k]!);
    if (price >= last) price = last - HALF_SAR;
    last = price;
    const tier = { fromQty: from, toQty: to, priceHalalas: price };
    from = to + 1;
    return tier;
  });
  const issues = validateTiers(
    tiers.map((t) => ({ from: t.fromQty, to: t.toQty, priceHalalas: t.priceHalalas })),
  );
  if (issues.length)
    throw new Error(`seed: tiers of "${template.nameEn}" break the tier rules: ${JSON.stringify(issues)}`);
  return { minQty, tiers };
}

/** Main image = front of the main colour, hover = its back; the gallery adds a close-up and the other colours. */
export function planGallery(images: ImagePlanner, template: ProductTemplate, colors: readonly ColorKey[]) {
  const { kind } = template;
  const style = template.style ?? '';
  const main = colors[0]!;
  const image = images.garment(kind, style, main, 'front');
  const hoverImage = images.garment(kind, style, main, 'back');
  const gallery = [
    image,
    hoverImage,
    images.garment(kind, style, main, 'detail'),
    ...colors.slice(1).map((c) => images.garment(kind, style, c, 'front')),
  ];
  const byColor = colors.map((c) => images.garment(kind, style, c, 'front'));
  return { image, hoverImage, gallery, byColor };
}
