/**
 * Listings follow their filters and pages (docs/product.md, Listings), in both languages: the shop's pages and
 * search, a category's men/women/child checkboxes and its star-rating filter (clicking the chosen
 * level again clears it). Each time, the cards shown are exactly the products the API lists for the
 * same query, and the query is kept in the URL. Arabic search ignores the alef form the shopper
 * types (the search normaliser of docs/decisions.md, Search column, end to end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type Lang } from './support/browser';
import { settle, visit } from './support/app';
import type { Paged, ProductCard } from '@shop/contract';
import { api } from './support/shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Query = Record<string, string | number>;

async function listed(lang: Lang, query: Query): Promise<Paged<ProductCard>> {
  return api(lang, 'products', query);
}

async function cardNames(page: Page): Promise<string[]> {
  await settle(page);
  return (await page.getByTestId('product-card').locator('h3').allTextContents()).map((s) => s.trim());
}

/** The grid shows exactly the API's products for `query`, in order. */
async function expectListing(page: Page, lang: Lang, query: Query) {
  const want = (await listed(lang, query)).data.map((p) => p.name);
  expect(want.length).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).toEqual(want);
}

function searchParam(page: Page, key: string): string | null {
  return new URL(page.url()).searchParams.get(key);
}

describe.each(['ar', 'en'] as const)('catalogue filters and pagination (%s)', (lang: Lang) => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser, lang);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('pages through the shop: each page lists its own products; previous and next stop at the ends', async () => {
    const first = await listed(lang, { page: 1 });
    expect(first.last_page).toBeGreaterThan(1);
    await visit(page, '/shop');
    await expectListing(page, lang, { page: 1 });

    const bar = page.getByTestId('pagination');
    const previous = bar.getByRole('button').first();
    const next = bar.getByRole('button').last();
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await expect.poll(() => bar.locator('[aria-current="page"]').textContent()).toBe('1');

    await next.click();
    await page.waitForURL(/[?&]page=2/);
    await expectListing(page, lang, { page: 2 });
    const page2 = await cardNames(page);
    expect(page2).not.toEqual(first.data.map((p) => p.name));
    await expect.poll(() => bar.locator('[aria-current="page"]').textContent()).toBe('2');
    await expect.poll(() => previous.isDisabled()).toBe(false);

    // The last page by its number; next is disabled there.
    await bar
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${first.last_page}$`) })
      .click();
    await page.waitForURL(new RegExp(`[?&]page=${first.last_page}`));
    await expectListing(page, lang, { page: first.last_page });
    await expect.poll(() => next.isDisabled()).toBe(true);

    // Previous goes back one page; a reload keeps the page.
    await previous.click();
    await page.waitForURL(new RegExp(`[?&]page=${first.last_page - 1}`));
    await expectListing(page, lang, { page: first.last_page - 1 });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectListing(page, lang, { page: first.last_page - 1 });
  });

  it('searches the shop: the list narrows to the matching products', async () => {
    const sample = (await listed(lang, { page: 1 })).data[0]!;
    // A word of a product's name in this language (the longest, to keep the result small).
    const word = sample.name.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const all = await listed(lang, { page: 1 });
    const found = await listed(lang, { page: 1, search: word });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);

    await visit(page, '/shop?page=2');
    await page.getByRole('searchbox').fill(word);
    // Debounced 500 ms, then the query goes to the URL and the search restarts at page 1.
    await page.waitForURL((url) => url.searchParams.get('search') === word);
    expect(searchParam(page, 'page')).toBeNull();
    await expectListing(page, lang, { page: 1, search: word });

    await page.getByRole('searchbox').fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await expectListing(page, lang, { page: 1 });
  });

  it('filters a category by audience and by rating, and clears the rating when clicked again', async () => {
    const settings = await api(lang, 'settings');
    const categories = [...settings.categories, ...settings.menuCategories];
    // A category where an audience flag and a rating level each narrow the list without emptying it.
    let chosen: { id: number; flag: string; rate: number } | undefined;
    for (const category of categories) {
      const all = (await listed(lang, { category_id: category.id, page: 1 })).total;
      for (const flag of ['is_women', 'is_men', 'is_child']) {
        const some = (await listed(lang, { category_id: category.id, page: 1, [flag]: 1 })).total;
        if (some === 0 || some === all) continue;
        for (const rate of [4, 3, 5]) {
          const rated = (await listed(lang, { category_id: category.id, page: 1, avg_rate: rate })).total;
          if (rated > 0 && rated < all) {
            chosen = { id: category.id, flag, rate };
            break;
          }
        }
        if (chosen) break;
      }
      if (chosen) break;
    }
    if (!chosen) throw new Error('no seeded category can show a filter narrowing its list');
    const base = { category_id: chosen.id, page: 1 };

    await visit(page, `/Product-category/${chosen.id}`);
    await expectListing(page, lang, base);

    const checkbox = page.locator(`input[type="checkbox"][name="${chosen.flag}"]`);
    // click(), not check(): the box is controlled by the URL, so its state changes a moment later.
    await checkbox.click();
    await page.waitForURL((url) => url.searchParams.get(chosen.flag) === '1');
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    await expectListing(page, lang, { ...base, [chosen.flag]: 1 });

    await checkbox.click();
    await page.waitForURL((url) => !url.searchParams.has(chosen.flag));
    await expect.poll(() => checkbox.isChecked()).toBe(false);
    await expectListing(page, lang, base);

    const level = page.getByTestId(`rating-filter-${chosen.rate}`);
    await level.click();
    await page.waitForURL((url) => url.searchParams.get('avg_rate') === String(chosen.rate));
    await expect.poll(() => level.getAttribute('aria-pressed')).toBe('true');
    await expectListing(page, lang, { ...base, avg_rate: chosen.rate });

    // Clicking the selected level again clears the rating filter.
    await level.click();
    await page.waitForURL((url) => !url.searchParams.has('avg_rate'));
    await expect.poll(() => level.getAttribute('aria-pressed')).toBe('false');
    await expectListing(page, lang, base);
  });
});

describe('Arabic search', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser, 'ar');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('finds Arabic words whatever the alef form typed (أ إ آ typed as ا)', async () => {
    // A word of a product name written with a hamza or madda alef; the shopper types a bare alef.
    let word: string | undefined;
    for (let p = 1; !word; p++) {
      const list = await listed('ar', { page: p });
      word = list.data.flatMap((x) => x.name.split(/\s+/)).find((w) => /[أإآ]/.test(w) && w.length >= 4);
      if (p >= list.last_page) break;
    }
    if (!word) throw new Error('no seeded Arabic product name has a hamza or madda alef');
    const typed = word.replace(/[أإآ]/g, 'ا');
    await visit(page, '/shop');
    await page.getByRole('searchbox').fill(typed);
    await page.waitForURL((url) => url.searchParams.get('search') === typed);
    await expectListing(page, 'ar', { page: 1, search: word });
  });
});
