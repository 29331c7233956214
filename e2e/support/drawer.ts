/**
 * The variation drawer (docs/product.md, Variation drawer) as a shopper uses it: colour swatches, one row per size with
 * minus, a free-text quantity and plus, the tier list and the subtotal.
 * Hooks: data-testid="variation-drawer", "color-swatch" (data-color-id), "size-row" (data-size),
 * "tier-row" (data-active), "drawer-unit", "drawer-total".
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Product } from '@shop/contract';
import { amountIn, money, tierFor, tiersOf, toHalalas, unitHalalas } from './shop';
import { visit } from './app';

export function drawerOf(page: Page): Locator {
  return page.getByTestId('variation-drawer');
}

export function swatch(scope: Locator, colorId: number): Locator {
  return scope.locator(`[data-testid="color-swatch"][data-color-id="${colorId}"]`);
}

export function sizeRow(drawer: Locator, sizeName: string): Locator {
  return drawer.locator(`[data-testid="size-row"][data-size="${sizeName.toUpperCase()}"]`);
}

/** Makes `colorId` the colour whose sizes the drawer edits. */
export async function chooseColour(drawer: Locator, colorId: number) {
  const button = swatch(drawer, colorId);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

export async function plus(drawer: Locator, sizeName: string, times = 1) {
  const row = sizeRow(drawer, sizeName);
  const input = row.getByRole('textbox');
  for (let i = 0; i < times; i++) {
    const before = Number(await input.inputValue());
    await row.getByRole('button').last().click();
    await expect.poll(() => input.inputValue()).toBe(String(before + 1));
  }
}

export async function minus(drawer: Locator, sizeName: string, times = 1) {
  const row = sizeRow(drawer, sizeName);
  const input = row.getByRole('textbox');
  for (let i = 0; i < times; i++) {
    const before = Number(await input.inputValue());
    await row.getByRole('button').first().click();
    await expect.poll(() => input.inputValue()).toBe(String(Math.max(0, before - 1)));
  }
}

/** Types a quantity in the size's free-text box, then leaves the box. */
export async function typeQuantity(drawer: Locator, sizeName: string, quantity: number) {
  const input = sizeRow(drawer, sizeName).getByRole('textbox');
  await input.fill(String(quantity));
  await input.blur();
  await expect.poll(() => input.inputValue()).toBe(String(quantity));
}

/** Indexes of the tier rows marked active in `scope` (the drawer or the product page). */
export async function activeTierRows(scope: Locator): Promise<number[]> {
  const flags = await scope
    .getByTestId('tier-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-active')));
  return flags.flatMap((flag, i) => (flag === 'true' ? [i] : []));
}

/** `scope` lists exactly these tiers, in order, each with its from, its to and its price. */
export async function expectTierRows(
  scope: Locator,
  tiers: readonly { from: number; to: number; price: number }[],
) {
  const rows = scope.getByTestId('tier-row');
  expect(await rows.count()).toBe(tiers.length);
  for (const [i, tier] of tiers.entries()) {
    const text = (await rows.nth(i).textContent()) ?? '';
    expect(text).toContain(String(tier.from));
    expect(text).toContain(String(tier.to));
    expect(await amountIn(rows.nth(i))).toBe(money(toHalalas(tier.price)));
  }
}

/**
 * The drawer shows, for a total of `qty` pieces, the unit price of the tier containing it (else the
 * first tier's), the subtotal qty × unit, and highlights exactly that tier.
 */
export async function expectPriced(drawer: Locator, product: Product, qty: number) {
  const tiers = tiersOf(product);
  const unit = unitHalalas(tiers, qty);
  const tier = tierFor(tiers, qty);
  const opts = { message: `priced at ${qty} pieces` };
  await expect.poll(() => amountIn(drawer.getByTestId('drawer-unit')), opts).toBe(money(unit));
  await expect.poll(() => amountIn(drawer.getByTestId('drawer-total')), opts).toBe(money(qty * unit));
  await expect.poll(() => activeTierRows(drawer), opts).toEqual(tier ? [tiers.indexOf(tier)] : []);
}

/**
 * Adds `product` to the cart from its page: opens the drawer with the add-to-cart button, types the
 * quantities colour by colour, adds, and waits for the drawer to close.
 */
export async function addFromProductPage(
  page: Page,
  product: Product,
  quantities: { colorId: number; sizeName: string; quantity: number }[],
) {
  await visit(page, `/product/${product.id}`);
  await page.getByTestId('open-variations').click();
  const drawer = drawerOf(page);
  await drawer.waitFor();
  for (const q of quantities) {
    await chooseColour(drawer, q.colorId);
    await typeQuantity(drawer, q.sizeName, q.quantity);
  }
  await drawer.getByTestId('drawer-add-to-cart').click();
  await drawer.waitFor({ state: 'detached' });
}
