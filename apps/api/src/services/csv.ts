/**
 * CSV files staff open in a spreadsheet (the products file, the accountant's orders, the newsletter
 * subscribers): UTF-8 with a byte order mark, so Excel reads Arabic correctly, Windows line ends,
 * and no cell a spreadsheet would run as a formula. Small files are written whole (`csvText`);
 * files of any size are streamed page by page (`csvNewestFirst`), so a hundred thousand orders
 * never sit in memory at once. A file staff send back (the product import) must be UTF-8.
 */
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifyText } from 'csv-stringify/sync';
import { and, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatMoney, shopWallClock } from '@shop/domain';
import { FieldErrors } from '../shared/errors.js';

const CSV_OPTIONS = { bom: true, record_delimiter: 'windows' } as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * skip) as a formula: such a cell is written with a leading apostrophe, which spreadsheets show
 * as text. A text that already starts with apostrophes before such a character gets one more, so
 * reading removes exactly one and every text comes back as it was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

export function guardCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unguardCell(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}

/**
 * The text of a CSV file staff send, which must be UTF-8 (with or without the byte order mark our
 * own files start with, which is dropped). Any other encoding is refused on `file` (import.notUtf8)
 * rather than read with U+FFFD in place of each letter it cannot decode: a spreadsheet's "CSV" in
 * a Western or Arabic Windows encoding would otherwise import names with their accented or Arabic
 * letters lost.
 */
export function decodeCsvFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new FieldErrors({ file: ['import.notUtf8'] });
  }
}

/** A SAR amount as the files write it: two decimals, no thousands separator ("1234.50"). */
export const sarCell = (halalas: number) => formatMoney(halalas).replace(/,/g, '');

/** An instant as the shop's wall-clock time (Riyadh keeps UTC+3 all year): "2026-11-24 14:05". */
export const shopDateTimeCell = (at: Date) => shopWallClock(at).slice(0, 16).replace('T', ' ');

/**
 * A phone number a spreadsheet keeps as written: digits alone would be read as a number and lose
 * their leading 0 ("0551234567" → 551234567), so they are grouped with spaces ("055 123 4567"),
 * which a spreadsheet reads as text and a person as a phone number.
 */
export function phoneCell(phone: string): string {
  if (/^0\d{9}$/.test(phone)) return `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
  if (/^\d{4,}$/.test(phone)) return phone.replace(/(\d{3})(?=\d)/g, '$1 ');
  return phone;
}

/** A whole file: the header row and the rows, every cell guarded. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringifyText([[...header], ...rows.map((row) => row.map(guardCell))], CSV_OPTIONS);
}

/** A file of a table's rows, newest first, streamed a page at a time (see csvNewestFirst). */
export interface NewestFirstFile<Row extends { id: number }> {
  header: readonly string[];
  /** The rows' id column: pages follow it downwards. */
  id: PgColumn;
  /** Which rows the file holds. */
  where: SQL | undefined;
  /** Rows a statement reads. */
  pageSize: number;
  /** The rows matching `pageWhere`, by `id` descending, at most `pageSize` of them. */
  read: (pageWhere: SQL | undefined) => Promise<Row[]>;
  cells: (row: Row) => string[];
  /** Told of a failure after the answer has started (the download breaks off). */
  onError: (error: Error) => void;
}

/**
 * Streams the rows of `where`, newest first: each page is read after the last id of the page
 * before (never an OFFSET, so every page costs the same and no row is read twice or skipped while
 * rows are added), and written as it comes, so the file's size does not depend on memory. The
 * first page is read before this resolves, so a query that fails answers an error rather than a
 * file cut short.
 */
export async function csvNewestFirst<Row extends { id: number }>(
  file: NewestFirstFile<Row>,
): Promise<Readable> {
  const { header, id, where, pageSize, read, cells, onError } = file;
  const first = await read(where);
  async function* records() {
    yield [...header];
    let page = first;
    for (;;) {
      for (const row of page) yield cells(row).map(guardCell);
      if (page.length < pageSize) return;
      page = await read(and(where, lt(id, page[page.length - 1]!.id)));
    }
  }
  const out = stringify(CSV_OPTIONS);
  pipeline(Readable.from(records()), out, (error) => {
    if (error) onError(error);
  });
  return out;
}
