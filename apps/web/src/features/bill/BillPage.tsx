import { ArtworkThumb } from '../../shared/ui/ArtworkThumb';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { useMutation } from '@tanstack/react-query';
import {
  ArrowLeft,
  CircleAlert,
  CircleCheck,
  CreditCard,
  FileCode,
  FileDown,
  LogIn,
  Printer,
} from 'lucide-react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { STAFF_BILL_PARAM, type OrderDetail } from '@shop/contract';
import { billNotice, DISPATCH_DAYS, expectedDelivery, sarToHalalas, taxInvoiceFormOf } from '@shop/domain';
import { ApiError } from '../../shared/api/client';
import { RequireSignIn } from '../../shared/auth';
import { formatDateTime, formatDay } from '../../shared/lib/date';
import type { Lang } from '../../shared/lib/lang';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { useHydrated } from '../../shared/lib/useHydrated';
import { Money, useMoneyText } from '../../shared/ui/Money';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/states';
import { notifyError } from '../../shared/ui/toast';
import { ErrorScreen, NotFoundPage } from '../errors';
import { PageMeta } from '../seo';
import { downloadInvoice, startPayment, useOrder, useStaffOrder } from './api';
import { ArtworkReplacement } from './components/ArtworkReplacement';
import { ZatcaQr } from './components/ZatcaQr';
import { TransferPanel } from './TransferPanel';
import './bill.css';

/**
 * /bill/:id: a signed-in customer's own order; with ?staff (docs/decisions.md, Staff open the
 * storefront's bill), any order for a signed-in staff member, read through the staff API. Both
 * print the same Bill.
 */
export default function BillPage() {
  const [params] = useSearchParams();
  const shell = <PageMeta robots="noindex, nofollow" />;
  if (params.has(STAFF_BILL_PARAM)) return <StaffBillPage shell={shell} />;
  return (
    <RequireSignIn shell={shell}>
      <CustomerBillPage />
    </RequireSignIn>
  );
}

function useOrderId(): number | null {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function CustomerBillPage() {
  const { t } = useTranslation();
  const id = useOrderId();
  const order = useOrder(id ?? 0, id !== null);

  if (id === null || (order.error instanceof ApiError && order.error.status === 404)) return <NotFoundPage />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  if (!order.data) return <Spinner block label={t('common.loading')} />;
  return <Bill order={order.data} />;
}

/**
 * The bill as staff open it from the dashboard's order page. The staff session lives in a cookie
 * the server reads (the page itself knows nothing of it), so like a customer's page it renders its
 * place on the server and asks once the browser has taken over.
 */
function StaffBillPage({ shell }: { shell: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = useOrderId();
  const hydrated = useHydrated();
  const order = useStaffOrder(id ?? 0, lang, hydrated && id !== null);

  if (!hydrated)
    return (
      <div className="min-h-screen" aria-busy="true">
        {shell}
      </div>
    );
  if (id === null || (order.error instanceof ApiError && order.error.status === 404)) return <NotFoundPage />;
  if (order.error instanceof ApiError && (order.error.status === 401 || order.error.status === 403)) {
    return (
      <ErrorScreen
        code={String(order.error.status)}
        title={t('bill.staffOnlyTitle')}
        text={t('bill.staffOnlyText')}
      >
        <a href="/admin/" className="btn-primary">
          <LogIn aria-hidden="true" className="size-5" />
          {t('bill.staffSignIn')}
        </a>
      </ErrorScreen>
    );
  }
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  if (!order.data) return <Spinner block label={t('common.loading')} />;
  return <Bill order={order.data} staff />;
}

/**
 * What the payment provider's return (?payment=paid|failed|pending) means, checked against the
 * order. `pending` is a payment not completed: a shopper who left the payment page (its cancel
 * link), or one the card company has not confirmed yet (Moyasar's 3-D Secure still under way), so
 * the notice says both rather than "cancelled".
 */
function PaymentNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'pending') return null;
  // The page says "paid" only when the API does: the URL alone proves nothing.
  if (order.payment_status === 'paid') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-green-50 p-4 text-green-800 print:hidden"
        data-testid="payment-notice"
        data-outcome="paid"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {t('bill.paidMessage')}
      </p>
    );
  }
  if (outcome === 'paid') {
    return (
      <p
        role="status"
        className="rounded-lg bg-amber-50 p-4 text-amber-900 print:hidden"
        data-testid="payment-notice"
        data-outcome="pending"
      >
        {t('bill.paymentPending')}
      </p>
    );
  }
  if (outcome === 'pending') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-amber-50 p-4 text-amber-900 print:hidden"
        data-testid="payment-notice"
        data-outcome="cancelled"
      >
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('bill.cancelledMessage')}
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-lg bg-red-50 p-4 text-red-800 print:hidden"
      data-testid="payment-notice"
      data-outcome="failed"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      {t('bill.failedMessage')}
    </p>
  );
}

