/**
 * The dashboard's home, the first screen after sign-in, drawn before react-admin loads: it shows
 * the figures with none of react-admin's code and under 250 KB of gzipped script, looks like
 * react-admin's layout, and hands over to react-admin when another page is opened (the back button
 * returns to the home inside it, and a home opened before a deploy loads the new build). It has no
 * serious accessibility fault (axe). Its bar changes the language (remembered for the staff member),
 * refreshes, and signs out; its menu is a drawer on a phone, closed when a window is narrowed; a session that ended meanwhile brings the sign-in screen back.
 * Screenshots go to artifacts/screenshots as `admin-dashboard-home-{lang}-{width}.png`.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSidewaysScroll, openAdmin, OWNER, signInAdmin, staffApi } from './support/admin';
import { formatViolations, isBlocking, runAxe } from './support/axe';
import { customerWithOrder, type CustomerWithOrder } from './support/routes';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Lang } from './support/browser';

const TEXT = {
  ar: { title: 'لوحة المعلومات', orders: 'الطلبات', openMenu: 'فتح القائمة', profile: 'الحساب' },
  en: { title: 'Dashboard', orders: 'Orders', openMenu: 'Open menu', profile: 'Profile' },
} as const;

let browser: Browser;
/** An order awaiting its bank transfer: the home lists it among the newest, with its chips. */
let newestOrder: CustomerWithOrder;
beforeAll(async () => {
  browser = await launchBrowser();
  newestOrder = await customerWithOrder('en');
});
afterAll(async () => {
  await browser?.close();
});

/** The addresses of the scripts the page has fetched since it opened. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/[^/]+\.js$/.test(new URL(name).pathname)),
  );

const fetchedChunk = async (page: Page, name: string) =>
  (await scriptsFetched(page)).some((address) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(address));

/** The page's scripts gzipped at level 9, as bench/ measures bundles. */
async function gzippedScriptBytes(page: Page): Promise<number> {
  let sum = 0;
  for (const address of await scriptsFetched(page)) {
    const body = Buffer.from(await (await fetch(address)).arrayBuffer());
    sum += gzipSync(body, { level: 9 }).length;
  }
  return sum;
}

async function signedInHome(lang: Lang, viewport: { width: number; height: number }) {
  const page = await openAdmin(browser, lang, viewport);
  await signInAdmin(page, lang, OWNER);
  await page.getByTestId('home-before-dashboard').waitFor();
  await page.getByTestId('sales-today').waitFor();
  return page;
}

describe.each([
  ['ar', PHONE],
  ['en', DESKTOP],
] as const)('the home before react-admin (%s, %o)', (lang, viewport) => {
  it('shows the figures with none of react-admin, then opens a page in react-admin and comes back', async () => {
    const page = await signedInHome(lang, viewport);
    try {
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await expect
        .poll(() => page.getByRole('heading', { name: TEXT[lang].title, level: 1 }).count())
        .toBe(1);
      expect(await fetchedChunk(page, 'dashboard')).toBe(false);
      expect(await page.locator('.RaLayout-appFrame').count()).toBe(0);
      const gzipped = await gzippedScriptBytes(page);
      expect(gzipped).toBeGreaterThan(100_000);
      expect(gzipped).toBeLessThan(250 * 1024);
      await page.locator(`a[href="/admin/orders/${newestOrder.orderId}/show"]`).waitFor();
      await screenshot(page, `admin-dashboard-home-${lang}-${viewport.width}`);
      await expectNoSidewaysScroll(page);
      const blocking = (await runAxe(page)).filter(isBlocking);
      expect(blocking, formatViolations('the home before react-admin', blocking)).toEqual([]);

      // On a phone the menu is a drawer behind the bar's button.
      if (viewport === PHONE) await page.getByRole('button', { name: TEXT[lang].openMenu }).click();
      const orders = page.getByRole('menuitem', { name: TEXT[lang].orders, exact: true });
      // Pointing at a link starts loading react-admin before the click.
      await orders.hover();
      await expect.poll(() => fetchedChunk(page, 'dashboard')).toBe(true);
      // A double click opens the page once: Back then returns to the home, not to the same page.
      if (viewport === DESKTOP) await orders.dblclick();
      else await orders.click();
      await page.waitForURL(/\/admin\/orders$/);
      await page.locator('.RaLayout-appFrame').waitFor();
      await page.locator('#react-admin-title').getByText(TEXT[lang].orders).waitFor();
      expect(await page.getByTestId('home-before-dashboard').count()).toBe(0);

      // Back on the home, now inside react-admin.
      await page.goBack();
      await page.waitForURL(/\/admin\/$/);
      await page.getByTestId('sales-today').waitFor();
      expect(await page.locator('.RaLayout-appFrame').count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });
});

describe('a dashboard opened before a deploy', () => {
  it("opens the page from the new build when react-admin's old chunk is gone", async () => {
    const page = await signedInHome('en', DESKTOP);
    try {
      // The old build's chunk answers 404 until the page's address is loaded afresh.
      let deployed = false;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && new URL(request.url()).pathname === '/admin/orders')
          deployed = true;
      });
      await page.route(/\/admin\/assets\/dashboard-[^/]+\.js$/, (route) =>
        deployed ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
      );
      await page.getByRole('menuitem', { name: TEXT.en.orders, exact: true }).click();
      await page.locator('#react-admin-title').getByText(TEXT.en.orders).waitFor();
      expect(deployed).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/admin/orders');
    } finally {
      await page.context().close();
    }
  });
});

