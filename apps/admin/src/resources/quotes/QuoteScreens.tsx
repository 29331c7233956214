/**
 * Requests for quotation, newest first: search by the buyer's name, email or company, filter by
 * status. One request shows the buyer, the pieces by colour and size with the tier prices, and a
 * form that prices every line and sends the quote with the last day it holds, or declines it (the
 * buyer is mailed either way).
 */
import { ArtworkPreview } from '../../shared/ArtworkPreview';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import SendIcon from '@mui/icons-material/Send';
import BlockIcon from '@mui/icons-material/Block';
import {
  Alert,
  Box,
  Button as MuiButton,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  Confirm,
  FunctionField,
  Loading,
  SearchInput,
  SelectInput,
  Show,
  TextField,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { HttpError } from 'ra-core';
import { QUOTE_STATUSES, shopDay, toLatinDigits, type QuoteStatusNow } from '@shop/domain';
import type { AdminQuote, AdminQuoteRow } from '@shop/contract';
import { Money } from '../../shared/Money';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { ShopDateField } from '../../shared/ShopDateField';
import { formatShopDateTime, formatShopDay } from '../../shared/shop-date';
import { TitledCard } from '../../shared/TitledCard';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

const STATUS_COLOR: Record<QuoteStatusNow, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  requested: 'warning',
  changes_requested: 'warning',
  quoted: 'info',
  accepted: 'success',
  declined: 'default',
  expired: 'error',
};

export function QuoteStatusChip({ status }: { status: QuoteStatusNow }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      label={translate(`resources.quotes.statuses.${status}`)}
    />
  );
}

function useQuoteFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.quotes.fields.q')} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={QUOTE_STATUSES.map((id) => ({ id, name: translate(`resources.quotes.statuses.${id}`) }))}
    />,
  ];
}

const customerOf = (quote: AdminQuoteRow) =>
  quote.company_name ? `${quote.customer_name} · ${quote.company_name}` : quote.customer_name;

