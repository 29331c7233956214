/**
 * One customer: profile, saved addresses, latest orders (each opens the order page), and the
 * switch that disables or enables the account, after a confirmation.
 */
import { useState, type ReactNode } from 'react';
import {
  Button,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import {
  Confirm,
  Loading,
  Show,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { AddressDetails } from '../../shared/AddressDetails';
import type { AdminCustomerDetail } from '@shop/contract';
import { isOrderStatus, ORDER_PAYMENT_STATUSES, type OrderPaymentStatus } from '@shop/domain';
import { Money } from '../../shared/Money';
import { ShopDateField } from '../../shared/ShopDateField';
import { TitledCard } from '../../shared/TitledCard';
import { ActiveChip, OrderStatusChip, PaymentStatusChip } from '../../shared/StatusChips';

const isPaymentStatus = (value: string): value is OrderPaymentStatus =>
  (ORDER_PAYMENT_STATUSES as readonly string[]).includes(value);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} sx={{ flex: 1, minWidth: 0 }}>
      {children}
    </TitledCard>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, py: 0.25, flexWrap: 'wrap' }}>
      <Typography color="text.secondary" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

function ActiveSwitch({ customer }: { customer: AdminCustomerDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const name = `${customer.fname} ${customer.lname}`;
  const next = !customer.is_active;
  const t = (key: string) => translate(`resources.customers.${key}`, { name });
  const confirm = () =>
    update(
      'customers',
      { id: customer.id, data: { is_active: next }, previousData: customer },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(t(next ? 'enabled' : 'disabled'), { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        variant="outlined"
        color={customer.is_active ? 'error' : 'success'}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {t(customer.is_active ? 'disable' : 'enable')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={t(next ? 'confirm_enable_title' : 'confirm_disable_title')}
        content={t(next ? 'confirm_enable' : 'confirm_disable')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function CustomerDetail() {
  const customer = useRecordContext<AdminCustomerDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Coming from the list, react-admin first shows the list's row (no addresses yet) while it loads.
  if (!customer?.addresses) return <Loading />;
  const field = (key: string) => translate(`resources.customers.fields.${key}`);
  const t = (key: string) => translate(`resources.customers.${key}`);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1">
          {customer.fname} {customer.lname}
        </Typography>
        <ActiveChip active={customer.is_active} />
        <ActiveSwitch customer={customer} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Section title={t('profile')}>
          <Line label={field('email')}>
            <span dir="ltr">{customer.email}</span>
          </Line>
          <Line label={field('phone')}>
            <span dir="ltr">{customer.phone}</span>
          </Line>
          {customer.company_name ? <Line label={field('company_name')}>{customer.company_name}</Line> : null}
          {customer.vat_number ? <Line label={field('vat_number')}>{customer.vat_number}</Line> : null}
          <Line label={field('lang')}>{translate(`app.languages.${customer.lang}`)}</Line>
          <Line label={field('orders_count')}>{customer.orders_count}</Line>
          <Line label={field('created_at')}>
            <ShopDateField source="created_at" record={customer} />
          </Line>
        </Section>
        <Section title={t('addresses')}>
          {customer.addresses.length === 0 ? (
            <Typography color="text.secondary">{t('no_addresses')}</Typography>
          ) : (
            <MuiList dense disablePadding>
              {customer.addresses.map((address) => (
                <ListItem
                  key={address.id}
                  disableGutters
                  divider
                  sx={{ display: 'block' }}
                  data-testid="customer-address"
                >
                  <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
                  <Typography>{locale === 'en' ? address.place_en : address.place_ar}</Typography>
                  <Typography>{address.address}</Typography>
                  <AddressDetails address={address} />
                  {address.note ? <Typography color="text.secondary">{address.note}</Typography> : null}
                </ListItem>
              ))}
            </MuiList>
          )}
        </Section>
      </Stack>
      <Section title={t('orders')}>
        {customer.orders.length === 0 ? (
          <Typography color="text.secondary">{t('no_orders')}</Typography>
        ) : (
          <MuiList dense disablePadding>
            {customer.orders.map((order) => (
              <ListItemButton key={order.id} component={Link} to={`/orders/${order.id}/show`} divider>
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                      component="span"
                    >
                      <strong>{order.code}</strong>
                      {isOrderStatus(order.status) ? <OrderStatusChip status={order.status} /> : order.status}
                      {isPaymentStatus(order.payment_status) ? (
                        <PaymentStatusChip status={order.payment_status} />
                      ) : (
                        order.payment_status
                      )}
                    </Stack>
                  }
                  secondary={
                    <Stack direction="row" sx={{ gap: 2 }} component="span">
                      <ShopDateField source="created_at" record={order} />
                      <Money amount={order.total} />
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItemButton>
            ))}
          </MuiList>
        )}
      </Section>
    </Stack>
  );
}

export function CustomerShow() {
  return (
    <Show actions={false}>
      <CustomerDetail />
    </Show>
  );
}
