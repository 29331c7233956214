/**
 * What staff may do next with an order, each "may" read from the order's answer (the domain's
 * order machine on the server): a button for each move (`allowed_moves`), "confirm bank transfer"
 * while `can_confirm_payment`, and for owners "refund" and "undo the transfer confirmation". A
 * plain move asks for confirmation; shipping an unpaid order, a refund and a reversal ask for the
 * reason (and the amount), which the API keeps in the audit log. The API's message is shown, a
 * refused field's message beside the field, and the record is read again.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router';
import { Confirm, HttpError, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { staffBillPath, type AdminOrderDetail } from '@shop/contract';
import type { OrderStatus } from '@shop/domain';
import type { ChangeAnswer } from '../../api/data-provider';
import { useShopDataProvider } from '../../shared/useShopDataProvider';
import { Receipts } from './OrderPayments';

type Pending =
  | { kind: 'move'; status: OrderStatus }
  | { kind: 'override'; status: OrderStatus }
  | { kind: 'payment' }
  | { kind: 'reverse' }
  | { kind: 'refund' };

/** The field messages of a refused change, as the API client carries them. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null) : null;
  return body?.errors ?? {};
}

/** A dialog asking for a reason (and, for a refund, an amount) before a change of money or a shipment. */
function ReasonDialog({
  title,
  text,
  withAmount,
  defaultAmount,
  busy,
  errors,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  text: string;
  withAmount?: boolean;
  defaultAmount?: string;
  busy: boolean;
  errors: Record<string, string>;
  submitLabel: string;
  onSubmit: (values: { reason: string; amount: string }) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState(defaultAmount ?? '');
  const reasonError = errors.reason ?? errors.override_reason;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ reason, amount });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{text}</DialogContentText>
            {withAmount ? (
              <TextField
                label={translate('resources.orders.money.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={Boolean(errors.amount)}
                helperText={errors.amount}
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
                required
                autoFocus
              />
            ) : null}
            <TextField
              label={translate('resources.orders.money.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError}
              multiline
              minRows={2}
              required
              autoFocus={!withAmount}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {errors.status || errors.payment_status ? (
              <Alert severity="error">{errors.status ?? errors.payment_status}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useShopDataProvider();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [locale] = useLocaleState();
  const statusName = (status: OrderStatus) => translate(`shared.order_statuses.${status}`);
  const t = (key: string, options?: object) => translate(`resources.orders.${key}`, options);

  const close = () => {
    setPending(null);
    setErrors({});
  };

  const run = async (values?: { reason: string; amount: string }) => {
    if (!pending) return;
    setBusy(true);
    try {
      let answer: ChangeAnswer<AdminOrderDetail>;
      if (pending.kind === 'move') answer = await dataProvider.moveOrder(order.id, pending.status);
      else if (pending.kind === 'override')
        answer = await dataProvider.moveOrder(order.id, pending.status, values?.reason ?? '');
      else if (pending.kind === 'payment') answer = await dataProvider.confirmPayment(order.id);
      else if (pending.kind === 'reverse')
        answer = await dataProvider.reversePayment(order.id, values?.reason ?? '');
      else answer = await dataProvider.refundOrder(order.id, values?.amount ?? '', values?.reason ?? '');
      notify(answer.message, { type: 'success' });
      close();
      refresh();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // A dialog with fields keeps them and shows each message beside its field.
      if (values && Object.keys(fields).length > 0) setErrors(fields);
      else {
        notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
        close();
        refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const needsOverride = (status: OrderStatus) => order.moves_needing_override.includes(status);

  return (
    <Stack spacing={1.5} className="no-print">
      <Typography variant="h6" component="h2">
        {t('actions.title')}
      </Typography>
      {order.allowed_moves.length === 0 ? (
        <Typography color="text.secondary">{t('actions.no_moves')}</Typography>
      ) : null}
      {order.moves_needing_override.length > 0 ? (
        <Alert severity="warning" data-testid="unpaid-warning">
          {t('money.unpaid_warning')}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {order.allowed_moves.map((status) => (
          <Button
            key={status}
            variant={status === 'cancelled' || needsOverride(status) ? 'outlined' : 'contained'}
            color={status === 'cancelled' ? 'error' : needsOverride(status) ? 'warning' : 'primary'}
            disabled={busy}
            onClick={() => setPending({ kind: needsOverride(status) ? 'override' : 'move', status })}
          >
            {t(needsOverride(status) ? 'money.move_unpaid' : 'actions.move_to', {
              status: statusName(status),
            })}
          </Button>
        ))}
        {order.can_confirm_payment ? (
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => setPending({ kind: 'payment' })}
          >
            {t('actions.confirm_payment')}
          </Button>
        ) : null}
        {order.can_refund ? (
          <Button variant="outlined" disabled={busy} onClick={() => setPending({ kind: 'refund' })}>
            {t('money.refund')}
          </Button>
        ) : null}
        {order.can_reverse_payment ? (
          <Button
            variant="outlined"
            color="warning"
            disabled={busy}
            onClick={() => setPending({ kind: 'reverse' })}
          >
            {t('money.reverse')}
          </Button>
        ) : null}
        <Button
          component={Link}
          to={`/orders/${order.id}/picking`}
          startIcon={<PrintIcon />}
          variant="outlined"
        >
          {t('actions.picking_sheet')}
        </Button>
        {/* The customer's bill itself, in a new tab: the storefront's bill page opened with the
            staff session (docs/decisions.md, Staff open the storefront's bill), to read or print. */}
        <Button
          component="a"
          href={staffBillPath(order.id, locale === 'en' ? 'en' : 'ar')}
          target="_blank"
          rel="noopener"
          startIcon={<ReceiptLongIcon />}
          variant="outlined"
          data-testid="order-bill-link"
        >
          {t('actions.bill')}
        </Button>
      </Stack>
      {/* What the customer sent, beside the button that confirms the transfer. */}
      <Receipts order={order} />
      <Confirm
        isOpen={pending?.kind === 'move' || pending?.kind === 'payment'}
        loading={busy}
        title={
          pending?.kind === 'payment'
            ? t('actions.confirm_payment_title', { code: order.code })
            : t('actions.confirm_move_title', { code: order.code })
        }
        content={
          pending?.kind === 'move'
            ? t('actions.confirm_move', { status: statusName(pending.status) })
            : t('actions.confirm_payment_content')
        }
        onConfirm={() => run()}
        onClose={close}
      />
      {pending?.kind === 'override' ? (
        <ReasonDialog
          title={t('money.override_title', { code: order.code, status: statusName(pending.status) })}
          text={t('money.override_text')}
          busy={busy}
          errors={errors}
          submitLabel={t('money.move_unpaid', { status: statusName(pending.status) })}
          onSubmit={run}
          onClose={close}
        />
      ) : null}
      {pending?.kind === 'refund' ? (
        <ReasonDialog
          title={t('money.refund_title', { code: order.code })}
          text={t('money.refund_text', { amount: order.net_paid.toFixed(2) })}
          withAmount
          defaultAmount={order.net_paid.toFixed(2)}
          busy={busy}
          errors={errors}
          submitLabel={t('money.refund')}
          onSubmit={run}
          onClose={close}
        />
      ) : null}
      {pending?.kind === 'reverse' ? (
        <ReasonDialog
          title={t('money.reverse_title', { code: order.code })}
          text={t('money.reverse_text')}
          busy={busy}
          errors={errors}
          submitLabel={t('money.reverse')}
          onSubmit={run}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
