/**
 * Products as CSV, for staff who prepare the catalogue in a spreadsheet: an export (filtered like
 * the staff list) and an import that creates or updates products row by row.
 *
 * The file is written as every staff CSV is (../csv.ts: UTF-8 with a byte order mark, formula-like
 * cells guarded), one product per row under a header row of PRODUCT_CSV_COLUMNS. Lists inside a cell are separated by `|`:
 *
 * - `category`: the category's path in the staff's language, e.g. `Men › Shirts` (./csv-names.ts)
 * - `colors`: `{colour name}={image}` per colour, e.g. `Navy=/media/products/shirt-navy-640.webp|White=`
 * - `sizes`: the shop's size names, e.g. `S|M|L`
 * - `tiers`: `{from}-{to}:{price in SAR}`, e.g. `10-49:45.50|50-199:42|200-:40` (an open-ended last
 *   tier, "200+", has nothing after its dash)
 * - `photos`: image URLs in display order
 * - flags (`is_men`, `is_women`, `is_child`, `published`): `1` or `0`
 *
 * An import reads every row with the API's own product schema and rules; a row with an `id`
 * updates that product, a row without one creates a product. Each product is written whole in
 * its own transaction, so a row that fails leaves nothing of itself behind, and the rows before
 * and after it are written or refused on their own. The answer reports every row.
 */
import { parse } from 'csv-parse/sync';
import type {
  AdminProduct,
  ProductImportReport,
  ProductImportRow,
  StaffProductListQuery,
} from '@shop/contract';
import {
  idSchema,
  productInputSchema,
  sarToHalalas,
  zodIssuesToFieldErrors,
  type ProductInput,
} from '@shop/domain';
import type { Executor } from '../../db/transaction.js';
import { FieldErrors, NotFoundError } from '../../shared/errors.js';
import { translate, type Lang } from '../../shared/i18n.js';
import { csvText, decodeCsvFile, sarCell, unguardCell } from '../csv.js';
import {
  loadCatalogueLookup,
  productEntity,
  productFilter,
  readProducts,
  sameProduct,
  storedForm,
  unknownIdErrors,
  writeProduct,
  type CatalogueLookup,
} from './products.js';
import {
  categoryPath,
  colorName,
  nameResolver,
  sizeName,
  type NameResolver,
  type Resolved,
} from './csv-names.js';
import { createAudited, updateAudited, type ErrorKey, type StaffActor } from './shared.js';

export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'category',
  'is_men',
  'is_women',
  'is_child',
  'published',
  'sort_order',
  'image',
  'hover_image',
  'colors',
  'sizes',
  'tiers',
  'photos',
] as const;
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Rows one import accepts: twice the catalogue size the shop is built for in one go. */
export const MAX_IMPORT_ROWS = 10_000;
/** Characters of one row: two full descriptions and every list fit. */
const MAX_ROW_CHARACTERS = 200_000;
const LIST_SEPARATOR = '|';

const flagCell = (flag: boolean) => (flag ? '1' : '0');

function productCells(p: AdminProduct, lookup: CatalogueLookup, lang: Lang): Record<Column, string> {
  return {
    id: String(p.id),
    name_ar: p.name_ar,
    name_en: p.name_en,
    description_ar: p.description_ar,
    description_en: p.description_en,
    category: categoryPath(lookup, p.category_id, lang),
    is_men: flagCell(p.is_men),
    is_women: flagCell(p.is_women),
    is_child: flagCell(p.is_child),
    published: flagCell(p.published),
    sort_order: String(p.sort_order),
    image: p.image,
    hover_image: p.hover_image,
    colors: p.colors.map((c) => `${colorName(lookup, c.color_id, lang)}=${c.image}`).join(LIST_SEPARATOR),
    // A size whose shop size was deleted is not written; it cannot be picked again either.
    sizes: p.sizes
      .flatMap((s) => (s.size_id === null ? [] : [sizeName(lookup, s.size_id)]))
      .join(LIST_SEPARATOR),
    tiers: p.tiers
      .map((t) => `${t.from}-${t.to ?? ''}:${sarCell(sarToHalalas(t.price))}`)
      .join(LIST_SEPARATOR),
    photos: p.photos.join(LIST_SEPARATOR),
  };
}

/**
 * The products matching the staff list's filters as a CSV file (text with its byte order mark),
 * categories, colours and sizes named in `lang`.
 */
export async function exportProductsCsv(
  db: Executor,
  query: Pick<StaffProductListQuery, 'q' | 'category_id' | 'published'>,
  lang: Lang,
): Promise<string> {
  const [list, lookup] = await Promise.all([
    readProducts(db, await productFilter(db, query)),
    loadCatalogueLookup(db),
  ]);
  const rows = list.map((p) => {
    const cells = productCells(p, lookup, lang);
    return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
  });
  return csvText(PRODUCT_CSV_COLUMNS, rows);
}