describe('a react-admin page opened before a deploy', () => {
  it("loads the page afresh once when the next page's old chunk is gone", async () => {
    const page = await signedInHome('en', DESKTOP);
    try {
      await page.getByRole('menuitem', { name: TEXT.en.orders, exact: true }).click();
      await page.locator('#react-admin-title').getByText(TEXT.en.orders).waitFor();
      let reloads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest()) reloads += 1;
      });
      // The coupons' chunk of the old build is gone until the page is loaded afresh.
      await page.route(/\/admin\/assets\/CouponScreens-[^/]+\.js$/, (route) =>
        reloads > 0 ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
      );
      await page.getByRole('menuitem', { name: 'Coupons', exact: true }).click();
      await page.locator('#react-admin-title').getByText('Coupons').waitFor();
      expect(reloads).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/admin/coupons');
    } finally {
      await page.context().close();
    }
  });
});

describe("the home's bar", () => {
  it('changes the language on the page and remembers it for the staff member', async () => {
    const owner = await staffApi(OWNER);
    const before = (await owner.request<{ data: { staff: { lang: Lang } } }>('GET', '/me')).data.staff.lang;
    const page = await signedInHome('ar', DESKTOP);
    try {
      await page.getByRole('button', { name: 'العربية' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('heading', { name: TEXT.en.title, level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await expect
        .poll(
          async () =>
            (await owner.request<{ data: { staff: { lang: Lang } } }>('GET', '/me')).data.staff.lang,
        )
        .toBe('en');
      // react-admin opens in the language chosen on the home.
      await page.getByRole('menuitem', { name: TEXT.en.orders, exact: true }).click();
      await page.locator('.RaLayout-appFrame').waitFor();
      await page.getByRole('menuitem', { name: TEXT.en.orders, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // And back to Arabic from react-admin's bar, the same button and menu.
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'العربية' }).click();
      await page.getByRole('menuitem', { name: TEXT.ar.orders, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expect
        .poll(
          async () =>
            (await owner.request<{ data: { staff: { lang: Lang } } }>('GET', '/me')).data.staff.lang,
        )
        .toBe('ar');
    } finally {
      await page.context().close();
      await owner.request('PUT', '/me', { lang: before });
    }
  });

  it('signs out to the sign-in screen, and the session is over', async () => {
    const page = await signedInHome('en', DESKTOP);
    try {
      await page.getByRole('button', { name: TEXT.en.profile }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.locator('input[name="email"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      await page.reload();
      await page.locator('input[name="email"]').waitFor();
      expect(await fetchedChunk(page, 'dashboard')).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it("keeps the phone's drawer closed when a window is narrowed, and the wide sidebar when widened", async () => {
    const page = await signedInHome('en', DESKTOP);
    const orders = page.getByRole('menuitem', { name: TEXT.en.orders, exact: true });
    try {
      await orders.waitFor();
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: TEXT.en.openMenu }).waitFor();
      await expect.poll(() => orders.isVisible()).toBe(false);
      await page.getByRole('button', { name: TEXT.en.openMenu }).click();
      await orders.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => orders.isVisible()).toBe(false);
      await page.setViewportSize(DESKTOP);
      await orders.waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('brings the sign-in screen back when the session ended and the figures are refreshed', async () => {
    const page = await signedInHome('en', PHONE);
    try {
      await page.context().clearCookies();
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.locator('input[name="email"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
    } finally {
      await page.context().close();
    }
  });
});
