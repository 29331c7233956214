/**
 * Orders, newest first (the API's order): search by code, customer name, email or phone; filter by
 * status, payment status and a range of Riyadh days; the accountant's CSV file of the orders the
 * filters show; the picking sheets and the bills of the orders ticked, each printed as one batch.
 */
import { Link } from 'react-router';
import PrintIcon from '@mui/icons-material/Print';
import { adminRoutes, staffBillsPath, type AdminOrderRow } from '@shop/contract';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Menu, MenuItem, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  Confirm,
  TopToolbar,
  CreateButton,
  useListContext,
  useLocale,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  staffMayMoveOrderTo,
  type OrderStatus,
  type StaffRole,
} from '@shop/domain';
import { useShopDataProvider } from '../../shared/useShopDataProvider';
import TableRowsIcon from '@mui/icons-material/TableRows';
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

/**
 * The chosen orders' bills, printed as one batch: the storefront's bills page opened with the staff
 * session in a new tab (docs/decisions.md, Staff open the storefront's bill), in the dashboard's
 * language.
 */
function PrintBillsButton() {
  const { selectedIds } = useListContext();
  const locale = useLocale();
  return (
    <Button
      component="a"
      href={staffBillsPath(selectedIds, locale === 'en' ? 'en' : 'ar')}
      target="_blank"
      rel="noopener"
      label="resources.orders.actions.bills"
      data-testid="print-bills"
    >
      <ReceiptLongIcon />
    </Button>
  );
}

/** Moves the ticked orders to a status the staff member's role may give (the workflow decides each). */
function MoveOrdersButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const { permissions: role } = usePermissions<StaffRole>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useShopDataProvider();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  if (!role) return null;
  const statuses = ORDER_STATUSES.filter((s) => s !== 'pending' && staffMayMoveOrderTo(role, s));
  const statusText = (s: OrderStatus) => translate(`shared.order_statuses.${s}`);
  const move = async () => {
    if (!status) return;
    setBusy(true);
    try {
      const answer = await provider.moveOrders(selectedIds, status);
      const refused = answer.data.refused.map((r) =>
        translate('resources.orders.actions.refused_batch', { code: r.code ?? `#${r.id}`, reason: r.reason }),
      );
      notify([answer.message, ...refused].join('\n'), {
        type: refused.length > 0 ? 'warning' : 'success',
        multiLine: true,
        autoHideDuration: refused.length > 0 ? 10_000 : undefined,
      });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setStatus(null);
    }
  };
  return (
    <>
      <Button
        label="resources.orders.actions.move_batch"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
        aria-haspopup="menu"
        data-testid="move-orders"
      >
        <SwapHorizIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {statuses.map((s) => (
          <MenuItem
            key={s}
            onClick={() => {
              setAnchor(null);
              setStatus(s);
            }}
          >
            {statusText(s)}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={status !== null}
        title={translate('resources.orders.actions.confirm_move_batch_title', {
          smart_count: selectedIds.length,
          status: status ? statusText(status) : '',
        })}
        content="resources.orders.actions.confirm_move_batch"
        onConfirm={move}
        onClose={() => setStatus(null)}
      />
    </>
  );
}

/** What staff may do with the ticked orders: move them, print their picking sheets or their bills. */
function OrderBatchButtons() {
  return (
    <>
      <MoveOrdersButton />
      <PrintPickingSheetsButton />
      <PrintBillsButton />
    </>
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
          <CreateButton label="resources.orders.actions.new_order" />
          <ExportCsvButton
            label="resources.orders.actions.export_csv"
            fileName="resources.orders.export_file"
            area={adminRoutes.ordersExport.area}
          />
          <ExportCsvButton
            label="resources.orders.actions.export_lines_csv"
            fileName="resources.orders.export_lines_file"
            area={adminRoutes.ordersLinesExport.area}
            file="order-lines"
            icon={<TableRowsIcon />}
          />
        </TopToolbar>
      }
    >
      {isSmall ? (
        // One column on phones, with the boxes to tick a batch as on a desktop.
        <Datagrid
          rowClick="show"
          bulkActionButtons={<OrderBatchButtons />}
          empty={<span>{translate('resources.orders.empty')}</span>}
          data-testid="orders-phone-list"
        >
          <FunctionField<AdminOrderRow>
            source="code"
            sortable={false}
            render={(order) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <span style={{ fontWeight: 600 }}>
                  {order.code} · {order.customer_name}
                </span>
                <Money amount={order.total} />
                <Chips order={order} />
              </Stack>
            )}
          />
        </Datagrid>
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={<OrderBatchButtons />}
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
