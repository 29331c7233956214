/** Coloured chips for an order's status and payment status, and a staff or customer account's state. */
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderPaymentStatus, OrderStatus } from '@shop/domain';

const STATUS_COLOURS: Record<OrderStatus, ChipProps['color']> = {
  pending: 'warning',
  on_hold: 'secondary',
  processing: 'info',
  shipped: 'primary',
  completed: 'success',
  cancelled: 'error',
};

const PAYMENT_COLOURS: Record<OrderPaymentStatus, ChipProps['color']> = {
  unpaid: 'warning',
  paid: 'success',
  refunded: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-status={status}
      label={translate(`shared.order_statuses.${status}`)}
      color={STATUS_COLOURS[status] ?? 'default'}
    />
  );
}

export function PaymentStatusChip({ status }: { status: OrderPaymentStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      data-payment-status={status}
      label={translate(`shared.payment_statuses.${status}`)}
      color={PAYMENT_COLOURS[status] ?? 'default'}
    />
  );
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
