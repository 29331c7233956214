/**
 * The owner onboards the shop to e-invoicing from Settings → E-invoicing, in the browser, against
 * the shop's Fatoora simulation platform (the local fake Fatoora, over HTTP): the seller's registration typed in (Arabic) or a new
 * commercial registration number, which starts onboarding again (English); then each step is a
 * button (key and CSR, the portal's one-time code, where a code of five digits is refused beside the
 * field, the compliance checks, the production certificate) until invoices are issued. A staff
 * member who is not an owner finds no such page. The journey leaves e-invoicing off again, as the
 * other journeys expect. Screenshots `admin-einvoicing-{lang}-{width}.png` at 390 and 1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AdminEInvoicing } from '@shop/contract';
import { expectNoSidewaysScroll, openSignedIn, OWNER, staffApi, type StaffApi } from './support/admin';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Lang } from './support/browser';
import { SELLER, stopEInvoicing } from './support/einvoicing';

const TEXT = {
  ar: {
    title: 'الفوترة الإلكترونية (هيئة الزكاة)',
    platform: 'منصة فاتورة',
    simulation: 'المحاكاة',
    save: 'حفظ بيانات التسجيل',
    key: 'إنشاء المفتاح وطلب الشهادة',
    otp: 'الرمز المؤقت من بوابة فاتورة',
    compliance: 'طلب شهادة الامتثال',
    checks: 'تشغيل فحوص الامتثال',
    production: 'طلب شهادة الإنتاج',
    otpRefused: 'رمز بوابة فاتورة من ستة أرقام',
  },
  en: {
    title: 'E-invoicing (ZATCA)',
    platform: 'Fatoora platform',
    simulation: 'Simulation',
    save: 'Save registration',
    key: 'Make the key and CSR',
    otp: 'One-time code from the Fatoora portal',
    compliance: 'Request the compliance certificate',
    checks: 'Run the compliance checks',
    production: 'Request the production certificate',
    otpRefused: 'The code from the Fatoora portal is six digits',
  },
} as const;

const CLERK = {
  name: 'Invoices clerk',
  email: `invoices-clerk-${Date.now()}@example.com`,
  password: 'invoices-clerk-password-1',
};

let browser: Browser;
let owner: StaffApi;

const state = async () => (await owner.request<{ data: AdminEInvoicing }>('GET', '/einvoicing')).data;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await staffApi(OWNER);
  await owner.request('POST', '/staff', { ...CLERK, role: 'staff', is_active: true });
});

afterAll(async () => {
  if (owner) await stopEInvoicing(owner);
  await browser?.close();
});

/** The step's button, once the page offers it, clicked; then the stepper shows the next step. */
async function runStep(page: Page, label: string, next: AdminEInvoicing['step']) {
  await page.getByRole('button', { name: label }).click();
  await page.locator(`[data-testid="einvoicing-steps"][data-step="${next}"]`).waitFor();
}

describe.each(['ar', 'en'] as const)('onboarding to e-invoicing in the dashboard (%s)', (lang: Lang) => {
  const t = TEXT[lang];

  it('takes the registration and walks every step until invoices are issued', async () => {
    const before = await state();
    const page = await openSignedIn(browser, lang, DESKTOP, owner);
    try {
      await page.goto('/admin/einvoicing');
      await page.getByTestId('einvoicing-state').waitFor();
      // A shop not registered yet starts from the seller its bills print.
      if (!before.vat_number) {
        expect(await page.locator('input[name="vat_number"]').inputValue()).toBe(
          before.bill_seller.vat_number,
        );
      }
      if (lang === 'ar') {
        // The seller typed in, on ZATCA's simulation platform.
        await page.getByRole('combobox', { name: t.platform }).click();
        await page.getByRole('option', { name: t.simulation }).click();
        for (const [field, value] of Object.entries(SELLER))
          await page.locator(`input[name="${field}"]`).fill(value);
      } else {
        // Onboarded already: a new commercial registration starts again (certificates name the old one).
        await page.locator('[data-testid="einvoicing-enabled"][data-enabled="true"]').waitFor();
      }
      await page.locator('input[name="cr_number"]').fill(lang === 'ar' ? '٢٠٥٠٠١٢٣٤٥' : '2050012346');
      await page.getByRole('button', { name: t.save }).click();
      await page.locator('[data-testid="einvoicing-steps"][data-step="none"]').waitFor();
      await page.locator('[data-testid="einvoicing-enabled"][data-enabled="false"]').waitFor();
      // The journeys' seller is not the one the demo's bills print: the page says so.
      expect(SELLER.vat_number).not.toBe(before.bill_seller.vat_number);
      await page.getByTestId('einvoicing-seller-differs').waitFor();

      await runStep(page, t.key, 'key');
      expect(await page.getByTestId('einvoicing-csr').textContent()).toMatch(
        /^-----BEGIN CERTIFICATE REQUEST-----/,
      );

      const otp = page.getByLabel(t.otp);
      await otp.fill('12345');
      await page.getByRole('button', { name: t.compliance }).click();
      await page.getByText(t.otpRefused).waitFor();
      expect(await otp.getAttribute('aria-invalid')).toBe('true');
      expect((await state()).step).toBe('key');
      await screenshot(page, `admin-einvoicing-${lang}-1280`);

      await otp.fill('123456');
      await runStep(page, t.compliance, 'compliance');
      await runStep(page, t.checks, 'checked');
      await runStep(page, t.production, 'production');
      await page.locator('[data-testid="einvoicing-enabled"][data-enabled="true"]').waitFor();
      expect(await state()).toMatchObject({
        step: 'production',
        enabled: true,
        environment: 'simulation',
        vat_number: SELLER.vat_number,
        cr_number: lang === 'ar' ? '2050012345' : '2050012346',
      });
    } finally {
      await page.context().close();
    }
  });

  it('fits a phone', async () => {
    const page = await openSignedIn(browser, lang, PHONE, owner);
    try {
      await page.goto('/admin/einvoicing');
      await page.locator('[data-testid="einvoicing-enabled"][data-enabled="true"]').waitFor();
      await screenshot(page, `admin-einvoicing-${lang}-390`);
      await expectNoSidewaysScroll(page);
    } finally {
      await page.context().close();
    }
  });

  it('is not offered to a staff member who is not an owner', async () => {
    const clerk = await staffApi(CLERK);
    const page = await openSignedIn(browser, lang, DESKTOP, clerk);
    try {
      await page.getByTestId('dashboard').waitFor();
      expect(await page.getByRole('menuitem', { name: t.title }).count()).toBe(0);
      await page.goto('/admin/einvoicing');
      await page.getByTestId('einvoicing-refused').waitFor();
    } finally {
      await page.context().close();
    }
  });
});
