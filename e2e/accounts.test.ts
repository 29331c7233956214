/**
 * Accounts in a real Chromium, in both languages: a new customer signs up with the code mailed to
 * the address, changes the account email on the profile page (current password, then the code
 * mailed to the new address) and signs in with the new one; a staff member who forgot the password
 * resets it from the dashboard's sign-in page with a mailed code and signs in. Codes are read from
 * the journeys' mailbox, as the customer and the staff member read their mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSidewaysScroll, openAdmin, OWNER, signInAdmin, staffApi } from './support/admin';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, type Lang } from './support/browser';
import { visit } from './support/app';
import { waitForCode } from './support/mailbox';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
const PASSWORD = 'accounts-password-1';

async function waitForPath(page: Page, pattern: RegExp) {
  await page.waitForFunction((source) => new RegExp(source).test(location.pathname), pattern.source);
}

/** Types a code into the four boxes of the step shown by `form`. */
async function typeCode(page: Page, form: ReturnType<Page['getByTestId']>, code: string) {
  await form.getByTestId('otp-0').click();
  await page.keyboard.type(code);
}

describe.each<Lang>(['ar', 'en'])('a customer in %s', (lang) => {
  let page: Page;
  const id = stamp();
  const who = { email: `accounts.${lang}.${id}@example.com`, phone: `05${id}` };
  const moved = `moved.${lang}.${id}@example.com`;

  beforeAll(async () => {
    page = await openPage(browser, lang, lang === 'ar' ? PHONE : DESKTOP);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('signs up: the form, then the code mailed to the address', async () => {
    await visit(page, '/auth');
    const form = page.getByTestId('signup-form');
    await form.locator('[name="fname"]').fill('Noura');
    await form.locator('[name="lname"]').fill('Alqahtani');
    await form.locator('[name="email"]').fill(who.email);
    await form.locator('[name="phone"]').fill(who.phone);
    await form.locator('[name="password"]').fill(PASSWORD);
    await form.locator('button[type="submit"]').click();
    const step = page.getByTestId('signup-code-form');
    await step.waitFor();
    expect(await step.textContent()).toContain(who.email);
    await screenshot(page, `accounts-signup-code-${lang}`);
    await expectNoSidewaysScroll(page);
    await typeCode(page, step, await waitForCode(who.email, 'signup'));
    await step.locator('button[type="submit"]').click();
    await waitForPath(page, /^\/$/);
    await expect.poll(() => page.getByTestId('header-account').getAttribute('href')).toBe('/account');
  });

  it('changes the email with the current password and the code sent to the new address', async () => {
    await visit(page, '/account/profile');
    const section = page.getByTestId('email-section');
    await expect.poll(() => section.getByTestId('current-email').textContent()).toBe(who.email);
    await section.getByTestId('email-change-open').click();
    const ask = section.getByTestId('email-change-form');
    await ask.locator('#email-change-new').fill(moved);
    await ask.locator('#email-change-password').fill('not the password');
    await ask.locator('button[type="submit"]').click();
    // A wrong password is refused beside its box, and nothing is sent.
    await expect.poll(() => ask.locator('#email-change-password').getAttribute('aria-invalid')).toBe('true');
    await ask.locator('#email-change-password').fill(PASSWORD);
    await ask.locator('button[type="submit"]').click();
    const code = section.getByTestId('email-code-form');
    await code.waitFor();
    await screenshot(page, `accounts-email-code-${lang}`);
    await expectNoSidewaysScroll(page);
    // Until the code comes back the email is the old one.
    expect(await section.getByTestId('current-email').textContent()).toBe(who.email);
    await typeCode(page, code, await waitForCode(moved, 'email'));
    await code.locator('button[type="submit"]').click();
    await expect.poll(() => section.getByTestId('current-email').textContent()).toBe(moved);
    await code.waitFor({ state: 'detached' });

    // Signed out, the new email signs in; the old one no longer does.
    await page.getByTestId('header-account').click();
    await page.getByTestId('account-logout').first().click();
    await waitForPath(page, /^\/auth$/);
    const login = page.getByTestId('login-form');
    await login.locator('[name="email"]').fill(moved);
    await login.locator('[name="password"]').fill(PASSWORD);
    await login.locator('button[type="submit"]').click();
    // Signed in again: back where the customer was headed.
    await waitForPath(page, /^\/(account)?$/);
    await expect.poll(() => page.getByTestId('header-account').getAttribute('href')).toBe('/account');
  });
});

describe.each<Lang>(['ar', 'en'])('a staff member in %s', (lang) => {
  it('resets a forgotten password from the sign-in page with a mailed code, then signs in', async () => {
    const owner = await staffApi(OWNER);
    const member = { email: `forgetful.${lang}.${stamp()}@example.com`, password: 'first-staff-pass-1' };
    await owner.request('POST', '/staff', {
      name: 'Forgetful Clerk',
      email: member.email,
      password: member.password,
      role: 'staff',
      is_active: true,
    });
    const page = await openAdmin(browser, lang, lang === 'ar' ? PHONE : DESKTOP);
    try {
      await page.getByTestId('forgot-password').click();
      const forgot = page.getByTestId('forgot-form');
      await forgot.locator('input[name="email"]').fill(member.email);
      await screenshot(page, `accounts-admin-forgot-${lang}`);
      await forgot.locator('button[type="submit"]').click();
      const reset = page.getByTestId('reset-form');
      await reset.waitFor();
      expect(await reset.textContent()).toContain(member.email);
      await reset.locator('input[name="otp"]').fill(await waitForCode(member.email, 'staff'));
      await reset.locator('input[name="new_password"]').fill('second-staff-pass-2');
      await reset.locator('input[name="confirmPassword"]').fill('second-staff-pass-2');
      await screenshot(page, `accounts-admin-reset-${lang}`);
      await expectNoSidewaysScroll(page);
      await reset.locator('button[type="submit"]').click();
      // Back on the sign-in form: the new password signs in.
      await page.waitForSelector('input[name="password"]');
      await signInAdmin(page, lang, { email: member.email, password: 'second-staff-pass-2' });
      await page.getByTestId('dashboard').waitFor();
    } finally {
      await page.context().close();
    }
  });
});
