/**
 * The dashboard home's figures (GET /admin/api/dashboard): money received today, in 7 and 30 days
 * (VAT and shipping inside shown apart), orders by status, orders awaiting payment, transfers
 * awaiting confirmation and payments needing an owner (each opens the list filtered to exactly its
 * count), top products, the newest orders and the messages nobody has handled yet.
 *
 * Drawn with MUI alone, from what its surroundings give it (texts, language, links): inside
 * react-admin once it has loaded (Dashboard.tsx), and before it on the first screen after sign-in
 * (home/), so that the home needs none of react-admin's code.
 */
import { createContext, useContext, type ElementType, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminDashboard } from '@shop/contract';
import { ORDER_STATUSES, type OrderPaymentStatus, type OrderStatus } from '@shop/domain';
import { MoneyText } from '../../shared/MoneyText';
import { formatShopDateTime } from '../../shared/shop-date';
import { OrderStatusChipView, PaymentStatusChipView } from '../../shared/StatusChipViews';
import { TitledCard } from '../../shared/TitledCard';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the home takes from where it is drawn. */
export interface DashboardSurroundings {
  translate: Translate;
  locale: string;
  /** A link to another page of the dashboard: takes `to`, a path below /admin. */
  link: ElementType;
}

const Surroundings = createContext<DashboardSurroundings | null>(null);
export const DashboardSurroundingsProvider = Surroundings.Provider;

function useSurroundings(): DashboardSurroundings {
  const surroundings = useContext(Surroundings);
  if (!surroundings) throw new Error('the dashboard home is drawn inside DashboardSurroundingsProvider');
  return surroundings;
}

function useTranslate() {
  return useSurroundings().translate;
}

function Money({ amount }: { amount: number }) {
  return <MoneyText amount={amount} currency={useTranslate()('shared.sar')} />;
}

function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <OrderStatusChipView status={status} label={useTranslate()(`shared.order_statuses.${status}`)} />;
}

function PaymentStatusChip({ status }: { status: OrderPaymentStatus }) {
  return (
    <PaymentStatusChipView status={status} label={useTranslate()(`shared.payment_statuses.${status}`)} />
  );
}

function ShopDate({ value }: { value: string }) {
  const { locale } = useSurroundings();
  return (
    <Typography component="span" variant="body2">
      {formatShopDateTime(value, locale)}
    </Typography>
  );
}

