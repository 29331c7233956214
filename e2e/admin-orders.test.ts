/**
 * Staff run orders in the admin dashboard, in Arabic and in English: a customer places a
 * bank-transfer order through the API; a staff member signs in, finds it in the order list, moves
 * it pending → processing → shipped; the customer's account shows the new status and the mailbox
 * holds the status mail in the order's language; staff confirm the bank transfer and the customer's
 * bill shows it paid; the picking sheet adds up the order's pieces. An owner changes the shop's name
 * in the settings (a bad IBAN first: the API's error beside the field) and the storefront shows it;
 * a staff-role account sees no settings and is refused the page. Screenshots of the order list,
 * order detail, picking sheet, dashboard and settings in both languages at 390 and 1280 px go to
 * artifacts/screenshots as `admin-{page}-{lang}-{width}.png`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AdminSettings } from '@shop/contract';
import { ORDER_STATUS_TEXT } from '@shop/domain';
import {
  expectNoSidewaysScroll,
  openAdmin,
  openSignedIn,
  showScreen,
  OWNER,
  searchList,
  signInAdmin,
  staffApi,
  type StaffApi,
} from './support/admin';
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
import { customerOrder, customerWithOrder, type CustomerWithOrder } from './support/routes';

const STAFF = {
  name: 'Orders clerk',
  email: `orders-clerk-${Date.now()}@example.com`,
  password: 'orders-clerk-password-1',
};

const WAREHOUSE = {
  name: 'Warehouse picker',
  email: `warehouse-${Date.now()}@example.com`,
  password: 'warehouse-password-1',
};

const TEXT = {
  ar: {
    printPicking: 'اطبع أوراق التجهيز',
    printBills: 'اطبع الفواتير',
    dashboard: 'لوحة التحكم',
    customers: 'العملاء',
    reports: 'التقارير',
    orders: 'الطلبات',
    settings: 'الإعدادات',
    confirm: 'تأكيد',
    save: 'حفظ',
    moveTo: (status: string) => `تحويل إلى: ${status}`,
    moveUnpaid: (status: string) => `تحويل إلى: ${status} قبل الدفع…`,
    reason: 'السبب',
    refund: 'استرداد…',
    amount: 'المبلغ (ر.س)',
    confirmTransfer: 'تأكيد التحويل البنكي',
    picking: 'ورقة التجهيز',
    statusMail: 'تغيرت حالة طلبك',
  },
  en: {
    printPicking: 'Print picking sheets',
    printBills: 'Print bills',
    dashboard: 'Dashboard',
    customers: 'Customers',
    reports: 'Reports',
    orders: 'Orders',
    settings: 'Settings',
    confirm: 'Confirm',
    save: 'Save',
    moveTo: (status: string) => `Mark as ${status}`,
    moveUnpaid: (status: string) => `Mark as ${status} before payment…`,
    reason: 'Reason',
    refund: 'Refund…',
    amount: 'Amount (SAR)',
    confirmTransfer: 'Confirm bank transfer',
    picking: 'Picking sheet',
    statusMail: 'The status of your order has changed',
  },
} as const;

/**
 * The demo shop's account with the IBAN's check digits right: the seed's own IBAN fails the API's
 * check (mod 97), so an owner must correct it before any settings can be saved.
 */
const VALID_IBAN = 'SA9480000218608010123456';

let browser: Browser;
let owner: StaffApi;
let clerk: StaffApi;
let warehouse: StaffApi;
let originalSettings: AdminSettings;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await staffApi(OWNER);
  originalSettings = (await owner.request<{ data: AdminSettings }>('GET', '/settings')).data;
  await owner.request('POST', '/staff', { ...STAFF, role: 'staff', is_active: true });
  clerk = await staffApi(STAFF);
  await owner.request('POST', '/staff', { ...WAREHOUSE, role: 'warehouse', is_active: true });
  warehouse = await staffApi(WAREHOUSE);
});

afterAll(async () => {
  // Other journeys read the shop's name: put the settings back as they were.
  if (originalSettings) {
    const { updated_at: _updatedAt, ...input } = originalSettings;
    await owner.request('PUT', '/settings', { ...input, iban: VALID_IBAN });
  }
  await browser?.close();
});

