/**
 * Language (docs/product.md, Languages; docs/decisions.md, Language choice): Arabic right-to-left by default; the toggle shows the
 * other language, saves the choice, reloads the same page in that language with `dir` flipped, and
 * the choice survives a reload (the server writes the right <html lang dir> from the `lang` cookie).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, DESKTOP, launchBrowser, newJourneyContext, PHONE, type Lang } from './support/browser';
import { settle, TEXT, visit } from './support/app';
import type { Product } from '@shop/contract';
import { api } from './support/shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function documentLang(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

async function storedLang(page: Page) {
  const cookies = await page.context().cookies();
  return {
    local: await page.evaluate(() => localStorage.getItem('lang')),
    cookie: cookies.find((c) => c.name === 'lang')?.value ?? null,
  };
}

const dirOf = (lang: Lang) => (lang === 'en' ? 'ltr' : 'rtl');

/** Clicks the visible language toggle and waits for the reloaded page in `to`. */
async function toggleTo(page: Page, to: Lang) {
  const toggle = page.locator('[data-testid="language-toggle"]:visible').first();
  expect(((await toggle.textContent()) ?? '').trim()).toContain(TEXT.languageName[to]);
  await Promise.all([page.waitForEvent('load'), toggle.click()]);
  await page.waitForFunction((l) => document.documentElement.lang === l, to);
  await settle(page);
}

describe('language', () => {
  let context: BrowserContext;
  let page: Page;
  let product: { ar: Product; en: Product };

  beforeAll(async () => {
    // A first visit with nothing stored: no language cookie or storage preset.
    context = await newJourneyContext(browser, { viewport: DESKTOP, baseURL: baseURL() });
    page = await context.newPage();
    product = {
      ar: await api('ar', 'products/1'),
      en: await api('en', 'products/1'),
    };
  });

  afterAll(async () => {
    await context?.close();
  });

  it('is Arabic, right to left, on a first visit', async () => {
    await visit(page, `/product/${product.ar.id}`);
    expect(await documentLang(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(((await page.locator('main h1').textContent()) ?? '').trim()).toBe(product.ar.name);
  });

  it('switches to English on the same page, flips dir, saves the choice, and keeps it across a reload', async () => {
    await toggleTo(page, 'en');
    expect(new URL(page.url()).pathname).toBe(`/product/${product.en.id}`);
    expect(await documentLang(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(((await page.locator('main h1').textContent()) ?? '').trim()).toBe(product.en.name);
    expect(await storedLang(page)).toEqual({ local: 'en', cookie: 'en' });

    const response = await page.reload({ waitUntil: 'domcontentloaded' });
    // The server already answers the page in English.
    expect(await response!.text()).toMatch(
      /<html[^>]*lang="en"[^>]*dir="ltr"|<html[^>]*dir="ltr"[^>]*lang="en"/,
    );
    await settle(page);
    expect(await documentLang(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(((await page.locator('main h1').textContent()) ?? '').trim()).toBe(product.en.name);
  });

  it('switches back to Arabic and keeps that across a reload too', async () => {
    await toggleTo(page, 'ar');
    expect(await documentLang(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await storedLang(page)).toEqual({ local: 'ar', cookie: 'ar' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await settle(page);
    expect(await documentLang(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(((await page.locator('main h1').textContent()) ?? '').trim()).toBe(product.ar.name);
  });

  it('sets the language from ?lang= on any URL', async () => {
    await visit(page, '/shop?lang=en');
    expect(await documentLang(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await storedLang(page)).toEqual({ local: 'en', cookie: 'en' });
    await visit(page, '/shop');
    expect(await documentLang(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it.each(['ar', 'en'] as const)('toggles from the phone menu drawer too (%s first)', async (from: Lang) => {
    const to: Lang = from === 'ar' ? 'en' : 'ar';
    const phone = await newJourneyContext(browser, { viewport: PHONE, baseURL: baseURL() });
    try {
      const p = await phone.newPage();
      await visit(p, `/about?lang=${from}`);
      expect(await documentLang(p)).toEqual({ lang: from, dir: dirOf(from) });
      await p.locator('header[data-testid="site-header"] button[aria-haspopup="dialog"]').click();
      await p.getByTestId('mobile-drawer').waitFor();
      await toggleTo(p, to);
      expect(new URL(p.url()).pathname).toBe('/about');
      expect(await documentLang(p)).toEqual({ lang: to, dir: dirOf(to) });
      await p.reload({ waitUntil: 'domcontentloaded' });
      await settle(p);
      expect(await documentLang(p)).toEqual({ lang: to, dir: dirOf(to) });
    } finally {
      await phone.close();
    }
  });
});
