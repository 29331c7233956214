/**
 * Waiting for the storefront the way a shopper does: the page has its heading and nothing is still
 * loading (no progress bar, spinner, skeleton or busy region). No fixed sleeps.
 */
import type { Page } from 'playwright-core';
import type { Lang } from './browser';

/** Words the journeys look for, the English texts named in docs/product.md and the storefront's Arabic texts. */
export const TEXT = {
  notFoundTitle: { en: 'Oops! Page Not Found', ar: 'عذرًا! الصفحة غير موجودة' },
  forbiddenTitle: { en: 'Error', ar: 'خطأ' },
  addedToCart: { en: 'Add to Cart successfully', ar: 'تمت الإضافة إلى السلة بنجاح' },
  languageName: { en: 'English', ar: 'العربية' },
} satisfies Record<string, Record<Lang, string>>;

/** The toast refusing a total outside the tiers, naming the limit (1,000 and more get commas). */
export function quantityLimitText(lang: Lang, limit: 'minimum' | 'maximum', pieces: number): string {
  const count = pieces.toLocaleString('en-US');
  if (lang === 'en') return `The ${limit} for this product is ${count} ${pieces === 1 ? 'piece' : 'pieces'}`;
  const words = new Intl.PluralRules('ar').select(pieces) === 'few' ? `${count} قطع` : `${count} قطعة`;
  const unit = pieces === 1 ? 'قطعة واحدة' : pieces === 2 ? 'قطعتان' : words;
  return `الحد ${limit === 'minimum' ? 'الأدنى' : 'الأقصى'} لهذا المنتج ${unit}`;
}

const BUSY = [
  '[data-testid="top-progress"]',
  '[aria-busy="true"]',
  'main .animate-spin',
  'main .animate-pulse',
  '[data-testid="product-card-skeleton"]',
].join(', ');

/**
 * Resolves once React has taken over a server-rendered page (a click before that does nothing).
 * A page rendered by the browser alone has no server mark and is taken over from the start.
 */
export async function hydrated(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.rendered !== 'server' ||
      document.documentElement.dataset.hydrated === 'true',
    undefined,
    { timeout, polling: 50 },
  );
}

/**
 * Resolves once the current route has rendered its heading, finished loading its data and been
 * taken over by React.
 */
export async function settle(page: Page, timeout = 30_000) {
  await hydrated(page, timeout);
  await page.waitForFunction(
    (busy) => Boolean(document.querySelector('main h1')) && !document.querySelector(busy),
    BUSY,
    { timeout, polling: 100 },
  );
}

/** Navigates inside the app and waits until the page has settled. */
export async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await settle(page);
}

/**
 * Scrolls through the whole page so lazy images and carousels load, waits for every image that is
 * in the document to finish, then goes back to the top (the header comes back on upward scroll).
 */
export async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    // Carousel slides off to the side never come near the viewport: load every image now.
    for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // A frame lets lazy images see the viewport; a timer too, so a tab that stops producing
      // frames (seen once on a busy machine) cannot hold the walk for ever.
      await new Promise((r) => {
        requestAnimationFrame(() => r(null));
        setTimeout(() => r(null), 100);
      });
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    // Every image loaded and decoded (a broken one counts as done), or 10 s: a safety net for the
    // picture, not a check (nothing fails at it). Some images of the home page never settle (a
    // lazily hydrated section replaces its server-rendered images while they load), and waiting
    // for them would only end at the journey's timeout.
    await Promise.race([
      Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined))),
      new Promise((r) => setTimeout(r, 10_000)),
    ]);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => window.scrollY === 0 && document.fonts.status === 'loaded');
}

/** The number of distinct products the header's cart link announces. */
export async function cartCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('header-cart').getAttribute('aria-label')) ?? '';
  const digits = label.match(/\d+/g);
  return digits ? Number(digits[digits.length - 1]) : NaN;
}
