/**
 * The admin dashboard at /admin on the real shop: the demo owner signs in in Arabic (right to left)
 * and in English, lands on the dashboard home, opens the staff list, creates a staff member and
 * gets the API's error beside the email field for a taken address; that staff member signs in and sees no staff menu. Screenshots of
 * the sign-in page and the staff list in both languages at 390 px and 1280 px go to
 * artifacts/screenshots as `admin-{page}-{lang}-{width}.png`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  expectNoSidewaysScroll,
  openAdmin as openAdminPage,
  OWNER,
  settledAdmin,
  signInAdmin,
} from './support/admin';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Lang } from './support/browser';

const TEXT = {
  ar: { staff: 'الموظفون', create: 'إنشاء', save: 'حفظ', taken: 'مستخدم' },
  en: { staff: 'Staff', create: 'Create', save: 'Save', taken: 'already' },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openAdmin = (lang: Lang, viewport: { width: number; height: number }) =>
  openAdminPage(browser, lang, viewport);
const signIn = signInAdmin;

/** From the dashboard home, where every sign-in lands, to the staff list. */
async function openStaffList(page: Page) {
  await page.getByTestId('dashboard').waitFor();
  await page.goto('/admin/staff');
}

describe.each([
  ['ar', PHONE],
  ['ar', DESKTOP],
  ['en', PHONE],
  ['en', DESKTOP],
] as const)('admin sign-in and staff list (%s, %o)', (lang, viewport) => {
  it('signs the demo owner in, shows the translated refusal first, and opens the staff list', async () => {
    const page = await openAdmin(lang, viewport);
    try {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await screenshot(page, `admin-login-${lang}-${viewport.width}`);
      await expectNoSidewaysScroll(page);

      await signIn(page, lang, { email: OWNER.email, password: 'not-the-password' });
      await expect
        .poll(() => page.getByText(lang === 'ar' ? 'غير صحيحة' : 'incorrect').count())
        .toBeGreaterThan(0);

      await signIn(page, lang, OWNER);
      await openStaffList(page);
      await page.getByText(OWNER.email).first().waitFor();
      await expect.poll(() => page.getByText(TEXT[lang].staff, { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await screenshot(page, `admin-staff-${lang}-${viewport.width}`);
      await expectNoSidewaysScroll(page);
      // A deep link reloads into the same page (the server answers the dashboard for it).
      await page.reload();
      await page.getByText(OWNER.email).first().waitFor();
    } finally {
      await page.context().close();
    }
  });
});

describe('the sign-in screen before the dashboard', () => {
  it("loads none of react-admin's code, and the home's once the staff member starts typing", async () => {
    const page = await openAdmin('ar', PHONE);
    try {
      // Whether the page fetched a chunk named `name`, as the browser's resource timing lists them.
      const fetched = (name: string) =>
        page.evaluate(
          (chunk) =>
            performance
              .getEntriesByType('resource')
              .some((entry) => new RegExp(`/assets/${chunk}-[^/]+\\.js$`).test(new URL(entry.name).pathname)),
          name,
        );
      // The screen is drawn by the entry alone and its language switched. (On the home's address
      // the home's code is fetched alongside the question whether there is a session.)
      await page.locator('input[name="email"]').waitFor();
      expect(await fetched('dashboard')).toBe(false);
      // And the entry itself does not hold react-admin: all the script so far is well under
      // react-admin's 1.3 MB (the entry with MUI and React is about 0.5 MB).
      const scriptBytes = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'script' || /\.js$/.test(new URL(entry.name).pathname))
          .reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      );
      expect(scriptBytes).toBeGreaterThan(0);
      expect(scriptBytes).toBeLessThan(700_000);
      // Typing fetches what signing in opens next, the home, not react-admin.
      await page.fill('input[name="email"]', OWNER.email);
      await expect.poll(() => fetched('home')).toBe(true);
      expect(await fetched('dashboard')).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});

describe('admin staff accounts', () => {
  const member = { email: `clerk-${Date.now()}@example.com`, password: 'clerk-password-1' };

  it('lets the owner create a staff member in Arabic, with the API error beside a taken email', async () => {
    const page = await openAdmin('ar', DESKTOP);
    try {
      await signIn(page, 'ar', OWNER);
      await openStaffList(page);
      await page.getByRole('link', { name: TEXT.ar.create }).click();
      await page.waitForURL(/\/admin\/staff\/create$/);
      await page.fill('input[name="name"]', 'موظف المستودع');
      await page.fill('input[name="email"]', OWNER.email);
      await page.fill('input[name="password"]', member.password);
      await page.getByRole('button', { name: TEXT.ar.save }).click();
      // The API's 422 for the taken address, under the email input.
      const emailError = page
        .locator('.MuiFormControl-root', { has: page.locator('input[name="email"]') })
        .locator('.MuiFormHelperText-root');
      await expect.poll(() => emailError.textContent()).toContain('مستخدم');
      expect(page.url()).toMatch(/\/admin\/staff\/create$/);

      await page.fill('input[name="email"]', member.email);
      await page.getByRole('button', { name: TEXT.ar.save }).click();
      await page.waitForURL(/\/admin\/staff$/);
      await page.getByText(member.email).waitFor();

      // The audit log names the change and the record in Arabic; the row opens to show the new
      // record field by field.
      await page.goto('/admin/audit');
      await page
        .getByRole('row')
        .filter({ hasText: 'إنشاء' })
        .filter({ hasText: member.email })
        .first()
        .click();
      await page.getByRole('columnheader', { name: 'بعد', exact: true }).first().waitFor();
      await page.getByRole('cell', { name: member.email, exact: true }).first().waitFor();
      // Field names stay left to right inside the right-to-left page.
      const field = page.getByRole('cell', { name: 'email', exact: true }).first();
      expect(await field.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      await screenshot(page, 'admin-audit-ar-1280');
    } finally {
      await page.context().close();
    }
  });

  it('shows a staff-role member no staff menu and no staff list', async () => {
    const page = await openAdmin('en', DESKTOP);
    try {
      await signIn(page, 'en', member);
      await page.getByTestId('dashboard').waitFor();
      expect(await page.getByRole('menuitem', { name: 'Staff' }).count()).toBe(0);
      expect(await page.getByText('Audit log').count()).toBe(0);
      await page.goto('/admin/staff');
      await settledAdmin(page);
      expect(await page.getByText(OWNER.email).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('lets a staff member change their own password from the user menu, in Arabic on a phone', async () => {
    const page = await openAdmin('ar', PHONE);
    const newPassword = 'clerk-password-2';
    try {
      await signIn(page, 'ar', member);
      await page.getByTestId('dashboard').waitFor();
      await page.getByRole('button', { name: 'الحساب' }).click();
      await page.getByRole('menuitem', { name: 'تغيير كلمة المرور' }).click();
      await page.getByTestId('password-page').waitFor();
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);

      // A wrong current password: the API's 422, beside that field.
      await page.fill('input[name="old_password"]', 'not-my-password');
      await page.fill('input[name="password"]', newPassword);
      await page.fill('input[name="password_confirmation"]', newPassword);
      await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
      const oldError = page
        .locator('.MuiFormControl-root', { has: page.locator('input[name="old_password"]') })
        .locator('.MuiFormHelperText-root');
      await expect.poll(async () => (await oldError.textContent())?.trim().length ?? 0).toBeGreaterThan(0);
      await screenshot(page, 'admin-password-ar-390');
      await expectNoSidewaysScroll(page);

      await page.fill('input[name="old_password"]', member.password);
      await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
      await page.getByText('تم تغيير كلمة المرور').first().waitFor();
      // This device stays signed in with the new session: a list still loads.
      await page.goto('/admin/orders');
      await page.getByRole('heading', { name: 'الطلبات' }).first().waitFor();
    } finally {
      await page.context().close();
    }

    const again = await openAdmin('en', DESKTOP);
    try {
      await signIn(again, 'en', member);
      await expect.poll(() => again.getByText('incorrect').count()).toBeGreaterThan(0);
      await signIn(again, 'en', { ...member, password: newPassword });
      await again.getByTestId('dashboard').waitFor();
    } finally {
      await again.context().close();
    }
  });
});