/** The order list filtered as given (react-admin keeps a list's filter in its `filter` query). */
export const ordersListPath = (filter: Record<string, string>) =>
  `/orders?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <TitledCard title={title} testId={testId} sx={{ height: '100%' }}>
      {children}
    </TitledCard>
  );
}

/** Cards of at least `min` px side by side, as many as fit (two at least on a phone for small ones). */
function Grid({ min, children }: { min: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

function Sales({ data }: { data: AdminDashboard['sales'] }) {
  const translate = useTranslate();
  const periods = ['today', 'last_7_days', 'last_30_days'] as const;
  const sar = (amount: number) => amount.toFixed(2);
  return (
    <Grid min={220}>
      {periods.map((period) => (
        <Card key={period} variant="outlined" data-testid={`sales-${period}`}>
          <CardContent>
            <Typography color="text.secondary">{translate(`dashboard.${period}`)}</Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              <Money amount={data[period].total} />
            </Typography>
            <Typography>
              {translate('dashboard.paid_orders_count', { smart_count: data[period].orders })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.vat_inside', { amount: sar(data[period].vat) })} ·{' '}
              {translate('dashboard.shipping_inside', { amount: sar(data[period].shipping) })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Grid>
  );
}

/** A count that opens the order list filtered so that it shows exactly that many orders. */
function CountCard({
  label,
  count,
  filter,
  testId,
  tone,
}: {
  label: string;
  count: number;
  filter: Record<string, string>;
  testId: string;
  tone: 'warning.main' | 'error.main';
}) {
  const { link } = useSurroundings();
  return (
    <Card variant="outlined" sx={{ borderColor: count ? tone : undefined }}>
      <CardActionArea component={link} to={ordersListPath(filter)} data-testid={testId}>
        <CardContent>
          <Typography variant="body2">{label}</Typography>
          <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700 }}>
            {count}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ByStatus({ data }: { data: AdminDashboard }) {
  const translate = useTranslate();
  const { link } = useSurroundings();
  const counts = data.orders_by_status;
  return (
    <Grid min={150}>
      {ORDER_STATUSES.map((status: OrderStatus) => (
        <Card key={status} variant="outlined">
          <CardActionArea component={link} to={ordersListPath({ status })} data-testid={`status-${status}`}>
            <CardContent>
              <OrderStatusChip status={status} />
              <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700 }}>
                {counts[status] ?? 0}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      <CountCard
        label={translate('dashboard.unpaid_transfers')}
        count={data.unpaid_bank_transfers}
        filter={{ payment_method: '0', awaiting_payment: '1' }}
        testId="unpaid-transfers"
        tone="warning.main"
      />
      <CountCard
        label={translate('dashboard.unpaid_orders')}
        count={data.unpaid_orders}
        filter={{ awaiting_payment: '1' }}
        testId="unpaid-orders"
        tone="warning.main"
      />
      <CountCard
        label={translate('dashboard.payments_attention')}
        count={data.payments_attention}
        filter={{ needs_attention: '1' }}
        testId="payments-attention"
        tone="error.main"
      />
    </Grid>
  );
}

function Nothing() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('dashboard.nothing')}</Typography>;
}

function DashboardFigures({ data }: { data: AdminDashboard }) {
  const translate = useTranslate();
  const { locale, link } = useSurroundings();
  return (
    <Stack spacing={3}>
      <section>
        <Typography variant="h6" component="h2">
          {translate('dashboard.sales')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('dashboard.sales_note')}
        </Typography>
        <Sales data={data.sales} />
      </section>
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('dashboard.by_status')}
        </Typography>
        <ByStatus data={data} />
      </section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Panel title={translate('dashboard.newest_orders')} testId="newest-orders">
          {data.newest_orders.length === 0 ? (
            <Nothing />
          ) : (
            <List dense disablePadding>
              {data.newest_orders.map((order) => (
                // A list holds list items: the link is inside the item, not the item itself.
                <ListItem key={order.id} divider disablePadding>
                  <ListItemButton component={link} to={`/orders/${order.id}/show`}>
                    <ListItemText
                      primary={
                        <Stack
                          direction="row"
                          component="span"
                          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
                        >
                          <strong>{order.code}</strong>
                          <span>{order.customer_name}</span>
                          <OrderStatusChip status={order.status} />
                          <PaymentStatusChip status={order.payment_status} />
                        </Stack>
                      }
                      secondary={
                        <Stack direction="row" component="span" sx={{ gap: 2 }}>
                          <ShopDate value={order.created_at} />
                          <Money amount={order.total} />
                        </Stack>
                      }
                      slotProps={{ secondary: { component: 'span' } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
        <Panel title={translate('dashboard.top_products')} testId="top-products">
          {data.top_products.length === 0 ? (
            <Nothing />
          ) : (
            <List dense disablePadding>
              {data.top_products.map((product, index) => (
                <ListItem key={product.product_id ?? `gone-${index}`} divider>
                  <ListItemText
                    primary={locale === 'en' ? product.name_en : product.name_ar}
                    secondary={
                      <Stack direction="row" component="span" sx={{ gap: 2 }}>
                        <span>{translate('dashboard.pieces', { count: product.quantity })}</span>
                        <Money amount={product.total} />
                      </Stack>
                    }
                    slotProps={{ secondary: { component: 'span' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
        <Panel title={translate('dashboard.newest_messages')} testId="newest-messages">
          {data.newest_messages.length === 0 ? (
            <Nothing />
          ) : (
            <List dense disablePadding>
              {data.newest_messages.map((message) => (
                <ListItem key={message.id} divider alignItems="flex-start">
                  <ListItemText
                    primary={
                      <Stack direction="row" component="span" sx={{ gap: 1, flexWrap: 'wrap' }}>
                        <strong>{message.name}</strong>
                        <span dir="ltr">{message.email}</span>
                      </Stack>
                    }
                    secondary={
                      <>
                        <ShopDate value={message.created_at} />
                        <Box
                          component="span"
                          sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                          {message.message.length > 240
                            ? `${message.message.slice(0, 240)}…`
                            : message.message}
                        </Box>
                      </>
                    }
                    slotProps={{ secondary: { component: 'span' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
      </Box>
    </Stack>
  );
}

export function DashboardSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="dashboard-loading">
      <Grid min={220}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={110} />
        ))}
      </Grid>
      <Grid min={150}>
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} variant="rounded" height={90} />
        ))}
      </Grid>
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** The home's heading and its figures, a placeholder while they load, or why they did not. */
export function DashboardView({
  data,
  error,
  pending,
}: {
  data: AdminDashboard | undefined;
  error: Error | null;
  pending: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 4 }} data-testid="dashboard">
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('dashboard.title')}
      </Typography>
      {pending ? (
        <DashboardSkeleton />
      ) : error || !data ? (
        <Alert severity="error">{translate(error?.message || 'ra.notification.http_error')}</Alert>
      ) : (
        <DashboardFigures data={data} />
      )}
    </Box>
  );
}