/** Storefront answers for the customer (their token), to compare the page with. */
/** A storefront page signed in as the customer. */
async function customerPage(lang: Lang, customer: CustomerWithOrder): Promise<Page> {
  const context = await openContext(browser, lang);
  await context.addCookies([{ name: 'token', value: encodeURIComponent(customer.token), url: baseURL() }]);
  return context.newPage();
}

/** Clicks a move or the transfer confirmation on the order page and confirms in the dialog. */
async function confirmAction(page: Page, lang: Lang, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: TEXT[lang].confirm }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const bill = (page: Page) => page.getByTestId('order-bill');

describe.each(['ar', 'en'] as const)('staff handle an order in the dashboard (%s)', (lang) => {
  let customer: CustomerWithOrder;
  let code: string;

  beforeAll(async () => {
    customer = await customerWithOrder(lang, { colors: 2, sizes: 2 });
    code = (await customerOrder(lang, customer)).code;
  });

  it('finds the order, ships it, and the customer sees the status and gets the mail in their language', async () => {
    const page = await openAdmin(browser, lang, DESKTOP);
    try {
      await signInAdmin(page, lang, STAFF);
      await page.getByTestId('dashboard').getByTestId('newest-orders').getByText(code).waitFor();
      await page.getByRole('menuitem', { name: TEXT[lang].orders }).click();
      await searchList(page, code);
      await page.getByRole('cell', { name: code, exact: true }).click();
      await page.waitForURL(new RegExp(`/admin/orders/${customer.orderId}/show$`));
      await bill(page).locator('[data-status="pending"]').first().waitFor();

      await confirmAction(page, lang, TEXT[lang].moveTo(ORDER_STATUS_TEXT[lang].processing));
      await bill(page).locator('[data-status="processing"]').first().waitFor();
      // The transfer has not arrived: shipping asks why, and an empty reason is refused beside its field.
      await page.getByTestId('unpaid-warning').waitFor();
      await page
        .getByRole('button', { name: TEXT[lang].moveUnpaid(ORDER_STATUS_TEXT[lang].shipped) })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('button', { name: TEXT[lang].moveUnpaid(ORDER_STATUS_TEXT[lang].shipped) })
        .click();
      const reason = dialog.getByLabel(TEXT[lang].reason);
      await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
      await reason.fill('Agreed 30-day terms');
      await dialog
        .getByRole('button', { name: TEXT[lang].moveUnpaid(ORDER_STATUS_TEXT[lang].shipped) })
        .click();
      await dialog.waitFor({ state: 'hidden' });
      await bill(page).locator('[data-status="shipped"]').first().waitFor();
      // Shipped orders can only be completed: no cancelling any more.
      expect(
        await page
          .getByRole('button', { name: TEXT[lang].moveTo(ORDER_STATUS_TEXT[lang].cancelled) })
          .count(),
      ).toBe(0);
    } finally {
      await page.context().close();
    }

    const order = await customerOrder(lang, customer);
    expect(order.status).toBe('shipped');
    const account = await customerPage(lang, customer);
    try {
      await account.goto('/account/orders');
      const row = account.getByTestId('order-row').filter({ hasText: code });
      await expect.poll(() => row.textContent()).toContain(ORDER_STATUS_TEXT[lang].shipped);
    } finally {
      await account.context().close();
    }
    const mail = await waitForMail(customer.email, new RegExp(ORDER_STATUS_TEXT[lang].shipped));
    expect(mail.text).toContain(TEXT[lang].statusMail);
    expect(mail.subject).toContain(code);
  });

  it('confirms the bank transfer, and the bill shows it paid; the picking sheet counts every piece', async () => {
    const page = await openSignedIn(browser, lang, DESKTOP, clerk);
    try {
      await page.getByTestId('dashboard').waitFor();
      await page.goto(`/admin/orders/${customer.orderId}/show`);
      await bill(page).locator('[data-payment-status="unpaid"]').first().waitFor();
      await confirmAction(page, lang, TEXT[lang].confirmTransfer);
      await bill(page).locator('[data-payment-status="paid"]').first().waitFor();
      expect(await page.getByRole('button', { name: TEXT[lang].confirmTransfer }).count()).toBe(0);

      await page.getByRole('link', { name: TEXT[lang].picking }).click();
      await page.waitForURL(new RegExp(`/admin/orders/${customer.orderId}/picking$`));
      const order = await customerOrder(lang, customer);
      const pieces = order.products
        .flatMap((p) => p.colors.flatMap((c) => c.sizes))
        .reduce((s, z) => s + z.quantity, 0);
      const totals = await page.getByTestId('picking-total').allTextContents();
      expect(totals.reduce((sum, text) => sum + Number(text), 0)).toBe(pieces);
      expect(await page.getByText(code).count()).toBeGreaterThan(0);
    } finally {
      await page.context().close();
    }

    const storefront = await customerPage(lang, customer);
    try {
      await storefront.goto(`/bill/${customer.orderId}`);
      const status = storefront.getByTestId('bill-payment-status');
      await expect.poll(() => status.getAttribute('data-status')).toBe('paid');
    } finally {
      await storefront.context().close();
    }
  });
});

