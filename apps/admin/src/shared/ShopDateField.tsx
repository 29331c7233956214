/**
 * A date and time in the shop's time (Asia/Riyadh), Gregorian with Latin digits in Arabic too,
 * as the storefront shows them.
 */
import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** The dashboard's date locales: Gregorian with Latin digits in Arabic too. */
export const DATE_LOCALES: Record<string, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-latn-ca-gregory' };
export const SHOP_TIME_ZONE = 'Asia/Riyadh';

export function ShopDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return (
    <DateField
      showTime
      locales={DATE_LOCALES[locale] ?? DATE_LOCALES.ar}
      options={{ dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }}
      {...props}
    />
  );
}
