/**
 * Every storefront route in both languages, at 1280 px and 390 px, visited once for all of its
 * checks: an axe-core scan with no serious or critical violation, the page in the language's
 * direction and never scrolling sideways, each form's boxes and selects of one height, and a
 * full-page screenshot kept in artifacts/screenshots (git-ignored) as
 * `{route}-{lang}-{width}.png`; then both drawers are scanned too. Failures print each rule's id,
 * help text and the failing elements; every finding, minor ones included, is also written to
 * artifacts/axe-report.txt.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  answerWithin,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  type Lang,
} from './support/browser';
import { formatViolations, isBlocking, runAxe } from './support/axe';
import { openRoute, sampleCart, shopRoutes, type ShopRoute } from './support/routes';
import { loadWholePage, visit } from './support/app';

const report = path.resolve(import.meta.dirname, '../artifacts/axe-report.txt');
mkdirSync(path.dirname(report), { recursive: true });
writeFileSync(report, `axe-core scan, ${new Date().toISOString()}\n\n`);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function scan(page: Page, where: string) {
  const violations = await runAxe(page);
  appendFileSync(report, `${formatViolations(where, violations)}\n\n`);
  const blocking = violations.filter(isBlocking);
  expect(blocking, formatViolations(where, blocking)).toEqual([]);
}

/**
 * After the scan: the whole page loaded (lazy images too), its direction and width checked, and
 * its screenshot taken. Answers what is wrong with the layout, or nothing.
 */
async function checkLayout(page: Page, lang: Lang, route: ShopRoute, width: number): Promise<string[]> {
  await loadWholePage(page);
  const layout = await page.evaluate(() => ({
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    // The heights of each form's one-line boxes and selects (a select beside a text box lines up).
    fieldHeights: Array.from(document.querySelectorAll('form'), (form) => {
      const fields = Array.from(form.querySelectorAll('input.field, select.field'), (f) => f as HTMLElement);
      const shown = fields.filter((field) => field.offsetParent !== null);
      return Array.from(new Set(shown.map((field) => Math.round(field.getBoundingClientRect().height))));
    }),
  }));
  await screenshot(page, `${route.name}-${lang}-${width}`);
  const problems: string[] = [];
  if (layout.dir !== (lang === 'ar' ? 'rtl' : 'ltr'))
    problems.push(`${route.path} is written ${layout.dir} in ${lang}`);
  if (layout.overflow > 0)
    problems.push(`${route.path} is ${layout.overflow}px wider than the ${width}px screen`);
  for (const heights of layout.fieldHeights.filter((h) => h.length > 1))
    problems.push(`${route.path} has form fields of different heights: ${heights.join(', ')}px`);
  return problems;
}

const langs = ['ar', 'en'] as const;
const routes: Record<Lang, ShopRoute[]> = { ar: await shopRoutes('ar'), en: await shopRoutes('en') };

/**
 * The page a run of tests shares, opened anew before the next test unless the last one finished:
 * a page whose renderer stopped answering (seen a few times on busy machines, never on a fresh
 * page) then fails its own route, not every route after it. Answers a function that runs a test's
 * body on the page.
 */
function pageRenewedAfterFailure(open: () => Promise<Page>) {
  let page: Page | undefined;
  let lastFinished = true;
  const close = async () => {
    if (page) await answerWithin(page.context().close(), 10_000, undefined);
    page = undefined;
  };
  beforeEach(async () => {
    if (!lastFinished) await close();
    lastFinished = false;
    page ??= await open();
  });
  afterAll(close);
  return async (body: (page: Page) => Promise<void>) => {
    await body(page!);
    lastFinished = true;
  };
}

describe.each(langs)('accessibility (%s)', (lang: Lang) => {
  let cart: string;

  beforeAll(async () => {
    cart = await sampleCart(lang);
  });

  // A route's test is tried once more, on a fresh page, when it fails: a stalled renderer fails it
  // through no fault of the shop, and a fault of the shop fails the second try as well.
  describe('at desktop width', { retry: 1 }, () => {
    const withDesktop = pageRenewedAfterFailure(() => openPage(browser, lang));

    it.each(routes[lang].map((r) => [r.name, r] as const))(
      '%s has no serious or critical violations, and fits the screen in its direction',
      (_name, route) =>
        withDesktop(async (page) => {
          await openRoute(page, route, cart);
          await scan(page, `${lang} ${route.name} ${route.path}`);
          expect(await checkLayout(page, lang, route, DESKTOP.width)).toEqual([]);
        }),
    );

    it('the variation drawer has no serious or critical violations', () =>
      withDesktop(async (page) => {
        const product = routes[lang].find((r) => r.name === 'product')!;
        await openRoute(page, product, cart);
        await page.getByTestId('open-variations').click();
        await page.getByTestId('variation-drawer').waitFor();
        await page.getByTestId('size-row').first().getByRole('button').last().click();
        await scan(page, `${lang} variation drawer ${product.path}`);
      }));
  });

  describe('at phone width', { retry: 1 }, () => {
    // One phone page for every route, one test per route: all routes in one test outlasted its
    // timeout on a busy machine.
    const withPhone = pageRenewedAfterFailure(() => openPage(browser, lang, PHONE));

    it.each(routes[lang].map((r) => [r.name, r] as const))(
      '%s has no serious or critical violations, and fits the screen',
      (_name, route) =>
        withPhone(async (page) => {
          await openRoute(page, route, cart);
          const violations = await runAxe(page);
          const where = `${lang} ${route.name} ${route.path} at ${PHONE.width} px`;
          appendFileSync(report, `${formatViolations(where, violations)}\n\n`);
          const blocking = violations.filter(isBlocking);
          const failures = blocking.length > 0 ? [formatViolations(where, blocking)] : [];
          failures.push(...(await checkLayout(page, lang, route, PHONE.width)));
          expect(failures, failures.join('\n\n')).toEqual([]);
        }),
    );
  });

  it('the phone menu drawer has no serious or critical violations', async () => {
    const phone = await openPage(browser, lang, PHONE);
    try {
      await visit(phone, '/');
      await phone.locator('header[data-testid="site-header"] button[aria-haspopup="dialog"]').click();
      const drawer = phone.getByTestId('mobile-drawer');
      await drawer.waitFor();
      for (const toggle of await drawer.locator('button[aria-expanded]').all()) await toggle.click();
      await scan(phone, `${lang} phone menu drawer /`);
    } finally {
      await phone.context().close();
    }
  });
});
