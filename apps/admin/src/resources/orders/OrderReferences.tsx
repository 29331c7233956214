/**
 * What the buyer's company gave with the order: its purchase-order number, the day it needs the
 * goods by and its note to the shop. Shown where staff handle the order and on the picking sheet;
 * nothing when the buyer gave none.
 */
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AdminOrderDetail } from '@shop/contract';
import { formatShopDay } from '../../shared/shop-date';

export function OrderReferences({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`resources.orders.bill.references.${key}`);
  const day = (value: string) =>
    formatShopDay(value, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <>
      {order.po_number ? (
        <Typography data-testid="order-po-number">
          {t('po_number')}: <bdi>{order.po_number}</bdi>
        </Typography>
      ) : null}
      {order.requested_delivery_date ? (
        <Typography data-testid="order-delivery-date">
          {t('delivery_date')}: {day(order.requested_delivery_date)}
        </Typography>
      ) : null}
      {order.note ? (
        <Typography data-testid="order-buyer-note" sx={{ whiteSpace: 'pre-line' }}>
          {t('note')}: <bdi>{order.note}</bdi>
        </Typography>
      ) : null}
    </>
  );
}
