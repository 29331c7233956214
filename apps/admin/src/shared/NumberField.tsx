/**
 * react-admin's NumberField with Latin digits in both languages: without a locale it formats with
 * the browser's, which in Arabic writes ١٢٣ beside the Latin prices and codes of the same row. The
 * storefront and the bills write Latin digits throughout.
 */
import { NumberField as ReactAdminNumberField, type NumberFieldProps } from 'react-admin';

export function NumberField(props: NumberFieldProps) {
  return <ReactAdminNumberField locales="en-US" {...props} />;
}
