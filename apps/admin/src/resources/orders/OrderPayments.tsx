/**
 * The order's money as its ledger holds it: every card attempt, confirmed transfer and refund with
 * its amount, state, reason and time, and what the shop holds (captures − refunds). A table on a
 * wide screen, one block per row on a phone.
 */
import {
  Box,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ADMIN_API_PREFIX, type AdminOrderDetail, type AdminOrderPayment } from '@shop/contract';
import { Money } from '../../shared/Money';
import { ShopDateField } from '../../shared/ShopDateField';

const STATUS_COLOURS = {
  pending: 'default',
  paid: 'success',
  refunded: 'info',
  failed: 'error',
} as const;

function PaymentStatus({ payment }: { payment: AdminOrderPayment }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[payment.status]}
      label={translate(`resources.orders.money.statuses.${payment.status}`)}
    />
  );
}

function What({ payment }: { payment: AdminOrderPayment }) {
  const translate = useTranslate();
  return (
    <span>
      {translate(`resources.orders.money.kinds.${payment.kind}`)} ·{' '}
      {translate(`resources.orders.money.providers.${payment.provider}`)}
    </span>
  );
}

function Why({ payment }: { payment: AdminOrderPayment }) {
  const text = [payment.reason, payment.failure_reason].filter(Boolean).join(' — ');
  return text ? <span style={{ overflowWrap: 'anywhere' }}>{text}</span> : null;
}

/**
 * The transfer receipts the customer uploaded, newest first, each opening in a new tab (read
 * through the staff API with the session cookie); pictures are shown small beside the link.
 */
export function Receipts({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  if (order.receipts.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="order-receipts">
      <Typography sx={{ fontWeight: 600 }}>{translate('resources.orders.money.receipts')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {[...order.receipts].reverse().map((receipt) => {
          const href = `${ADMIN_API_PREFIX}/orders/${order.id}/receipts/${receipt.id}`;
          const picture = receipt.content_type.startsWith('image/');
          return (
            <Box
              key={receipt.id}
              component="a"
              href={href}
              target="_blank"
              rel="noopener"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 0.5,
                color: 'primary.main',
                maxWidth: 180,
              }}
            >
              {picture ? (
                <Box
                  component="img"
                  src={href}
                  alt={translate('resources.orders.money.receipt_alt', { id: receipt.id })}
                  sx={{
                    width: 160,
                    height: 120,
                    objectFit: 'cover',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                />
              ) : null}
              <span>
                {translate(
                  picture ? 'resources.orders.money.receipt_picture' : 'resources.orders.money.receipt_pdf',
                )}
              </span>
              <Typography variant="body2" color="text.secondary" component="span">
                <ShopDateField source="created_at" record={receipt} />
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const t = (key: string) => translate(`resources.orders.money.${key}`);
  return (
    <Stack spacing={1.5} data-testid="order-payments">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        <Typography>
          {t('captured')}: <Money amount={order.captured} />
        </Typography>
        <Typography>
          {t('refunded')}: <Money amount={order.refunded} />
        </Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="net-paid">
          {t('net_paid')}: <Money amount={order.net_paid} />
        </Typography>
      </Stack>
      {order.payments.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : isSmall ? (
        <Stack spacing={1} divider={<Divider />}>
          {order.payments.map((payment) => (
            <Box key={payment.id}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <What payment={payment} />
                <strong>
                  <Money amount={payment.amount} />
                </strong>
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <PaymentStatus payment={payment} />
                <ShopDateField source={payment.settled_at ? 'settled_at' : 'created_at'} record={payment} />
              </Stack>
              <Why payment={payment} />
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('when')}</TableCell>
                <TableCell>{t('what')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
                <TableCell>{t('reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.payments.map((payment) => (
                <TableRow key={payment.id} data-kind={payment.kind} data-status={payment.status}>
                  <TableCell>
                    <ShopDateField
                      source={payment.settled_at ? 'settled_at' : 'created_at'}
                      record={payment}
                    />
                  </TableCell>
                  <TableCell>
                    <What payment={payment} />
                  </TableCell>
                  <TableCell>
                    <PaymentStatus payment={payment} />
                  </TableCell>
                  <TableCell align="right">
                    {payment.kind === 'refund' ? '− ' : ''}
                    <Money amount={payment.amount} />
                  </TableCell>
                  <TableCell>
                    <Why payment={payment} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
