/**
 * A date and time in the shop's time (Asia/Riyadh), Gregorian with Latin digits in Arabic too,
 * as the storefront shows them.
 */
import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { DATE_LOCALES, SHOP_TIME_ZONE } from './shop-date';

export { DATE_LOCALES, SHOP_TIME_ZONE };

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
