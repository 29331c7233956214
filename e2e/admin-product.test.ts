/**
 * The dashboard's product form on the real shop: an owner signs in (Arabic), creates a category
 * with the categories screen, then a product in it with names and rich-text descriptions in both
 * languages, a main image, two gallery photos put in order from the keyboard, two colours with
 * their photos, four sizes and three price tiers; the storefront's product page then lists those
 * tiers and prices a selection by them in Arabic and in English (expected amounts worked out here
 * from the typed tiers, not with @shop/domain). On the edit page (English) overlapping tiers are
 * refused beside the field before anything is sent, and a size deleted while the form was open
 * comes back as the API's 422 beside the sizes. Screenshots
 * `admin-products-{create|edit}-{lang}-{width}.png` at 390 and 1280 px.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AdminColor, AdminProduct, AdminSize } from '@shop/contract';
import {
  expectNoSidewaysScroll,
  openAdmin,
  openSignedIn,
  OWNER,
  signInAdmin,
  staffApi,
  type StaffApi,
} from './support/admin';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, type Lang } from './support/browser';
import { visit } from './support/app';
import { chooseColour, drawerOf, expectTierRows, typeQuantity } from './support/drawer';
import { amountIn, api, money, toHalalas } from './support/shop';

const TEXT = {
  ar: {
    save: 'حفظ',
    addColour: 'أضف لونًا',
    addTier: 'أضف شريحة',
    mainImage: 'الصورة الرئيسية',
    hoverImage: 'الصورة عند التمرير',
    colorPhoto: 'صورة المنتج بهذا اللون',
    men: 'رجال',
    heading2: 'عنوان من المستوى 2',
    bold: 'عريض',
    moveUp: (n: number) => `تحريك الصورة ${n} للأعلى`,
    moveDown: (n: number) => `تحريك الصورة ${n} للأسفل`,
    overlap: 'هذه الشريحة تتداخل مع الشريحة السابقة',
    sizeUnknown: 'المقاس المختار غير موجود',
  },
  en: {
    save: 'Save',
    addColour: 'Add a colour',
    addTier: 'Add a tier',
    mainImage: 'Main image',
    hoverImage: 'Image on hover',
    colorPhoto: 'Photo in this colour',
    men: 'Men',
    heading2: 'Heading 2',
    bold: 'Bold',
    moveUp: (n: number) => `Move photo ${n} up`,
    moveDown: (n: number) => `Move photo ${n} down`,
    overlap: 'This tier overlaps the previous one',
    sizeUnknown: 'The chosen size does not exist',
  },
} as const;

/** The tiers staff type: SAR prices as text, the way the form takes them. */
const TIERS = [
  { from: 1, to: 49, price: '45.50' },
  { from: 50, to: 99, price: '39.75' },
  { from: 100, to: 500, price: '34.00' },
] as const;

/** Unit price in halalas for a total, read from the typed tiers (the first tier's price outside them). */
function unitFor(total: number): number {
  const tier = TIERS.find((t) => t.from <= total && total <= t.to) ?? TIERS[0];
  return toHalalas(Number(tier.price));
}

const stamp = `${Date.now()}`.slice(-7);
const NAMES = { ar: `مريلة مطبخ ${stamp}`, en: `Kitchen apron ${stamp}` };
const SIZE_NAMES = ['S', 'M', 'L', 'XL'];

let browser: Browser;
let staff: StaffApi;
let colors: AdminColor[];
let sizes: AdminSize[];
const CATEGORY = { ar: `مرايل ${stamp}`, en: `Aprons ${stamp}` };
let categoryId: number | undefined;
let productId: number | undefined;
let spareSizeId: number | undefined;

/** A real picture (the API decodes and re-encodes uploads), a different one per colour. */
const picture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 600, height: 750, channels: 3, background } })
    .png()
    .toBuffer(),
});

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await staffApi(OWNER);
  colors = (await staff.request<{ data: AdminColor[] }>('GET', '/colors?per_page=100')).data.slice(0, 2);
  const shopSizes = (await staff.request<{ data: AdminSize[] }>('GET', '/sizes?per_page=100')).data;
  sizes = SIZE_NAMES.map((name) => shopSizes.find((s) => s.name === name)!);
  expect(colors).toHaveLength(2);
  expect(sizes.every(Boolean)).toBe(true);
});

