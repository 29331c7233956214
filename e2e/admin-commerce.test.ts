/**
 * The dashboard's commerce and content screens on the real shop, in Arabic and in English: staff
 * add a city with a shipping fee and an area (the storefront's places API offers them, and a country
 * with cities cannot be deleted), create a coupon the storefront's coupon check accepts, hide a
 * review the product page then no longer shows, mark a contact message handled, and add a home
 * section with two products in a chosen order that the storefront home shows in that order.
 * Screenshots of every list and form in both languages at 390 px and 1280 px go to
 * artifacts/screenshots as `admin-{resource}-{page}-{lang}-{width}.png`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Product } from '@shop/contract';
import {
  expectNoSidewaysScroll,
  openAdmin,
  OWNER,
  settledAdmin,
  showScreen,
  signInAdmin as signIn,
} from './support/admin';
import { baseURL, DESKTOP, launchBrowser, PHONE, screenshot, type Lang } from './support/browser';
import { post, signUpByApi } from './support/routes';
import { api } from './support/shop';

const TEXT = {
  ar: {
    create: 'إنشاء',
    save: 'حفظ',
    cities: 'المدن',
    areas: 'الأحياء',
    delete: 'حذف',
    countryHasCities: 'لا يمكن حذف دولة لها مدن',
    percent: 'نسبة مئوية (%)',
    hide: 'إخفاء',
    hidden: 'مخفي',
    markHandled: 'تمييزها كمعالجة',
    handled: 'تمت المعالجة',
    addProduct: 'أضف منتجًا (ابحث بالاسم)',
    moveUp: (name: string) => `تحريك ${name} للأعلى`,
  },
  en: {
    create: 'Create',
    save: 'Save',
    cities: 'Cities',
    areas: 'Areas',
    delete: 'Delete',
    countryHasCities: 'A country with cities cannot be deleted',
    percent: 'Percentage (%)',
    hide: 'Hide',
    hidden: 'Hidden',
    markHandled: 'Mark handled',
    handled: 'Handled',
    addProduct: 'Add a product (search by name)',
    moveUp: (name: string) => `Move ${name} up`,
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);

/** A new storefront customer, signed up through the API: its bearer token. */
async function newCustomer(lang: Lang): Promise<string> {
  const id = stamp();
  const session = await signUpByApi(lang, {
    fname: 'Noura',
    lname: 'Alqahtani',
    email: `commerce.${lang}.${id}@example.com`,
    phone: `05${id}`,
    password: 'commerce-password-1',
  });
  return session.token;
}

async function signedInAdmin(lang: Lang, viewport = DESKTOP): Promise<Page> {
  const page = await openAdmin(browser, lang, viewport);
  await signIn(page, lang, OWNER);
  // Every sign-in lands on the dashboard home.
  await page.getByTestId('dashboard').waitFor();
  return page;
}

