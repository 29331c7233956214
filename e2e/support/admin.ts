/** The admin dashboard at /admin for the journeys: open it in a language, sign in, check the layout. */
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, type Lang } from './browser';

export const OWNER = { email: 'admin@example.com', password: 'admin12345' };
const LANG_NAMES: Record<Lang, string> = { ar: 'العربية', en: 'English' };
const SIGN_IN: Record<Lang, string> = { ar: 'تسجيل الدخول', en: 'Sign in' };

/** The sign-in page in `lang`, chosen with the page's own language switch (kept on this device). */
export async function openAdmin(
  browser: Browser,
  lang: Lang,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseURL() });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.waitForSelector('input[name="email"]');
  await page.getByRole('button', { name: /العربية|English/ }).click();
  await page.getByRole('menuitem', { name: LANG_NAMES[lang] }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  // waitForFunction rather than expect.poll: this also runs in beforeAll hooks.
  await page.waitForFunction((dir) => document.documentElement.dir === dir, lang === 'ar' ? 'rtl' : 'ltr');
  return page;
}

export async function signIn(page: Page, lang: Lang, account: { email: string; password: string }) {
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="password"]', account.password);
  await page.getByRole('button', { name: SIGN_IN[lang] }).click();
}

/** The page does not scroll sideways: nothing is cut off or pushed out of the screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}
