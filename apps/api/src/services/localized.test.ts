/**
 * One rule for bilingual text in one language (docs/decisions.md, Bilingual text in one
 * language), the same on values and in SQL: the asked language, the other one when the asked one
 * is blank, the asked one as stored when both are.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localized, localizedText } from './localized.js';

/** [arabic, english, answer in Arabic, answer in English] */
const CASES: [string | null, string | null, string | null, string | null][] = [
  ['قميص', 'Shirt', 'قميص', 'Shirt'],
  ['قميص', '', 'قميص', 'قميص'],
  ['', 'Shirt', 'Shirt', 'Shirt'],
  ['قميص', null, 'قميص', 'قميص'],
  [null, 'Shirt', 'Shirt', 'Shirt'],
  ['', '', '', ''],
  [null, '', null, ''],
  ['', null, '', null],
  [null, null, null, null],
  // Only empty text is blank: a space is text staff typed.
  ['قميص', ' ', 'قميص', ' '],
];

describe('localizedText', () => {
  it.each(CASES)('ar %j, en %j: %j in Arabic, %j in English', (ar, en, inAr, inEn) => {
    expect(localizedText({ ar, en }, 'ar')).toBe(inAr);
    expect(localizedText({ ar, en }, 'en')).toBe(inEn);
  });
});

describe('localized (SQL)', () => {
  const client = new PGlite();
  const db = drizzle(client);

  beforeAll(async () => {
    await db.execute(sql`create table texts (id int primary key, name_ar text, name_en text)`);
    for (const [i, [ar, en]] of CASES.entries())
      await db.execute(sql`insert into texts values (${i}, ${ar}, ${en})`);
  });
  afterAll(() => client.close());

  it('answers what localizedText answers, for every case', async () => {
    const texts = { ar: sql.raw('name_ar'), en: sql.raw('name_en') };
    const rows = await db.execute<{ id: number; ar: string | null; en: string | null }>(
      sql`select id, ${localized(texts, 'ar')} as ar, ${localized(texts, 'en')} as en from texts order by id`,
    );
    expect(rows.rows.map((r) => [r.ar, r.en])).toEqual(CASES.map(([, , inAr, inEn]) => [inAr, inEn]));
  });
});
