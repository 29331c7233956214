/**
 * The printable picking sheets for the warehouse: per order its code, customer and address, and
 * per product its logo (when it has one) and a colour × size grid of quantities with row and column totals. One order's sheet
 * (from its page) or a batch's (orders chosen in the list), each order on its own printed page.
 * Opened without the dashboard's frame; the print stylesheet hides the buttons.
 */
import { ArtworkPreview } from '../../shared/ArtworkPreview';
import {
  Box,
  Button,
  GlobalStyles,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { AddressDetails } from '../../shared/AddressDetails';
import { OrderReferences } from './OrderReferences';
import { batchOrderIds, type AdminOrderDetail } from '@shop/contract';
import { ShopDateField } from '../../shared/ShopDateField';
import { pickingGrid } from './picking';

const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.no-print': { display: 'none !important' },
        body: { background: '#fff' },
        '.picking-product': { breakInside: 'avoid' },
        '.picking-order + .picking-order': { breakBefore: 'page' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

const cell = { border: 1, borderColor: 'grey.500', px: 1, py: 0.5 } as const;

/** The address of the picking sheets of a batch of orders (ids in the list's order). */
export const pickingSheetsPath = (ids: readonly (number | string)[]) =>
  `/picking-sheets?ids=${ids.join(',')}`;

/** The print and back buttons above the sheets, and the sheets' page. */
function SheetsPage({ back, backLabel, children }: { back: string; backLabel: string; children: ReactNode }) {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <Box
      component="main"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto', bgcolor: 'background.paper', minHeight: '100vh' }}
    >
      {printStyles}
      <Stack direction="row" className="no-print" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('resources.orders.actions.print')}
        </Button>
        <Button
          component={Link}
          to={back}
          startIcon={theme.direction === 'rtl' ? <ArrowForwardIcon /> : <ArrowBackIcon />}
        >
          {translate(backLabel)}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

/**
 * Opened from the order list, react-admin first answers an order from the list's cached row, which
 * has no lines: the sheet waits for the order's own answer.
 */
const isListRow = (order: AdminOrderDetail | undefined) =>
  order !== undefined && !Array.isArray(order.products);

function Failure({ error }: { error: unknown }) {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{(error as Error)?.message ?? translate('ra.page.not_found')}</Typography>;
}

/** One order's sheet, from its page. */
export function PickingSheet() {
  const { id } = useParams();
  const { data: order, isPending, error } = useGetOne<AdminOrderDetail>('orders', { id: Number(id) });
  if (isPending || isListRow(order)) return <Loading />;
  if (error || !order) return <Failure error={error} />;
  return (
    <SheetsPage back={`/orders/${order.id}/show`} backLabel="resources.orders.actions.back">
      <OrderPickingSheet order={order} />
    </SheetsPage>
  );
}

/** The sheets of the orders chosen in the list (`?ids=3,5,8`), in that order. */
export function PickingSheets() {
  const [params] = useSearchParams();
  const translate = useTranslate();
  const ids = batchOrderIds(params.get('ids'));
  return (
    <SheetsPage back="/orders" backLabel="resources.orders.actions.back_to_list">
      <Typography className="no-print" sx={{ mb: 2 }} data-testid="picking-batch">
        {ids.length === 0
          ? translate('resources.orders.empty')
          : translate('resources.orders.picking.batch', { smart_count: ids.length })}
      </Typography>
      {ids.map((id) => (
        <PickingSheetOf key={id} id={id} />
      ))}
    </SheetsPage>
  );
}

/** One order of a batch: each is the order's own answer (its lines are not in the list's rows). */
function PickingSheetOf({ id }: { id: number }) {
  const { data: order, isPending, error } = useGetOne<AdminOrderDetail>('orders', { id });
  if (isPending || isListRow(order)) return <Loading />;
  if (error || !order) return <Failure error={error} />;
  return <OrderPickingSheet order={order} />;
}

function OrderPickingSheet({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.orders.${key}`, options);
  const { address, customer } = order;
  const grids = order.products.map(pickingGrid);
  const pieces = grids.reduce((sum, grid) => sum + grid.total, 0);
  return (
    <Box component="section" className="picking-order" sx={{ mb: 4 }} data-testid="picking-order">
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {t('picking.title', { code: order.code })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 4 }, mb: 3 }}>
        <Box>
          <Typography variant="subtitle2">{t('bill.customer')}</Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {customer.fname} {customer.lname}
          </Typography>
          {customer.company_name ? <Typography>{customer.company_name}</Typography> : null}
          <Typography>
            <bdi dir="ltr">{customer.phone}</bdi>
          </Typography>
          <Typography variant="body2">
            <ShopDateField source="created_at" record={order} />
          </Typography>
          <OrderReferences order={order} />
        </Box>
        <Box>
          <Typography variant="subtitle2">{t('bill.address')}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
          <Typography>
            {t('bill.place', {
              area: address.area.name,
              city: address.city.name,
              country: address.country.name,
            })}
          </Typography>
          <Typography>{address.address}</Typography>
          <AddressDetails address={address} />
          {address.note ? <Typography>{address.note}</Typography> : null}
        </Box>
      </Stack>
      {grids.map((grid, index) => (
        <Box key={index} className="picking-product" sx={{ mb: 3 }} data-testid="picking-product">
          <Typography variant="h6" component="h2" gutterBottom>
            {grid.name}
          </Typography>
          {/* The logo to put on these pieces, where the warehouse sees it while picking. */}
          {order.products[index]?.artwork ? <ArtworkPreview artwork={order.products[index].artwork} /> : null}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ borderCollapse: 'collapse', width: 'auto', minWidth: '60%' }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={cell}>
                    {t('bill.colour')} \ {t('bill.size')}
                  </TableCell>
                  {grid.sizes.map((size) => (
                    <TableCell key={size} sx={cell} align="center">
                      {size}
                    </TableCell>
                  ))}
                  <TableCell sx={{ ...cell, fontWeight: 700 }} align="center">
                    {t('picking.total')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {grid.rows.map((row) => (
                  <TableRow key={row.colour}>
                    <TableCell sx={cell}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Box
                          component="span"
                          sx={{
                            width: 12,
                            height: 12,
                            bgcolor: row.colourCode,
                            border: 1,
                            borderColor: 'grey.500',
                            flexShrink: 0,
                            printColorAdjust: 'exact',
                          }}
                        />
                        <span>{row.colour}</span>
                      </Stack>
                    </TableCell>
                    {row.quantities.map((quantity, column) => (
                      <TableCell key={column} sx={cell} align="center">
                        {quantity || ''}
                      </TableCell>
                    ))}
                    <TableCell sx={{ ...cell, fontWeight: 700 }} align="center">
                      {row.total}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ ...cell, fontWeight: 700 }}>{t('picking.total')}</TableCell>
                  {grid.sizeTotals.map((total, column) => (
                    <TableCell key={column} sx={{ ...cell, fontWeight: 700 }} align="center">
                      {total}
                    </TableCell>
                  ))}
                  <TableCell sx={{ ...cell, fontWeight: 700 }} align="center" data-testid="picking-total">
                    {grid.total}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        </Box>
      ))}
      <Typography sx={{ fontWeight: 700 }}>{t('picking.pieces', { count: pieces })}</Typography>
    </Box>
  );
}
