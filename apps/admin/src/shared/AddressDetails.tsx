/**
 * The lines of a delivery address after its place and street, as staff read them on the order
 * page, the picking sheet and the customer page: building, floor and apartment (blank ones left
 * out), the Saudi national address's codes, and who takes the delivery when it is not the buyer.
 */
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

export interface AddressDetailParts {
  building: string;
  floor: string;
  apartment: string;
  postal_code: string | null;
  additional_number: string | null;
  short_address: string | null;
  receiver_name: string | null;
  receiver_phone: string | null;
}

export function AddressDetails({ address }: { address: AddressDetailParts }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const sep = locale === 'ar' ? '، ' : ', ';
  const t = (key: string, value: string) => translate(`shared.address.${key}`, { value });
  const line = (parts: [string, string | null][]) =>
    parts.flatMap(([key, value]) => (value ? [t(key, value)] : [])).join(sep);
  const rooms = line([
    ['building', address.building],
    ['floor', address.floor],
    ['apartment', address.apartment],
  ]);
  const codes = line([
    ['postal_code', address.postal_code],
    ['additional_number', address.additional_number],
    ['short_address', address.short_address],
  ]);
  const receiver = [address.receiver_name, address.receiver_phone].filter(Boolean).join(sep);
  return (
    <>
      {rooms ? <Typography>{rooms}</Typography> : null}
      {codes ? <Typography data-testid="national-address">{codes}</Typography> : null}
      {receiver ? (
        <Typography data-testid="address-receiver">
          {translate('shared.address.receiver')}: <bdi dir="auto">{receiver}</bdi>
        </Typography>
      ) : null}
    </>
  );
}
