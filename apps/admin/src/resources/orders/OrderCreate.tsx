/**
 * A new order for a customer who phoned or wrote: the customer and one of their addresses, each
 * product's pieces by colour and size, and the order's details. The figures are the server's own
 * (POST /orders/preview, asked again as the order changes), so staff tell the customer exactly what
 * they will be charged; the order is then placed on bank-transfer terms, or kept as a draft quote
 * that staff price and send for the customer to accept and pay.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Divider,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Title,
  useGetList,
  useGetOne,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { AdminDetail, AdminRow, BodyOf, adminRoutes } from '@shop/contract';
import { toLatinDigits, type Selection } from '@shop/domain';
import { Money } from '../../shared/Money';
import { TitledCard } from '../../shared/TitledCard';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

type AdminProduct = AdminDetail<'products'>;
type StaffOrderBody = BodyOf<(typeof adminRoutes)['staffOrderCreate']>;
type Preview = Awaited<ReturnType<ReturnType<typeof useShopDataProvider>['previewStaffOrder']>>;

/** One product of the order: the pieces typed for each colour and size (`colourId:sizeId`). */
interface Line {
  product: AdminProduct;
  pieces: Record<string, string>;
}

const cellKey = (colorId: number, sizeId: number) => `${colorId}:${sizeId}`;

/** Pieces typed in a cell: Latin or Arabic-Indic digits; anything else counts as none. */
function piecesOf(text: string | undefined): number {
  const digits = toLatinDigits(text ?? '').trim();
  return /^\d{1,6}$/.test(digits) ? Number(digits) : 0;
}

function selectionOf(line: Line): Selection {
  return {
    product_id: line.product.id,
    colors: line.product.colors
      .map((color) => ({
        color_id: color.id,
        sizes: line.product.sizes
          .map((size) => ({ size_id: size.id, quantity: piecesOf(line.pieces[cellKey(color.id, size.id)]) }))
          .filter((size) => size.quantity > 0),
      }))
      .filter((color) => color.sizes.length > 0),
  };
}

/** Waits until `value` has stopped changing for `ms`: one preview per pause in typing. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A search box over one of the staff lists (the list's own `q` search, 20 rows): a customer stays
 * chosen; a product is added and the box empties for the next one.
 */
function ListPicker<Row extends { id: number }>({
  resource,
  value,
  onChange,
  optionLabel,
  label,
  helperText,
  required,
  keepChoice,
  testId,
}: {
  resource: 'customers' | 'products';
  value: Row | null;
  onChange: (row: Row | null) => void;
  optionLabel: (row: Row) => string;
  label: string;
  helperText?: string;
  required?: boolean;
  keepChoice: boolean;
  testId: string;
}) {
  const [text, setText] = useState('');
  const q = useSettled(text, 300);
  const { data = [], isPending } = useGetList<Row>(resource, {
    filter: q ? { q } : {},
    pagination: { page: 1, perPage: 20 },
  });
  return (
    <Autocomplete
      value={value}
      options={data}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={text}
      onInputChange={(_event, typed, reason) => setText(reason === 'reset' && !keepChoice ? '' : typed)}
      onChange={(_event, picked) => onChange(picked)}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={helperText} required={required} />
      )}
      data-testid={testId}
    />
  );
}

