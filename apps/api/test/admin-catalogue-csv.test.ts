/**
 * Products as CSV on every available database: an export opens in a spreadsheet (UTF-8 with a
 * byte order mark, Arabic intact, no cell a spreadsheet would run as a formula), importing it
 * back changes nothing, an import writes its good rows and reports its bad ones with translated
 * messages and the row numbers a spreadsheet shows, a row that fails halfway leaves nothing of
 * itself, and no file, however malformed, gets anything but a report or a field error.
 */
import { parse } from 'csv-parse/sync';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImportReportSchema } from '@shop/contract';
import {
  categoryInputSchema,
  colorInputSchema,
  productInputSchema,
  staffProductListQuerySchema,
} from '@shop/domain';
import { auditLog, products } from '../src/db/schema.js';
import { FieldErrors } from '../src/http/errors.js';
import * as catalogue from '../src/services/admin-catalogue/index.js';
import { categoryPath } from '../src/services/admin-catalogue/csv-names.js';
import { loadCatalogueLookup, readProducts } from '../src/services/admin-catalogue/products.js';
import type { StaffActor } from '../src/services/audit.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';
import { newStaff } from './support/staff.js';

const allProducts = staffProductListQuerySchema.parse({});

/** Cells of a CSV text, header first. */
const cellsOf = (text: string) => parse(text, { bom: true }) as string[][];
const toCsv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n');

