/**
 * The admin dashboard in the journeys: the staff API from the test process (a signed-in session
 * with its cookie and CSRF token, for setting up accounts and putting things back), and signing in
 * through the dashboard's own page in a chosen language.
 */
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_API_PREFIX, ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '@shop/contract';
import { baseURL, newJourneyContext, type Lang } from './browser';

export const OWNER = { email: 'admin@example.com', password: 'admin12345' };
const LANG_NAMES: Record<Lang, string> = { ar: 'العربية', en: 'English' };
const SIGN_IN: Record<Lang, string> = { ar: 'تسجيل الدخول', en: 'Sign in' };

export interface StaffApi {
  /** The session cookie, for opening the dashboard in a browser already signed in. */
  cookie: { name: string; value: string };
  request<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** Signs in to the staff API as `account`; the answer sends requests in that session. */
export async function staffApi(account: { email: string; password: string }): Promise<StaffApi> {
  const login = await fetch(`${baseURL()}${ADMIN_API_PREFIX}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`staff sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  const { data } = (await login.json()) as { data: { csrf_token: string } };
  const [name, value] = (cookie ?? '=').split(/=(.*)/s) as [string, string];
  return {
    cookie: { name, value },
    async request(method, path, body) {
      const response = await fetch(`${baseURL()}${ADMIN_API_PREFIX}${path}`, {
        method,
        headers: {
          cookie: cookie ?? '',
          [ADMIN_CSRF_HEADER]: data.csrf_token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as never;
    },
  };
}

/** A fresh browser page on the dashboard's sign-in page, switched to `lang`. */
export async function openAdmin(
  browser: Browser,
  lang: Lang,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await newJourneyContext(browser, { viewport, baseURL: baseURL() });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.waitForSelector('input[name="email"]');
  await page.getByRole('button', { name: /العربية|English/ }).click();
  await page.getByRole('menuitem', { name: LANG_NAMES[lang] }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  // A wait, not an assertion: this also runs in the set-up of a journey.
  await page.waitForFunction((dir) => document.documentElement.dir === dir, lang === 'ar' ? 'rtl' : 'ltr');
  return page;
}

/**
 * The dashboard in `lang`, already signed in with `session`'s cookie: the sign-in API limits
 * attempts per minute, so journeys that open many pages share one session instead of signing in
 * each time.
 */
export async function openSignedIn(
  browser: Browser,
  lang: Lang,
  viewport: { width: number; height: number },
  session: StaffApi,
): Promise<Page> {
  const page = await openAdmin(browser, lang, viewport);
  await page.context().addCookies([{ ...session.cookie, url: `${baseURL()}/admin/` }]);
  await page.goto('/admin/');
  return page;
}

/**
 * Opens a dashboard screen the way the dashboard's own links do: the router moves, and the page
 * and its code stay loaded. A full page load per screen was most of the browser's work in the
 * journeys that open every screen. The dashboard draws its not-found page in between, so whatever
 * the caller waits for next belongs to the new screen, never to the one before it. With `reload`
 * (the first screen of a walk), or on a page not on the dashboard yet, the page loads: nothing an
 * earlier test left open (a dialog, a menu) stays over the screens.
 */
export async function showScreen(page: Page, path: string, { reload = false } = {}) {
  const onDashboard = () =>
    page.evaluate(
      () => location.pathname.startsWith('/admin') && !!document.querySelector('.RaLayout-appFrame'),
    );
  if (reload || !(await onDashboard())) {
    await page.goto(`/admin/${path}`);
    return;
  }
  const route = (address: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, address);
  await route('/admin/between-screens');
  await page.locator('.RaNotFound-message').waitFor();
  await route(`/admin/${path}`);
  await page.locator('.RaNotFound-message').waitFor({ state: 'detached' });
}

export async function signInAdmin(page: Page, lang: Lang, account: { email: string; password: string }) {
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

/**
 * The dashboard has drawn what it loaded: no list or form is still fetching (react-admin marks it
 * busy or shows its progress bar). A positive signal, unlike waiting for the network to fall
 * silent, which a page that polls or streams never does on a busy machine.
 */
export async function settledAdmin(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiLinearProgress-root'));
}

/**
 * Types a search into a list and waits until the list has applied it (it is in the address) and
 * drawn the result. Clicking a row before that races the list's delayed filter, which then changes
 * the address of the page the click opened.
 */
export async function searchList(page: Page, text: string) {
  await page.fill('input[name="q"]', text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
  await settledAdmin(page);
}
