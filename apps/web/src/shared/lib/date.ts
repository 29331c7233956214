/**
 * Dates as long month, day, year; en-US in English, Arabic month
 * names with Latin digits (Gregorian calendar) in Arabic. Moments are shown in the shop's time
 * (Saudi Arabia), so an order's date in the account list, its code and its bill name one day
 * wherever the shopper's device is.
 */
import type { Lang } from './lang';

const LOCALES: Record<Lang, string> = { en: 'en-US', ar: 'ar-SA-u-nu-latn-ca-gregory' };
/** The shop's time zone (Saudi Arabia has no daylight saving time). */
const SHOP_TIME_ZONE = 'Asia/Riyadh';
const formatters = new Map<Lang, Intl.DateTimeFormat>();

/** The Gregorian months as the browser's and Node's Intl write them in a long date. */
const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};
/** Riyadh has kept UTC+3, without daylight saving time, since 1947 (the time zone database). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const RIYADH_FIXED_FROM = Date.UTC(1947, 2, 14);
const FOUR_DIGIT_YEARS_UNTIL = Date.UTC(10000, 0, 1);

/**
 * The long date in the shop's time: "November 24, 2026" / "24 نوفمبر 2026", the same text as
 * `Intl.DateTimeFormat` with `dateStyle: 'long'` (a test compares them), written out without it:
 * a page's first Intl formatter loads the browser's locale data, 60–130 ms of main thread on a fast
 * computer, and the product page's reviews and the blog's cards are hydrated with their dates.
 */
export function formatLongDate(value: string | number | Date, lang: Lang): string {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  if (time >= RIYADH_FIXED_FROM && time < FOUR_DIGIT_YEARS_UNTIL - RIYADH_OFFSET_MS) {
    const riyadh = new Date(time + RIYADH_OFFSET_MS);
    const day = riyadh.getUTCDate();
    const month = MONTHS[lang][riyadh.getUTCMonth()]!;
    const year = riyadh.getUTCFullYear();
    return lang === 'en' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
  }
  return intlLongDate(date, lang);
}

/** `formatLongDate` through Intl: the reference it is tested against, and dates outside its range. */
export function intlLongDate(date: Date, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
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
export function formatDay(day: Date, lang: Lang): string {
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
export function formatDateTime(value: string | number | Date, lang: Lang): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = dateTimeFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    });
    dateTimeFormatters.set(lang, formatter);
  }
  return formatter.format(date);
}

/** A calendar day of the shop ('2026-11-30': a quote's validity, a wanted-by day) as a long date. */
export function formatCalendarDay(day: string, lang: Lang): string {
  // Noon in the shop's time zone names that day whatever the formatter's zone rules.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatLongDate(`${day}T12:00:00+03:00`, lang) : '';
}
