/**
 * A full-page screenshot of every route in both languages at 390 px and 1280 px, kept in
 * artifacts/screenshots (git-ignored) as `{route}-{lang}-{width}.png`. Each page must also be in
 * the right direction and never scroll sideways (content wider than the screen).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, type Lang } from './support/browser';
import { loadWholePage } from './support/app';
import { openRoute, sampleCart, shopRoutes, type ShopRoute } from './support/routes';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const routes: Record<Lang, ShopRoute[]> = { ar: await shopRoutes('ar'), en: await shopRoutes('en') };
const cases = (['ar', 'en'] as const).flatMap((lang) =>
  [PHONE, DESKTOP].map((viewport) => [lang, viewport.width, viewport] as const),
);

describe.each(cases)('screenshots (%s, %i px)', (lang, width, viewport) => {
  let page: Page;
  let cart: string;

  beforeAll(async () => {
    cart = await sampleCart(lang);
    page = await openPage(browser, lang, viewport);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it.each(routes[lang].map((r) => [r.name, r] as const))('%s', async (name, route) => {
    await openRoute(page, route, cart);
    await loadWholePage(page);
    const layout = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    }));
    await screenshot(page, `${name}-${lang}-${width}`);
    expect(layout.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(
      layout.overflow,
      `${route.path} is ${layout.overflow}px wider than the ${width}px screen`,
    ).toBeLessThanOrEqual(0);
  });
});