afterAll(async () => {
  if (productId) await staff.request('DELETE', `/products/${productId}`).catch(() => undefined);
  if (spareSizeId) await staff.request('DELETE', `/sizes/${spareSizeId}`).catch(() => undefined);
  if (categoryId) await staff.request('DELETE', `/categories/${categoryId}`).catch(() => undefined);
  await browser?.close();
});

async function product(): Promise<AdminProduct> {
  return (await staff.request<{ data: AdminProduct }>('GET', `/products/${productId}`)).data;
}

/** Picks the option named `option` in an autocomplete after typing `search`. */
async function pick(page: Page, input: Locator, search: string, option: string) {
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The helper text under a form field (its error once refused). */
async function helperOf(page: Page, name: string): Promise<string | null> {
  const id = await page.locator(`input[name="${name}"]`).getAttribute('id');
  return page.locator(`[id="${id}-helper-text"]`).textContent();
}

async function fillTier(page: Page, row: number, tier: (typeof TIERS)[number]) {
  await page.fill(`input[name="tiers.${row}.from"]`, String(tier.from));
  await page.fill(`input[name="tiers.${row}.to"]`, String(tier.to));
  await page.fill(`input[name="tiers.${row}.price"]`, tier.price);
}

describe('an owner creates a product in the dashboard and shoppers see its prices', () => {
  it('creates it through the form in Arabic: both languages, images, two colours, four sizes, three tiers', async () => {
    const t = TEXT.ar;
    const page = await openAdmin(browser, 'ar', DESKTOP);
    await signInAdmin(page, 'ar', OWNER);
    await page.getByTestId('dashboard').waitFor();

    // The product's category first, through the categories screen.
    await page.goto('/admin/categories/create');
    await page.fill('input[name="name_ar"]', CATEGORY.ar);
    await page.fill('input[name="name_en"]', CATEGORY.en);
    await page.getByRole('button', { name: t.save }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    const categories = await staff.request<{ data: { id: number }[] }>(
      'GET',
      `/categories?q=${encodeURIComponent(CATEGORY.en)}`,
    );
    expect(categories.data).toHaveLength(1);
    categoryId = categories.data[0]!.id;

    await page.goto('/admin/products/create');
    await page.waitForSelector('input[name="name_ar"]');

    await page.fill('input[name="name_ar"]', NAMES.ar);
    await page.fill('input[name="name_en"]', NAMES.en);

    // The Arabic text runs right to left and the English left to right, whatever the dashboard's language.
    const arabic = page.locator('.ra-input-description_ar');
    const english = page.locator('.ra-input-description_en');
    expect(await arabic.locator('.ProseMirror').getAttribute('dir')).toBe('rtl');
    expect(await english.locator('.ProseMirror').getAttribute('dir')).toBe('ltr');
    await arabic.locator('.ProseMirror').click();
    await arabic.getByRole('button', { name: t.heading2 }).click();
    await page.keyboard.type('المواصفات');
    await page.keyboard.press('Enter');
    await page.keyboard.type('قماش قطني متين يتحمل الغسيل اليومي.');
    // The words are typed plain and the first two selected and made bold: toggling bold between
    // keystrokes races the editor taking the toolbar's click (a space typed meanwhile is lost).
    const englishText = english.locator('.ProseMirror');
    await englishText.click();
    await page.keyboard.type('Durable cotton for daily washing.');
    await page.keyboard.press('Home');
    for (let i = 0; i < 'Durable cotton'.length; i++) await page.keyboard.press('Shift+ArrowRight');
    await english.getByRole('button', { name: t.bold }).click();
    await expect.poll(() => englishText.locator('strong').textContent()).toBe('Durable cotton');

    await pick(page, page.locator('input[name="category_id"]'), CATEGORY.ar, CATEGORY.ar);
    await page.getByLabel(t.men, { exact: true }).check();

    const main = page.getByRole('group', { name: t.mainImage });
    await main.locator('input[type="file"]').setInputFiles(await picture('front.png', '#264653'));
    await main.locator('img').waitFor();
    const hover = page.getByRole('group', { name: t.hoverImage });
    await hover.locator('input[type="file"]').setInputFiles(await picture('back.png', '#2a9d8f'));
    await hover.locator('img').waitFor();

    // Two gallery photos at once, then the second moved first from the keyboard.
    await page
      .getByTestId('photos-files')
      .setInputFiles([await picture('detail-1.png', '#e9c46a'), await picture('detail-2.png', '#f4a261')]);
    const gallery = page.getByTestId('gallery-photos').locator('img');
    await expect.poll(() => gallery.count()).toBe(2);
    const uploaded = await gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    await page.getByRole('button', { name: t.moveUp(2) }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))))
      .toEqual([uploaded[1], uploaded[0]]);
    // The focus stays on the moved photo, on the button that can still move it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(t.moveDown(1));

    for (const [row, color] of colors.entries()) {
      await page.getByRole('button', { name: t.addColour }).click();
      await pick(page, page.locator(`input[name="colors.${row}.color_id"]`), color.name_ar, color.name_ar);
      const photo = page.getByRole('group', { name: t.colorPhoto }).nth(row);
      await photo.locator('input[type="file"]').setInputFiles(await picture(`colour-${row}.png`, color.code));
      await photo.locator('img').waitFor();
    }

    // Each size is seen as a chip before the next is picked, as a person would: on a busy machine a
    // pick made before the form has drawn the previous one is made against the list without it.
    const sizeChips = page.locator('.ra-input-size_ids .MuiChip-root');
    for (const [index, size] of sizes.entries()) {
      await pick(page, page.locator('input[name="size_ids"]'), size.name, size.name);
      await expect.poll(() => sizeChips.allTextContents()).toEqual(SIZE_NAMES.slice(0, index + 1));
    }

    // The first tier is there from the start; each added tier starts after the one above it.
    await fillTier(page, 0, TIERS[0]);
    for (const row of [1, 2]) {
      await page.getByRole('button', { name: t.addTier }).click();
      expect(await page.inputValue(`input[name="tiers.${row}.from"]`)).toBe(String(TIERS[row]!.from));
      await fillTier(page, row, TIERS[row]!);
    }
    await screenshot(page, 'admin-products-create-filled-ar-1280');

    await page.getByRole('button', { name: t.save }).click();
    // A new product lands on its own page, with the way to its page in the shop.
    await page.waitForURL((url) => /^\/admin\/products\/\d+$/.test(url.pathname));

    const found = await staff.request<{ data: { id: number }[] }>(
      'GET',
      `/products?q=${encodeURIComponent(NAMES.en)}`,
    );
    expect(found.data).toHaveLength(1);
    productId = found.data[0]!.id;
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${productId}`);
    expect(await page.getByTestId('view-in-shop').getAttribute('href')).toBe(`/product/${productId}`);
    const saved = await product();
    expect(saved).toMatchObject({
      name_ar: NAMES.ar,
      name_en: NAMES.en,
      category_id: categoryId,
      is_men: true,
      is_women: false,
      is_child: false,
      published: true,
      tiers: TIERS.map((tier) => ({ from: tier.from, to: tier.to, price: Number(tier.price) })),
      photos: [uploaded[1], uploaded[0]],
    });
    expect(saved.description_ar).toBe('<h2>المواصفات</h2><p>قماش قطني متين يتحمل الغسيل اليومي.</p>');
    expect(saved.description_en).toBe('<p><strong>Durable cotton</strong> for daily washing.</p>');
    expect(saved.image).toMatch(/^\/media\/products\/.+-640\.webp$/);
    expect(saved.hover_image).toMatch(/^\/media\/products\/.+-640\.webp$/);
    expect(saved.colors.map((c) => c.color_id)).toEqual(colors.map((c) => c.id));
    expect(saved.colors.every((c) => c.image.startsWith('/media/products/'))).toBe(true);
    expect(saved.sizes.map((s) => s.name)).toEqual(SIZE_NAMES);
    await page.context().close();
  });

  it.each(['ar', 'en'] as const)(
    'the storefront product page lists the tiers and prices by them (%s)',
    async (lang: Lang) => {
      expect(productId).toBeDefined();
      const shown = await api(lang, `products/${productId}`);
      const page = await openPage(browser, lang);
      await visit(page, `/product/${productId}`);
      expect(await page.locator('main h1').textContent()).toContain(NAMES[lang]);

      await expectTierRows(
        page.locator('main'),
        TIERS.map((tier) => ({ ...tier, price: Number(tier.price) })),
      );

      // 30 + 30 pieces in two colours: the second tier's price; 70 more: the third's.
      const [first, second] = shown.pivot_colors;
      await page.getByTestId('size-button').first().click();
      const drawer = drawerOf(page);
      await drawer.waitFor();
      await chooseColour(drawer, first!.id);
      await typeQuantity(drawer, 'S', 30);
      await chooseColour(drawer, second!.id);
      // The colour's own photo, uploaded in the product form, shows in the drawer and the gallery.
      await expect.poll(() => drawer.getByTestId('drawer-photo').getAttribute('src')).toBe(second!.image);
      await typeQuantity(drawer, 'M', 30);
      for (const total of [60, 130]) {
        if (total === 130) await typeQuantity(drawer, 'XL', 70);
        const unit = unitFor(total);
        await expect.poll(() => amountIn(drawer.getByTestId('drawer-unit'))).toBe(money(unit));
        await expect.poll(() => amountIn(drawer.getByTestId('drawer-total'))).toBe(money(total * unit));
      }
      await drawer.getByTestId('drawer-close').click();
      await expect.poll(() => page.getByTestId('gallery-main').getAttribute('src')).toBe(second!.image);
      await page.context().close();
    },
  );

  it('refuses overlapping tiers beside the field, and shows the API’s refusal of a size deleted meanwhile (en)', async () => {
    const t = TEXT.en;
    const page = await openSignedIn(browser, 'en', DESKTOP, staff);
    // From the product list, searched by name, to the product's edit page.
    await page.goto(`/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: NAMES.en }))}`);
    await page.getByText(NAMES.en, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/admin/products/${productId}`);
    await page.waitForSelector(`input[name="tiers.2.to"]`);
    // The edit form reads the product back as it was saved.
    expect(await page.inputValue('input[name="name_en"]')).toBe(NAMES.en);
    expect(await page.inputValue('input[name="tiers.1.price"]')).toBe('39.75');
    await expect
      .poll(() => page.locator('.ra-input-size_ids .MuiChip-root').allTextContents())
      .toEqual(SIZE_NAMES);

    await page.fill('input[name="tiers.1.from"]', '40');
    await page.getByRole('button', { name: t.save }).click();
    await expect.poll(() => helperOf(page, 'tiers.1.from')).toBe(t.overlap);
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${productId}`);
    expect((await product()).tiers[1]!.from).toBe(50);

    // A size added here and deleted by someone else before saving: the API names it.
    const spare = await staff.request<{ data: AdminSize }>('POST', '/sizes', {
      name: `E${stamp}`,
      sort_order: 9,
    });
    spareSizeId = spare.data.id;
    await page.fill('input[name="tiers.1.from"]', '50');
    await expect.poll(() => helperOf(page, 'tiers.1.from')).not.toBe(t.overlap);
    await pick(page, page.locator('input[name="size_ids"]'), spare.data.name, spare.data.name);
    await staff.request('DELETE', `/sizes/${spareSizeId}`);
    spareSizeId = undefined;
    await page.getByRole('button', { name: t.save }).click();
    await page.locator('.MuiFormHelperText-root.Mui-error', { hasText: t.sizeUnknown }).waitFor();
    expect((await product()).sizes.map((s) => s.name)).toEqual(SIZE_NAMES);
    await page.context().close();
  });

  it.each([
    ['ar', PHONE],
    ['ar', DESKTOP],
    ['en', PHONE],
    ['en', DESKTOP],
  ] as const)('the create and edit pages fit the screen (%s, %o)', async (lang, viewport) => {
    const page = await openSignedIn(browser, lang, viewport, staff);
    await page.goto('/admin/products/create');
    await page.waitForSelector('input[name="tiers.0.from"]');
    await settleAdmin(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `admin-products-create-${lang}-${viewport.width}`);

    await page.goto(`/admin/products/${productId}`);
    await page.waitForSelector('input[name="tiers.2.to"]');
    await page.getByTestId('gallery-photos').locator('img').first().waitFor();
    await settleAdmin(page);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `admin-products-edit-${lang}-${viewport.width}`);
    await page.context().close();
  });
});

/** Both editors are there (they load with the form), every image has loaded and nothing is busy. */
async function settleAdmin(page: Page) {
  await page.locator('.ProseMirror').nth(1).waitFor();
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((img) => img.complete) &&
      !document.querySelector('.MuiLinearProgress-root, [role="progressbar"], [aria-busy="true"]'),
  );
}
