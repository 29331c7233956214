/**
 * An order's money in the browser, in Arabic and in English: the customer opens the bill of a
 * bank-transfer order, copies nothing by hand (the amount and IBAN are there), and uploads a
 * picture of the transfer receipt; a staff member sees the receipt beside "confirm bank transfer"
 * and confirms it; the owner refunds part of the order with a reason; the customer's bill then
 * shows the refund and the mailbox holds the refund mail in the order's language. Screenshots of
 * the bill's transfer panel and the staff's order with its payments go to artifacts/screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
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
import { waitForMail } from './support/mailbox';
import { customerWithOrder, type CustomerWithOrder } from './support/routes';

const TEXT = {
  ar: {
    upload: 'رفع إيصال التحويل',
    confirm: 'تأكيد',
    confirmTransfer: 'تأكيد التحويل البنكي',
    refund: 'استرداد…',
    amount: 'المبلغ (ر.س)',
    reason: 'السبب',
    refundMail: /أعدنا إليك مبلغًا من طلبك/,
    refunded: 'المبلغ المسترد',
  },
  en: {
    upload: 'Upload the transfer receipt',
    confirm: 'Confirm',
    confirmTransfer: 'Confirm bank transfer',
    refund: 'Refund…',
    amount: 'Amount (SAR)',
    reason: 'Reason',
    refundMail: /We have given back an amount of your order/,
    refunded: 'Refunded',
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

/** The customer's bill in a browser signed in with the customer's token. */
async function customerBill(lang: Lang, customer: CustomerWithOrder, viewport = DESKTOP): Promise<Page> {
  const context = await openContext(browser, lang, viewport);
  await context.addCookies([{ name: 'token', value: encodeURIComponent(customer.token), url: baseURL() }]);
  const page = await context.newPage();
  await page.goto(`/bill/${customer.orderId}`);
  return page;
}

describe.each(['ar', 'en'] as const)('a transfer, its receipt and a part refund (%s)', (lang) => {
  let customer: CustomerWithOrder;

  beforeAll(async () => {
    customer = await customerWithOrder(lang);
  });

  it('the customer uploads the receipt; staff confirm with it beside them; the owner refunds part; the bill and a mail say so', async () => {
    const bill = await customerBill(lang, customer, PHONE);
    try {
      const panel = bill.getByTestId('transfer-panel');
      await panel.waitFor();
      expect(await bill.getByTestId('transfer-amount').textContent()).toMatch(/\d/);
      const receipt = await sharp({
        create: { width: 300, height: 200, channels: 3, background: { r: 240, g: 240, b: 240 } },
      })
        .jpeg()
        .toBuffer();
      await bill.getByTestId('receipt-input').setInputFiles({
        name: 'transfer.jpg',
        mimeType: 'image/jpeg',
        buffer: receipt,
      });
      await bill.getByTestId('receipt-sent').waitFor();
      await bill.getByTestId('receipt-list').locator('li').first().waitFor();
      await screenshot(bill, `bill-transfer-${lang}-390`);
    } finally {
      await bill.context().close();
    }

    const staff = await openSignedIn(browser, lang, DESKTOP, owner);
    try {
      await staff.goto(`/admin/orders/${customer.orderId}/show`);
      const receipts = staff.getByTestId('order-receipts');
      await receipts.locator('img').first().waitFor();
      // The picture loads through the staff API with the session cookie.
      await expect
        .poll(() =>
          receipts
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(300);
      await staff.getByRole('button', { name: TEXT[lang].confirmTransfer }).click();
      const confirm = staff.getByRole('dialog');
      await confirm.getByRole('button', { name: TEXT[lang].confirm }).click();
      await confirm.waitFor({ state: 'hidden' });
      await staff.getByTestId('order-bill').locator('[data-payment-status="paid"]').first().waitFor();

      await staff.getByRole('button', { name: TEXT[lang].refund }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByLabel(TEXT[lang].amount).fill('10.50');
      await dialog.getByLabel(TEXT[lang].reason).fill('One shirt returned');
      await dialog.getByRole('button', { name: TEXT[lang].refund }).click();
      await dialog.waitFor({ state: 'hidden' });
      const refundRow = staff.getByTestId('order-payments').locator('tr[data-kind="refund"]');
      await refundRow.waitFor();
      expect(await refundRow.getAttribute('data-status')).toBe('refunded');
      // A part given back leaves the order paid: no transfer to confirm again.
      expect(await staff.getByRole('button', { name: TEXT[lang].confirmTransfer }).count()).toBe(0);
      await screenshot(staff, `admin-order-payments-${lang}-1280`);
    } finally {
      await staff.context().close();
    }

    const after = await customerBill(lang, customer);
    try {
      const refunded = after.getByTestId('bill-refunded');
      await refunded.waitFor();
      expect(await refunded.textContent()).toContain('10.50');
      // Paid now: the bill asks for no transfer and takes no more receipts.
      expect(await after.getByTestId('receipt-input').count()).toBe(0);
    } finally {
      await after.context().close();
    }
    const mail = await waitForMail(customer.email, TEXT[lang].refundMail);
    expect(mail.text).toContain('10.50');
  });
});
