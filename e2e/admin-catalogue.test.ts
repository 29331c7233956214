/**
 * The dashboard's catalogue screens on the real shop, in Arabic and in English: staff walk the
 * category tree and add a subcategory under a parent, add a colour and a size, find each again with
 * the list's search, import a CSV file with one good and one bad row through the import dialog and
 * read its report, and export the product list as a CSV file whose header is the documented one.
 * Everything made is deleted again through the staff API. Screenshots of every list and form in
 * both languages at 390 px and 1280 px go to artifacts/screenshots as
 * `admin-{resource}-{page}-{lang}-{width}.png`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AdminCategory, AdminColor, AdminList, AdminProductRow, AdminSize } from '@shop/contract';
import {
  expectNoSidewaysScroll,
  openSignedIn,
  OWNER,
  settledAdmin,
  showScreen,
  staffApi,
  type StaffApi,
} from './support/admin';
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
    importCsv: 'استيراد CSV',
    exportCsv: 'تصدير CSV',
    startImport: 'استيراد',
    close: 'إغلاق',
    counts: { created: 'أُنشئ: 1', failed: 'فشل: 1' },
    overlap: 'هذه الشريحة تتداخل مع الشريحة السابقة',
    again: 'استيراد ملف آخر',
    columnMissing: 'هذا العمود مفقود من سطر العناوين',
    notUtf8: 'احفظه من برنامج الجداول بصيغة «CSV UTF-8 (محدد بفواصل)»',
    fileName: /^المنتجات-\d{4}-\d{2}-\d{2}\.csv$/,
  },
  en: {
    create: 'Create',
    save: 'Save',
    search: 'Search',
    topLevel: 'Top-level categories',
    subcategories: /^Subcategories/,
    delete: 'Delete',
    hasChildren: 'This category has subcategories',
    importCsv: 'Import CSV',
    exportCsv: 'Export CSV',
    startImport: 'Import',
    close: 'Close',
    counts: { created: 'Created: 1', failed: 'Failed: 1' },
    overlap: 'This tier overlaps the previous one',
    again: 'Import another file',
    columnMissing: 'This column is missing from the header row',
    notUtf8: 'Save it from your spreadsheet as "CSV UTF-8 (Comma delimited)"',
    fileName: /^products-\d{4}-\d{2}-\d{2}\.csv$/,
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

/** Types into the list's search box; the list asks the API after a short pause. */
async function search(page: Page, lang: Lang, text: string) {
  await page.getByPlaceholder(TEXT[lang].search).fill(text);
  // Done once the list's filters (kept in the address) hold it.
  await expect
    .poll(() => new URL(page.url()).searchParams.get('filter') ?? '')
    .toContain(JSON.stringify(text));
}

/** Every list and form, as staff see it on a phone and on a desktop. */
const SCREENS = [
  'categories',
  'categories/create',
  'colors',
  'colors/create',
  'sizes',
  'sizes/create',
  'products',
] as const;

/** The products file's header row, as docs/decisions.md ("Products as CSV") documents it. */
const CSV_HEADER =
  'id,name_ar,name_en,description_ar,description_en,category,is_men,is_women,is_child,published,sort_order,image,hover_image,colors,sizes,tiers,photos';
