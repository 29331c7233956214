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

const dayFormatters = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A calendar day (midnight UTC stands for the day, as @shop/domain's delivery dates are) with its
 * weekday: "Tuesday, November 24" / "الثلاثاء، 24 نوفمبر". Read in UTC so the shopper's time zone
 * cannot move it to the day before.
 */
export function formatDay(day: Date, lang: Lang = currentLang): string {
  if (Number.isNaN(day.getTime())) return '';
  let formatter = dayFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormatters.set(lang, formatter);
  }
  return formatter.format(day);
}

const dateTimeFormatters = new Map<Lang, Intl.DateTimeFormat>();

/** A moment as long date and time of day, in Saudi time (the shop's): bills and orders. */
export function formatDateTime(value: string | number | Date, lang: Lang = currentLang): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = dateTimeFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Riyadh',
    });
    dateTimeFormatters.set(lang, formatter);
  }
  return formatter.format(date);
}
