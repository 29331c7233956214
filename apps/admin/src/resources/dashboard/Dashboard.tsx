/**
 * The dashboard's start page for every role: sales today, in 7 and 30 days, orders by status (each
 * opens the filtered order list), bank transfers awaiting confirmation, top products, the newest
 * orders and the messages nobody has handled yet (GET /admin/api/dashboard).
 */
import type { ReactNode } from 'react';
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
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import type { AdminDashboard } from '@shop/contract';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain';
import { Money } from '../../shared/Money';
import { ShopDateField } from '../../shared/ShopDateField';
import { OrderStatusChip, PaymentStatusChip } from '../../shared/StatusChips';
import { TitledCard } from '../../shared/TitledCard';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

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
              {translate('dashboard.orders_count', { smart_count: data[period].orders })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Grid>
  );
}

function ByStatus({ counts, unpaid }: { counts: AdminDashboard['orders_by_status']; unpaid: number }) {
  const translate = useTranslate();
  return (
    <Grid min={150}>
      {ORDER_STATUSES.map((status: OrderStatus) => (
        <Card key={status} variant="outlined">
          <CardActionArea component={Link} to={ordersListPath({ status })} data-testid={`status-${status}`}>
            <CardContent>
              <OrderStatusChip status={status} />
              <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700 }}>
                {counts[status] ?? 0}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      <Card variant="outlined" sx={{ borderColor: unpaid ? 'warning.main' : undefined }}>
        <CardActionArea
          component={Link}
          to={ordersListPath({ payment_status: 'unpaid' })}
          data-testid="unpaid-transfers"
        >
          <CardContent>
            <Typography variant="body2">{translate('dashboard.unpaid_transfers')}</Typography>
            <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700 }}>
              {unpaid}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}

function Nothing() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('dashboard.nothing')}</Typography>;
}

function DashboardContent({ data }: { data: AdminDashboard }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={3}>
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('dashboard.sales')}
        </Typography>
        <Sales data={data.sales} />
      </section>
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('dashboard.by_status')}
        </Typography>
        <ByStatus counts={data.orders_by_status} unpaid={data.unpaid_bank_transfers} />
      </section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Panel title={translate('dashboard.newest_orders')} testId="newest-orders">
          {data.newest_orders.length === 0 ? (
            <Nothing />
          ) : (
            <List dense disablePadding>
              {data.newest_orders.map((order) => (
                <ListItemButton key={order.id} component={Link} to={`/orders/${order.id}/show`} divider>
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
                        <ShopDateField source="created_at" record={order} />
                        <Money amount={order.total} />
                      </Stack>
                    }
                    slotProps={{ secondary: { component: 'span' } }}
                  />
                </ListItemButton>
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
                        <ShopDateField source="created_at" record={message} />
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

function DashboardSkeleton() {
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

export function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => dataProvider.getDashboard(),
  });
  return (
    <Box sx={{ mt: 2, mb: 4 }} data-testid="dashboard">
      <Title title={translate('dashboard.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('dashboard.title')}
      </Typography>
      {isPending ? (
        <DashboardSkeleton />
      ) : error ? (
        <Alert severity="error">{translate((error as Error).message || 'ra.notification.http_error')}</Alert>
      ) : (
        <DashboardContent data={data} />
      )}
    </Box>
  );
}
