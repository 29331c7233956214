/**
 * Bilingual text in one language (docs/decisions.md, Bilingual text in one language): the text
 * in the language asked for; when that one is blank (empty or missing), the other language's;
 * when both are blank, the asked one as stored. Names required in both languages are never
 * blank, so the rule only shows for the texts staff may leave blank in one language
 * (descriptions, pages, settings, sponsor names): an English shopper sees the Arabic text rather
 * than nothing. The same rule on values (`localizedText`) and in SQL (`localized`).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Lang } from '../shared/i18n.js';

/** One text in both languages: columns, SQL expressions, or values. */
export interface Bilingual<T> {
  ar: T;
  en: T;
}

/** The rule on values: the text in `lang`, or the other language's when that one is blank. */
export function localizedText<T extends string | null | undefined>(texts: Bilingual<T>, lang: Lang): T {
  const asked = lang === 'ar' ? texts.ar : texts.en;
  const other = lang === 'ar' ? texts.en : texts.ar;
  return asked || other || asked;
}

/**
 * The rule in SQL, for a select: `localized({ ar: products.nameAr, en: products.nameEn }, lang)`.
 * `T` is the type of the text (`string | null` for nullable columns); it is never inferred from
 * where the expression is used.
 */
export function localized<T = string>(texts: Bilingual<SQLWrapper>, lang: Lang): SQL<NoInfer<T>> {
  const asked = lang === 'ar' ? texts.ar : texts.en;
  const other = lang === 'ar' ? texts.en : texts.ar;
  return sql<T>`coalesce(nullif(${asked}, ''), nullif(${other}, ''), ${asked})`;
}
