/**
 * A date and time typed in the shop's time (Asia/Riyadh), whatever the staff member's computer is
 * set to. The browser's picker writes the day in its own language's format, so under it the chosen
 * time is written out as the dashboard writes dates everywhere else (ShopDateField): the list
 * shows exactly what was meant.
 */
import { DateTimeInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DATE_LOCALES, SHOP_TIME_ZONE } from './ShopDateField';
import { fromRiyadhInput, toRiyadhInput } from './riyadh-time';

/** An instant as the dashboard writes it in full, in Riyadh time ('' when it is no instant). */
export function shopDateTimeText(value: unknown, locale: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? DATE_LOCALES.ar, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(at);
}

export function ShopDateTimeInput({ source, emptyHelp }: { source: string; emptyHelp: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const chosen = shopDateTimeText(useWatch({ name: source }), locale);
  return (
    <DateTimeInput
      source={source}
      format={toRiyadhInput}
      parse={fromRiyadhInput}
      helperText={chosen ? translate('shared.riyadh_time_chosen', { time: chosen }) : emptyHelp}
    />
  );
}