// ---- Import ---------------------------------------------------------------------------------

const listCell = (text: string) =>
  text.trim() === '' ? [] : text.split(LIST_SEPARATOR).map((item) => item.trim());

/** `from-to:price` → the tier row the product schema reads; a malformed part is left blank. */
function tierItem(text: string) {
  const match = /^([^:]*?)-([^:]*):(.*)$/.exec(text);
  return match
    ? { from: match[1]!.trim(), to: match[2]!.trim(), price: match[3]!.trim() }
    : { from: text, to: '', price: '' };
}

/** `name=image` → the colour's name and image. */
function colorItem(text: string) {
  const at = text.indexOf('=');
  return at < 0
    ? { name: text, image: '' }
    : { name: text.slice(0, at).trim(), image: text.slice(at + 1).trim() };
}

/**
 * The ids a row's names stand for (./csv-names.ts), or the field errors of the names that name
 * nothing, or more than one category.
 */
function resolveNames(
  cells: Record<Column, string>,
  names: NameResolver,
):
  | {
      ids: {
        category_id: number | string;
        colors: { color_id: number; image: string }[];
        size_ids: number[];
      };
    }
  | { errors: Record<string, ErrorKey[]> } {
  const errors: Record<string, ErrorKey[]> = {};
  const found = (resolved: Resolved, field: string): number => {
    if ('error' in resolved) errors[field] = [resolved.error];
    return 'id' in resolved ? resolved.id : 0;
  };
  // A blank category is the product schema's own error (categoryRequired).
  const category_id =
    cells.category.trim() === '' ? '' : found(names.category(cells.category), 'category_id');
  const colors = listCell(cells.colors).map((text, index) => {
    const { name, image } = colorItem(text);
    return { color_id: found(names.color(name), `colors.${index}.color_id`), image };
  });
  const size_ids = listCell(cells.sizes).map((text, index) => found(names.size(text), `size_ids.${index}`));
  return Object.keys(errors).length > 0 ? { errors } : { ids: { category_id, colors, size_ids } };
}

/** A row's cells as the product payload the JSON API takes (blank flags and order keep defaults). */
function payloadOf(
  cells: Record<Column, string>,
  ids: { category_id: number | string; colors: { color_id: number; image: string }[]; size_ids: number[] },
): Record<string, unknown> {
  const optional = (text: string) => (text.trim() === '' ? undefined : text);
  return {
    name_ar: cells.name_ar,
    name_en: cells.name_en,
    description_ar: cells.description_ar,
    description_en: cells.description_en,
    category_id: ids.category_id,
    is_men: optional(cells.is_men),
    is_women: optional(cells.is_women),
    is_child: optional(cells.is_child),
    published: optional(cells.published),
    sort_order: optional(cells.sort_order),
    image: cells.image,
    hover_image: cells.hover_image,
    colors: ids.colors,
    size_ids: ids.size_ids,
    tiers: listCell(cells.tiers).map(tierItem),
    photos: listCell(cells.photos),
  };
}

/** Field paths of the product schema as the file's columns name them. */
function columnPath(field: string): string {
  return field.replace(/^size_ids(?=\.|$)/, 'sizes').replace(/^category_id$/, 'category');
}

/** Reads the file into its header and rows; FieldErrors on `file` when it is not CSV. */
function readCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_ROW_CHARACTERS,
      cast: false,
    }) as string[][];
  } catch {
    throw new FieldErrors({ file: ['import.fileInvalid'] });
  }
}

/** Column name → position, from the header row; FieldErrors on `columns.{name}` for a missing one. */
function columnPositions(header: readonly string[]): Record<Column, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const positions = {} as Record<Column, number>;
  const missing: Record<string, ErrorKey[]> = {};
  for (const column of PRODUCT_CSV_COLUMNS) {
    positions[column] = names.indexOf(column);
    // A file exported before categories were named has its ids under their old heading.
    if (column === 'category' && positions[column] < 0) positions[column] = names.indexOf('category_id');
    // Without an id column every row is a new product.
    if (positions[column] < 0 && column !== 'id') missing[`columns.${column}`] = ['import.columnMissing'];
  }
  if (Object.keys(missing).length > 0) throw new FieldErrors(missing);
  return positions;
}

export interface ProductImportOptions {
  /** The language of the report's messages. */
  lang: Lang;
  /**
   * Called after every row with the rows done and the rows in the file (awaited, so a route may
   * store the progress where the admin polls it).
   */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /**
   * Called with an unexpected error of one row (a bug, the database gone), which the report shows
   * as import.rowFailed; the route logs it. The import goes on: the report must tell which rows
   * were written, or running the file again would create its new products twice.
   */
  onRowError?: (row: number, error: unknown) => void;
}

