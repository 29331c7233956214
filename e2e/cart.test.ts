/**
 * The cart in both languages: two products added from their pages, the cart page's price tables and
 * summary (subtotal at regular prices, quantity discount, products total), editing quantities in the
 * cart's variation drawer (prices follow the tiers, the change is kept across a reload), removing a
 * product, and the empty cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, type Lang } from './support/browser';
import { cartCount, visit } from './support/app';
import {
  addFromProductPage,
  chooseColour,
  drawerOf,
  expectPriced,
  plus,
  typeQuantity,
} from './support/drawer';
import type { Product } from '@shop/contract';
import { amountIn, findProduct, lineHalalas, money, tiersOf } from './support/shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Line {
  product: Product;
  qty: number;
}

/** The summary a shopper expects for these lines (docs/decisions.md, Totals: before tax, shipping and coupon). */
function expectedSummary(lines: Line[]) {
  const totals = lines.map((l) => lineHalalas(l.product, l.qty));
  const sum = (pick: (t: (typeof totals)[number]) => number) => totals.reduce((s, t) => s + pick(t), 0);
  return {
    regular: sum((t) => t.regular),
    discount: sum((t) => t.discount),
    total: sum((t) => t.discounted),
  };
}

async function expectSummary(page: Page, lines: Line[]) {
  const want = expectedSummary(lines);
  const summary = page.getByTestId('cart-summary');
  await expect.poll(() => amountIn(summary.getByTestId('cart-subtotal'))).toBe(money(want.regular));
  await expect.poll(() => amountIn(summary.getByTestId('cart-total'))).toBe(money(want.total));
  if (want.discount > 0) {
    await expect.poll(() => amountIn(summary.getByTestId('cart-discount'))).toBe(money(want.discount));
  } else {
    await expect.poll(() => summary.getByTestId('cart-discount').count()).toBe(0);
  }
}

function cartItem(page: Page, productId: number): Locator {
  return page.locator(`[data-testid="cart-item"][data-product-id="${productId}"]`);
}

/** The final price of one cart line: the last row of its price table. */
async function expectLine(page: Page, line: Line) {
  const row = cartItem(page, line.product.id).getByRole('table').getByRole('row').last();
  await expect
    .poll(() => amountIn(row.getByRole('cell')))
    .toBe(money(lineHalalas(line.product, line.qty).discounted));
}

describe.each(['ar', 'en'] as const)('cart (%s)', (lang: Lang) => {
  let page: Page;
  let discounted: Line;
  let plain: Line;

  beforeAll(async () => {
    const first = await findProduct(lang, { colors: 2, sizes: 2, tiers: 2 });
    const second = await findProduct(lang, { colors: 1, sizes: 1, tiers: 1 }, [first.id]);
    const t1 = tiersOf(first);
    const t2 = tiersOf(second);
    // One product in its second tier (so it has a quantity discount), one at its first tier's minimum.
    discounted = { product: first, qty: t1[1]!.from + 1 };
    plain = { product: second, qty: t2[0]!.from };
    page = await openPage(browser, lang);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('starts empty, with a way back to the shop', async () => {
    await visit(page, '/cart');
    const empty = page.getByTestId('cart-empty');
    await empty.waitFor();
    expect(await empty.getByRole('link').getAttribute('href')).toBe('/shop');
    expect(await page.getByTestId('cart-item').count()).toBe(0);
  });

  it('adds two products from their pages and shows their price tables and totals', async () => {
    const a = discounted.product;
    const half = Math.floor(discounted.qty / 2);
    await addFromProductPage(page, a, [
      { colorId: a.pivot_colors[0]!.id, sizeName: a.sizes[0]!.name, quantity: half },
      { colorId: a.pivot_colors[1]!.id, sizeName: a.sizes[1]!.name, quantity: discounted.qty - half },
    ]);
    const b = plain.product;
    await addFromProductPage(page, b, [
      { colorId: b.pivot_colors[0]!.id, sizeName: b.sizes[0]!.name, quantity: plain.qty },
    ]);

    // The header's cart link goes to the cart and counts distinct products.
    const headerCart = page.getByTestId('header-cart');
    expect(await cartCount(page)).toBe(2);
    await headerCart.click();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-summary').waitFor();

    expect(await page.getByTestId('cart-item').count()).toBe(2);
    expect(await cartItem(page, a.id).textContent()).toContain(a.name);
    expect(await cartItem(page, b.id).textContent()).toContain(b.name);
    await expectLine(page, discounted);
    await expectLine(page, plain);
    await expectSummary(page, [discounted, plain]);
  });

  it('edits quantities in the cart drawer: prices follow the tiers and the change survives a reload', async () => {
    const a = discounted.product;
    const tiers = tiersOf(a);
    await cartItem(page, a.id).getByTestId('cart-item-variations').click();
    const drawer = drawerOf(page);
    await drawer.waitFor();
    expect(await drawer.getAttribute('data-mode')).toBe('cart');
    await expectPriced(drawer, a, discounted.qty);

    // One more piece of the first colour's first size.
    await chooseColour(drawer, a.pivot_colors[0]!.id);
    await plus(drawer, a.sizes[0]!.name);
    discounted = { ...discounted, qty: discounted.qty + 1 };
    await expectPriced(drawer, a, discounted.qty);
    await expectSummary(page, [discounted, plain]);

    // Back down to the first tier's last quantity: no quantity discount any more.
    const half = Math.floor((discounted.qty - 1) / 2) + 1; // what the first colour now holds
    const target = tiers[0]!.to;
    await typeQuantity(drawer, a.sizes[0]!.name, target - (discounted.qty - half));
    discounted = { ...discounted, qty: target };
    await expectPriced(drawer, a, target);
    await expectSummary(page, [discounted, plain]);

    await drawer.getByTestId('drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
    await expectLine(page, discounted);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('cart-summary').waitFor();
    await expectLine(page, discounted);
    await expectSummary(page, [discounted, plain]);
  });

  it('removes a product', async () => {
    await cartItem(page, plain.product.id).getByTestId('cart-item-remove').click();
    await cartItem(page, plain.product.id).waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-item').count()).toBe(1);
    expect(await cartCount(page)).toBe(1);
    await expectSummary(page, [discounted]);
  });

  it('removing the last product leaves the empty cart, also after a reload', async () => {
    await cartItem(page, discounted.product.id).getByTestId('cart-item-remove').click();
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-summary').count()).toBe(0);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items)).toEqual([]);
  });
});
