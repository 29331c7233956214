/** The coloured chips of an order's status and payment status, given their translated names. */
import { Chip, type ChipProps } from '@mui/material';
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

export function OrderStatusChipView({ status, label }: { status: OrderStatus; label: string }) {
  return <Chip size="small" data-status={status} label={label} color={STATUS_COLOURS[status] ?? 'default'} />;
}

export function PaymentStatusChipView({ status, label }: { status: OrderPaymentStatus; label: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      data-payment-status={status}
      label={label}
      color={PAYMENT_COLOURS[status] ?? 'default'}
    />
  );
}
