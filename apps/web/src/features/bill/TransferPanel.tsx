/**
 * What a bank-transfer order's bill asks of the customer while it is unpaid: the amount to
 * transfer and the IBAN, each with a copy button, and the transfer receipt to upload (a picture
 * or PDF; the API reads what it is and answers in the page's language). Receipts already sent are
 * listed and open in a new tab. Not printed: the printed bill keeps the account details only.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, FileUp } from 'lucide-react';
import type { OrderDetail } from '@shop/contract';
import { RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES, receiptRefusal, sarToHalalas } from '@shop/domain';
import { ApiError } from '../../shared/api/client';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { formatDateTime } from '../../shared/lib/date';
import { queryKeys } from '../../shared/query/keys';
import { Money } from '../../shared/ui/Money';
import { notifyError } from '../../shared/ui/toast';
import { openReceipt, uploadReceipt } from './api';

/** A button that copies `text` and says so for a moment (and to screen readers). */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError(t('bill.copyFailed'));
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex items-center gap-1 rounded border border-gray-300 px-2 py-0.5 text-xs font-semibold text-brand-700 hover:bg-gray-50"
      aria-label={`${label}: ${t('bill.copy')}`}
      data-testid={testId}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-3.5" />
      ) : (
        <Copy aria-hidden="true" className="size-3.5" />
      )}
      <span aria-live="polite">{copied ? t('bill.copied') : t('bill.copy')}</span>
    </button>
  );
}

export function TransferPanel({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const open =
    receiptRefusal({
      paymentMethod: order.payment_method,
      paymentStatus: order.payment_status,
      status: order.status,
    }) === null;
  const upload = useMutation({
    mutationFn: (file: File) => uploadReceipt(order.id, file),
    meta: { silent: true },
    onSuccess: async () => {
      setError(null);
      setSent(t('bill.receiptSent'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.order(order.id) });
    },
    onError: (failure) => {
      setSent(null);
      if (failure instanceof ApiError && failure.status === 401) return;
      const fieldMessage = failure instanceof ApiError ? failure.fieldErrors.file?.[0] : undefined;
      setError(
        fieldMessage ??
          (failure instanceof ApiError && failure.status > 0 ? failure.message : t('bill.receiptFailed')),
      );
    },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Said before a 5 MB upload starts; the API checks it again (and what the file really is).
    if (file.size > RECEIPT_MAX_BYTES) {
      setSent(null);
      setError(t('bill.receiptTooLarge'));
      return;
    }
    upload.mutate(file);
  };
  if (order.payment_method !== 0 || (!open && order.receipts.length === 0)) return null;
  return (
    <section
      aria-labelledby="transfer-title"
      className="mb-6 rounded-xl border border-brand-200 bg-brand-50/40 p-4 print:hidden"
      data-testid="transfer-panel"
    >
      <h2 id="transfer-title" className="mb-2 text-base font-bold">
        {open ? t('bill.transferTitle') : t('bill.receiptsTitle')}
      </h2>
      {open && order.bank ? (
        <dl className="mb-3 space-y-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <dt className="text-gray-600">{t('bill.amountToTransfer')}:</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-bold" data-testid="transfer-amount">
                <Money halalas={sarToHalalas(order.total)} />
              </span>
              <CopyButton
                text={order.total.toFixed(2)}
                label={t('bill.amountToTransfer')}
                testId="copy-amount"
              />
            </dd>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <dt className="text-gray-600">{t('bill.iban')}:</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <bdi dir="ltr" className="font-semibold">
                {order.bank.iban}
              </bdi>
              <CopyButton
                text={order.bank.iban.replace(/\s+/g, '')}
                label={t('bill.iban')}
                testId="copy-iban"
              />
            </dd>
          </div>
          <div className="flex flex-wrap gap-2">
            <dt className="text-gray-600">{t('bill.bankName')}:</dt>
            <dd className="font-semibold">{order.bank.bank_name}</dd>
          </div>
        </dl>
      ) : null}
      {order.receipts.length > 0 ? (
        <ul className="mb-3 space-y-1 text-sm" data-testid="receipt-list">
          {order.receipts.map((receipt) => (
            <li key={receipt.id} className="flex flex-wrap items-center gap-2">
              <span>
                {receipt.content_type === 'application/pdf' ? t('bill.receiptPdf') : t('bill.receiptPicture')}{' '}
                · <time dateTime={receipt.created_at}>{formatDateTime(receipt.created_at, lang)}</time>
              </span>
              <button
                type="button"
                className="font-semibold text-brand-700 hover:underline"
                onClick={() =>
                  openReceipt(order.id, receipt.id).catch(() => notifyError(t('bill.receiptFailed')))
                }
              >
                {t('bill.receiptOpen')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <div>
          <p className="mb-2 text-sm text-gray-700">{t('bill.receiptHelp')}</p>
          <input
            ref={input}
            id="receipt-file"
            type="file"
            accept={RECEIPT_CONTENT_TYPES.join(',')}
            className="sr-only"
            onChange={pick}
            aria-describedby={error ? 'receipt-error' : undefined}
            data-testid="receipt-input"
          />
          <label
            htmlFor="receipt-file"
            className="btn-outline cursor-pointer"
            aria-disabled={upload.isPending}
          >
            <FileUp aria-hidden="true" className="size-5" />
            {upload.isPending ? t('bill.receiptUploading') : t('bill.receiptUpload')}
          </label>
          {error ? (
            <p
              id="receipt-error"
              role="alert"
              className="mt-2 text-sm text-red-700"
              data-testid="receipt-error"
            >
              {error}
            </p>
          ) : null}
          {sent ? (
            <p role="status" className="mt-2 text-sm text-green-800" data-testid="receipt-sent">
              {sent}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