type RowOutcome = {
  status: ProductImportRow['status'];
  id: number | null;
  errors?: Record<string, readonly ErrorKey[]>;
};

/**
 * Imports products from a CSV file, its bytes (which must be UTF-8) or its text (see the top of
 * this file). Throws FieldErrors (on `file` or `columns.{name}`) when the file cannot be read at
 * all: not UTF-8, not CSV, a missing column, no row, more than MAX_IMPORT_ROWS rows. Otherwise answers one report row per data row, numbered as a
 * spreadsheet shows them (the header is row 1), with translated messages for refused rows.
 */
export async function importProductsCsv(
  db: Executor,
  actor: StaffActor,
  file: Uint8Array | string,
  options: ProductImportOptions,
): Promise<ProductImportReport> {
  const text = typeof file === 'string' ? file : decodeCsvFile(file);
  const [header, ...records] = readCsv(text).filter((record) => record.some((cell) => cell.trim() !== ''));
  if (!header) throw new FieldErrors({ file: ['import.empty'] });
  const positions = columnPositions(header);
  // A file exported before categories, colours and sizes were named has their ids instead.
  const idsFile = !header.some((name) => name.trim().toLowerCase() === 'category');
  if (records.length === 0) throw new FieldErrors({ file: ['import.empty'] });
  if (records.length > MAX_IMPORT_ROWS) throw new FieldErrors({ file: ['import.tooManyRows'] });

  const lookup = await loadCatalogueLookup(db);
  const names = nameResolver(lookup, idsFile);
  const seenIds = new Set<number>();
  const report: ProductImportReport = { rows: [], created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const [index, record] of records.entries()) {
    const cells = Object.fromEntries(
      PRODUCT_CSV_COLUMNS.map((column) => [column, unguardCell(record[positions[column]] ?? '')]),
    ) as Record<Column, string>;
    const row = index + 2;
    const outcome = await importRow(db, actor, cells, lookup, names, seenIds).catch(
      (error: unknown): RowOutcome => {
        options.onRowError?.(row, error);
        return { status: 'error', id: null, errors: { form: ['import.rowFailed'] } };
      },
    );
    const errors = Object.fromEntries(
      Object.entries(outcome.errors ?? {}).map(([field, keys]) => [
        columnPath(field),
        (keys ?? []).map((key) => translate(options.lang, key)),
      ]),
    );
    report.rows.push({ row, id: outcome.id, status: outcome.status, errors });
    report[outcome.status === 'error' ? 'failed' : outcome.status] += 1;
    await options.onProgress?.(index + 1, records.length);
  }
  return report;
}

async function importRow(
  db: Executor,
  actor: StaffActor,
  cells: Record<Column, string>,
  lookup: CatalogueLookup,
  names: NameResolver,
  seenIds: Set<number>,
): Promise<RowOutcome> {
  let id: number | null = null;
  if (cells.id.trim() !== '') {
    const parsed = idSchema.safeParse(cells.id);
    if (!parsed.success) return { status: 'error', id: null, errors: { id: ['validation.idInvalid'] } };
    id = parsed.data;
    if (seenIds.has(id)) return { status: 'error', id, errors: { id: ['import.duplicateId'] } };
    seenIds.add(id);
  }
  const resolved = resolveNames(cells, names);
  if ('errors' in resolved) return { status: 'error', id, errors: resolved.errors };
  const parsed = productInputSchema.safeParse(payloadOf(cells, resolved.ids));
  if (!parsed.success)
    return {
      status: 'error',
      id,
      errors: zodIssuesToFieldErrors(parsed.error) as Record<string, ErrorKey[]>,
    };
  const input = storedForm(parsed.data);
  const unknown = unknownIdErrors(input, lookup);
  if (Object.keys(unknown).length > 0) return { status: 'error', id, errors: unknown };
  try {
    return await saveRow(db, actor, id, input, lookup);
  } catch (err) {
    if (err instanceof FieldErrors)
      return { status: 'error', id, errors: err.fields as Record<string, ErrorKey[]> };
    if (err instanceof NotFoundError)
      return { status: 'error', id, errors: { id: ['import.productUnknown'] } };
    throw err;
  }
}

/** Writes one row's product in its own transaction, with its audit entry. */
async function saveRow(
  db: Executor,
  actor: StaffActor,
  id: number | null,
  input: ProductInput,
  lookup: CatalogueLookup,
): Promise<RowOutcome> {
  if (id === null) {
    const created = await createAudited(db, actor, productEntity, (tx) =>
      writeProduct(tx, null, input, lookup),
    );
    return { status: 'created', id: created.id };
  }
  let changed = false;
  await updateAudited(db, actor, productEntity, id, async (tx, before) => {
    if (sameProduct(before, input, lookup)) return false;
    changed = true;
    return writeProduct(tx, id, input, lookup);
  });
  return { status: changed ? 'updated' : 'unchanged', id };
}
