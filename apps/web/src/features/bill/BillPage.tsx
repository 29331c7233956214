import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CreditCard, House, Printer } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import type { OrderDetail } from '@shop/contract';
import { multiplyMoney, sarToHalalas } from '@shop/domain';
import { ApiError } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/date';
import type { Lang } from '../../shared/lib/lang';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { Money } from '../../shared/ui/Money';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/states';
import { notifyError } from '../../shared/ui/toast';
import { ErrorScreen } from '../errors';
import { startPayment, useOrder } from './api';
import { ZatcaQr } from './components/ZatcaQr';
import './bill.css';

/** /bill/:id (signed-in customers, their own orders only). */
export default function BillPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isSafeInteger(id) && id > 0;
  const order = useOrder(id);

  if (!valid || (order.error instanceof ApiError && order.error.status === 404)) return <BillNotFound />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  if (!order.data) return <Spinner block label={t('common.loading')} />;
  return <Bill order={order.data} />;
}

function BillNotFound() {
  const { t } = useTranslation();
  return (
    <ErrorScreen code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')}>
      <Link to="/" className="btn-primary">
        <House aria-hidden="true" className="size-5" />
        {t('errors.notFound.backHome')}
      </Link>
    </ErrorScreen>
  );
}

/** What the payment provider's return (?payment=paid|failed) means, checked against the order. */
function PaymentNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  if (outcome !== 'paid' && outcome !== 'failed') return null;
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

const STATUS_STYLE: Record<OrderDetail['payment_status'], string> = {
  paid: 'bg-green-100 text-green-800 border-green-300',
  unpaid: 'bg-amber-100 text-amber-900 border-amber-300',
  refunded: 'bg-gray-100 text-gray-800 border-gray-300',
};

function Bill({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  useDocumentTitle(`${t('bill.title')} ${order.code}`);
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
    <div className="container-page py-8 print:p-0">
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden" data-testid="bill-actions">
        <button type="button" className="btn-primary" onClick={() => window.print()} data-testid="bill-print">
          <Printer aria-hidden="true" className="size-5" />
          {t('bill.print')}
        </button>
        {order.can_pay ? (
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
        <Link to="/account/orders" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('bill.myOrders')}
        </Link>
      </div>

      <div className="mb-6 empty:hidden">
        <PaymentNotice order={order} />
      </div>

      <article
        className="bill-sheet mx-auto max-w-4xl rounded-xl border border-gray-200 p-6 shadow-sm sm:p-8"
        aria-labelledby="bill-title"
        data-testid="bill"
      >
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-gray-200 pb-5">
          <div className="space-y-1">
            <h1 id="bill-title" className="text-2xl font-bold">
              {t('bill.title')}
            </h1>
            <dl className="space-y-0.5 text-sm">
              <Field label={t('bill.invoiceNumber')}>
                <bdi data-testid="bill-code">{order.code}</bdi>
              </Field>
              <Field label={t('bill.issueDate')}>
                <time dateTime={order.created_at}>{formatDateTime(order.created_at, lang)}</time>
              </Field>
              <Field label={t('bill.orderStatus')}>{order.status_text}</Field>
            </dl>
          </div>
          <ZatcaQr payload={order.zatca_qr} label={t('bill.qrLabel')} size={128} />
        </header>

        <div className="grid gap-6 border-b border-gray-200 py-5 text-sm sm:grid-cols-3 print:grid-cols-3">
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
            <p className="font-semibold">{address.name}</p>
            <p>
              {[address.address, address.area.name, address.city.name, address.country.name]
                .filter(Boolean)
                .join(sep)}
            </p>
            <p>
              {[
                t('bill.building', { value: address.building }),
                t('bill.floor', { value: address.floor }),
                t('bill.apartment', { value: address.apartment }),
              ].join(sep)}
            </p>
            {address.note ? <p>{t('bill.note', { value: address.note })}</p> : null}
          </section>
        </div>

        <BillLines order={order} />

        <div className="grid gap-6 pt-5 sm:grid-cols-2 print:grid-cols-2">
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
            </dl>
            {order.bank ? (
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

          <section aria-label={t('bill.total')} className="text-sm">
            <dl>
              <TotalRow label={t('bill.subtotal')} testId="bill-subtotal">
                <Money halalas={h(order.regular)} />
              </TotalRow>
              {h(order.discount) > 0 ? (
                <TotalRow label={t('bill.quantityDiscount')} testId="bill-discount">
                  <Money halalas={h(order.discount)} negative />
                </TotalRow>
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
            </dl>
            <p className="mt-2 text-xs text-gray-500">{t('bill.vatIncluded')}</p>
          </section>
        </div>
      </article>
    </div>
  );
}

/** One row per product, colour and size: quantity × the product's unit price as charged. */
function BillLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bill-lines" className="border-b border-gray-200 py-5">
      <h2 id="bill-lines" className="sr-only">
        {t('bill.lines')}
      </h2>
      {/* On a phone the table scrolls sideways: focusable, so a keyboard can scroll it too. */}
      <div
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
        tabIndex={0}
        role="region"
        aria-labelledby="bill-lines"
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-300 text-start text-gray-600">
              {BILL_COLUMNS.map(([key, align]) => (
                <th key={key} scope="col" className={`py-2 font-semibold ${align}`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.products.map((line, productIndex) => {
              const unit = sarToHalalas(line.price);
              const rows = line.colors.flatMap((color) => color.sizes.map((size) => ({ color, size })));
              return rows.map(({ color, size }, index) => (
                <tr
                  key={`${productIndex}-${color.id ?? color.name}-${size.id ?? size.name}`}
                  className={index === rows.length - 1 ? 'border-b border-gray-100' : ''}
                  data-testid="bill-line"
                >
                  {index === 0 ? (
                    <th
                      scope="rowgroup"
                      rowSpan={rows.length}
                      className="py-2 pe-3 text-start align-top font-semibold"
                    >
                      {line.name}
                    </th>
                  ) : null}
                  <td className="py-1.5">
                    <span className="inline-flex items-center gap-1.5">
                      <span
                        aria-hidden="true"
                        className="inline-block size-3 rounded-full ring-1 ring-gray-300 print:hidden"
                        style={{ backgroundColor: color.color_code }}
                      />
                      {color.name}
                    </span>
                  </td>
                  <td className="py-1.5">
                    <bdi>{size.name.toUpperCase()}</bdi>
                  </td>
                  <td className="py-1.5 text-end tabular-nums">{size.quantity}</td>
                  <td className="py-1.5 text-end">
                    <Money halalas={unit} />
                  </td>
                  <td className="py-1.5 text-end">
                    <Money halalas={multiplyMoney(unit, size.quantity)} />
                  </td>
                </tr>
              ));
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
