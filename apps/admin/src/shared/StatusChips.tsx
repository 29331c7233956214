/** Coloured chips for an order's status and payment status, and a staff or customer account's state. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderPaymentStatus, OrderStatus } from '@shop/domain';
import { OrderStatusChipView, PaymentStatusChipView } from './StatusChipViews';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return <OrderStatusChipView status={status} label={translate(`shared.order_statuses.${status}`)} />;
}

export function PaymentStatusChip({ status }: { status: OrderPaymentStatus }) {
  const translate = useTranslate();
  return <PaymentStatusChipView status={status} label={translate(`shared.payment_statuses.${status}`)} />;
}

export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(active ? 'shared.active' : 'shared.inactive')}
      color={active ? 'success' : 'default'}
    />
  );
}
