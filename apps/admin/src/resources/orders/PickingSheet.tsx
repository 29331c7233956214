/**
 * The printable picking sheet of one order for the warehouse: the order's code, customer and
 * address, and per product a colour × size grid of quantities with row and column totals. Opened
 * without the dashboard's frame; the print stylesheet hides the buttons.
 */
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
import { Link, useParams } from 'react-router';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { AddressDetails } from '../../shared/AddressDetails';
import { OrderReferences } from './OrderReferences';
import type { AdminOrderDetail } from '@shop/contract';
import { ShopDateField } from '../../shared/ShopDateField';
import { pickingGrid } from './picking';

const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.no-print': { display: 'none !important' },
        body: { background: '#fff' },
        '.picking-product': { breakInside: 'avoid' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

const cell = { border: 1, borderColor: 'grey.500', px: 1, py: 0.5 } as const;

export function PickingSheet() {
  const { id } = useParams();
  const translate = useTranslate();
  const theme = useTheme();
  const { data: order, isPending, error } = useGetOne<AdminOrderDetail>('orders', { id: Number(id) });
  if (isPending) return <Loading />;
  if (error || !order)
    return (
      <Typography sx={{ p: 2 }}>{(error as Error)?.message ?? translate('ra.page.not_found')}</Typography>
    );
  const t = (key: string, options?: object) => translate(`resources.orders.${key}`, options);
  const { address, customer } = order;
  const grids = order.products.map(pickingGrid);
  const pieces = grids.reduce((sum, grid) => sum + grid.total, 0);
  return (
    <Box
      component="main"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto', bgcolor: 'background.paper', minHeight: '100vh' }}
    >
      {printStyles}
      <Stack direction="row" className="no-print" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('actions.print')}
        </Button>
        <Button
          component={Link}
          to={`/orders/${order.id}/show`}
          startIcon={theme.direction === 'rtl' ? <ArrowForwardIcon /> : <ArrowBackIcon />}
        >
          {t('actions.back')}
        </Button>
      </Stack>
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
