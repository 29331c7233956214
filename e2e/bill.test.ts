/**
 * The bill as a customer and staff print it, in Arabic and in English: an order of fifteen rows
 * (three products over their colours and sizes, one of them at a quantity price) printed to A4 is
 * one page holding the bill and nothing of the site around it (header, footer, floating buttons);
 * on a 390 px phone its rows stack and no two amounts touch; staff open the same bill from the
 * order page in the dashboard, and a cancelled order's bill says so on paper. Screenshots go to
 * artifacts/screenshots as `bill-{lang}-{width}.png`, `bill-staff-{lang}.png` and the printed page
 * as `bill-print-{lang}.pdf`.
 *
 * Page count and text of the PDF come from poppler's pdfinfo and pdftotext (Debian's
 * poppler-utils, which .ci/run installs when missing).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OrderCreated, OrderDetail, SavedAddress } from '@shop/contract';
import { openSignedIn, OWNER, staffApi, type StaffApi } from './support/admin';
import {
  baseURL,
  DESKTOP,
  launchBrowser,
  openContext,
  PHONE,
  screenshot,
  type Lang,
} from './support/browser';
import { settle } from './support/app';
import { customerWithOrder, post } from './support/routes';
import { api, tiersOf } from './support/shop';

const artifacts = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/** What poppler reads in a PDF: its number of pages and its text. */
function readPdf(pdf: Buffer, name: string): { pages: number; text: string } {
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.pdf`);
  writeFileSync(file, pdf);
  let info: string;
  try {
    info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`pdfinfo failed (apt-get install poppler-utils): ${(error as Error).message}`);
  }
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return { pages, text };
}

/**
 * Text compared across the page and the PDF: spaces, format characters (direction marks and
 * embeddings) and combining marks (Arabic vowels, which pdftotext writes apart from their letter)
 * left out.
 */
const squeeze = (text: string) => text.replace(/[\s\p{Cf}\p{Mn}]+/gu, '');

/**
 * A bank-transfer order of `rows` rows (product × colour × size) for the customer, each product
 * with enough pieces for its second price tier when it has one.
 */
async function placeLongOrder(lang: Lang, token: string, rows: number): Promise<number> {
  const [address] = await (async () => {
    const response = await fetch(`${baseURL()}/${lang}/api/addresses`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: SavedAddress[] }).data;
  })();
  const products: {
    product_id: number;
    colors: { color_id: number; sizes: { size_id: number; quantity: number }[] }[];
  }[] = [];
  let placed = 0;
  for (let page = 1; placed < rows && page <= 5; page += 1) {
    const list = await api(lang, 'products', { page });
    for (const summary of list.data) {
      if (placed >= rows) break;
      const product = await api(lang, `products/${summary.id}`);
      const tiers = tiersOf(product);
      if (tiers.length === 0) continue;
      const pairs = product.pivot_colors.flatMap((c) => product.sizes.map((s) => [c.id, s.id] as const));
      const take = Math.min(pairs.length, 5, rows - placed);
      const target = (tiers[1] ?? tiers[0]!).from;
      const each = Math.max(1, Math.ceil(target / take));
      if (each * take < tiers[0]!.from || each * take > tiers.at(-1)!.to) continue;
      const colors = new Map<number, { size_id: number; quantity: number }[]>();
      for (const [color, size] of pairs.slice(0, take)) {
        colors.set(color, [...(colors.get(color) ?? []), { size_id: size, quantity: each }]);
      }
      products.push({
        product_id: product.id,
        colors: [...colors].map(([color_id, sizes]) => ({ color_id, sizes })),
      });
      placed += take;
    }
  }
  if (placed < rows) throw new Error(`the seed offers only ${placed} rows`);
  const order = await post<OrderCreated>(
    lang,
    'orders',
    { payment_method: 0, address_id: address!.id, coupon_code: 'BULK10', products },
    token,
    { 'idempotency-key': `bill-${lang}-${Date.now()}` },
  );
  return order.id;
}

async function openBill(browser: Browser, lang: Lang, viewport: typeof DESKTOP, token: string, id: number) {
  const context = await openContext(browser, lang, viewport);
  await context.addCookies([{ name: 'token', value: token, url: baseURL() }]);
  const page = await context.newPage();
  await page.goto(`/bill/${id}`, { waitUntil: 'domcontentloaded' });
  await settle(page);
  await page.getByTestId('zatca-qr').waitFor();
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  return page;
}

/** The visible text of the site's own parts around the bill: lines a printed bill must not hold. */
async function shellLines(page: Page): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const parts = [
      '[data-testid="site-header"]',
      '[data-testid="site-footer"]',
      '[data-testid="floating-cart"]',
    ];
    return parts
      .flatMap((selector) => Array.from(document.querySelectorAll<HTMLElement>(selector)))
      .flatMap((element) => element.innerText.split('\n'))
      .map((line) => line.trim())
      .filter((line) => line.length >= 8);
  });
  // A line the bill prints too (the shop's address is the seller's) proves nothing.
  const bill = squeeze((await page.getByTestId('bill').textContent()) ?? '');
  return lines.filter((line) => !bill.includes(squeeze(line)));
}

/** Boxes of the elements matching `selector` (visible ones only). */
async function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({ left: box.left, right: box.right, top: box.top, bottom: box.bottom })),
  );
}

type Box = Awaited<ReturnType<typeof boxes>>[number];
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

let browser: Browser;
let staff: StaffApi;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await staffApi(OWNER);
});

afterAll(async () => {
  await browser?.close();
});

describe.each<Lang>(['ar', 'en'])('the bill in %s', (lang) => {
  let token: string;
  let id: number;
  let order: OrderDetail;

  beforeAll(async () => {
    ({ token } = await customerWithOrder(lang));
    id = await placeLongOrder(lang, token, 15);
    const response = await fetch(`${baseURL()}/${lang}/api/orders/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    order = ((await response.json()) as { data: OrderDetail }).data;
  });

  it('prints fifteen rows on one A4 page, with nothing of the site around the bill', async () => {
    const page = await openBill(browser, lang, DESKTOP, token, id);
    try {
      expect(await page.getByTestId('bill-line').count()).toBe(15);
      await screenshot(page, `bill-${lang}-${DESKTOP.width}`);
      const shell = await shellLines(page);
      expect(shell.length).toBeGreaterThan(0);

      const { pages, text } = readPdf(await page.pdf({ format: 'A4' }), `bill-print-${lang}`);
      expect(pages).toBe(1);
      const printed = squeeze(text);
      // The bill is on it: its code and its total (Latin text in both languages; pdftotext may
      // reorder Arabic letters joined in a ligature, so Arabic words are not compared here).
      expect(printed).toContain(squeeze(order.code));
      expect(printed).toContain(order.total.toLocaleString('en-US', { minimumFractionDigits: 2 }));
      for (const line of shell) expect(printed, `"${line}" is printed`).not.toContain(squeeze(line));

      // The same in the page's print styles: the site's parts and the bill's buttons are hidden.
      await page.emulateMedia({ media: 'print' });
      for (const testId of ['site-header', 'floating-cart', 'floating-chat', 'bill-actions']) {
        const shown = await page
          .getByTestId(testId)
          .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
        expect(shown, testId).toBe(0);
      }
    } finally {
      await page.context().close();
    }
  });

  it('stacks its rows on a 390 px phone: no two amounts touch and nothing scrolls sideways', async () => {
    const page = await openBill(browser, lang, PHONE, token, id);
    try {
      await screenshot(page, `bill-${lang}-${PHONE.width}`);
      expect(await page.getByTestId('bill-lines-table').isVisible()).toBe(false);
      const rows = page.getByTestId('bill-line-stacked');
      expect(await rows.count()).toBe(15);
      // In each row: the name and size, quantity × price, and the amount, each in its own box.
      for (let i = 0; i < 15; i += 1) {
        const parts = await boxes(page, `[data-testid="bill-line-stacked"] >> nth=${i} >> xpath=./*`);
        expect(parts).toHaveLength(3);
        for (let a = 0; a < parts.length; a += 1)
          for (let b = a + 1; b < parts.length; b += 1)
            expect(overlap(parts[a]!, parts[b]!), `row ${i}`).toBe(false);
      }
      const amounts = await boxes(page, '[data-testid="bill-line-stacked"] [data-amount]');
      for (let a = 0; a < amounts.length; a += 1)
        for (let b = a + 1; b < amounts.length; b += 1) expect(overlap(amounts[a]!, amounts[b]!)).toBe(false);
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll).toBeLessThanOrEqual(client);
    } finally {
      await page.context().close();
    }
  });

  it('is opened by staff from the order page, and a cancelled order’s printed bill says so', async () => {
    await staff.request('PUT', `/orders/${id}/status`, { status: 'cancelled' });
    const admin = await openSignedIn(browser, lang, DESKTOP, staff);
    try {
      await admin.goto(`/admin/orders/${id}/show`);
      const link = admin.getByTestId('order-bill-link');
      await link.waitFor();
      const [bill] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
      await bill.getByTestId('zatca-qr').waitFor({ timeout: 30_000 });
      await bill.waitForFunction(() => document.fonts.status === 'loaded');
      expect(new URL(bill.url()).pathname).toBe(`/bill/${id}`);
      expect(await bill.getAttribute('html', 'lang')).toBe(lang);
      expect(await bill.getByTestId('bill-code').textContent()).toBe(order.code);
      expect(await bill.getByTestId('bill-notice').getAttribute('data-notice')).toBe('cancelled');
      await screenshot(bill, `bill-staff-${lang}`);

      const { pages, text } = readPdf(await bill.pdf({ format: 'A4' }), `bill-staff-print-${lang}`);
      expect(pages).toBe(1);
      const notice = (await bill.getByTestId('bill-notice').locator('strong').textContent())!;
      expect(squeeze(text)).toContain(squeeze(notice));
      await bill.emulateMedia({ media: 'print' });
      expect(await bill.getByTestId('bill-notice').isVisible()).toBe(true);
    } finally {
      await admin.context().close();
    }
  });
});
