/**
 * Pages rendered on the server: every public route's HTML, read without running any script, holds
 * its first screen (the product's name and tier prices, the listings' product names, the article's
 * title and text) in the right `<html lang dir>`, in both languages; in Chromium the page then
 * hydrates without a single hydration error and without asking the API again for what the HTML
 * brought.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { BlogPost, Product, ProductCard } from '@shop/contract';
import { baseURL, launchBrowser, openPage, PHONE, type Lang } from './support/browser';
import { settle } from './support/app';
import { api, money, tiersOf, toHalalas } from './support/shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The page as a crawler or a browser without script gets it. */
async function html(path: string, lang: Lang, status = 200): Promise<string> {
  const response = await fetch(`${baseURL()}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  const text = await response.text();
  expect(text, path).toMatch(
    new RegExp(`^<!DOCTYPE html><html lang="${lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}"`),
  );
  return text;
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The `<main>` of a page: what it shows, apart from the header's and footer's links. */
const mainOf = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));

describe.each(['ar', 'en'] as const)('the HTML of every public route in %s', (lang) => {
  let product: Product;
  let firstPage: ProductCard[];
  let post: BlogPost;

  beforeAll(async () => {
    firstPage = (await api(lang, 'products', { page: 1 })).data;
    product = await api(lang, `products/${firstPage[0]!.id}`);
    post = (await api(lang, 'blogs', { page: 1 })).data[0]!;
  });

  it('shows the product, its tier prices and its first photo', async () => {
    const page = mainOf(await html(`/product/${product.id}`, lang));
    expect(page).toContain(`>${escaped(product.name)}</h1>`);
    for (const tier of tiersOf(product)) expect(page).toContain(money(toHalalas(tier.price)));
    expect(page).toContain('data-testid="gallery-main"');
  });

  it('lists the products of /shop and of a category', async () => {
    const shop = mainOf(await html('/shop', lang));
    for (const card of firstPage) expect(shop).toContain(escaped(card.name));
    const settings = await api(lang, 'settings');
    const parent = settings.categories.find((c) => c.childs.length > 0)!;
    const leaf = parent.childs[0]!;
    const listing = (await api(lang, 'products', { page: 1, category_id: leaf.id })).data;
    const category = mainOf(await html(`/Product-category/${leaf.id}`, lang));
    expect(category).toContain(escaped(leaf.name));
    for (const card of listing) expect(category).toContain(escaped(card.name));
    const tiles = mainOf(await html(`/category/${parent.id}/x`, lang));
    for (const child of parent.childs) expect(tiles).toContain(escaped(child.name));
  });

  it('shows the home page, the blog, an article and the content pages', async () => {
    const home = await api(lang, 'home');
    const homeHtml = await html('/', lang);
    // The boot script fetches the page's own chunk beside the entry, not after the entry has run.
    expect(homeHtml).toMatch(/<script type="module" async="" src="\/assets\/boot-[\w-]+\.js"/);
    expect(homeHtml).toMatch(/"modules":\[[^\]]*"\/assets\/HomePage-[\w-]+\.js"/);
    const homePage = mainOf(homeHtml);
    const section = home.sections.find((s) => s.products.length > 0)!;
    expect(homePage).toContain(escaped(section.name));
    expect(homePage).toContain(escaped(section.products[0]!.name));

    const blogs = mainOf(await html('/blogs', lang));
    expect(blogs).toContain(escaped(post.title));
    const article = mainOf(await html(`/blogs/${post.id}`, lang));
    expect(article).toContain(`>${escaped(post.title)}</h1>`);
    const full = await api(lang, `blogs/${post.id}`);
    const firstWords = full.content
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    expect(article.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(firstWords);

    for (const [path, id] of [
      ['/terms', 3],
      ['/Policy', 2],
    ] as const) {
      const stored = await api(lang, `page/${id}`);
      expect(mainOf(await html(path, lang))).toContain(escaped(stored.title));
    }
    const about = await api(lang, 'page/1');
    const aboutWords = about.content
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    expect(
      mainOf(await html('/about', lang))
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' '),
    ).toContain(aboutWords);
    for (const path of ['/contact', '/brands', '/cart', '/auth']) {
      expect(mainOf(await html(path, lang))).toContain('<h1');
    }
  });

  it('answers 404 with the not-found page for a missing product or path', async () => {
    expect(await html('/product/987654321', lang, 404)).toContain('data-testid="product-not-found"');
    expect(await html('/no/such/page', lang, 404)).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe.each(['ar', 'en'] as const)('hydration in %s', (lang) => {
  it('takes over every public page without an error or a second read of its data', async () => {
    const firstPage = (await api(lang, 'products', { page: 1 })).data;
    const post = (await api(lang, 'blogs', { page: 1 })).data[0]!;
    const page = await openPage(browser, lang, PHONE);
    const problems: string[] = [];
    const reads: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 404'))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`/${lang}/api/`)) reads.push(url.pathname.slice(`/${lang}/api/`.length));
    });
    const routes: [string, string[]][] = [
      ['/', ['settings', 'home']],
      ['/shop', ['settings', 'products']],
      [`/product/${firstPage[0]!.id}`, ['settings', `products/${firstPage[0]!.id}`]],
      ['/blogs', ['settings', 'blogs', 'blog-categories']],
      [`/blogs/${post.id}`, ['settings', `blogs/${post.id}`]],
      ['/about', ['settings', 'page/1', 'sectionAboutus', 'home']],
      ['/terms', ['settings', 'page/3']],
      ['/contact', ['settings']],
      ['/cart', ['settings']],
    ];
    for (const [path, firstScreen] of routes) {
      problems.length = 0;
      reads.length = 0;
      await page.goto(path, { waitUntil: 'load' });
      await settle(page);
      // Hydrated: React has attached to the server's document.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              '__reactContainer$' in document ||
              Object.keys(document).some((k) => k.startsWith('__reactContainer')),
          ),
        )
        .toBe(true);
      expect(problems, path).toEqual([]);
      expect(
        reads.filter((read) => firstScreen.includes(read)),
        path,
      ).toEqual([]);
    }
    await page.context().close();
  });
});