/** Clicks the confirmation dialog's confirm button. */
async function confirm(page: Page) {
  await page.getByRole('dialog').locator('.ra-confirm').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

async function save(page: Page, lang: Lang, after: RegExp) {
  await page.getByRole('button', { name: TEXT[lang].save }).click();
  await page.waitForURL(after);
}

/** Every list and form, as staff see it on a phone and on a desktop. */
const SCREENS = [
  'countries',
  'countries/create',
  'cities',
  'cities/create',
  'areas',
  'areas/create',
  'coupons',
  'coupons/create',
  'orders/create',
  'quotes',
  'audit',
  'reviews',
  'subscribers',
  'messages',
  'mail',
  'sponsors',
  'sponsors/create',
  'blog-categories',
  'blog-categories/create',
  'home-sections',
  'home-sections/create',
] as const;

describe.each(['ar', 'en'] as const)('staff run the shop from the dashboard (%s)', (lang) => {
  const t = TEXT[lang];
  let page: Page;
  let token: string;
  beforeAll(async () => {
    page = await signedInAdmin(lang);
    token = await newCustomer(lang);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('adds a city with a shipping fee and an area that the storefront offers', async () => {
    const [country] = await api(lang, 'countries');
    expect(country).toBeDefined();
    const id = stamp();
    const city = { ar: `مدينة ${id}`, en: `City ${id}` };
    const area = { ar: `حي ${id}`, en: `District ${id}` };

    await page.goto('/admin/countries');
    await page
      .getByRole('row', { name: new RegExp(country!.name) })
      .getByRole('link', { name: t.cities })
      .click();
    await page.waitForURL(/\/admin\/cities\?/);
    // The address changes before the page is drawn, and the countries' own "create" is still on
    // screen for a moment on a busy machine: click the cities' one.
    await page.locator('a[href$="/cities/create"]').click();
    await page.waitForURL(/\/admin\/cities\/create/);
    // The new city starts in the country the list was showing.
    await expect.poll(() => page.locator('input[name="country_id"]').count()).toBe(1);
    await page.fill('input[name="name_ar"]', city.ar);
    await page.fill('input[name="name_en"]', city.en);
    await page.fill('input[name="shipping_fee"]', '37.50');
    await save(page, lang, /\/admin\/cities(\?|$)/);

    await page
      .getByRole('row', { name: new RegExp(city[lang]) })
      .getByRole('link', { name: t.areas })
      .click();
    await page.waitForURL(/\/admin\/areas\?/);
    await page.locator('a[href$="/areas/create"]').click();
    await page.waitForURL(/\/admin\/areas\/create/);
    await page.fill('input[name="name_ar"]', area.ar);
    await page.fill('input[name="name_en"]', area.en);
    await save(page, lang, /\/admin\/areas(\?|$)/);
    await page.getByText(area[lang]).first().waitFor();

    const cities = await api(lang, `cities/${country!.id}`);
    const offered = cities.find((c) => c.name === city[lang]);
    expect(offered?.shipping_fee).toBe(37.5);
    const areas = await api(lang, `areas/${offered!.id}`);
    expect(areas.map((a) => a.name)).toContain(area[lang]);

    // The country now has cities: deleting it is refused with the API's reason.
    await page.goto('/admin/countries');
    await page
      .getByRole('row', { name: new RegExp(country!.name) })
      .getByRole('cell')
      .first()
      .click();
    await page.waitForURL(/\/admin\/countries\/\d+$/);
    await page.getByRole('button', { name: t.delete }).click();
    await confirm(page);
    await page.getByText(t.countryHasCities).first().waitFor();
    expect((await api(lang, 'countries')).map((c) => c.id)).toContain(country!.id);
  });

  it('creates a percentage coupon that the storefront coupon check accepts', async () => {
    const code = `E2E${lang.toUpperCase()}${stamp()}`;
    await page.goto('/admin/coupons/create');
    await page.fill('input[name="code"]', code.toLowerCase());
    await page.getByLabel(t.percent).check();
    await page.fill('input[name="amount"]', '12.5');
    await save(page, lang, /\/admin\/coupons$/);
    // Codes are stored upper case, as the storefront compares them.
    await page.getByText(code, { exact: true }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(code) })
      .getByText('12.5%')
      .waitFor();

    const response = await fetch(`${baseURL()}/${lang}/api/coupon?coupon_code=${code}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { code: string } };
    expect(body.data.code).toBe(code);
  });

  it('hides a review so the product page no longer shows it', async () => {
    const products = await api(lang, 'products', { per_page: 2 });
    const product = products.data[lang === 'ar' ? 0 : 1]!;
    const comment = `e2e review ${lang} ${stamp()}`;
    await post(lang, 'rate', { product_id: product.id, rate: 4, comment }, token);
    const shown = async () =>
      (await api(lang, `products/${product.id}`)).rates.some((r) => r.comment === comment);
    expect(await shown()).toBe(true);

    await page.goto(
      `/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ product_id: product.id }))}`,
    );
    const row = page.getByRole('row', { name: new RegExp(comment) });
    await row.getByRole('button', { name: t.hide }).click();
    await confirm(page);
    await row.getByText(t.hidden, { exact: true }).waitFor();
    await expect.poll(shown).toBe(false);
  });

  it('marks a contact message handled', async () => {
    const message = `e2e contact ${lang} ${stamp()}`;
    await post(lang, 'contact', {
      first_name: 'Sara',
      last_name: 'Alotaibi',
      email: `contact.${stamp()}@example.com`,
      phone: '0551234567',
      message,
    });
    await page.goto('/admin/messages');
    await page.getByText(message).first().click();
    await page.waitForURL(/\/admin\/messages\/\d+\/show$/);
    await page.getByRole('button', { name: t.markHandled }).click();
    await confirm(page);
    await page.getByText(t.handled, { exact: true }).first().waitFor();
    await page.reload();
    await page.getByText(message).first().waitFor();
    expect(await page.getByText(t.handled, { exact: true }).count()).toBeGreaterThan(0);
  });

  it('adds a home section whose two products the storefront home shows in the chosen order', async () => {
    const { data } = await api(lang, 'products', { per_page: 2 });
    const [first, second] = data as [Product, Product];
    const id = stamp();
    const names = { ar: `قسم ${id}`, en: `Section ${id}` };

    await page.goto('/admin/home-sections/create');
    await page.fill('input[name="name_ar"]', names.ar);
    await page.fill('input[name="name_en"]', names.en);
    const search = page.getByLabel(t.addProduct);
    for (const product of [first, second]) {
      await search.fill(product.name);
      await page.getByRole('option', { name: new RegExp(`#${product.id}\\b`) }).click();
    }
    // Chosen as first, second; then the second moves up: the section shows second, first.
    await page.getByRole('button', { name: t.moveUp(second.name) }).click();
    const order = () =>
      page
        .locator('[data-product-id]')
        .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-product-id'))));
    expect(await order()).toEqual([second.id, first.id]);
    await screenshot(page, `admin-home-sections-filled-${lang}-1280`);
    await save(page, lang, /\/admin\/home-sections$/);
    await page.getByText(names[lang]).first().waitFor();

    const home = await api(lang, 'home');
    const section = home.sections.find((s) => s.name === names[lang]);
    expect(section?.products.map((p) => p.id)).toEqual([second.id, first.id]);
  });

  // Sign-ins are rate limited per minute: one per language, and both widths on the same page;
  // a test per width, so a busy machine's slow pages are not all counted against one timeout.
  it.each([PHONE, DESKTOP])('opens every list and form without sideways scrolling (%o)', async (viewport) => {
    await page.setViewportSize(viewport);
    for (const screen of SCREENS) {
      await showScreen(page, screen, { reload: screen === SCREENS[0] });
      // A list has rows or its empty state; a form has its save button.
      await page.locator('.RaList-main, .RaList-content, .RaEmpty-message, form').first().waitFor();
      await settledAdmin(page);
      await screenshot(page, `admin-${screen.replace('/', '-')}-${lang}-${viewport.width}`);
      await expectNoSidewaysScroll(page);
    }
    // One record's own page of the read-only resources.
    for (const resource of ['messages', 'mail']) {
      // The newest record, read through the staff API with this page's session.
      const id = await page.evaluate(
        async (name) =>
          ((await (await fetch(`/admin/api/${name}?per_page=1`)).json()) as { data: { id: number }[] })
            .data[0]?.id,
        resource,
      );
      // The outbox may be empty on a shop that has sent nothing yet.
      if (id === undefined) continue;
      await page.goto(`/admin/${resource}/${id}/show`);
      await page.locator('.ra-field').first().waitFor();
      await settledAdmin(page);
      await screenshot(page, `admin-${resource}-show-${lang}-${viewport.width}`);
      await expectNoSidewaysScroll(page);
    }
  });
});