describe.each(['ar', 'en'] as const)('a warehouse account (%s)', (lang) => {
  it('starts on the orders, prints a batch of picking sheets and of bills, and is refused the figures and exports', async () => {
    const first = await customerWithOrder(lang, { colors: 2, sizes: 2 });
    const second = await customerWithOrder(lang, { colors: 1, sizes: 1 });
    const codes = await Promise.all([first, second].map(async (c) => (await customerOrder(lang, c)).code));
    const page = await openSignedIn(browser, lang, DESKTOP, warehouse);
    try {
      // No dashboard of figures: the start page is the orders, and the menu has no figures or customers.
      await page.waitForURL(/\/admin\/orders/);
      await page.getByRole('menuitem', { name: TEXT[lang].orders }).waitFor();
      expect(await page.getByRole('menuitem', { name: TEXT[lang].dashboard }).count()).toBe(0);
      expect(await page.getByRole('menuitem', { name: TEXT[lang].customers }).count()).toBe(0);
      expect(await page.getByRole('menuitem', { name: TEXT[lang].reports }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /CSV/ }).count()).toBe(0);

      for (const code of codes) await page.locator('tr', { hasText: code }).getByRole('checkbox').check();
      await page.getByRole('link', { name: TEXT[lang].printPicking }).click();
      await page.waitForURL(/\/admin\/picking-sheets\?ids=/);
      const sheets = page.getByTestId('picking-order');
      await expect.poll(() => sheets.count()).toBe(2);
      for (const customer of [first, second]) {
        const order = await customerOrder(lang, customer);
        const pieces = order.products
          .flatMap((p) => p.colors.flatMap((c) => c.sizes))
          .reduce((sum, size) => sum + size.quantity, 0);
        const sheet = sheets.filter({ hasText: order.code });
        expect(await sheet.count()).toBe(1);
        const totals = await sheet.getByTestId('picking-total').allTextContents();
        expect(totals.reduce((sum, text) => sum + Number(text), 0)).toBe(pieces);
      }
      // Each order starts its own printed page.
      await page.emulateMedia({ media: 'print' });
      expect(await sheets.nth(1).evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
      await page.emulateMedia({ media: 'screen' });
      await screenshot(page, `admin-picking-batch-${lang}-${DESKTOP.width}`);

      // The same orders' bills, from the list, in a tab of their own: each order's bill, in the
      // dashboard's language, each on its own printed page.
      await page.goto('/admin/orders');
      for (const code of codes) {
        const box = page.locator('tr', { hasText: code }).getByRole('checkbox');
        if (!(await box.isChecked())) await box.check();
      }
      const [bills] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: TEXT[lang].printBills }).click(),
      ]);
      await bills.waitForURL(/\/bills\?ids=/);
      const sheets2 = bills.getByTestId('bill');
      await expect.poll(() => sheets2.count()).toBe(2);
      expect(await bills.getByTestId('bill-code').allTextContents()).toEqual(expect.arrayContaining(codes));
      expect(await bills.locator('html').getAttribute('lang')).toBe(lang);
      await bills.emulateMedia({ media: 'print' });
      expect(await sheets2.nth(1).evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
      expect(await bills.getByTestId('bills-actions').isVisible()).toBe(false);
      await bills.emulateMedia({ media: 'screen' });
      await screenshot(bills, `admin-bills-batch-${lang}-${DESKTOP.width}`);
    } finally {
      await page.context().close();
    }
    // The server refuses the figures and the exports whatever the page shows.
    for (const path of [
      '/dashboard',
      '/orders/export',
      '/customers',
      '/reports/sales',
      '/reports/vat/export',
    ])
      await expect(warehouse.request('GET', path)).rejects.toThrow(/answered 403/);
  });
});

