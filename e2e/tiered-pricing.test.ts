/**
 * Choosing quantities on a product page in both languages: pieces across two colours and several
 * sizes add up to one total, and the unit price follows the tier containing that total, changing
 * exactly at every tier boundary (from−1, from, to, to+1). Too few and too many pieces are refused
 * with the toasts naming the minimum and the maximum; a valid total is added to the cart.
 * Expected prices come from the seeded product as the API serves it, never from constants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type Lang } from './support/browser';
import { cartCount, quantityLimitText, TEXT, visit } from './support/app';
import {
  activeTierRows,
  chooseColour,
  drawerOf,
  expectPriced,
  expectTierRows,
  minus,
  plus,
  swatch,
  typeQuantity,
} from './support/drawer';
import type { Product } from '@shop/contract';
import { findProduct, tiersOf } from './support/shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['ar', 'en'] as const)('tiered pricing on the product page (%s)', (lang: Lang) => {
  let page: Page;
  let product: Product;
  let tiers: ReturnType<typeof tiersOf>;

  beforeAll(async () => {
    product = await findProduct(lang, { colors: 2, sizes: 3, tiers: 2 });
    tiers = tiersOf(product);
    page = await openPage(browser, lang);
    await visit(page, `/product/${product.id}`);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('lists every price tier of the product with its price', async () => {
    await expectTierRows(page.locator('main'), tiers);
    // Nothing chosen yet: no tier is current.
    expect(await activeTierRows(page.locator('main'))).toEqual([]);
  });

  it('adds pieces across two colours and several sizes, and prices each boundary by its tier', async () => {
    const [colourA, colourB] = product.pivot_colors;
    const [s0, s1, s2] = product.sizes.map((s) => s.name);
    if (!colourA || !colourB || !s0 || !s1 || !s2)
      throw new Error('the product needs two colours and three sizes');

    // Clicking a size opens the drawer on the first colour.
    await page.getByTestId('size-button').first().click();
    const drawer = drawerOf(page);
    await drawer.waitFor();
    expect(await swatch(drawer, colourA.id).getAttribute('aria-pressed')).toBe('true');

    // Colour A: three pieces of the first size with +, four of the second typed in.
    await plus(drawer, s0, 3);
    await typeQuantity(drawer, s1, 4);
    // Colour B: two of the first size typed in; the third size carries the rest of each total.
    await chooseColour(drawer, colourB.id);
    await typeQuantity(drawer, s0, 2);
    const base = 3 + 4 + 2;
    await expectPriced(drawer, product, base);

    // Each colour's swatch counts its own pieces.
    await expect.poll(() => swatch(drawer, colourA.id).getByTestId('color-badge').textContent()).toBe('7');
    await expect.poll(() => swatch(drawer, colourB.id).getByTestId('color-badge').textContent()).toBe('2');

    const boundaries = [...new Set(tiers.flatMap((t) => [t.from - 1, t.from, t.to, t.to + 1]))]
      .filter((q) => q >= base)
      .sort((a, b) => a - b);
    for (const total of boundaries) {
      await typeQuantity(drawer, s2, total - base);
      await expectPriced(drawer, product, total);
    }

    // Crossing a boundary one piece at a time with + and − flips the price exactly there.
    const second = tiers[1]!;
    await typeQuantity(drawer, s2, second.from - 1 - base);
    await expectPriced(drawer, product, second.from - 1);
    await plus(drawer, s2);
    await expectPriced(drawer, product, second.from);
    await minus(drawer, s2);
    await expectPriced(drawer, product, second.from - 1);

    // The product page behind the drawer highlights the same tier.
    await expect
      .poll(() => activeTierRows(page.locator('main')))
      .toEqual(second.from - 1 >= tiers[0]!.from ? [0] : []);
  });

  it('closes the drawer with Escape, and a colour swatch on the page opens it on that colour', async () => {
    const drawer = drawerOf(page);
    const chosen = await drawer
      .getByTestId('size-quantity')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const colourB = product.pivot_colors[1]!;
    await swatch(page.locator('main'), colourB.id).click();
    await drawer.waitFor();
    await expect.poll(() => swatch(drawer, colourB.id).getAttribute('aria-pressed')).toBe('true');
    // The selection is kept while the drawer is closed.
    expect(
      await drawer
        .getByTestId('size-quantity')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(chosen);
  });

  it('refuses fewer pieces than the first tier with the lowerQuantity error', async () => {
    const drawer = drawerOf(page);
    const first = tiers[0]!;
    const below = first.from - 1;
    if (below < 1) return; // a first tier from 1 has no "too few" (0 disables the button)
    const colourB = product.pivot_colors[1]!;
    const s2 = product.sizes[2]!.name;
    const others = await totalExcept(page, product, colourB.id, s2);
    if (others > below) throw new Error(`the journey's base (${others}) is above ${below}`);
    await typeQuantity(drawer, s2, below - others);
    await expectPriced(drawer, product, below);
    await drawer.getByTestId('drawer-add-to-cart').click();
    const toast = page.locator('.Toastify__toast', {
      hasText: quantityLimitText(lang, 'minimum', first.from),
    });
    await toast.waitFor();
    // The pointer on the toast holds its 4-second timer, as it does for a shopper reading it: the
    // checks below once waited for every animation, the timer's too, and then met a closed toast.
    await toast.hover();
    expect(await drawer.isVisible()).toBe(true);
    // The journey's browser asks for reduced motion, which ends animations at once: not the toast's
    // timer, which would close it the moment it opened.
    expect(
      await toast.locator('.Toastify__progress-bar').evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe('4s');
    // In the site's font, and over neither the header's icons nor the drawer's close button.
    // Its entrance has ended; not its progress bar, whose animation is the (held) timer itself.
    await toast.evaluate((el) =>
      Promise.all(
        el
          .getAnimations({ subtree: true })
          .filter(
            (a) => !(a.effect as KeyframeEffect | null)?.target?.classList.contains('Toastify__progress-bar'),
          )
          .map((a) => a.finished),
      ),
    );
    const fonts = await toast.evaluate((el) => [
      getComputedStyle(el).fontFamily,
      getComputedStyle(document.body).fontFamily,
    ]);
    expect(fonts[0]).toBe(fonts[1]);
    const box = (await toast.boundingBox())!;
    for (const covered of [page.getByTestId('header-cart'), drawer.getByTestId('drawer-close')]) {
      const other = await covered.boundingBox();
      if (!other) continue;
      const apart =
        box.x + box.width <= other.x ||
        other.x + other.width <= box.x ||
        box.y + box.height <= other.y ||
        other.y + other.height <= box.y;
      expect(apart, `the toast covers ${await covered.getAttribute('data-testid')}`).toBe(true);
    }
    expect((await page.evaluate(() => localStorage.getItem('cart'))) ?? '').not.toContain(
      `"product_id":${product.id}`,
    );
  });

  it('refuses more pieces than the last tier with the largerQuantity error', async () => {
    const drawer = drawerOf(page);
    const last = tiers[tiers.length - 1]!;
    const colourB = product.pivot_colors[1]!;
    const s2 = product.sizes[2]!.name;
    const others = await totalExcept(page, product, colourB.id, s2);
    await typeQuantity(drawer, s2, last.to + 1 - others);
    await expectPriced(drawer, product, last.to + 1);
    await drawer.getByTestId('drawer-add-to-cart').click();
    await page
      .locator('.Toastify__toast', { hasText: quantityLimitText(lang, 'maximum', last.to) })
      .waitFor();
    expect(await drawer.isVisible()).toBe(true);
  });

  it('adds a valid total to the cart, closes the drawer and counts the product in the header', async () => {
    const drawer = drawerOf(page);
    const colourB = product.pivot_colors[1]!;
    const s2 = product.sizes[2]!.name;
    const others = await totalExcept(page, product, colourB.id, s2);
    const target = Math.max(tiers[1]!.from, others + 1);
    await typeQuantity(drawer, s2, target - others);
    await expectPriced(drawer, product, target);
    await drawer.getByTestId('drawer-add-to-cart').click();
    await page.locator('.Toastify__toast', { hasText: TEXT.addedToCart[lang] }).waitFor();
    await drawer.waitFor({ state: 'detached' });

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}'));
    expect(stored.items).toHaveLength(1);
    const selection = stored.items[0].selectedProduct as {
      colors: { color_id: number; sizes: { quantity: number }[] }[];
    };
    const total = selection.colors.flatMap((c) => c.sizes).reduce((sum, s) => sum + s.quantity, 0);
    expect(total).toBe(target);
    expect(selection.colors.map((c) => c.color_id).sort()).toEqual(
      product.pivot_colors
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    );
    expect(await cartCount(page)).toBe(1);

    // After adding, the page starts a fresh selection.
    expect(await activeTierRows(page.locator('main'))).toEqual([]);
  });
});

/** Pieces chosen in the drawer except one colour/size cell, read from the swatch badges and the row. */
async function totalExcept(page: Page, product: Product, colorId: number, sizeName: string): Promise<number> {
  const drawer = drawerOf(page);
  let total = 0;
  for (const colour of product.pivot_colors) {
    const badge = swatch(drawer, colour.id).getByTestId('color-badge');
    total += (await badge.count()) ? Number(await badge.textContent()) : 0;
  }
  await chooseColour(drawer, colorId);
  const row = drawer.locator(`[data-testid="size-row"][data-size="${sizeName.toUpperCase()}"]`);
  return total - Number(await row.getByRole('textbox').inputValue());
}