/** A product's pieces: a row per colour, a column per size, with the server's price once known. */
function LineGrid({
  line,
  figures,
  error,
  onChange,
  onRemove,
}: {
  line: Line;
  figures: Preview['lines'][number] | undefined;
  error: string | undefined;
  onChange: (key: string, text: string) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = locale === 'en' ? line.product.name_en : line.product.name_ar;
  const pieces = Object.values(line.pieces).reduce((sum, text) => sum + piecesOf(text), 0);
  return (
    <Box component="section" aria-label={name} data-testid="new-order-line" sx={{ py: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 160 }}>
          {name}
        </Typography>
        <Typography variant="body2" data-testid="new-order-line-figures">
          {translate('resources.orders.create.pieces', { smart_count: pieces })}
          {figures ? (
            <>
              {' · '}
              <Money amount={figures.unit_price} /> {translate('resources.orders.create.each')} {' · '}
              <Money amount={figures.line_total} />
            </>
          ) : null}
        </Typography>
        <IconButton aria-label={translate('resources.orders.create.remove', { name })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      {/* Wide grids scroll inside the card, never the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.orders.create.colour')}</TableCell>
              {line.product.sizes.map((size) => (
                <TableCell key={size.id} align="center">
                  {size.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {line.product.colors.map((color) => {
              const colorName = locale === 'en' ? color.name_en : color.name_ar;
              return (
                <TableRow key={color.id}>
                  <TableCell>
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
                      <Box
                        aria-hidden
                        sx={{
                          width: 14,
                          height: 14,
                          borderRadius: '50%',
                          bgcolor: color.code,
                          border: 1,
                          borderColor: 'divider',
                        }}
                      />
                      {colorName}
                    </Stack>
                  </TableCell>
                  {line.product.sizes.map((size) => {
                    const key = cellKey(color.id, size.id);
                    return (
                      <TableCell key={size.id} align="center" sx={{ px: 0.5 }}>
                        <TextField
                          size="small"
                          value={line.pieces[key] ?? ''}
                          onChange={(event) => {
                            // Whole pieces only: a minus, a point or a letter is not taken, as in
                            // the storefront's drawer (a "-3" kept in the box counted as nothing).
                            const text = toLatinDigits(event.target.value).trim();
                            if (/^\d{0,6}$/.test(text)) onChange(key, text);
                          }}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'numeric',
                              dir: 'ltr',
                              'aria-label': translate('resources.orders.create.cell', {
                                colour: colorName,
                                size: size.name,
                              }),
                              style: { textAlign: 'center', width: 48 },
                            },
                          }}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {error ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

function Figures({ preview }: { preview: Preview }) {
  const translate = useTranslate();
  const rows: [string, number, boolean?][] = [
    ['subtotal', preview.subtotal],
    ['discount', -preview.discount],
    ['coupon', -preview.coupon_value],
    ['shipping', preview.shipping],
    ['vat', preview.tax],
    ['total', preview.total, true],
  ];
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="new-order-figures">
      {rows
        .filter(
          ([key, amount]) => amount !== 0 || key === 'total' || key === 'shipping' || key === 'subtotal',
        )
        .map(([key, amount, strong]) => (
          <Stack
            key={key}
            direction="row"
            sx={{ justifyContent: 'space-between', py: 0.5, fontWeight: strong ? 700 : 400 }}
          >
            <Box component="dt">{translate(`resources.orders.create.${key}`)}</Box>
            <Box component="dd" sx={{ m: 0 }} data-testid={`new-order-${key}`}>
              <Money amount={amount} />
            </Box>
          </Stack>
        ))}
    </Box>
  );
}

export function OrderCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  const dataProvider = useShopDataProvider();
  const [customer, setCustomer] = useState<AdminRow<'customers'> | null>(null);
  const [addressId, setAddressId] = useState<number | ''>('');
  const [lines, setLines] = useState<Line[]>([]);
  const [details, setDetails] = useState({
    coupon_code: '',
    po_number: '',
    requested_delivery_date: '',
    note: '',
  });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const { data: detail } = useGetOne<AdminDetail<'customers'>>(
    'customers',
    { id: customer?.id ?? 0 },
    { enabled: customer !== null },
  );
  // The list's row of the customer may stand in the cache until their record arrives.
  const addresses = (customer && detail?.id === customer.id ? detail.addresses : undefined) ?? [];
  // A customer's first address is the likely one; another customer's is never kept.
  const firstAddress = addresses[0]?.id ?? '';
  useEffect(() => setAddressId(firstAddress), [customer?.id, firstAddress]);

  // The lines with pieces, as the order sends them, and which line each one is.
  const ordered = useMemo(
    () =>
      lines
        .map((line, index) => ({ index, selection: selectionOf(line) }))
        .filter(({ selection }) => selection.colors.length > 0),
    [lines],
  );
  const body = useMemo((): StaffOrderBody | null => {
    if (!customer || ordered.length === 0) return null;
    const text = (value: string) => (value.trim() === '' ? undefined : value);
    return {
      customer_id: customer.id,
      address_id: addressId === '' ? undefined : addressId,
      products: ordered.map(({ selection }) => selection),
      coupon_code: text(details.coupon_code) ?? null,
      po_number: text(details.po_number),
      requested_delivery_date: text(details.requested_delivery_date),
      note: text(details.note),
    } as StaffOrderBody;
  }, [customer, addressId, ordered, details]);
  const settledBody = useSettled(body, 400);

  useEffect(() => {
    if (!settledBody || settledBody.address_id === undefined) {
      setPreview(null);
      return;
    }
    let current = true;
    dataProvider
      .previewStaffOrder(settledBody)
      .then((figures) => {
        if (!current) return;
        setPreview(figures);
        setErrors({});
      })
      .catch((error: { body?: { errors?: Record<string, string> }; message?: string }) => {
        if (!current) return;
        setPreview(null);
        setErrors(error.body?.errors ?? { _: error.message ?? '' });
      });
    return () => {
      current = false;
    };
  }, [settledBody, dataProvider]);

  const addProduct = async (id: number) => {
    if (lines.some((line) => line.product.id === id)) return;
    const { data } = await dataProvider.getOne<AdminProduct>('products', { id });
    setLines((now) => [...now, { product: data, pieces: {} }]);
  };

  const errorOfLine = (index: number) => {
    const at = ordered.findIndex((o) => o.index === index);
    if (at < 0) return undefined;
    const texts = Object.entries(errors)
      .filter(([field]) => field === `products.${at}` || field.startsWith(`products.${at}.`))
      .map(([, text]) => text);
    return texts.length > 0 ? texts.join(' ') : undefined;
  };

  const submit = async (action: 'place' | 'draft') => {
    if (!body) return;
    setBusy(true);
    const sent = { ...body, action };
    // One key per order attempt: sent again unchanged (a lost answer, a second click), the same
    // key answers the order already placed instead of placing a second one.
    const fingerprint = JSON.stringify(sent);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: crypto.randomUUID() };
    try {
      const answer = await dataProvider.makeStaffOrder(sent, attempt.current.key);
      attempt.current = null;
      notify(answer.message, { type: 'success' });
      redirect(
        answer.data.kind === 'order' ? `/orders/${answer.data.id}/show` : `/quotes/${answer.data.id}/show`,
      );
    } catch (error) {
      const failure = error as { body?: { errors?: Record<string, string> }; message?: string };
      if (failure.body?.errors) setErrors(failure.body.errors);
      notify(failure.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const detailField = (key: keyof typeof details, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={translate(`resources.orders.create.${key}`)}
      value={details[key]}
      onChange={(event) => setDetails((now) => ({ ...now, [key]: event.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      {...props}
    />
  );
  const general = [errors._, errors.products].filter(Boolean).join(' ');

  return (
    // A form for assistive technology; the buttons send it their own way (place or draft).
    <Box
      component="form"
      noValidate
      onSubmit={(event: React.FormEvent) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        py: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
      }}
    >
      <Title title={translate('resources.orders.create.title')} />
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <TitledCard title={translate('resources.orders.create.for')}>
          <Stack sx={{ gap: 2 }}>
            <ListPicker<AdminRow<'customers'>>
              resource="customers"
              value={customer}
              onChange={setCustomer}
              optionLabel={(c) => `${c.fname} ${c.lname} · ${c.email}`}
              label={translate('resources.orders.create.customer')}
              helperText={translate('resources.orders.create.customer_help')}
              required
              keepChoice
              testId="new-order-customer"
            />
            <TextField
              select
              label={translate('resources.orders.create.address')}
              value={addressId}
              onChange={(event) => setAddressId(Number(event.target.value))}
              disabled={!customer || addresses.length === 0}
              error={Boolean(errors.address_id)}
              helperText={
                errors.address_id ??
                (customer && detail && addresses.length === 0
                  ? translate('resources.orders.create.address_none')
                  : ' ')
              }
              data-testid="new-order-address"
            >
              {addresses.map((address) => (
                <MenuItem key={address.id} value={address.id}>
                  {address.name} · {locale === 'en' ? address.place_en : address.place_ar} · {address.address}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </TitledCard>
        <TitledCard title={translate('resources.orders.create.products')}>
          <ListPicker<AdminRow<'products'>>
            resource="products"
            value={null}
            onChange={(picked) => picked && void addProduct(picked.id)}
            optionLabel={(p) => (locale === 'en' ? p.name_en : p.name_ar)}
            label={translate('resources.orders.create.add_product')}
            keepChoice={false}
            testId="new-order-product"
          />
          {lines.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {translate('resources.orders.create.no_products')}
            </Typography>
          ) : null}
          {lines.map((line, index) => (
            <Box key={line.product.id}>
              {index > 0 ? <Divider /> : null}
              <LineGrid
                line={line}
                figures={preview?.lines.find((l) => l.product_id === line.product.id)}
                error={errorOfLine(index)}
                onChange={(key, text) =>
                  setLines((now) =>
                    now.map((l, i) => (i === index ? { ...l, pieces: { ...l.pieces, [key]: text } } : l)),
                  )
                }
                onRemove={() => setLines((now) => now.filter((_, i) => i !== index))}
              />
            </Box>
          ))}
        </TitledCard>
        <TitledCard title={translate('resources.orders.create.details')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {detailField('coupon_code', { slotProps: { htmlInput: { dir: 'ltr' } } })}
            {detailField('po_number')}
            {detailField('requested_delivery_date', {
              type: 'date',
              slotProps: { inputLabel: { shrink: true } },
            })}
          </Box>
          <Box sx={{ mt: 2 }}>{detailField('note', { multiline: true, minRows: 2 })}</Box>
        </TitledCard>
      </Stack>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 64 }, alignSelf: 'start' }}>
        <TitledCard title={translate('resources.orders.create.summary')} testId="new-order-summary">
          {preview ? (
            <Figures preview={preview} />
          ) : (
            <Typography color="text.secondary" variant="body2">
              {translate('resources.orders.create.summary_needs')}
            </Typography>
          )}
          {general ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {general}
            </Alert>
          ) : null}
          <Stack sx={{ gap: 1, mt: 2 }}>
            <Button
              variant="contained"
              disabled={busy || !body || body.address_id === undefined}
              onClick={() => void submit('place')}
            >
              {translate('resources.orders.create.place')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.orders.create.place_help')}
            </Typography>
            <Button variant="outlined" disabled={busy || !body} onClick={() => void submit('draft')}>
              {translate('resources.orders.create.draft')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.orders.create.draft_help')}
            </Typography>
          </Stack>
        </TitledCard>
      </Box>
    </Box>
  );
}
