/**
 * What staff may do next with an order: a button for each move the workflow allows
 * (`allowed_moves`) and "confirm bank transfer" while `can_confirm_payment`. Each asks first; the
 * API's message is shown and the record read again.
 */
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Link } from 'react-router-dom';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminOrderDetail } from '@shop/contract';
import type { OrderStatus } from '@shop/domain';
import type { ChangeAnswer } from '../../api/data-provider';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

type Pending = { kind: 'move'; status: OrderStatus } | { kind: 'payment' };

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useShopDataProvider();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const statusName = (status: OrderStatus) => translate(`shared.order_statuses.${status}`);

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer: ChangeAnswer<AdminOrderDetail> =
        pending.kind === 'move'
          ? await dataProvider.moveOrder(order.id, pending.status)
          : await dataProvider.confirmPayment(order.id);
      notify(answer.message, { type: 'success' });
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
      refresh();
    }
  };

  return (
    <Stack spacing={1.5} className="no-print">
      <Typography variant="h6" component="h2">
        {translate('resources.orders.actions.title')}
      </Typography>
      {order.allowed_moves.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.orders.actions.no_moves')}</Typography>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {order.allowed_moves.map((status) => (
          <Button
            key={status}
            variant={status === 'cancelled' ? 'outlined' : 'contained'}
            color={status === 'cancelled' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => setPending({ kind: 'move', status })}
          >
            {translate('resources.orders.actions.move_to', { status: statusName(status) })}
          </Button>
        ))}
        {order.can_confirm_payment ? (
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => setPending({ kind: 'payment' })}
          >
            {translate('resources.orders.actions.confirm_payment')}
          </Button>
        ) : null}
        <Button
          component={Link}
          to={`/orders/${order.id}/picking`}
          startIcon={<PrintIcon />}
          variant="outlined"
        >
          {translate('resources.orders.actions.picking_sheet')}
        </Button>
      </Stack>
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title={
          pending?.kind === 'payment'
            ? translate('resources.orders.actions.confirm_payment_title', { code: order.code })
            : translate('resources.orders.actions.confirm_move_title', { code: order.code })
        }
        content={
          pending?.kind === 'move'
            ? translate('resources.orders.actions.confirm_move', { status: statusName(pending.status) })
            : translate('resources.orders.actions.confirm_payment_content')
        }
        onConfirm={run}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
