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
