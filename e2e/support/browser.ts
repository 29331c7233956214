/**
 * Debian's Chromium driven by playwright-core (no browser download), with the flags this machine
 * needs, and pages opened in a chosen language and viewport.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { claimedShopURL } from './shop-claim';

export type Lang = 'ar' | 'en';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** This file's shop (support/shop-claim.ts). */
export function baseURL(): string {
  return claimedShopURL();
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * Actions and waits give up after this long. A safety net, not a measure: three journeys, two
 * shops and their browsers share a busy 2-core machine, where a dashboard's first load has taken
 * over 30 s (Playwright's default); a test still ends within its own timeout.
 */
const ACTION_TIMEOUT_MS = 60_000;

/** The journeys' contexts still open, for the record of a failed journey. */
const openContexts = new Set<BrowserContext>();

/**
 * A fresh browser context for a journey, with the journeys' action timeout. Its system asks for
 * reduced motion unless the options say otherwise: the shop then leaves out what moves by itself
 * (the home carousels' autoplay, transitions), which no journey but the carousels' own needs, and
 * a page left open does not keep the browser drawing frames.
 */
export async function newJourneyContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  return context;
}

/** The promise's value, or `fallback` once `ms` have passed without one (or if it fails). */
export async function answerWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([promise.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

const failures = path.resolve(import.meta.dirname, '../../artifacts/failures');

/**
 * When a journey fails, where each of its open pages was and what it showed: the address and title
 * in the test's output (CI keeps it), and a screenshot under artifacts/failures. A timeout's
 * message names the element waited for, not the page the browser was on.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const pages = [...openContexts].flatMap((context) => context.pages());
    for (const [index, page] of pages.entries()) {
      // A page whose renderer stopped answering never answers its title either: give up on it
      // after a few seconds rather than hold the run until the hook's own timeout.
      const title = await answerWithin(page.title(), 5_000, '(no answer from the page)');
      console.error(`journey failed: "${task.name}": page ${index + 1} at ${page.url()} titled "${title}"`);
      mkdirSync(failures, { recursive: true });
      const name = `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${index + 1}.png`;
      await page.screenshot({ path: path.join(failures, name), timeout: 10_000 }).catch(() => undefined);
    }
  });
});

/** A fresh context whose language is chosen the way a shopper's is kept: localStorage and cookie. */
export async function openContext(
  browser: Browser,
  lang: Lang,
  viewport: { width: number; height: number } = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await newJourneyContext(browser, {
    ...options,
    viewport,
    baseURL: baseURL(),
    locale: lang === 'ar' ? 'ar-SA' : 'en-US',
  });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL() }]);
  await context.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
  return context;
}

export async function openPage(
  browser: Browser,
  lang: Lang,
  viewport?: { width: number; height: number },
  options?: Parameters<Browser['newContext']>[0],
): Promise<Page> {
  const context = await openContext(browser, lang, viewport, options);
  return context.newPage();
}

const artifacts = path.resolve(import.meta.dirname, '../../artifacts/screenshots');

/**
 * Screenshots are for a person to look at, so a CI run (CI set), where nobody does, takes none
 * unless E2E_SCREENSHOTS=1: the journeys' 400 full-page captures were a tenth of the browser's
 * work there. Elsewhere they are kept as test artifacts (git-ignored), one per route, language
 * and width.
 */
const takeScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string) {
  if (!takeScreenshots) return;
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}
