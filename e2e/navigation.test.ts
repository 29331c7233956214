/**
 * Moving around the shop in both languages: home to a category to its sub-category's products to a
 * product; the header's category menu; the small-screen menu drawer; the 404 and 403 pages.
 * Names on screen are checked against what the API serves in that language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, type Lang } from './support/browser';
import { settle, TEXT, visit } from './support/app';
import type { Category, Settings } from '@shop/contract';
import { api } from './support/shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function heading(page: Page): Promise<string> {
  return ((await page.locator('main h1').first().textContent()) ?? '').trim();
}

describe.each(['ar', 'en'] as const)('navigation (%s)', (lang: Lang) => {
  let desktop: Page;
  let phone: Page;
  let settings: Settings;

  beforeAll(async () => {
    settings = await api(lang, 'settings');
    desktop = await openPage(browser, lang);
    phone = await openPage(browser, lang, PHONE);
  });

  afterAll(async () => {
    await desktop?.context().close();
    await phone?.context().close();
  });

  it('goes from the home page to a category, its products and a product', async () => {
    const parent = settings.categories.find((c) => c.has_childs && c.childs.length > 0);
    if (!parent) throw new Error('the seed has no category with sub-categories');
    const child = parent.childs[0]!;
    const products = await api(lang, 'products', { category_id: child.id, page: 1 });
    expect(products.data.length).toBeGreaterThan(0);

    await visit(desktop, '/');
    expect(
      await desktop.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);

    // Home: the category carousel links a category with children to its sub-category tiles.
    await desktop
      .getByTestId('category-carousel')
      .getByRole('link', { name: parent.name, exact: true })
      .first()
      .click();
    await desktop.waitForURL(new RegExp(`/category/${parent.id}(/|$)`));
    await expect.poll(() => heading(desktop)).toBe(parent.name);
    await settle(desktop);
    const tiles = desktop.getByTestId('category-tile');
    expect(await tiles.count()).toBe(parent.childs.length);

    // A sub-category without children opens its product grid.
    await tiles.filter({ hasText: child.name }).first().click();
    await desktop.waitForURL(new RegExp(`/Product-category/${child.id}(/|$)`));
    await expect.poll(() => heading(desktop)).toBe(child.name);
    await settle(desktop);
    // Breadcrumbs read Home > … > name, so Home sits at the reading start: right in Arabic, left in English.
    const crumbs = desktop.locator('main nav:has([aria-current="page"]) ol > li');
    const home = (await crumbs.first().boundingBox())!;
    const current = (await crumbs.last().boundingBox())!;
    expect(await crumbs.last().textContent()).toContain(child.name);
    if (lang === 'ar') expect(home.x).toBeGreaterThan(current.x);
    else expect(home.x).toBeLessThan(current.x);
    const cards = desktop.getByTestId('product-card');
    const shown = await cards.locator('h3').allTextContents();
    expect(shown.map((s) => s.trim())).toEqual(products.data.map((p) => p.name));

    // A card opens its product.
    const product = products.data[0]!;
    await cards.first().getByRole('link').click();
    await desktop.waitForURL(new RegExp(`/product/${product.id}$`));
    await expect.poll(() => heading(desktop)).toBe(product.name);
    await settle(desktop);
  });

  it('opens a category from the header menu', async () => {
    const category = settings.categories[1] ?? settings.categories[0]!;
    await visit(desktop, '/about');
    const toggle = desktop.locator('header[data-testid="site-header"] button[aria-controls]').first();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await desktop
      .locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      .getByRole('link', { name: category.name, exact: true })
      .click();
    await desktop.waitForURL(new RegExp(`/Product-category/${category.id}(/|$)`));
    await expect.poll(() => heading(desktop)).toBe(category.name);
    await settle(desktop);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('uses the menu drawer on a phone: dropdowns open independently, links navigate and close it', async () => {
    await visit(phone, '/');
    // The desktop navigation is hidden; a menu button opens the drawer.
    const opener = phone.locator('header[data-testid="site-header"] button[aria-haspopup="dialog"]');
    expect(await opener.isVisible()).toBe(true);
    await opener.click();
    const drawer = phone.getByTestId('mobile-drawer');
    await drawer.waitFor();
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getAttribute('role')).toBe('dialog');

    // It slides in from the right edge of the screen, in both languages.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(PHONE.width);

    // Two independent dropdowns: categories and Made in Saudi.
    const [categoriesToggle, saudiToggle] = await drawer.locator('button[aria-expanded]').all();
    if (!categoriesToggle || !saudiToggle) throw new Error('the drawer needs two dropdowns');
    await categoriesToggle.click();
    expect(await categoriesToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await saudiToggle.getAttribute('aria-expanded')).toBe('false');
    await saudiToggle.click();
    expect(await categoriesToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await saudiToggle.getAttribute('aria-expanded')).toBe('true');
    const saudi: Category[] = settings.menuCategories.flatMap((m) => m.childs);
    for (const brand of saudi) {
      expect(await drawer.getByRole('link', { name: brand.name, exact: true }).isVisible()).toBe(true);
    }
    await categoriesToggle.click();
    expect(await categoriesToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await saudiToggle.getAttribute('aria-expanded')).toBe('true');

    // A link navigates and closes the drawer.
    await drawer.getByRole('link', { name: saudi[0]!.name, exact: true }).click();
    await phone.waitForURL(new RegExp(`/Product-category/${saudi[0]!.id}(/|$)`));
    await drawer.waitFor({ state: 'detached' });
    await settle(phone);

    // The close button and Escape close it too.
    await opener.click();
    await drawer.waitFor();
    await drawer.locator('button[aria-label]').first().click();
    await drawer.waitFor({ state: 'detached' });
    await opener.click();
    await drawer.waitFor();
    await phone.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('shows the 404 page for an unknown path, with links home and to the shop', async () => {
    await visit(desktop, '/no-such-page/at-all');
    await expect.poll(() => heading(desktop)).toBe(TEXT.notFoundTitle[lang]);
    const main = desktop.locator('main');
    expect(await main.locator('a[href="/"]').count()).toBeGreaterThan(0);
    const explore = main.locator('a[href="/shop"]').first();
    await explore.click();
    await desktop.waitForURL(/\/shop$/);
    await settle(desktop);
  });

  it('shows the forbidden page at /403', async () => {
    await visit(desktop, '/403');
    await expect.poll(() => heading(desktop)).toBe(TEXT.forbiddenTitle[lang]);
  });
});

describe('the home carousels', () => {
  type SwiperElement = Element & { swiper?: { activeIndex: number; autoplay: { running: boolean } } };
  const hero = (page: Page) => page.locator('.hero-swiper');

  /** The home page once the hero's Swiper has replaced its static first slide (first interaction). */
  async function homeWithSwiper(reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
    const page = await openPage(browser, 'ar', DESKTOP, { reducedMotion });
    await visit(page, '/');
    // The pointer moves over the header and rests there: hovering a carousel pauses it.
    await page.mouse.move(5, 5);
    await page.mouse.move(10, 10);
    await expect
      .poll(() =>
        hero(page)
          .evaluate((element: SwiperElement) => Boolean(element.swiper))
          .catch(() => false),
      )
      .toBe(true);
    return page;
  }

  it('play by themselves, a slide every few seconds', async () => {
    const page = await homeWithSwiper('no-preference');
    const state = () =>
      hero(page).evaluate((element: SwiperElement) => ({
        running: element.swiper!.autoplay.running,
        slide: element.swiper!.activeIndex,
      }));
    const first = await state();
    expect(first.running).toBe(true);
    await expect.poll(async () => (await state()).slide).not.toBe(first.slide);
    await page.context().close();
  });

  it('stand still when the shopper’s system asks for reduced motion', async () => {
    const page = await homeWithSwiper('reduce');
    expect(await hero(page).evaluate((element: SwiperElement) => element.swiper!.autoplay.running)).toBe(
      false,
    );
    await page.context().close();
  });
});