/** A file from before categories, colours and sizes were named: ids under `category_id`, still read. */
const IDS_CSV_HEADER = CSV_HEADER.replace(',category,', ',category_id,');

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

  it('imports a CSV file through the dialog and reads the report, then finds the new product', async () => {
    const tops = await staff.request<AdminList<AdminCategory>>('GET', '/categories?per_page=1');
    const categoryId = tops.data[0]!.id;
    const id = stamp();
    const good = { ar: `قميص مستورد ${id}`, en: `Imported shirt ${id}` };
    const row = (ar: string, en: string, tiers: string) =>
      `,${ar},${en},,,${categoryId},1,0,0,1,0,,,,,${tiers},`;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'catalogue-csv-')), 'products.csv');
    writeFileSync(
      file,
      [
        IDS_CSV_HEADER,
        row(good.ar, good.en, '1-49:45.50|50-99:40'),
        row('متداخل', `Overlap ${id}`, '1-10:50|5-20:40'),
      ]
        .map((line) => `${line}\r\n`)
        .join(''),
    );

    await page.goto('/admin/products?filter=%7B%7D');
    await page.getByRole('button', { name: t.importCsv }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('import-file').setInputFiles(file);
    await screenshot(page, `admin-products-import-chosen-${lang}-1280`);
    await dialog.getByRole('button', { name: t.startImport, exact: true }).click();
    const report = dialog.getByTestId('import-report');
    await report.waitFor();
    await report.getByText(t.counts.created, { exact: true }).waitFor();
    await report.getByText(t.counts.failed, { exact: true }).waitFor();
    // The bad row is the file's third line (the header is row 1), named with its column.
    const failed = report.locator('[data-row="3"][data-field="tiers.1.from"]');
    await failed.getByText(t.overlap).waitFor();
    expect(await report.locator('tbody tr').count()).toBe(1);
    await screenshot(page, `admin-products-report-${lang}-1280`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `admin-products-report-${lang}-390`);
    await page.setViewportSize(DESKTOP);

    // A file that cannot be read as a whole is refused before any row, in the staff's language.
    const broken = path.join(path.dirname(file), 'broken.csv');
    writeFileSync(broken, 'id,name_ar\r\n,قميص\r\n');
    await dialog.getByRole('button', { name: t.again }).click();
    await dialog.getByTestId('import-file').setInputFiles(broken);
    await dialog.getByRole('button', { name: t.startImport, exact: true }).click();
    const refused = dialog.getByTestId('import-refused');
    await refused.getByText(t.columnMissing).first().waitFor();
    await screenshot(page, `admin-products-refused-${lang}-1280`);

    // A file saved in another encoding than UTF-8 is refused too, saying how to save it.
    const latin1 = path.join(path.dirname(file), 'latin1.csv');
    writeFileSync(latin1, Buffer.from('id,name_ar,name_en\r\n,Caf\u00e9,Caf\u00e9\r\n', 'latin1'));
    await dialog.getByRole('button', { name: t.again }).click();
    await dialog.getByTestId('import-file').setInputFiles(latin1);
    await dialog.getByRole('button', { name: t.startImport, exact: true }).click();
    await dialog.getByTestId('import-refused').getByText(t.notUtf8).waitFor();
    await dialog.getByRole('button', { name: t.close }).click();
    await dialog.waitFor({ state: 'hidden' });

    const created = await findMade<AdminProductRow>('products', good.en);
    expect(created).toMatchObject({ name_ar: good.ar, price: 45.5, published: true, is_men: true });
    await search(page, lang, good[lang]);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await rowNamed(page, good[lang]).waitFor();
    await screenshot(page, `admin-products-search-${lang}-1280`);

    // The export takes the list's search: the file has the documented header and the one product.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(t.fileName);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]!.startsWith(`${created.id},${good.ar},${good.en},`)).toBe(true);
  });

  it('opens every list and form without sideways scrolling, on a phone and on a desktop', async () => {
    // One record's edit page of each resource with a form here (products' form is another screen).
    const edits: string[] = [];
    for (const resource of ['categories', 'colors', 'sizes']) {
      const first = await staff.request<AdminList<{ id: number }>>('GET', `/${resource}?per_page=1`);
      edits.push(`${resource}/${first.data[0]!.id}`);
    }
    for (const viewport of [PHONE, DESKTOP]) {
      for (const screen of edits) {
        await page.setViewportSize(viewport);
        await showScreen(page, screen, { reload: screen === edits[0] && viewport === PHONE });
        await page.locator('form input[name="name_ar"], form input[name="name"]').first().waitFor();
        await settledAdmin(page);
        await screenshot(page, `admin-${screen.split('/')[0]}-edit-${lang}-${viewport.width}`);
        await expectNoSidewaysScroll(page);
      }
      await page.setViewportSize(viewport);
      for (const screen of SCREENS) {
        // Lists without the searches made above.
        await showScreen(page, `${screen}${screen.includes('/') ? '' : '?filter=%7B%7D'}`);
        await page.locator('.RaList-main, .RaList-content, .RaEmpty-message, form').first().waitFor();
        await settledAdmin(page);
        await screenshot(page, `admin-${screen.replace('/', '-')}-${lang}-${viewport.width}`);
        await expectNoSidewaysScroll(page);
        if (screen === 'products') {
          // The import dialog as it opens.
          await page.getByRole('button', { name: t.importCsv }).click();
          await page.getByRole('dialog').waitFor();
          await screenshot(page, `admin-products-import-${lang}-${viewport.width}`);
          await page.getByRole('dialog').getByRole('button', { name: t.close }).click();
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
      }
    }
  });
});
