/**
 * Staff download lists as CSV from the dashboard, in Arabic and in English: the orders the list's
 * search shows (the accountant's file, headed in the dashboard's language), their lines, and the
 * newsletter subscribers, each saved under a file name in the dashboard's language, holding exactly the rows the list shows, with its byte order mark so
 * a spreadsheet reads the Arabic. Screenshots of both lists with their export button at 390 and
 * 1280 px go to artifacts/screenshots as `admin-export-{list}-{lang}-{width}.png`.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AdminOrderDetail } from '@shop/contract';
import {
  expectNoSidewaysScroll,
  openSignedIn,
  OWNER,
  searchList,
  staffApi,
  type StaffApi,
} from './support/admin';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';
import { customerWithOrder, post } from './support/routes';

const TEXT = {
  ar: {
    exportCsv: 'تصدير CSV',
    linesCsv: 'البنود CSV',
    orders: /^الطلبات-\d{4}-\d{2}-\d{2}\.csv$/,
    lines: /^بنود-الطلبات-\d{4}-\d{2}-\d{2}\.csv$/,
    ordersHeading: '\uFEFFرقم الطلب,التاريخ والوقت,العميل,الشركة,الرقم الضريبي,البريد الإلكتروني,الجوال,',
    linesHeading: '\uFEFFرقم الطلب,التاريخ والوقت,العميل,الشركة,رقم أمر الشراء,المنتج,اللون,المقاس,الكمية,',
    subscribers: /^مشتركو-النشرة-\d{4}-\d{2}-\d{2}\.csv$/,
  },
  en: {
    exportCsv: 'Export CSV',
    linesCsv: 'Lines CSV',
    orders: /^orders-\d{4}-\d{2}-\d{2}\.csv$/,
    lines: /^order-lines-\d{4}-\d{2}-\d{2}\.csv$/,
    ordersHeading: '\uFEFFOrder,Date and time,Customer,Company,VAT number,Email,Mobile,',
    linesHeading: '\uFEFFOrder,Date and time,Customer,Company,PO number,Product,Colour,Size,Quantity,',
    subscribers: /^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
  },
} as const;

let browser: Browser;
let owner: StaffApi;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await staffApi(OWNER);
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks the list's export button: the saved file's name and text. */
async function exportFile(page: Page, label: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  const saved = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(saved, 'utf8') };
}

/** Data rows of a CSV text (after its byte order mark and header): their first cell. */
const firstCells = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0]);

describe.each(['ar', 'en'] as const)('staff export lists as CSV (%s)', (lang) => {
  it('downloads the orders the search shows, under a name in the dashboard language', async () => {
    const customer = await customerWithOrder(lang);
    const order = (await owner.request<{ data: AdminOrderDetail }>('GET', `/orders/${customer.orderId}`))
      .data;
    const page = await openSignedIn(browser, lang, DESKTOP, owner);
    try {
      await page.goto('/admin/orders');
      await searchList(page, customer.email);
      await page.getByRole('cell', { name: order.code, exact: true }).waitFor();
      const file = await exportFile(page, TEXT[lang].exportCsv);
      expect(file.name).toMatch(TEXT[lang].orders);
      expect(file.text.startsWith(TEXT[lang].ordersHeading)).toBe(true);
      expect(firstCells(file.text)).toEqual([order.code]);
      expect(file.text).toContain(customer.email);
      expect(file.text).toContain(order.total.toFixed(2));

      const lines = await exportFile(page, TEXT[lang].linesCsv);
      expect(lines.name).toMatch(TEXT[lang].lines);
      expect(lines.text.startsWith(TEXT[lang].linesHeading)).toBe(true);
      // A row per colour and size of the order, each naming it.
      expect(new Set(firstCells(lines.text))).toEqual(new Set([order.code]));
    } finally {
      await page.context().close();
    }
  });

  it('downloads the newsletter subscribers the search shows', async () => {
    const email = `export.${lang}.${Date.now()}@example.com`;
    await post(lang, 'subscribe', { email });
    const page = await openSignedIn(browser, lang, DESKTOP, owner);
    try {
      await page.goto('/admin/subscribers');
      await searchList(page, email);
      await page.getByText(email).first().waitFor();
      const file = await exportFile(page, TEXT[lang].exportCsv);
      expect(file.name).toMatch(TEXT[lang].subscribers);
      expect(file.text.startsWith('\uFEFFemail,language,subscribed_at\r\n')).toBe(true);
      expect(firstCells(file.text)).toEqual([email]);
      expect(file.text).toContain(`${email},${lang},`);
    } finally {
      await page.context().close();
    }
  });

  it.each([PHONE, DESKTOP])(
    'shows the export button on both lists without sideways scrolling (%o)',
    async (viewport) => {
      const page = await openSignedIn(browser, lang, viewport, owner);
      try {
        for (const list of ['orders', 'subscribers'] as const) {
          await page.goto(`/admin/${list}`);
          await page.getByRole('button', { name: TEXT[lang].exportCsv }).waitFor();
          await page.waitForFunction(
            () => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, .MuiLinearProgress-root'),
          );
          await screenshot(page, `admin-export-${list}-${lang}-${viewport.width}`);
          await expectNoSidewaysScroll(page);
        }
      } finally {
        await page.context().close();
      }
    },
  );
});
