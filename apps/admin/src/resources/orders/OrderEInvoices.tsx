/**
 * The order's e-invoice and notes as they go to ZATCA: each document's kind and form, number,
 * place in the chain, state, amount and reason, ZATCA's errors and warnings, and the signed
 * invoice's XML to download (read through the staff API with the session cookie).
 */
import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ADMIN_API_PREFIX, type AdminEInvoiceDocument, type AdminOrderDetail } from '@shop/contract';
import { Money } from '../../shared/Money';
import { saveFile } from '../../shared/save-file';
import { ShopDateField } from '../../shared/ShopDateField';
import { useBusyCall } from '../../shared/useBusyCall';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

const STATUS_COLOURS = {
  unsigned: 'default',
  held: 'warning',
  pending: 'info',
  reported: 'success',
  cleared: 'success',
  rejected: 'error',
} as const;

/** The invoice's printed copy, fetched in the dashboard's language and saved under its number. */
function PdfDownloadButton({ orderId, number }: { orderId: number; number: string }) {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const { busy, run } = useBusyCall();
  const download = () =>
    run(
      () => dataProvider.invoicePdf(orderId),
      (file) => saveFile(file, `${number}.pdf`),
    );
  return (
    <Button variant="outlined" size="small" onClick={download} disabled={busy} data-testid="einvoice-pdf">
      {translate('resources.orders.einvoice.downloadPdf')}
    </Button>
  );
}

/** A rejected document goes back in the queue once staff fixed what ZATCA refused. */
function ResubmitButton({ orderId, document }: { orderId: number; document: AdminEInvoiceDocument }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useShopDataProvider();
  const { busy: sending, run } = useBusyCall();
  const resubmit = () =>
    run(
      () => dataProvider.resubmitEInvoiceDocument(orderId, document.id),
      (answer) => {
        notify(answer.message, { type: 'success' });
        refresh();
      },
    );
  return (
    <Stack spacing={0.5} sx={{ mt: 1, alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.orders.einvoice.resubmit_help')}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        disabled={sending}
        onClick={() => void resubmit()}
        data-testid="einvoice-resubmit"
      >
        {translate('resources.orders.einvoice.resubmit')}
      </Button>
    </Stack>
  );
}

function Document({ document, orderId }: { document: AdminEInvoiceDocument; orderId: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.orders.einvoice.${key}`, options);
  const messages = [...document.errors, ...document.warnings];
  return (
    <Box data-testid="einvoice-document" data-kind={document.kind} data-status={document.status}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {t(`kinds.${document.kind}`)} ({t(`forms.${document.form}`)}) ·{' '}
          <bdi dir="ltr">{document.number}</bdi>
        </Typography>
        {document.total === null ? null : (
          <strong>
            {/* A credit note gives money back: its sign inside the amount, which reads left to right in both languages. */}
            <Money amount={document.kind === 'credit-note' ? -document.total : document.total} />
          </strong>
        )}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Chip size="small" color={STATUS_COLOURS[document.status]} label={t(`statuses.${document.status}`)} />
        {document.counter === null ? null : (
          <Typography variant="body2" color="text.secondary">
            {t('counter')}: {document.counter}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" component="span">
          <ShopDateField source="created_at" record={document} />
        </Typography>
        {document.attempts > 1 ? (
          <Typography variant="body2" color="text.secondary">
            {t('attempts', { count: document.attempts, smart_count: document.attempts })}
          </Typography>
        ) : null}
      </Stack>
      {document.reason ? <Typography variant="body2">{document.reason}</Typography> : null}
      {document.last_error && document.status === 'pending' ? (
        <Typography variant="body2" color="text.secondary">
          {t('last_error', { error: document.last_error })}
        </Typography>
      ) : null}
      {messages.map((message, index) => (
        <Alert key={index} severity={index < document.errors.length ? 'error' : 'warning'} sx={{ mt: 1 }}>
          <bdi dir="ltr">{message.code}</bdi>
          {message.message && message.message !== message.code ? ` ${message.message}` : null}
        </Alert>
      ))}
      {document.status === 'rejected' ? <ResubmitButton orderId={orderId} document={document} /> : null}
    </Box>
  );
}

export function OrderEInvoices({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  const invoice = order.einvoice_documents.find((document) => document.kind === 'invoice');
  if (order.einvoice_documents.length === 0)
    return <Typography color="text.secondary">{translate('resources.orders.einvoice.none')}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="order-einvoices">
      <Stack spacing={1.5} divider={<Divider />}>
        {order.einvoice_documents.map((document) => (
          <Document key={document.id} document={document} orderId={order.id} />
        ))}
      </Stack>
      {invoice && invoice.counter !== null ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <PdfDownloadButton orderId={order.id} number={invoice.number} />
          <Box
            component="a"
            href={`${ADMIN_API_PREFIX}/orders/${order.id}/invoice.xml`}
            download
            sx={{ color: 'primary.main' }}
            data-testid="einvoice-download"
          >
            {translate('resources.orders.einvoice.download')}
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}
