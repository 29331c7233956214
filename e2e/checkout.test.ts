/**
 * A new customer buys, in both languages: signs up, saves a delivery address, adds two products in
 * several colours and sizes, applies a coupon, checks out by bank transfer, and gets a bill whose
 * figures are the checkout's to the halala and whose ZATCA QR code (read back from the picture)
 * names the seller, the VAT number, the total and the VAT. Then pays card orders through the
 * sandbox payment page (a declined card, paying again from the bill, a successful card), finds the
 * orders in the account, reviews a product, and resets the password with the code mailed to them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readQr } from './support/qr';
import type { Product } from '@shop/contract';
import { launchBrowser, openPage, baseURL, type Lang } from './support/browser';
import { settle, visit } from './support/app';
import { addFromProductPage } from './support/drawer';
import { waitForCode } from './support/mailbox';
import { amountIn, api, findProduct, lineHalalas, money } from './support/shop';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The coupon the demo shop offers without a usage limit: 10 % off. */
const COUPON = { code: 'BULK10', percent: 10 };
const PASSWORD = 'first-password-1';

/** Half up to the halala, as the shop rounds every step. */
const percentOf = (halalas: number, percent: number) => Math.round((halalas * percent) / 100);

/** An unused email and phone for a run. */
function newIdentity(lang: Lang) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return {
    email: `buyer.${lang}.${stamp}@example.com`,
    phone: `05${stamp}`,
    fname: lang === 'ar' ? 'سارة' : 'Sara',
  };
}

async function waitForPath(page: Page, pattern: RegExp) {
  await page.waitForURL((url) => pattern.test(url.pathname + url.search), { timeout: 30_000 });
}

/** The token the storefront keeps in its cookie, for checking the server's own answers. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

async function customerApi<T>(page: Page, lang: Lang, path: string): Promise<T> {
  const response = await fetch(`${baseURL()}/${lang}/api/${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The ZATCA TLV fields (tag → UTF-8 value) of a QR payload. */
function tlvFields(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  for (let i = 0; i < bytes.length;) {
    const tag = bytes[i]!;
    const length = bytes[i + 1]!;
    fields.set(tag, bytes.subarray(i + 2, i + 2 + length).toString('utf8'));
    i += 2 + length;
  }
  return fields;
}

async function signUp(page: Page, who: ReturnType<typeof newIdentity>) {
  await visit(page, '/auth');
  const form = page.getByTestId('signup-form');
  await form.locator('[name="fname"]').fill(who.fname);
  await form.locator('[name="lname"]').fill('Buyer');
  await form.locator('[name="email"]').fill(who.email);
  await form.locator('[name="phone"]').fill(who.phone);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  // The account is made when the code mailed to the address comes back.
  const step = page.getByTestId('signup-code-form');
  await step.waitFor();
  const code = await waitForCode(who.email, 'signup');
  await step.getByTestId('otp-0').click();
  await page.keyboard.type(code);
  await step.locator('button[type="submit"]').click();
  await waitForPath(page, /^\/$/);
}

async function addAddress(page: Page) {
  await visit(page, '/account/address/new');
  const form = page.getByTestId('address-form');
  await form.locator('[name="name"]').fill('Warehouse');
  const chooseFirst = async (name: string) => {
    const select = form.locator(`select[name="${name}"]`);
    await expect.poll(() => select.locator('option:not([value=""])').count()).toBeGreaterThan(0);
    const value = await select.locator('option:not([value=""])').first().getAttribute('value');
    await select.selectOption(value!);
  };
  await chooseFirst('country_id');
  await chooseFirst('city_id');
  await chooseFirst('area_id');
  await form.locator('[name="building"]').fill('12');
  await form.locator('[name="floor"]').fill('2');
  await form.locator('[name="apartment"]').fill('5');
  await form.locator('[name="address"]').fill('King Fahd Road');
  await form.locator('button[type="submit"]').click();
  await waitForPath(page, /^\/account\/address$/);
}

