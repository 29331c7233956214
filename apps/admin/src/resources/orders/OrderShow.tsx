/**
 * One order as its bill shows it (code, date, customer, address, lines with colour × size
 * quantities, the figures and the payment), with what staff may do next.
 */
import type { ReactNode } from 'react';
import {
  Box,
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
import { Loading, Show, useRecordContext, useTranslate } from 'react-admin';
import { AddressDetails } from '../../shared/AddressDetails';
import { OrderReferences } from './OrderReferences';
import type { AdminOrderDetail } from '@shop/contract';
import { formatSar, Money } from '../../shared/Money';
import { ShopDateField } from '../../shared/ShopDateField';
import { TitledCard } from '../../shared/TitledCard';
import { OrderArtwork } from './OrderArtwork';
import { OrderStatusChip, PaymentStatusChip } from '../../shared/StatusChips';
import { OrderActions } from './OrderActions';
import { OrderEInvoices } from './OrderEInvoices';
import { OrderPayments } from './OrderPayments';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} sx={{ flex: 1, minWidth: 0 }}>
      {children}
    </TitledCard>
  );
}

function Figure({
  label,
  children,
  strong,
  testId,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }} data-testid={testId}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{children}</Typography>
    </Stack>
  );
}

function ColourDot({ code }: { code: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: code,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}

/** A logo charged per piece on a line: what it is and where it goes. */
function LogoLabel({ line }: { line: AdminOrderDetail['products'][number] }) {
  const translate = useTranslate();
  const placement = line.artwork
    ? ` (${translate(`shared.artwork.placements.${line.artwork.placement}`)})`
    : '';
  return (
    <>
      {translate('shared.artwork.label')}
      {placement}
    </>
  );
}

/** On a phone: each product as a block, its colours and sizes as short lines (no wide table). */
function OrderLinesCompact({ order }: { order: AdminOrderDetail }) {
  return (
    <Stack spacing={1.5} divider={<Divider />}>
      {order.products.map((line, index) => (
        <Box key={index}>
          <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
          {line.colors.flatMap((colour) =>
            colour.sizes.map((size) => (
              <Stack
                key={`${colour.name}-${size.name}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <ColourDot code={colour.color_code} />
                <span>
                  {colour.name} · <bdi dir="ltr">{`${size.name} × ${size.quantity}`}</bdi>
                </span>
              </Stack>
            )),
          )}
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
            <span>
              {line.quantity} × <Money amount={line.price} />
            </span>
            <strong>
              <Money amount={line.total} />
            </strong>
          </Stack>
          {line.logo_total > 0 ? (
            <Stack direction="row" sx={{ justifyContent: 'space-between' }} data-testid="order-line-logo">
              <span>
                <LogoLabel line={line} /> · {line.quantity} × <Money amount={line.logo_price} />
              </span>
              <strong>
                <Money amount={line.logo_total} />
              </strong>
            </Stack>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

function OrderLines({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const t = (key: string) => translate(`resources.orders.bill.${key}`);
  if (isSmall) return <OrderLinesCompact order={order} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('product')}</TableCell>
            <TableCell>{t('colour')}</TableCell>
            <TableCell>{t('size')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('unit_price')}</TableCell>
            <TableCell align="right">{t('line_total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.products.flatMap((line, lineIndex) => {
            const sizes = line.colors.flatMap((colour) => colour.sizes.map((size) => ({ colour, size })));
            const logo =
              line.logo_total > 0 ? (
                <TableRow key={`${lineIndex}-logo`} data-testid="order-line-logo">
                  <TableCell colSpan={3} sx={{ ps: 4 }}>
                    <LogoLabel line={line} />
                  </TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">
                    <Money amount={line.logo_price} />
                  </TableCell>
                  <TableCell align="right">
                    <Money amount={line.logo_total} />
                  </TableCell>
                </TableRow>
              ) : null;
            const rows = sizes.map(({ colour, size }, index) => (
              <TableRow key={`${lineIndex}-${colour.name}-${size.name}`}>
                {index === 0 ? (
                  <TableCell rowSpan={sizes.length} sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                    {line.name}
                  </TableCell>
                ) : null}
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <ColourDot code={colour.color_code} />
                    <span>{colour.name}</span>
                  </Stack>
                </TableCell>
                <TableCell>{size.name}</TableCell>
                <TableCell align="right">{size.quantity}</TableCell>
                {index === 0 ? (
                  <>
                    <TableCell rowSpan={sizes.length} align="right" sx={{ verticalAlign: 'top' }}>
                      <Money amount={line.price} />
                    </TableCell>
                    <TableCell rowSpan={sizes.length} align="right" sx={{ verticalAlign: 'top' }}>
                      <Money amount={line.total} />
                    </TableCell>
                  </>
                ) : null}
              </TableRow>
            ));
            return logo ? [...rows, logo] : rows;
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

export function OrderBill() {
  const order = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  // Coming from the list, react-admin first shows the list's row (no bill yet) while the order loads.
  if (!order?.allowed_moves) return <Loading />;
  const t = (key: string, options?: object) => translate(`resources.orders.bill.${key}`, options);
  const moneyText = (amount: number) => `${formatSar(amount)} ${translate('shared.sar')}`;
  const field = (key: string) => translate(`resources.orders.fields.${key}`);
  const { address, customer } = order;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }} data-testid="order-bill">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ me: 1 }}>
          {order.code}
        </Typography>
        <OrderStatusChip status={order.status} />
        <PaymentStatusChip status={order.payment_status} />
        <Typography color="text.secondary">
          <ShopDateField source="created_at" record={order} />
        </Typography>
      </Stack>
      <OrderActions order={order} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Section title={t('customer')}>
          <Typography sx={{ fontWeight: 600 }}>
            {customer.fname} {customer.lname}
          </Typography>
          <Typography>
            <bdi dir="ltr">{customer.email}</bdi>
          </Typography>
          <Typography>
            <bdi dir="ltr">{customer.phone}</bdi>
          </Typography>
          {customer.company_name ? (
            <Typography>
              {t('company')}: {customer.company_name}
            </Typography>
          ) : null}
          {customer.vat_number ? (
            <Typography>
              {t('vat_number')}: {customer.vat_number}
            </Typography>
          ) : null}
          <OrderReferences order={order} />
        </Section>
        <Section title={t('address')}>
          <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
          <Typography>
            {t('place', { area: address.area.name, city: address.city.name, country: address.country.name })}
          </Typography>
          <Typography>{address.address}</Typography>
          <AddressDetails address={address} />
          {address.note ? (
            <Typography>
              {t('note')}: {address.note}
            </Typography>
          ) : null}
        </Section>
      </Stack>
      <Section title={t('products')}>
        <OrderLines order={order} />
      </Section>
      {order.artwork_status ? (
        <Section title={translate('resources.orders.artwork.title')}>
          <OrderArtwork order={order} />
        </Section>
      ) : null}
      <Section title={t('total')}>
        <Box sx={{ maxWidth: 480 }}>
          <Figure label={t('subtotal')} testId="order-subtotal">
            <Money amount={order.subtotal} />
          </Figure>
          {/* The quantity discount is already inside the lines' prices and the subtotal (the
              domain's billFigures, as on the bill): said, never subtracted again. */}
          {order.discount > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ pb: 0.5 }} data-testid="order-discount">
              {t('discount', { amount: moneyText(order.discount), regular: moneyText(order.regular) })}
            </Typography>
          ) : null}
          {order.coupon_code ? (
            <Figure label={t('coupon', { code: order.coupon_code })}>
              − <Money amount={order.coupon_value} />
            </Figure>
          ) : null}
          <Figure label={t('shipping')}>
            <Money amount={order.shipping} />
          </Figure>
          <Figure label={t('tax', { rate: order.tax_rate })}>
            <Money amount={order.tax} />
          </Figure>
          <Divider sx={{ my: 1 }} />
          <Figure label={t('total')} strong testId="order-total">
            <Money amount={order.total} />
          </Figure>
          <Figure label={field('payment_method')}>
            {translate(`shared.payment_methods.${order.payment_method}`)}
          </Figure>
          <Figure label={field('payment_status')}>
            <PaymentStatusChip status={order.payment_status} />
          </Figure>
          {order.paid_at ? (
            <Figure label={t('paid_at')}>
              <ShopDateField source="paid_at" record={order} />
            </Figure>
          ) : null}
        </Box>
      </Section>
      <Section title={translate('resources.orders.money.title')}>
        <OrderPayments order={order} />
      </Section>
      <Section title={translate('resources.orders.einvoice.title')}>
        <OrderEInvoices order={order} />
      </Section>
    </Stack>
  );
}

export function OrderShow() {
  return (
    <Show actions={false} title={<OrderTitle />}>
      <OrderBill />
    </Show>
  );
}

function OrderTitle() {
  const order = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  // The code alone: the phone's top bar has little room.
  return order ? (
    <bdi dir="ltr">{order.code}</bdi>
  ) : (
    <span>{translate('resources.orders.name', { smart_count: 1 })}</span>
  );
}