describe('shop settings', () => {
  it('lets an owner rename the shop (a bad IBAN first gets the error beside it), and the storefront shows the name', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const name = lang === 'ar' ? `متجر الزي ${Date.now()}` : `Uniform Store ${Date.now()}`;
      const page = await openSignedIn(browser, lang, DESKTOP, owner);
      try {
        await page.getByTestId('dashboard').waitFor();
        await page.getByRole('menuitem', { name: TEXT[lang].settings }).click();
        await page.waitForURL(/\/admin\/settings$/);
        const nameInput = page.locator(`input[name="app_name_${lang}"]`);
        await nameInput.fill(name);
        await page.locator('input[name="iban"]').fill('SA00 1234');
        await page.getByRole('button', { name: TEXT[lang].save }).click();
        const ibanError = page
          .locator('.MuiFormControl-root', { has: page.locator('input[name="iban"]') })
          .locator('.MuiFormHelperText-root');
        await expect.poll(() => ibanError.textContent()).toMatch(/IBAN|آيبان|الآيبان|ايبان/i);

        await page.locator('input[name="iban"]').fill(VALID_IBAN);
        await page.getByRole('button', { name: TEXT[lang].save }).click();
        await expect
          .poll(
            async () =>
              (await owner.request<{ data: AdminSettings }>('GET', '/settings')).data[`app_name_${lang}`],
          )
          .toBe(name);
      } finally {
        await page.context().close();
      }
      const storefront = await (await openContext(browser, lang)).newPage();
      try {
        await storefront.goto('/');
        await expect.poll(() => storefront.locator('footer').textContent()).toContain(name);
      } finally {
        await storefront.context().close();
      }
    }
  });

  it('hides the settings from a staff-role account and refuses the page', async () => {
    const page = await openSignedIn(browser, 'en', DESKTOP, clerk);
    try {
      await page.getByTestId('dashboard').waitFor();
      await page.getByRole('menuitem', { name: TEXT.en.orders }).waitFor();
      expect(await page.getByRole('menuitem', { name: TEXT.en.settings }).count()).toBe(0);
      await page.goto('/admin/settings');
      await page.getByTestId('settings-refused').waitFor();
      expect(await page.locator('input[name="app_name_en"]').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe.each([
  ['ar', PHONE],
  ['ar', DESKTOP],
  ['en', PHONE],
  ['en', DESKTOP],
] as const)('admin order screens look right (%s, %o)', (lang, viewport) => {
  it('shows the dashboard, order list (a batch ticked too), order, picking sheet and settings without sideways scrolling', async () => {
    const { orderId } = await customerWithOrder(lang, { colors: 2, sizes: 2 });
    const page = await openSignedIn(browser, lang, viewport, owner);
    const shot = async (name: string) => {
      await page.waitForFunction(
        () => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, .MuiLinearProgress-root'),
      );
      await screenshot(page, `admin-${name}-${lang}-${viewport.width}`);
      await expectNoSidewaysScroll(page);
    };
    try {
      await page.getByTestId('newest-orders').waitFor();
      await shot('dashboard');
      await showScreen(page, 'orders');
      await page
        .getByText(/\d+\.\d{2}/)
        .first()
        .waitFor();
      await shot('orders');
      // A batch is ticked on a phone as on a desktop: the batch's buttons come with the first box.
      await page.locator('tbody tr').first().getByRole('checkbox').check();
      for (const button of ['print-picking-sheets', 'print-bills']) await page.getByTestId(button).waitFor();
      await shot('orders-ticked');
      await showScreen(page, `orders/${orderId}/show`);
      await page.getByTestId('order-total').waitFor();
      await shot('order');
      await showScreen(page, `orders/${orderId}/picking`);
      await page.getByTestId('picking-total').first().waitFor();
      await shot('picking');
      await showScreen(page, 'settings');
      await page.locator('input[name="app_name_ar"]').waitFor();
      await shot('settings');
    } finally {
      await page.context().close();
    }
  });
});