export function QuoteList() {
  return (
    <ResponsiveList
      filters={useQuoteFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      canCreate={false}
      rowClick="show"
      primaryText={(record) => `#${record.id} · ${customerOf(record as AdminQuoteRow)}`}
      secondaryText={(record) => (
        <Money amount={(record as AdminQuoteRow).subtotal ?? (record as AdminQuoteRow).tier_subtotal} />
      )}
      tertiaryText={(record) => <QuoteStatusChip status={(record as AdminQuoteRow).status} />}
    >
      <TextField source="id" />
      <ShopDateField source="created_at" />
      <FunctionField<AdminQuoteRow> source="customer_name" sortable={false} render={customerOf} />
      <TextField source="pieces" sortable={false} />
      <FunctionField<AdminQuoteRow>
        source="tier_subtotal"
        sortable={false}
        render={(quote) => <Money amount={quote.tier_subtotal} />}
      />
      <FunctionField<AdminQuoteRow>
        source="subtotal"
        sortable={false}
        render={(quote) => <QuoteFigure quote={quote} />}
      />
      <FunctionField<AdminQuoteRow>
        source="status"
        render={(quote) => <QuoteStatusChip status={quote.status} />}
      />
      <FunctionField<AdminQuoteRow>
        source="valid_until"
        sortable={false}
        render={(quote) => <ShopDay value={quote.valid_until} />}
      />
    </ResponsiveList>
  );
}

/** The quoted subtotal once priced; a dash before. */
function QuoteFigure({ quote }: { quote: Pick<AdminQuoteRow, 'subtotal'> }) {
  return quote.subtotal === null ? <>—</> : <Money amount={quote.subtotal} />;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} dir="auto">
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A line's pieces: each colour with its sizes, every "size × pieces" kept whole in either direction. */
function LinePieces({ line }: { line: AdminQuote['lines'][number] }) {
  return (
    <>
      {line.colors.map((color) => (
        <Typography key={color.id} variant="body2" dir="auto">
          {color.name}:{' '}
          {color.sizes.map((s, i) => (
            <span key={s.id}>
              {i > 0 ? ' · ' : null}
              <bdi dir="ltr">
                {s.name} × {s.quantity}
              </bdi>
            </span>
          ))}
        </Typography>
      ))}
    </>
  );
}

/** The request's lines, and when staff may price it, a price field per line and the send/decline form. */
function QuotePricing({ quote }: { quote: AdminQuote }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useShopDataProvider();
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(quote.lines.map((l) => [l.id, l.price === null ? '' : String(l.price)])),
  );
  const [validUntil, setValidUntil] = useState(quote.valid_until ?? '');
  const [note, setNote] = useState(quote.staff_note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);

  const submit = async (input: Parameters<typeof provider.answerQuote>[1]) => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await provider.answerQuote(quote.id, input);
      notify(answer.message, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      // The client hands a 422's field errors over as one text per field.
      if (error instanceof HttpError && error.status === 422)
        setErrors((error.body?.errors ?? {}) as Record<string, string>);
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    submit({
      action: 'send',
      valid_until: validUntil,
      staff_note: note,
      lines: quote.lines.map((l) => ({ id: l.id, unit_price: prices[l.id] ?? '' })),
    });

  const editable = quote.can_price;
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const typedPrice = (line: AdminQuote['lines'][number]) => {
    const price = Number(toLatinDigits(prices[line.id] ?? '').replace('\u066B', '.'));
    return Number.isFinite(price) && price > 0 ? price : null;
  };
  // The subtotal the buyer will read, once every line has a price; a dash before (a sum of some
  // lines, or 0.00, reads as a price that was never quoted).
  const total = quote.lines.every((line) => typedPrice(line) !== null)
    ? quote.lines.reduce((sum, line) => sum + typedPrice(line)! * line.quantity, 0)
    : null;

  const priceCell = (line: AdminQuote['lines'][number], i: number) =>
    editable ? (
      <MuiTextField
        size="small"
        label={isSmall ? translate('resources.quotes.unit_price') : undefined}
        value={prices[line.id] ?? ''}
        onChange={(e) => setPrices((p) => ({ ...p, [line.id]: e.target.value }))}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            dir: 'ltr',
            'aria-label': `${translate('resources.quotes.unit_price')}: ${line.name}`,
            'data-testid': `quote-price-${line.id}`,
          },
        }}
        error={Boolean(errors[`lines.${i}.unit_price`])}
        helperText={errors[`lines.${i}.unit_price`]}
      />
    ) : line.price === null ? (
      '—'
    ) : (
      <Money amount={line.price} />
    );

  return (
    <TitledCard title={translate('resources.quotes.lines')}>
      {isSmall ? (
        <Stack divider={<Divider />} spacing={1.5}>
          {quote.lines.map((line, i) => (
            <Stack key={line.id} spacing={0.5}>
              <Typography sx={{ fontWeight: 'bold' }} dir="auto">
                {line.name}
              </Typography>
              <LinePieces line={line} />
              {line.artwork ? <ArtworkPreview artwork={line.artwork} /> : null}
              <Typography variant="body2">
                {translate('resources.quotes.quantity')}: {line.quantity} ·{' '}
                {translate('resources.quotes.tier_price')}: <Money amount={line.tier_price} />
              </Typography>
              {priceCell(line, i)}
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.quotes.product')}</TableCell>
              <TableCell>{translate('resources.quotes.pieces_by_size')}</TableCell>
              <TableCell align="right">{translate('resources.quotes.quantity')}</TableCell>
              <TableCell align="right">{translate('resources.quotes.tier_price')}</TableCell>
              <TableCell sx={{ minWidth: 150 }}>{translate('resources.quotes.unit_price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {quote.lines.map((line, i) => (
              <TableRow key={line.id}>
                <TableCell dir="auto">{line.name}</TableCell>
                <TableCell>
                  <LinePieces line={line} />
                  {line.artwork ? <ArtworkPreview artwork={line.artwork} /> : null}
                </TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">
                  <Money amount={line.tier_price} />
                </TableCell>
                <TableCell>{priceCell(line, i)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editable ? (
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 560 }}>
          {errors.lines ? <Alert severity="error">{errors.lines}</Alert> : null}
          {errors.action ? <Alert severity="error">{errors.action}</Alert> : null}
          <Typography>
            {translate('resources.quotes.fields.subtotal')}: {total === null ? '—' : <Money amount={total} />}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({translate('resources.quotes.before_tax')})
            </Typography>
          </Typography>
          <MuiTextField
            type="date"
            label={translate('resources.quotes.fields.valid_until')}
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: shopDay(new Date()), name: 'valid_until' },
            }}
            error={Boolean(errors.valid_until)}
            helperText={errors.valid_until}
            required
          />
          <MuiTextField
            label={translate('resources.quotes.fields.staff_note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { name: 'staff_note' } }}
            error={Boolean(errors.staff_note)}
            helperText={errors.staff_note}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <MuiButton variant="contained" startIcon={<SendIcon />} disabled={busy} onClick={send}>
              {translate('resources.quotes.send')}
            </MuiButton>
            {quote.can_decline ? (
              <MuiButton
                color="error"
                startIcon={<BlockIcon />}
                disabled={busy}
                onClick={() => setDeclining(true)}
              >
                {translate('resources.quotes.decline')}
              </MuiButton>
            ) : null}
          </Stack>
          <Confirm
            isOpen={declining}
            title="resources.quotes.decline"
            content="resources.quotes.confirm_decline"
            onConfirm={() => {
              setDeclining(false);
              void submit({ action: 'decline', staff_note: note });
            }}
            onClose={() => setDeclining(false)}
          />
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {quote.order ? (
            <Link to={`/orders/${quote.order.id}/show`}>
              {translate('resources.quotes.ordered', { code: quote.order.code })}
            </Link>
          ) : (
            translate('resources.quotes.closed')
          )}
        </Alert>
      )}
    </TitledCard>
  );
}

/** A calendar day in the staff's language; a dash for none. */
function ShopDay({ value }: { value: string | null }) {
  const [locale] = useLocaleState();
  return <>{value ? formatShopDay(value, locale) : '—'}</>;
}

function QuoteDetail() {
  const quote = useRecordContext<AdminQuote>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Opened from the list, react-admin first answers with the list's row, which has no lines.
  if (!quote || !('lines' in quote)) return <Loading />;
  const f = (name: string) => translate(`resources.quotes.fields.${name}`);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('resources.quotes.title', { id: quote.id })}
        </Typography>
        <QuoteStatusChip status={quote.status} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TitledCard title={translate('resources.quotes.customer')} sx={{ flex: 1, minWidth: 0 }}>
          <Facts
            rows={[
              [f('customer_name'), quote.customer_name],
              [f('company_name'), quote.company_name ?? '—'],
              [translate('resources.quotes.vat_number'), quote.vat_number ?? '—'],
              [f('email'), <span dir="ltr">{quote.email}</span>],
              [f('phone'), <span dir="ltr">{quote.phone}</span>],
            ]}
          />
        </TitledCard>
        <TitledCard title={translate('resources.quotes.request')} sx={{ flex: 1, minWidth: 0 }}>
          <Facts
            rows={[
              [f('created_at'), formatShopDateTime(quote.created_at, locale)],
              [f('pieces'), String(quote.pieces)],
              [f('tier_subtotal'), <Money amount={quote.tier_subtotal} />],
              [f('wanted_by'), <ShopDay value={quote.wanted_by} />],
              [f('valid_until'), <ShopDay value={quote.valid_until} />],
              [translate('resources.quotes.customer_note'), quote.note ?? '—'],
              ...(quote.changes_note
                ? ([[translate('resources.quotes.changes_note'), quote.changes_note]] as [string, string][])
                : []),
            ]}
          />
        </TitledCard>
      </Stack>
      <QuotePricing key={`${quote.id}-${quote.stored_status}-${quote.quoted_at ?? ''}`} quote={quote} />
    </Stack>
  );
}

export function QuoteShow() {
  return (
    <Show actions={false}>
      <QuoteDetail />
    </Show>
  );
}
