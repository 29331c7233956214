/**
 * The seeded shop as the API serves it, and the arithmetic a shopper expects (docs/product.md, Price tiers;
 * docs/decisions.md, Totals and Tier ranges), written out here on purpose (not imported from @shop/domain) so the journeys
 * check the storefront against an independent reading of the rules. The wire shapes are the
 * contract's (@shop/contract), the same the API serialises its answers from.
 */
import type { ApiPath, DataOf, Product, ProductTier as WireTier, RouteAt } from '@shop/contract';
import { baseURL, type Lang } from './browser';

/** GET `/{lang}/api/{path}` and unwrap `{ message, data }`, typed by the contract's route map. */
export async function api<P extends ApiPath<'GET'>>(
  lang: Lang,
  path: P,
  query: Record<string, string | number> = {},
): Promise<DataOf<RouteAt<P, 'GET'>>> {
  const url = new URL(`${baseURL()}/${lang}/api/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as { data: DataOf<RouteAt<P, 'GET'>> };
  return body.data;
}

/**
 * A tier of the demo's products: each ends (the seed's own test holds it), so the journeys can
 * aim at a tier's last quantity or the product's largest order.
 */
export type ProductTier = WireTier & { to: number };

/** Tiers sorted by `from`; fails on an open-ended tier, which the demo's products do not have. */
export function tiersOf(product: Pick<Product, 'pieces'>): ProductTier[] {
  return [...product.pieces]
    .sort((a, b) => a.from - b.from)
    .map((tier) => {
      if (tier.to === null)
        throw new Error(`an open-ended tier from ${tier.from}: the journeys expect closed tiers`);
      return { ...tier, to: tier.to };
    });
}

export function toHalalas(sar: number): number {
  return Math.round(sar * 100);
}

/** The tier whose `from ≤ qty ≤ to`, if any. */
export function tierFor(tiers: ProductTier[], qty: number): ProductTier | undefined {
  return tiers.find((tier) => tier.from <= qty && qty <= tier.to);
}

/** Unit price in halalas: the containing tier's price, else the first tier's (docs/product.md, Price tiers). */
export function unitHalalas(tiers: ProductTier[], qty: number): number {
  const tier = tierFor(tiers, qty) ?? tiers[0];
  return tier ? toHalalas(tier.price) : 0;
}

/** "1,234.50": two decimals, Latin digits, thousands grouped (docs/decisions.md, Dates and digits). */
export function money(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(Math.round(halalas));
  const riyals = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${riyals}.${String(abs % 100).padStart(2, '0')}`;
}

/** The one amount shown in an element ("1,234.50"), without the currency or a sign. */
export async function amountIn(locator: { textContent(): Promise<string | null> }): Promise<string | null> {
  const text = (await locator.textContent()) ?? '';
  const found = text.match(/\d{1,3}(?:,\d{3})*\.\d{2}/g);
  return found && found.length === 1 ? found[0] : `ambiguous: ${text}`;
}

/** A product with at least `colors` colours, `sizes` sizes and `tiers` price tiers, in the page's language. */
export async function findProduct(
  lang: Lang,
  want: { colors: number; sizes: number; tiers: number; logo?: boolean },
  skip: number[] = [],
): Promise<Product> {
  for (let page = 1; page <= 10; page++) {
    const list = await api(lang, 'products', { page });
    const found = list.data.find(
      (p) =>
        !skip.includes(p.id) &&
        p.pivot_colors.length >= want.colors &&
        p.sizes.length >= want.sizes &&
        p.pieces.length >= want.tiers &&
        (!want.logo || p.logo_price !== null),
    );
    if (found) return api(lang, `products/${found.id}`);
    if (page >= list.last_page) break;
  }
  throw new Error(`No seeded product has ${JSON.stringify(want)}`);
}

/** A cart as the storefront keeps it in localStorage `cart` (docs/product.md, What is stored): items of product + selection. */
export interface StoredCartLine {
  product: Product;
  quantities: { colorId: number; sizeId: number; quantity: number }[];
}

export function storedCart(lines: StoredCartLine[]): string {
  return JSON.stringify({
    items: lines.map(({ product, quantities }) => {
      const colors = new Map<number, { size_id: number; quantity: number }[]>();
      for (const q of quantities) {
        const sizes = colors.get(q.colorId) ?? [];
        sizes.push({ size_id: q.sizeId, quantity: q.quantity });
        colors.set(q.colorId, sizes);
      }
      return {
        product,
        selectedProduct: {
          product_id: product.id,
          colors: [...colors].map(([color_id, sizes]) => ({ color_id, sizes })),
        },
      };
    }),
  });
}

/** Line totals of one cart product (docs/decisions.md, Totals): regular, tiered and their difference, in halalas. */
export function lineHalalas(product: Pick<Product, 'pieces'>, qty: number) {
  const tiers = tiersOf(product);
  const regular = qty * (tiers[0] ? toHalalas(tiers[0].price) : 0);
  const discounted = qty * unitHalalas(tiers, qty);
  return { regular, discounted, discount: regular - discounted };
}