/** The sandbox payment page: pays with `card`. */
async function payOnSandbox(page: Page, card: string) {
  await waitForPath(page, /^\/payments\/sandbox\//);
  await page.locator('#number').fill(card);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('#name').fill('Sara Buyer');
  await page.locator('form button[type="submit"]').click();
}

describe.each<Lang>(['en', 'ar'])('buying as a new customer in %s', (lang) => {
  let page: Page;
  const who = newIdentity(lang);
  let suit: Product;
  let other: Product;

  beforeAll(async () => {
    page = await openPage(browser, lang);
    suit = await findProduct(lang, { colors: 2, sizes: 2, tiers: 2 });
    other = await findProduct(lang, { colors: 1, sizes: 2, tiers: 1 }, [suit.id]);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('signs up and saves a delivery address', async () => {
    await signUp(page, who);
    await expect.poll(() => page.getByTestId('header-account').getAttribute('href')).toBe('/account');
    await addAddress(page);
  });

  it('checks out by bank transfer with a coupon, and the bill charges what checkout showed', async () => {
    const tier = suit.pieces[0]!;
    const [c1, c2] = suit.pivot_colors;
    const [s1, s2] = suit.sizes;
    const suitPieces = Math.max(tier.from, 4);
    const firstHalf = Math.ceil(suitPieces / 2);
    await addFromProductPage(page, suit, [
      { colorId: c1!.id, sizeName: s1!.name, quantity: firstHalf },
      { colorId: c2!.id, sizeName: s2!.name, quantity: suitPieces - firstHalf },
    ]);
    const otherPieces = other.pieces[0]!.from;
    await addFromProductPage(page, other, [
      { colorId: other.pivot_colors[0]!.id, sizeName: other.sizes[0]!.name, quantity: otherPieces },
    ]);

    await visit(page, '/checkout');
    await page.getByTestId('coupon-form').locator('input').fill(` ${COUPON.code.toLowerCase()} `);
    await page.getByTestId('coupon-form').locator('button[type="submit"]').click();
    await page.getByTestId('coupon-applied').waitFor();

    // What a shopper expects, worked out independently of the storefront.
    const [address] = await customerApi<{ city: { shipping_fee: number } }[]>(page, lang, 'addresses');
    const settings = await api(lang, 'settings');
    const lines = [lineHalalas(suit, suitPieces), lineHalalas(other, otherPieces)];
    const discounted = lines.reduce((s, l) => s + l.discounted, 0);
    const coupon = percentOf(discounted, COUPON.percent);
    const shipping = Math.round(address!.city.shipping_fee * 100) * 2;
    // VAT is taken on the goods less the coupon plus delivery (docs/decisions.md, VAT on delivery).
    const tax = percentOf(discounted - coupon + shipping, settings.setting.tax);
    const total = discounted - coupon + shipping + tax;
    const summary = page.getByTestId('checkout-summary');
    expect(await amountIn(summary.getByTestId('summary-coupon'))).toBe(money(coupon));
    expect(await amountIn(summary.getByTestId('summary-shipping'))).toBe(money(shipping));
    expect(await amountIn(summary.getByTestId('summary-tax'))).toBe(money(tax));
    expect(await amountIn(summary.getByTestId('summary-total'))).toBe(money(total));
    // A company's own purchase order number goes with the order and is printed as typed.
    await page.getByTestId('order-details').locator('input[name="po_number"]').fill(`PO-${lang}-٧٧٣١`);

    await page.getByTestId('place-order').click();
    await waitForPath(page, /^\/bill\/\d+$/);
    await settle(page);
    const bill = page.getByTestId('bill');
    expect(await amountIn(bill.getByTestId('bill-coupon'))).toBe(money(coupon));
    expect(await amountIn(bill.getByTestId('bill-shipping'))).toBe(money(shipping));
    expect(await amountIn(bill.getByTestId('bill-tax'))).toBe(money(tax));
    expect(await amountIn(bill.getByTestId('bill-total'))).toBe(money(total));
    expect(await bill.getByTestId('bill-payment-status').getAttribute('data-status')).toBe('unpaid');
    expect(await bill.getByTestId('bill-po-number').textContent()).toBe(`PO-${lang}-٧٧٣١`);
    await bill.getByTestId('bill-bank').waitFor();
    // The cart was emptied by the order.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length),
    ).toBe(0);

    // The stored order (the server's own answer) is the same to the halala, and so is the QR code.
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await customerApi<{ total: number; tax: number; zatca_qr: string; code: string }>(
      page,
      lang,
      `orders/${id}`,
    );
    expect(Math.round(order.total * 100)).toBe(total);
    expect(Math.round(order.tax * 100)).toBe(tax);
    const qr = await readQr(page);
    expect(qr).toBe(order.zatca_qr);
    const fields = tlvFields(qr);
    expect(fields.get(1)).toBe(settings.setting.seller_name);
    expect(fields.get(2)).toBe(settings.setting.vat_number);
    expect(fields.get(4)).toBe((total / 100).toFixed(2));
    expect(fields.get(5)).toBe((tax / 100).toFixed(2));
    await expect.poll(() => bill.getByTestId('bill-code').textContent()).toContain(order.code);
  });

  it('pays by card: a declined card leaves the order unpaid, paying again from the bill succeeds', async () => {
    await addFromProductPage(page, other, [
      { colorId: other.pivot_colors[0]!.id, sizeName: other.sizes[0]!.name, quantity: other.pieces[0]!.from },
    ]);
    await visit(page, '/checkout');
    await page.locator('input[type="radio"][value="1"]').check();
    await page.getByTestId('place-order').click();
    await payOnSandbox(page, '4000 0000 0000 0002');
    await waitForPath(page, /^\/bill\/\d+\?payment=failed$/);
    await settle(page);
    expect(await page.getByTestId('bill-payment-status').getAttribute('data-status')).toBe('unpaid');

    await page.getByTestId('bill-pay').click();
    await payOnSandbox(page, '4111 1111 1111 1111');
    await waitForPath(page, /^\/bill\/\d+\?payment=paid$/);
    await settle(page);
    await expect.poll(() => page.getByTestId('bill-payment-status').getAttribute('data-status')).toBe('paid');
    await expect.poll(() => page.getByTestId('bill-pay').count()).toBe(0);
  });

  it('finds both orders in the account, newest first', async () => {
    await visit(page, '/account/orders');
    const rows = page.getByTestId('order-row');
    await expect.poll(() => rows.count()).toBe(2);
    const orders = await customerApi<{ data: { code: string }[] }>(page, lang, 'orders');
    expect(await rows.first().textContent()).toContain(orders.data[0]!.code);
  });

  it('reviews a product it bought', async () => {
    await visit(page, `/product/${other.id}`);
    const form = page.getByTestId('review-form');
    await form.scrollIntoViewIfNeeded();
    await form.locator('input[type="radio"][value="4"]').check({ force: true });
    const comment = lang === 'ar' ? 'قماش ممتاز وخياطة متقنة' : 'Good fabric and careful stitching';
    await form.locator('textarea').fill(comment);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('reviews').textContent()).toContain(comment);
    await expect.poll(() => form.locator('textarea').inputValue()).toBe('');
  });

  it('resets the password with the code mailed to it, then signs in with the new one', async () => {
    await page.getByTestId('header-account').click();
    await page.getByTestId('account-logout').first().click();
    await waitForPath(page, /^\/auth$/);

    await visit(page, '/auth/reset-password');
    await page.getByTestId('reset-step-email').locator('input[type="email"]').fill(who.email);
    await page.getByTestId('reset-step-email').locator('button[type="submit"]').click();
    const code = await waitForCode(who.email, 'reset');
    await page.getByTestId('otp-0').click();
    await page.keyboard.type(code);
    await page.getByTestId('reset-step-code').locator('button[type="submit"]').click();
    const step3 = page.getByTestId('reset-step-password');
    await step3.waitFor();
    const passwords = step3.locator('input[type="password"]');
    await passwords.nth(0).fill('second-password-2');
    await passwords.nth(1).fill('second-password-2');
    await step3.locator('button[type="submit"]').click();
    await waitForPath(page, /^\/auth$/);

    const login = page.getByTestId('login-form');
    await login.locator('[name="email"]').fill(who.email);
    await login.locator('[name="password"]').fill('second-password-2');
    await login.locator('button[type="submit"]').click();
    await waitForPath(page, /^\/$/);
  });
});