/** The e-invoice's two files a buyer can save from the bill: the printed copy and ZATCA's XML. */
const INVOICE_DOWNLOADS = [
  { format: 'pdf', Icon: FileDown, label: 'bill.downloadPdf' },
  { format: 'xml', Icon: FileCode, label: 'bill.downloadXml' },
] as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{label}:</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** The lines table's columns: the texts start-aligned, the numbers end-aligned. */
const BILL_COLUMNS = [
  ['bill.product', 'text-start'],
  ['bill.color', 'text-start'],
  ['bill.size', 'text-start'],
  ['bill.quantity', 'text-end'],
  ['bill.unitPrice', 'text-end'],
  ['bill.lineTotal', 'text-end'],
] as const;

function TotalRow({
  label,
  testId,
  children,
  strong = false,
}: {
  label: ReactNode;
  testId: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-gray-300 pt-2 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** When the goods are expected: from the day the order was paid, or once its money arrives. */
function ExpectedDelivery({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation();
  const expected = expectedDelivery({
    status: order.status,
    paidAt: order.paid_at ? new Date(order.paid_at) : null,
  });
  if (!expected) return null;
  return (
    <Field label={t('bill.expectedDelivery')}>
      <span data-testid="bill-expected-delivery">
        {expected === 'unpaid'
          ? t(order.payment_method === 1 ? 'bill.deliveryAfterCard' : 'bill.deliveryAfterTransfer', {
              days: DISPATCH_DAYS,
            })
          : t('bill.deliveryBetween', {
              from: formatDay(expected.earliest, lang),
              to: formatDay(expected.latest, lang),
            })}
      </span>
    </Field>
  );
}

const STATUS_STYLE: Record<OrderDetail['payment_status'], string> = {
  paid: 'bg-green-100 text-green-800 border-green-300',
  unpaid: 'bg-amber-100 text-amber-900 border-amber-300',
  refunded: 'bg-gray-100 text-gray-800 border-gray-300',
};

/**
 * What a cancelled or refunded order's bill says over everything else (domain's billNotice): the
 * bill stays as issued, and nobody reads it as money owed or a sale that stands. It prints too.
 */
/** A standard tax invoice (the buyer gave a VAT number) or a simplified one. */
function invoiceTitleKey(order: OrderDetail) {
  const form = order.einvoice?.form ?? taxInvoiceFormOf(order.customer.vat_number);
  return form === 'standard' ? 'bill.titleStandard' : 'bill.title';
}

/** A standard invoice is final only once ZATCA has cleared it: until then the bill says so. */
function ClearanceNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.einvoice?.form !== 'standard' || order.einvoice.status === 'cleared') return null;
  return (
    <p
      role="note"
      className="bill-notice mb-5 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 text-center text-amber-900"
      data-testid="bill-clearing"
    >
      <strong className="block text-lg font-extrabold">{t('bill.clearing.title')}</strong>
      <span className="text-sm">{t('bill.clearing.text')}</span>
    </p>
  );
}

function BillNoticeBanner({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const notice = billNotice({ status: order.status, paymentStatus: order.payment_status });
  if (!notice) return <ClearanceNotice order={order} />;
  return (
    <p
      role="note"
      className="bill-notice mb-5 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-center text-red-800"
      data-testid="bill-notice"
      data-notice={notice}
    >
      <strong className="block text-lg font-extrabold">{t(`bill.notice.${notice}.title`)}</strong>
      <span className="text-sm">{t(`bill.notice.${notice}.text`)}</span>
    </p>
  );
}

/** The parts of an address as one line, each isolated so Arabic and Latin parts keep their order. */
function AddressLine({ parts, sep }: { parts: string[]; sep: string }) {
  const shown = parts.filter(Boolean);
  return (
    <p>
      {shown.map((part, i) => (
        <span key={i}>
          <bdi>{part}</bdi>
          {i < shown.length - 1 ? sep : null}
        </span>
      ))}
    </p>
  );
}

/** E-invoices ZATCA accepted: the buyer may keep their XML (a standard one only once cleared). */
const ISSUED_EINVOICE = new Set(['reported', 'cleared']);

function Bill({ order, staff = false }: { order: OrderDetail; staff?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const moneyText = useMoneyText();
  useDocumentTitle(`${t(invoiceTitleKey(order))} ${order.code}`);
  const [leaving, setLeaving] = useState(false);
  const pay = useMutation({
    mutationFn: () => startPayment(order.id),
    meta: { silent: true },
    onMutate: () => setLeaving(true),
    onError: (error) => {
      setLeaving(false);
      if (error instanceof ApiError && error.status === 401) return;
      console.error('payment could not start', error);
      notifyError(error instanceof ApiError && error.status > 0 ? error.message : t('bill.payFailed'));
    },
  });

  const sep = lang === 'en' ? ', ' : '، ';
  const address = order.address;
  const customer = order.customer;
  const h = sarToHalalas;

  return (
    <div className="bill-page container-page py-8 print:p-0">
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden" data-testid="bill-actions">
        <button type="button" className="btn-primary" onClick={() => window.print()} data-testid="bill-print">
          <Printer aria-hidden="true" className="size-5" />
          {t('bill.print')}
        </button>
        {!staff && order.einvoice && ISSUED_EINVOICE.has(order.einvoice.status)
          ? INVOICE_DOWNLOADS.map(({ format, Icon, label }) => (
              <button
                key={format}
                type="button"
                className="btn-outline"
                onClick={() =>
                  downloadInvoice(order.id, order.code, format).catch(() =>
                    notifyError(t('bill.invoiceFailed')),
                  )
                }
                data-testid={`bill-${format}`}
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(label)}
              </button>
            ))
          : null}
        {!staff && order.can_pay ? (
          <button
            type="button"
            className="btn-outline"
            onClick={() => pay.mutate()}
            disabled={pay.isPending || leaving}
            data-testid="bill-pay"
          >
            <CreditCard aria-hidden="true" className="size-5" />
            {pay.isPending || leaving ? t('bill.paying') : t('bill.payNow')}
          </button>
        ) : null}
        {staff ? (
          // The dashboard is another app: a full page load, not the storefront's router.
          <a
            href={`/admin/orders/${order.id}/show`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('bill.backToOrder')}
          </a>
        ) : (
          <Link to="/account/orders" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('bill.myOrders')}
          </Link>
        )}
      </div>

      {staff ? null : (
        <div className="mb-6 empty:hidden">
          <PaymentNotice order={order} />
        </div>
      )}
      {staff ? null : <TransferPanel order={order} />}

      <article
        className="bill-sheet mx-auto max-w-4xl rounded-xl border border-gray-200 p-4 shadow-sm sm:p-8"
        aria-labelledby="bill-title"
        data-testid="bill"
      >
        <BillNoticeBanner order={order} />
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-gray-200 pb-5">
          <div className="space-y-1">
            <h1 id="bill-title" className="text-2xl font-bold" data-testid="bill-title">
              {t(invoiceTitleKey(order))}
            </h1>
            <dl className="space-y-0.5 text-sm">
              <Field label={t('bill.invoiceNumber')}>
                <bdi data-testid="bill-code">{order.code}</bdi>
              </Field>
              <Field label={t('bill.issueDate')}>
                <time dateTime={order.created_at}>{formatDateTime(order.created_at, lang)}</time>
              </Field>
              <Field label={t('bill.orderStatus')}>{order.status_text}</Field>
              {order.po_number ? (
                <Field label={t('bill.poNumber')}>
                  <bdi data-testid="bill-po-number">{order.po_number}</bdi>
                </Field>
              ) : null}
              {order.requested_delivery_date ? (
                <Field label={t('bill.deliveryDate')}>
                  <time dateTime={order.requested_delivery_date} data-testid="bill-delivery-date">
                    {formatDay(new Date(`${order.requested_delivery_date}T00:00:00Z`), lang)}
                  </time>
                </Field>
              ) : null}
            </dl>
          </div>
          <ZatcaQr payload={order.zatca_qr} label={t('bill.qrLabel')} size={128} />
        </header>

        <div className="bill-parties grid gap-6 border-b border-gray-200 py-5 text-sm sm:grid-cols-3">
          <section aria-labelledby="bill-seller">
            <h2 id="bill-seller" className="mb-1 font-bold text-gray-500 uppercase">
              {t('bill.seller')}
            </h2>
            <p className="font-semibold" data-testid="bill-seller">
              {order.seller.name}
            </p>
            <p>
              {t('bill.vatNumber')}:{' '}
              <bdi dir="ltr" data-testid="bill-seller-vat">
                {order.seller.vat_number}
              </bdi>
            </p>
            {order.seller.address ? <p>{order.seller.address}</p> : null}
          </section>
          <section aria-labelledby="bill-buyer" data-testid="bill-buyer">
            <h2 id="bill-buyer" className="mb-1 font-bold text-gray-500 uppercase">
              {t('bill.buyer')}
            </h2>
            {customer.company_name ? <p className="font-semibold">{customer.company_name}</p> : null}
            {customer.vat_number ? (
              <p>
                {t('bill.vatNumber')}: <bdi dir="ltr">{customer.vat_number}</bdi>
              </p>
            ) : null}
            <p className={customer.company_name ? '' : 'font-semibold'}>
              <bdi>{`${customer.fname} ${customer.lname}`.trim()}</bdi>
            </p>
            <p>
              <bdi dir="ltr">{customer.email}</bdi>
            </p>
            <p>
              <bdi dir="ltr">{customer.phone}</bdi>
            </p>
          </section>
          <section aria-labelledby="bill-address" data-testid="bill-address">
            <h2 id="bill-address" className="mb-1 font-bold text-gray-500 uppercase">
              {t('bill.deliveryAddress')}
            </h2>
            <p className="font-semibold">
              <bdi>{address.name}</bdi>
            </p>
            <AddressLine
              parts={[address.address, address.area.name, address.city.name, address.country.name]}
              sep={sep}
            />
            <p>
              {[
                t('bill.building', { value: address.building }),
                address.floor ? t('bill.floor', { value: address.floor }) : '',
                address.apartment ? t('bill.apartment', { value: address.apartment }) : '',
              ]
                .filter(Boolean)
                .join(sep)}
            </p>
            {address.postal_code || address.additional_number || address.short_address ? (
              <p data-testid="bill-national-address">
                {[
                  address.postal_code ? t('bill.postalCode', { value: address.postal_code }) : '',
                  address.additional_number
                    ? t('bill.additionalNumber', { value: address.additional_number })
                    : '',
                  address.short_address ? t('bill.shortAddress', { value: address.short_address }) : '',
                ]
                  .filter(Boolean)
                  .join(sep)}
              </p>
            ) : null}
            {address.receiver_name || address.receiver_phone ? (
              <p data-testid="bill-receiver">
                {t('bill.receiver')}: {address.receiver_name ? <bdi>{address.receiver_name}</bdi> : null}
                {address.receiver_name && address.receiver_phone ? sep : null}
                {address.receiver_phone ? <bdi dir="ltr">{address.receiver_phone}</bdi> : null}
              </p>
            ) : null}
            {address.note ? (
              <p>
                {t('bill.noteLabel')}: <bdi>{address.note}</bdi>
              </p>
            ) : null}
          </section>
        </div>

        {order.note ? (
          <p
            className="border-b border-gray-200 py-3 text-sm whitespace-pre-line"
            data-testid="bill-buyer-note"
          >
            <span className="font-semibold">{t('bill.buyerNote')}:</span> <bdi>{order.note}</bdi>
          </p>
        ) : null}

        <BillLines order={order} />
        <BillArtwork order={order} staff={staff} />

        <div className="bill-footer grid gap-6 pt-5 sm:grid-cols-2">
          <section aria-labelledby="bill-payment" className="space-y-3 text-sm">
            <h2 id="bill-payment" className="font-bold text-gray-500 uppercase">
              {t('bill.payment')}
            </h2>
            <dl className="space-y-1">
              <Field label={t('bill.method')}>
                <span data-testid="bill-method">
                  {order.payment_method === 1 ? t('bill.methodCard') : t('bill.methodBank')}
                </span>
              </Field>
              <Field label={t('bill.paymentStatus')}>
                <span
                  className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[order.payment_status]}`}
                  data-testid="bill-payment-status"
                  data-status={order.payment_status}
                >
                  {t(`bill.status.${order.payment_status}`)}
                </span>
              </Field>
              {order.paid_at ? (
                <Field label={t('bill.paidAt')}>
                  <time dateTime={order.paid_at}>{formatDateTime(order.paid_at, lang)}</time>
                </Field>
              ) : null}
              <ExpectedDelivery order={order} lang={lang} />
            </dl>
            {/* A cancelled or refunded order asks for no transfer, and a paid one for no more. */}
            {order.bank &&
            order.payment_status !== 'paid' &&
            !billNotice({ status: order.status, paymentStatus: order.payment_status }) ? (
              <div className="rounded-lg border border-gray-200 p-3" data-testid="bill-bank">
                <p className="mb-1 font-bold">{t('bill.bankTitle')}</p>
                <dl className="space-y-0.5">
                  <Field label={t('bill.bankName')}>{order.bank.bank_name}</Field>
                  <Field label={t('bill.bankAccount')}>
                    <bdi dir="ltr">{order.bank.bank_account}</bdi>
                  </Field>
                  <Field label={t('bill.iban')}>
                    <bdi dir="ltr">{order.bank.iban}</bdi>
                  </Field>
                </dl>
                <p className="mt-1 text-gray-600">{t('bill.bankNote', { code: order.code })}</p>
              </div>
            ) : null}
          </section>

          {/* The figures are the API's (domain's billFigures): the subtotal is the sum of the
              lines above, and the quantity discount is already inside their prices, so it is
              said, not subtracted. */}
          <section aria-label={t('bill.total')} className="text-sm">
            <dl>
              <TotalRow label={t('bill.subtotal')} testId="bill-subtotal">
                <Money halalas={h(order.subtotal)} />
              </TotalRow>
              {h(order.discount) > 0 ? (
                <p className="pb-1 text-xs text-gray-600" data-testid="bill-discount">
                  {t('bill.quantityDiscountIncluded', {
                    amount: moneyText(h(order.discount)),
                    regular: moneyText(h(order.regular)),
                  })}
                </p>
              ) : null}
              {order.coupon_code ? (
                <TotalRow
                  label={<bdi>{t('bill.coupon', { code: order.coupon_code })}</bdi>}
                  testId="bill-coupon"
                >
                  <Money halalas={h(order.coupon_value)} negative />
                </TotalRow>
              ) : null}
              <TotalRow label={t('bill.shipping')} testId="bill-shipping">
                <Money halalas={h(order.shipping)} />
              </TotalRow>
              <TotalRow label={t('bill.tax', { rate: order.tax_rate })} testId="bill-tax">
                <Money halalas={h(order.tax)} />
              </TotalRow>
              <TotalRow label={t('bill.total')} testId="bill-total" strong>
                <Money halalas={h(order.total)} />
              </TotalRow>
              {h(order.refunded) > 0 ? (
                // Money given back to the buyer (a part, all, or a payment made twice).
                <TotalRow label={t('bill.refunded')} testId="bill-refunded">
                  <Money halalas={h(order.refunded)} negative />
                </TotalRow>
              ) : null}
            </dl>
            <p className="mt-2 text-xs text-gray-500">{t('bill.vatIncluded')}</p>
          </section>
        </div>
      </article>
    </div>
  );
}

/** A colour's dot beside its name (the name says it; the dot is not printed). */
function ColourName({ name, code }: { name: string; code: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className="inline-block size-3 shrink-0 rounded-full ring-1 ring-gray-300 print:hidden"
        style={{ backgroundColor: code }}
      />
      {name}
    </span>
  );
}

/**
 * The order's logos, when it has any: each product's artwork with where it goes, and where the
 * shop is with it (awaiting approval, approved, or what to change).
 */
function BillArtwork({ order, staff }: { order: OrderDetail; staff: boolean }) {
  const { t } = useTranslation();
  if (!order.artwork_status) return null;
  return (
    <section
      aria-labelledby="bill-artwork"
      className="border-b border-gray-200 py-5"
      data-testid="bill-artwork"
    >
      <h2 id="bill-artwork" className="mb-2 font-bold">
        {t('common.artwork.label')}
      </h2>
      <p className="mb-3 text-sm" data-testid="bill-artwork-status" data-status={order.artwork_status}>
        {t(`bill.artwork.${order.artwork_status}`)}
        {order.artwork_status === 'changes_requested' && order.artwork_note ? (
          <span className="mt-1 block rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            {order.artwork_note}
          </span>
        ) : null}
      </p>
      <ul className="flex flex-wrap gap-4">
        {order.products.map((line, index) =>
          line.artwork ? (
            <li key={index} className="text-sm">
              <p className="mb-1 font-semibold">{line.name}</p>
              <ArtworkThumb artwork={line.artwork} reader={staff ? 'staff' : 'customer'} />
            </li>
          ) : null,
        )}
      </ul>
      {/* The buyer answers staff's request with new files; staff reading the bill decide in the dashboard. */}
      {order.artwork_status === 'changes_requested' && !staff ? <ArtworkReplacement order={order} /> : null}
    </section>
  );
}

/**
 * One row per product, colour and size: quantity × the product's unit price as charged, with the
 * row's amount from the API. A table from small tablets up and on paper; on a phone each row is a
 * short block (name and size, then quantity × price and the amount on their own line), so no two
 * numbers ever share a cell's edge.
 */
/** A logo charged per piece under its line: what it is and where it goes. */
function LogoCharge({ line }: { line: OrderDetail['products'][number] }) {
  const { t } = useTranslation();
  return (
    <>
      {t('common.artwork.label')}
      {line.artwork ? ` ${t(`common.artwork.placement.${line.artwork.placement}`)}` : null}
    </>
  );
}

function BillLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const rowsOf = (line: OrderDetail['products'][number]) =>
    line.colors.flatMap((color) => color.sizes.map((size) => ({ color, size })));
  return (
    <section aria-labelledby="bill-lines" className="border-b border-gray-200 py-5">
      <h2 id="bill-lines" className="sr-only">
        {t('bill.lines')}
      </h2>
      <table className="bill-table hidden w-full text-sm sm:table print:table" data-testid="bill-lines-table">
        <thead>
          <tr className="border-b border-gray-300 text-start text-gray-600">
            {BILL_COLUMNS.map(([key, align]) => (
              <th key={key} scope="col" className={`px-2 py-2 font-semibold first:ps-0 last:pe-0 ${align}`}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, productIndex) => {
            const unit = sarToHalalas(line.price);
            const rows = rowsOf(line);
            const logo = line.logo_total > 0;
            const cells = rows.map(({ color, size }, index) => (
              <tr
                key={`${productIndex}-${color.id ?? color.name}-${size.id ?? size.name}`}
                className={index === rows.length - 1 && !logo ? 'border-b border-gray-100' : ''}
                data-testid="bill-line"
              >
                {index === 0 ? (
                  <th
                    scope="rowgroup"
                    rowSpan={rows.length}
                    className="py-1.5 pe-2 text-start align-top font-semibold"
                  >
                    {line.name}
                    {line.artwork ? (
                      <span className="block text-xs font-normal text-gray-600">
                        {t('common.artwork.label')} {t(`common.artwork.placement.${line.artwork.placement}`)}
                      </span>
                    ) : null}
                  </th>
                ) : null}
                <td className="px-2 py-1.5">
                  <ColourName name={color.name} code={color.color_code} />
                </td>
                <td className="px-2 py-1.5">
                  <bdi>{size.name.toUpperCase()}</bdi>
                </td>
                <td className="px-2 py-1.5 text-end tabular-nums">{size.quantity}</td>
                <td className="px-2 py-1.5 text-end">
                  <Money halalas={unit} />
                </td>
                <td className="py-1.5 ps-2 text-end">
                  <Money halalas={sarToHalalas(size.total)} />
                </td>
              </tr>
            ));
            if (!logo) return cells;
            return [
              ...cells,
              <tr
                key={`${productIndex}-logo`}
                className="border-b border-gray-100"
                data-testid="bill-line-logo"
              >
                <td colSpan={3} className="py-1.5 pe-2 text-gray-700">
                  <LogoCharge line={line} />
                </td>
                <td className="px-2 py-1.5 text-end tabular-nums">{line.quantity}</td>
                <td className="px-2 py-1.5 text-end">
                  <Money halalas={sarToHalalas(line.logo_price)} />
                </td>
                <td className="py-1.5 ps-2 text-end">
                  <Money halalas={sarToHalalas(line.logo_total)} />
                </td>
              </tr>,
            ];
          })}
        </tbody>
      </table>

      <ul className="space-y-4 sm:hidden print:hidden" data-testid="bill-lines-stacked">
        {order.products.map((line, productIndex) => (
          <li key={productIndex}>
            <p className="font-semibold">{line.name}</p>
            <ul className="mt-1 divide-y divide-gray-100">
              {rowsOf(line).map(({ color, size }) => (
                <li
                  key={`${color.id ?? color.name}-${size.id ?? size.name}`}
                  className="grid grid-cols-[1fr_auto] gap-x-3 py-1.5 text-sm"
                  data-testid="bill-line-stacked"
                >
                  <span>
                    <ColourName name={color.name} code={color.color_code} />
                    <span className="text-gray-500"> · </span>
                    <bdi>{size.name.toUpperCase()}</bdi>
                  </span>
                  <span className="row-span-2 self-center text-end font-semibold" data-amount>
                    <Money halalas={sarToHalalas(size.total)} />
                  </span>
                  <span className="text-xs text-gray-600">
                    <span className="sr-only">{t('bill.quantity')}: </span>
                    {/* Arithmetic reads left to right in both languages: 20 × 63.50. */}
                    <bdi dir="ltr" className="tabular-nums">
                      {size.quantity} × <Money halalas={sarToHalalas(line.price)} />
                    </bdi>
                  </span>
                </li>
              ))}
              {line.logo_total > 0 ? (
                <li
                  className="grid grid-cols-[1fr_auto] gap-x-3 py-1.5 text-sm"
                  data-testid="bill-line-logo-stacked"
                >
                  <span>
                    <LogoCharge line={line} />
                  </span>
                  <span className="row-span-2 self-center text-end font-semibold" data-amount>
                    <Money halalas={sarToHalalas(line.logo_total)} />
                  </span>
                  <span className="text-xs text-gray-600">
                    <bdi dir="ltr" className="tabular-nums">
                      {line.quantity} × <Money halalas={sarToHalalas(line.logo_price)} />
                    </bdi>
                  </span>
                </li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
