/**
 * Orders, newest first (the API's order): search by code, customer name, email or phone; filter by
 * status, payment status and a range of Riyadh days; the accountant's CSV file of the orders the
 * filters show; the picking sheets of the orders ticked, printed as one batch.
 */
import { Link } from 'react-router';
import PrintIcon from '@mui/icons-material/Print';
import { adminRoutes, type AdminOrderRow } from '@shop/contract';
import { Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@shop/domain';
import { ExportCsvButton } from '../../shared/ExportCsvButton';
import { Money } from '../../shared/Money';
import { ShopDateField } from '../../shared/ShopDateField';
import { OrderStatusChip, PaymentStatusChip } from '../../shared/StatusChips';
import { pickingSheetsPath } from './PickingSheet';

function useOrderFilters() {
  const translate = useTranslate();
  const statuses = ORDER_STATUSES.map((id) => ({ id, name: translate(`shared.order_statuses.${id}`) }));
  const payments = ORDER_PAYMENT_STATUSES.map((id) => ({
    id,
    name: translate(`shared.payment_statuses.${id}`),
  }));
  const yesNo = [
    { id: '1', name: translate('ra.boolean.true') },
    { id: '0', name: translate('ra.boolean.false') },
  ];
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.orders.fields.q')} />,
    <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
    <SelectInput key="payment_status" source="payment_status" choices={payments} />,
    <SelectInput
      key="payment_method"
      source="payment_method"
      choices={[0, 1].map((id) => ({ id: String(id), name: translate(`shared.payment_methods.${id}`) }))}
    />,
    // The dashboard's counts open the list with these: each shows exactly its count.
    <SelectInput key="awaiting_payment" source="awaiting_payment" choices={yesNo} />,
    <SelectInput key="needs_attention" source="needs_attention" choices={yesNo} />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ];
}

function Chips({ order }: { order: AdminOrderRow }) {
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ flexWrap: 'wrap' }}>
      <OrderStatusChip status={order.status} />
      <PaymentStatusChip status={order.payment_status} />
    </Stack>
  );
}

/** The chosen orders' picking sheets, to print as one batch. */
function PrintPickingSheetsButton() {
  const { selectedIds } = useListContext();
  return (
    <Button
      component={Link}
      to={pickingSheetsPath(selectedIds)}
      label="resources.orders.actions.picking_sheets"
      data-testid="print-picking-sheets"
    >
      <PrintIcon />
    </Button>
  );
}

export function OrderList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List
      filters={useOrderFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton
            label="resources.orders.actions.export_csv"
            fileName="resources.orders.export_file"
            area={adminRoutes.ordersExport.area}
          />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList<AdminOrderRow>
          linkType="show"
          primaryText={(order) => `${order.code} · ${order.customer_name}`}
          secondaryText={(order) => <Money amount={order.total} />}
          tertiaryText={(order) => <Chips order={order} />}
          empty={<span>{translate('resources.orders.empty')}</span>}
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={<PrintPickingSheetsButton />}
          empty={<span>{translate('resources.orders.empty')}</span>}
        >
          <TextField source="code" />
          <ShopDateField source="created_at" />
          <FunctionField<AdminOrderRow>
            source="customer_name"
            sortable={false}
            render={(order) => (
              <>
                {order.customer_name}
                <br />
                <span dir="ltr" style={{ color: 'gray', fontSize: 12 }}>
                  {order.customer_phone}
                </span>
              </>
            )}
          />
          <TextField source="items_count" sortable={false} />
          <FunctionField<AdminOrderRow> source="total" render={(order) => <Money amount={order.total} />} />
          <FunctionField<AdminOrderRow>
            source="status"
            render={(order) => <OrderStatusChip status={order.status} />}
          />
          <FunctionField<AdminOrderRow>
            source="payment_status"
            sortable={false}
            render={(order) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <PaymentStatusChip status={order.payment_status} />
                <span style={{ fontSize: 12 }}>
                  {translate(`shared.payment_methods.${order.payment_method}`)}
                </span>
              </Stack>
            )}
          />
        </Datagrid>
      )}
    </List>
  );
}
