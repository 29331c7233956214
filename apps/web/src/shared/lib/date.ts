/**
 * Dates as long month, day, year; en-US in English, Arabic month
 * names with Latin digits (Gregorian calendar) in Arabic.
 */
import { currentLang, type Lang } from './lang';

const LOCALES: Record<Lang, string> = { en: 'en-US', ar: 'ar-SA-u-nu-latn-ca-gregory' };
const formatters = new Map<Lang, Intl.DateTimeFormat>();

export function formatLongDate(value: string | number | Date, lang: Lang = currentLang): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long' });
    formatters.set(lang, formatter);
  }
  return formatter.format(date);
}

/** Machine-readable form for <time dateTime>. */
export function isoDate(value: string | number | Date): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
