/**
 * The owner reads the shop's reports in Arabic on a phone and in English on a desktop: an order
 * paid by a confirmed transfer shows in today's sales with its product, the products table
 * downloads as CSV with headings in the dashboard's language, the VAT tab shows the accountant's
 * table with its total, and a range that ends before it starts is refused beside the field. The
 * journeys share a shop, so the figures are checked by what this journey added, not as totals.
 * Screenshots go to artifacts/screenshots as `admin-reports-{tab}-{lang}-{width}.png`.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { shopDay } from '@shop/domain';
import { expectNoSidewaysScroll, openSignedIn, OWNER, staffApi, type StaffApi } from './support/admin';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';
import { customerOrder, customerWithOrder } from './support/routes';

const TEXT = {
  ar: {
    reports: 'التقارير',
    vat: 'ضريبة القيمة المضافة',
    download: 'تنزيل CSV',
    productHeading: '\uFEFFالرقم,المنتج,القطع,صافي المبيعات',
    file: /^تقرير-المبيعات-products-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    total: 'الإجمالي',
    backwards: 'يجب أن يكون الانتهاء بعد البداية',
  },
  en: {
    reports: 'Reports',
    vat: 'VAT',
    download: 'Download CSV',
    productHeading: '\uFEFFID,Product,Pieces,Net sales',
    file: /^sales-report-products-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    total: 'Total',
    backwards: 'The end must come after the start',
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

describe.each([
  ['ar', PHONE],
  ['en', DESKTOP],
] as const)('reports (%s)', (lang, viewport) => {
  it('shows a paid order in today’s sales by product, downloads the table, shows the VAT, and refuses a backwards range', async () => {
    const customer = await customerWithOrder(lang);
    await owner.request('POST', `/orders/${customer.orderId}/confirm-payment`);
    const productName = (await customerOrder(lang, customer)).products[0]!.name;
    const page = await openSignedIn(browser, lang, viewport, owner);
    try {
      if (viewport === DESKTOP) {
        await page.getByRole('menuitem', { name: TEXT[lang].reports }).click();
      } else {
        await page.goto('/admin/reports');
      }
      await page.waitForURL(/\/admin\/reports/);
      const today = shopDay(new Date());
      await expect.poll(() => page.getByTestId('report-to').inputValue()).toBe(today);
      const products = page.getByTestId('report-products-table');
      await products.getByRole('cell', { name: productName, exact: true }).waitFor();
      await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiLinearProgress-root'));
      await screenshot(page, `admin-reports-sales-${lang}-${viewport.width}`);
      await expectNoSidewaysScroll(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('report-products').getByRole('button', { name: TEXT[lang].download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(TEXT[lang].file);
      const file = await readFile(await download.path(), 'utf8');
      expect(file.startsWith(`${TEXT[lang].productHeading}\r\n`)).toBe(true);
      expect(file).toContain(`,${productName},`);

      await page.getByRole('tab', { name: TEXT[lang].vat }).click();
      const vat = page.getByTestId('report-vat-table');
      await vat.locator('tfoot').getByText(TEXT[lang].total).waitFor();
      await screenshot(page, `admin-reports-vat-${lang}-${viewport.width}`);
      await expectNoSidewaysScroll(page);

      await page.getByTestId('report-from').fill('2099-01-01');
      const toError = page
        .locator('.MuiFormControl-root', { has: page.getByTestId('report-to') })
        .locator('.MuiFormHelperText-root');
      await expect.poll(() => toError.textContent()).toBe(TEXT[lang].backwards);
    } finally {
      await page.context().close();
    }
  });
});