describe.each(backends)('products as CSV on $name', (backend) => {
  let shop: TestShop;
  let staff: StaffActor;
  let db: TestShop['database']['db'];

  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo');
    db = shop.database.db;
    staff = await newStaff(shop.database);
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** Everything an import could change: whole products, their search text and the audit log. */
  const catalogueState = async () => ({
    products: await readProducts(db, undefined),
    searchText: await db
      .select({ id: products.id, text: products.searchText })
      .from(products)
      .orderBy(products.id),
    audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  });
  const importCsv = (
    text: string,
    lang: 'ar' | 'en' = 'en',
    onProgress?: (done: number, total: number) => Promise<void>,
  ) => catalogue.importProductsCsv(db, staff, text, { lang, onProgress });

  it('exports UTF-8 with a byte order mark, one product per row with every column, Arabic intact', async () => {
    const text = await catalogue.exportProductsCsv(db, allProducts, 'en');
    expect(text.startsWith('\uFEFFid,name_ar,name_en,')).toBe(true);
    const [header, ...rows] = cellsOf(text);
    expect(header).toEqual([...catalogue.PRODUCT_CSV_COLUMNS]);
    const [first] = await readProducts(db, undefined, { limit: 1, offset: 0 });
    expect(rows).toHaveLength((await db.select({ n: count() }).from(products))[0]!.n);
    const row = Object.fromEntries(header!.map((column, k) => [column, rows[0]![k]]));
    const lookup = await loadCatalogueLookup(db);
    expect(row).toMatchObject({
      id: String(first!.id),
      name_ar: first!.name_ar,
      description_ar: first!.description_ar,
      // Names staff know, in the export's language: the category's path, colours and sizes by name.
      category: categoryPath(lookup, first!.category_id, 'en'),
      published: '1',
      colors: first!.colors.map((c) => `${lookup.colors.get(c.color_id)!.nameEn}=${c.image}`).join('|'),
      sizes: first!.sizes.map((s) => s.name).join('|'),
      tiers: first!.tiers.map((t) => `${t.from}-${t.to}:${t.price.toFixed(2)}`).join('|'),
      photos: first!.photos.join('|'),
    });
    expect(row.name_ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('exports the list filters: a search, a category', async () => {
    const [someone] = await readProducts(db, undefined, { limit: 1, offset: 3 });
    const byCategory = cellsOf(
      await catalogue.exportProductsCsv(
        db,
        staffProductListQuerySchema.parse({ category_id: someone!.category_id }),
        'en',
      ),
    );
    const path = categoryPath(await loadCatalogueLookup(db), someone!.category_id, 'en');
    expect(byCategory.slice(1).every((row) => row[5] === path)).toBe(true);
    const bySearch = cellsOf(
      await catalogue.exportProductsCsv(
        db,
        staffProductListQuerySchema.parse({ q: String(someone!.id) }),
        'en',
      ),
    );
    expect(bySearch.slice(1).map((row) => row[0])).toContain(String(someone!.id));
  });

  it('imports its own export without changing anything', async () => {
    const before = await catalogueState();
    const report = await importCsv(await catalogue.exportProductsCsv(db, allProducts, 'en'));
    expectShape(productImportReportSchema, report);
    expect(report).toMatchObject({ created: 0, updated: 0, failed: 0, unchanged: before.products.length });
    expect(await catalogueState()).toEqual(before);
  });

  it('reads names in either language, a category by its path or its own name, and an old file’s ids', async () => {
    const [product] = await readProducts(db, undefined, { limit: 1, offset: 2 });
    const lookup = await loadCatalogueLookup(db);
    const query = staffProductListQuerySchema.parse({ q: String(product!.id) });
    const [header, english] = cellsOf(await catalogue.exportProductsCsv(db, query, 'en'));
    const [, arabic] = cellsOf(await catalogue.exportProductsCsv(db, query, 'ar'));
    expect(arabic![header!.indexOf('category')]).toBe(categoryPath(lookup, product!.category_id, 'ar'));
    const at = (name: string) => header!.indexOf(name);
    const variant = (cells: Record<string, string>) => {
      const row = [...english!];
      for (const [name, value] of Object.entries(cells)) row[at(name)] = value;
      return row;
    };
    const leaf = lookup.categories.byId.get(product!.category_id)!;
    const rows = [
      arabic!,
      variant({ category: `  ${leaf.nameEn.toUpperCase()} ` }),
      variant({ category: categoryPath(lookup, product!.category_id, 'en').replaceAll(' › ', '>') }),
    ];
    const report = await importCsv(toCsv([header!, ...rows]));
    expect(report.rows.map((r) => r.status)).toEqual(['unchanged', 'error', 'error']);
    // The same product three times: the second and third are refused as repeats, not for their names.
    expect(report.rows[1]!.errors).toEqual({ id: ['This product appears more than once in the file'] });

    for (const category of [
      ` ${leaf.nameEn.toUpperCase()} `,
      categoryPath(lookup, leaf.id, 'en').replaceAll(' › ', ' > '),
    ]) {
      const again = await importCsv(toCsv([header!, variant({ category })]));
      expect(again.rows[0]!.status, category).toBe('unchanged');
    }
    // A file from before names: ids under the old heading.
    const legacyHeader = header!.map((name) => (name === 'category' ? 'category_id' : name));
    const legacy = variant({
      category: String(product!.category_id),
      colors: product!.colors.map((c) => `${c.color_id}=${c.image}`).join('|'),
      sizes: product!.sizes.map((s) => s.size_id).join('|'),
    });
    expect((await importCsv(toCsv([legacyHeader, legacy]))).rows[0]!.status).toBe('unchanged');
  });

  it('refuses a category name that more than one category has, asking for its path', async () => {
    const [header, template] = cellsOf(await catalogue.exportProductsCsv(db, allProducts, 'en'));
    const lookup = await loadCatalogueLookup(db);
    const counts = new Map<string, number>();
    for (const row of lookup.categories.byId.values())
      counts.set(row.nameEn.toLowerCase(), (counts.get(row.nameEn.toLowerCase()) ?? 0) + 1);
    const shared = [...counts].find(([, n]) => n > 1)?.[0];
    const parents = [...lookup.categories.byId.values()].filter((row) => row.parentId === null).slice(0, 2);
    let name = shared;
    if (!name) {
      name = 'zeta twin';
      for (const parent of parents)
        await catalogue.createCategory(
          db,
          staff,
          categoryInputSchema.parse({
            name_ar: `توأم ${parent.id}`,
            name_en: 'Zeta Twin',
            parent_id: parent.id,
          }),
        );
    }
    const row = [...template!];
    row[0] = '';
    row[header!.indexOf('category')] = name;
    const report = await importCsv(toCsv([header!, row]));
    expect(report.rows[0]!.errors).toEqual({
      category: ['More than one category has this name: write its path, e.g. “Men › Shirts”'],
    });
  });

  it('guards cells a spreadsheet would run as formulas, and reads them back as they were', async () => {
    const [product] = await readProducts(db, undefined, { limit: 1, offset: 5 });
    const input = productInputSchema.parse({
      ...product,
      name_en: '=HYPERLINK("http://evil.example","click")',
      name_ar: "'+قميص",
      colors: product!.colors.map((c) => ({ color_id: c.color_id, image: c.image })),
      size_ids: product!.sizes.map((s) => s.size_id),
      tiers: product!.tiers,
    });
    await catalogue.updateProduct(db, staff, product!.id, input);
    const text = await catalogue.exportProductsCsv(
      db,
      staffProductListQuerySchema.parse({ q: String(product!.id) }),
      'en',
    );
    const row = cellsOf(text).find((cells) => cells[0] === String(product!.id))!;
    expect(row[2]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(row[1]).toBe("''+قميص");
    const report = await importCsv(text);
    expect(report.rows.find((r) => r.id === product!.id)?.status).toBe('unchanged');
    expect(catalogue.PRODUCT_CSV_COLUMNS.length).toBe(row.length);
  });

  it('writes the good rows and reports the bad ones, with translated messages and spreadsheet row numbers', async () => {
    const [header, template, toUpdate] = cellsOf(await catalogue.exportProductsCsv(db, allProducts, 'en'));
    const column = (name: string) => header!.indexOf(name);
    const withCells = (row: string[], cells: Record<string, string>) => {
      const copy = [...row];
      for (const [name, value] of Object.entries(cells)) copy[column(name)] = value;
      return copy;
    };
    const rows = [
      withCells(template!, {
        id: '',
        name_en: 'Zeta Imported Coverall',
        name_ar: 'أفرول مستورد',
        tiers: '10-199:45|200-:40',
      }),
      withCells(template!, { id: '', name_en: 'Zeta Overlapping', tiers: '1-10:50|5-20:40' }),
      withCells(template!, {
        id: '',
        name_en: 'Zeta Nowhere',
        category: 'Nowhere › Nothing',
        sizes: 'XXXXL|S',
      }),
      withCells(toUpdate!, { name_en: 'Zeta Updated By Import' }),
      withCells(template!, { id: '2000000000' }),
      withCells(toUpdate!, {}),
      withCells(template!, { id: '', name_en: '', tiers: '' }),
    ];
    const before = (await db.select({ n: count() }).from(products))[0]!.n;
    const progress: [number, number][] = [];
    const report = await importCsv(toCsv([header!, ...rows]), 'en', async (done, total) => {
      progress.push([done, total]);
    });
    expectShape(productImportReportSchema, report);
    expect(progress).toEqual(rows.map((_, k) => [k + 1, rows.length]));
    expect(report.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'error'],
      [4, 'error'],
      [5, 'updated'],
      [6, 'error'],
      [7, 'error'],
      [8, 'error'],
    ]);
    expect(report).toMatchObject({ created: 1, updated: 1, unchanged: 0, failed: 5 });
    expect(report.rows[1]!.errors).toEqual({ 'tiers.1.from': ['This tier overlaps the previous one'] });
    expect(report.rows[2]!.errors).toEqual({
      category: ['The chosen category does not exist'],
      'sizes.0': ['The chosen size does not exist'],
    });
    expect(report.rows[4]!.errors).toEqual({ id: ['There is no product with this id'] });
    expect(report.rows[5]!.errors).toEqual({ id: ['This product appears more than once in the file'] });
    expect(report.rows[6]!.errors).toEqual({
      name_en: ['The English name is required'],
      tiers: ['Add at least one price tier'],
    });

    expect((await db.select({ n: count() }).from(products))[0]!.n).toBe(before + 1);
    const created = report.rows[0]!.id!;
    expect(await catalogue.getAdminProduct(db, created)).toMatchObject({
      name_en: 'Zeta Imported Coverall',
      // "200-" leaves the last tier open-ended, and the export writes it back the same way.
      tiers: [
        { from: 10, to: 199, price: 45 },
        { from: 200, to: null, price: 40 },
      ],
    });
    expect(await catalogue.exportProductsCsv(db, allProducts, 'en')).toContain('10-199:45.00|200-:40.00');
    expect((await catalogue.getAdminProduct(db, Number(toUpdate![0]))).name_en).toBe(
      'Zeta Updated By Import',
    );

    // The same file in Arabic reports in Arabic.
    const arabic = await importCsv(toCsv([header!, withCells(rows[2]!, { sizes: 'S' }), rows[1]!]), 'ar');
    expect(arabic.rows[0]!.errors).toEqual({ category: ['القسم المختار غير موجود'] });
    expect(arabic.rows[1]!.errors).toEqual({ 'tiers.1.from': ['هذه الشريحة تتداخل مع الشريحة السابقة'] });
  });

  it('leaves nothing of a row that fails halfway, and goes on with the next rows', async () => {
    const doomed = await catalogue.createColor(
      db,
      staff,
      colorInputSchema.parse({ name_ar: 'لون مؤقت', name_en: 'Zeta Doomed', code: '#010203' }),
    );
    const [header, template] = cellsOf(await catalogue.exportProductsCsv(db, allProducts, 'en'));
    const colors = header!.indexOf('colors');
    const name = header!.indexOf('name_en');
    const row = (label: string, colorCell: string) =>
      template!.map((cell, k) => (k === 0 ? '' : k === name ? label : k === colors ? colorCell : cell));
    const file = toCsv([
      header!,
      row('Zeta Halfway One', template![colors]!),
      row('Zeta Halfway Two', 'Zeta Doomed='),
      row('Zeta Halfway Three', template![colors]!),
    ]);
    const before = await db.select({ n: count() }).from(auditLog);
    // The colour disappears after the file was checked and before row 3 is written: its product
    // row is inserted, then its colours are refused by the database.
    const report = await importCsv(file, 'en', async (done) => {
      if (done === 1) await db.execute(sql`delete from colors where id = ${doomed.id}`);
    });
    expect(report.rows.map((r) => r.status)).toEqual(['created', 'error', 'created']);
    expect(report.rows[1]).toEqual({
      row: 3,
      id: null,
      status: 'error',
      errors: { colors: ['The chosen colour does not exist'] },
    });
    expect(await db.select().from(products).where(eq(products.nameEn, 'Zeta Halfway Two'))).toEqual([]);
    expect((await db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before[0]!.n + 2);
  });

  it('refuses files it cannot read as a whole with field errors', async () => {
    const refusal = async (text: string) => {
      const error = await importCsv(text).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(FieldErrors);
      return (error as FieldErrors).fields;
    };
    expect(await refusal('')).toEqual({ file: ['import.empty'] });
    expect(await refusal('id,name_ar\n')).toMatchObject({ 'columns.name_en': ['import.columnMissing'] });
    const header = catalogue.PRODUCT_CSV_COLUMNS.join(',');
    expect(await refusal(`${header}\n`)).toEqual({ file: ['import.empty'] });
    expect(await refusal(`${header}\n"unclosed,1,2`)).toEqual({ file: ['import.fileInvalid'] });
  });

  it('answers any generated file with a report or a field error, never another error', async () => {
    const header = catalogue.PRODUCT_CSV_COLUMNS.join(',');
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        '1',
        '0',
        '-1',
        '1-10:5',
        '1-5:1|6-9:x',
        '2000000000',
        '=1+1',
        '"',
        '\u0000',
        '3=/media/a-640.webp',
      ),
    );
    const file = fc.oneof(
      fc.string(),
      fc
        .array(fc.array(cell, { maxLength: 18 }), { minLength: 1, maxLength: 4 })
        .map((rows) =>
          [header, ...rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(','))].join('\n'),
        ),
    );
    await fc.assert(
      fc.asyncProperty(file, async (text) => {
        await importCsv(text).then(
          (report) => expectShape(productImportReportSchema, report),
          (err: unknown) => {
            if (!(err instanceof FieldErrors)) throw err;
          },
        );
      }),
      { numRuns: 40 },
    );
  });
});
