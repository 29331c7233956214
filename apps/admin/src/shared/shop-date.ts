/**
 * Dates and times as the dashboard shows them: in the shop's time (Asia/Riyadh), Gregorian with
 * Latin digits in Arabic too, as the storefront shows them.
 */

/** The dashboard's date locales: Gregorian with Latin digits in Arabic too. */
export const DATE_LOCALES: Record<string, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-latn-ca-gregory' };
export const SHOP_TIME_ZONE = 'Asia/Riyadh';

/** An instant from the API as a date and time in the shop's time ('' for one that is not a date). */
export function formatShopDateTime(value: string, locale: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleString(DATE_LOCALES[locale] ?? DATE_LOCALES.ar, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
}

/**
 * A calendar day from the API (YYYY-MM-DD: a quote's last day, the day a buyer needs the goods)
 * in the staff's language; read at midnight UTC so no time zone moves it to the day before.
 */
export function formatShopDay(
  value: string,
  locale: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const at = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? DATE_LOCALES.ar, {
    ...style,
    timeZone: 'UTC',
  }).format(at);
}