describe('a page opened before a deploy', () => {
  const CRASH_TITLE = 'Something went wrong';

  /**
   * /about, then the shop page's chunk answered 404 as after a deploy that replaced it: until the
   * next full load of /shop, or for good with `missingForGood`. Counts the full loads of /shop.
   */
  async function aboutBeforeDeploy(missingForGood: boolean) {
    const page = await openPage(browser, 'en');
    await visit(page, '/about');
    let loadsOfShop = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/shop') loadsOfShop += 1;
    });
    await page.route('**/assets/ShopPage-*.js', (route) =>
      loadsOfShop > 0 && !missingForGood ? route.continue() : route.fulfill({ status: 404, body: '' }),
    );
    // In the app, as a shopper goes: the header's category menu, then "all categories".
    const toggle = page.locator('header[data-testid="site-header"] button[aria-controls]').first();
    await toggle.click();
    await page
      .locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      .locator('a[href="/shop"]')
      .click();
    return { page, loadsOfShop: () => loadsOfShop };
  }

  it('loads the address afresh when the next page’s code is gone, and shows that page', async () => {
    const { page, loadsOfShop } = await aboutBeforeDeploy(false);
    await page.getByTestId('product-card').first().waitFor();
    await settle(page);
    // One full load: the reload. The click itself moved inside the app.
    expect(loadsOfShop()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(await page.getByRole('heading', { name: CRASH_TITLE }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the crash page, after one reload, when the code is still missing', async () => {
    const { page, loadsOfShop } = await aboutBeforeDeploy(true);
    await page.getByRole('heading', { name: CRASH_TITLE }).waitFor();
    expect(loadsOfShop()).toBe(1);
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
