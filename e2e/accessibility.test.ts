/**
 * axe-core scan of every storefront route in both languages, at desktop and phone widths, and of
 * the phone menu drawer and the variation drawer: no serious or critical violation. Failures print
 * each rule's id, help text and the failing elements; every finding, minor ones included, is also
 * written to artifacts/axe-report.txt.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, PHONE, type Lang } from './support/browser';
import { formatViolations, isBlocking, runAxe } from './support/axe';
import { openRoute, sampleCart, shopRoutes, type ShopRoute } from './support/routes';
import { visit } from './support/app';

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

const langs = ['ar', 'en'] as const;
const routes: Record<Lang, ShopRoute[]> = { ar: await shopRoutes('ar'), en: await shopRoutes('en') };

describe.each(langs)('accessibility (%s)', (lang: Lang) => {
  let page: Page;
  let cart: string;

  beforeAll(async () => {
    cart = await sampleCart(lang);
    page = await openPage(browser, lang);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it.each(routes[lang].map((r) => [r.name, r] as const))(
    '%s has no serious or critical violations',
    async (_name, route) => {
      await openRoute(page, route, cart);
      await scan(page, `${lang} ${route.name} ${route.path}`);
    },
  );

  it('every route at phone width has no serious or critical violations', async () => {
    const phone = await openPage(browser, lang, PHONE);
    const failures: string[] = [];
    try {
      for (const route of routes[lang]) {
        await openRoute(phone, route, cart);
        const violations = await runAxe(phone);
        const where = `${lang} ${route.name} ${route.path} at ${PHONE.width} px`;
        appendFileSync(report, `${formatViolations(where, violations)}\n\n`);
        const blocking = violations.filter(isBlocking);
        if (blocking.length > 0) failures.push(formatViolations(where, blocking));
      }
    } finally {
      await phone.context().close();
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it('the variation drawer has no serious or critical violations', async () => {
    const product = routes[lang].find((r) => r.name === 'product')!;
    await openRoute(page, product, cart);
    await page.getByTestId('open-variations').click();
    await page.getByTestId('variation-drawer').waitFor();
    await page.getByTestId('size-row').first().getByRole('button').last().click();
    await scan(page, `${lang} variation drawer ${product.path}`);
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
