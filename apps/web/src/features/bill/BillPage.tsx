import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, CircleCheck, CreditCard, FileCode, FileDown, Printer } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { STAFF_BILL_PARAM, type OrderDetail } from '@shop/contract';
import { ApiError } from '../../shared/api/client';
import { RequireSignIn } from '../../shared/auth';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { useHydrated } from '../../shared/lib/useHydrated';
import type { Lang } from '../../shared/lib/lang';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/states';
import { notifyError } from '../../shared/ui/toast';
import { NotFoundPage } from '../errors';
import { PageMeta } from '../seo';
import { downloadInvoice, startPayment, useOrder, useStaffOrder } from './api';
import { BillSheet, invoiceTitleKey } from './components/BillSheet';
import { StaffOnlyScreen, staffRefusalOf } from './components/StaffOnlyScreen';
import { TransferPanel } from './TransferPanel';

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
  const refusal = staffRefusalOf(order.error);
  if (refusal) return <StaffOnlyScreen status={refusal} />;
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
/** What each notice looks like: its colours and icon, and whether it interrupts (a failure). */
const NOTICE_LOOKS = {
  paid: { tone: 'bg-green-50 text-green-800', Icon: CircleCheck, role: 'status' },
  waiting: { tone: 'bg-amber-50 text-amber-900', Icon: null, role: 'status' },
  warning: { tone: 'bg-amber-50 text-amber-900', Icon: CircleAlert, role: 'status' },
  failed: { tone: 'bg-red-50 text-red-800', Icon: CircleAlert, role: 'alert' },
} as const;

/** The notice for the provider's word on the payment, read against the order. */
function noticeOf(order: OrderDetail, outcome: 'paid' | 'failed' | 'pending') {
  // Money taken for an order that is cancelled goes back (the API refunds a payment that lands
  // on a cancelled order); the order's own payment status says whether any was taken.
  if (order.status === 'cancelled') {
    // Nothing taken: the bill's own notice says the order is cancelled, and that is all.
    if (order.payment_status === 'unpaid') return null;
    if (outcome === 'paid') return ['refunded', 'warning', 'bill.paidAfterCancel'] as const;
  }
  // The page says "paid" only when the API does: the URL alone proves nothing.
  if (order.payment_status === 'paid') return ['paid', 'paid', 'bill.paidMessage'] as const;
  if (outcome === 'paid') return ['pending', 'waiting', 'bill.paymentPending'] as const;
  if (outcome === 'pending') return ['cancelled', 'warning', 'bill.cancelledMessage'] as const;
  return ['failed', 'failed', 'bill.failedMessage'] as const;
}

function PaymentNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'pending') return null;
  const notice = noticeOf(order, outcome);
  if (!notice) return null;
  const [shown, look, text] = notice;
  const { tone, Icon, role } = NOTICE_LOOKS[look];
  return (
    <p
      role={role}
      className={`${Icon ? 'flex items-center gap-2 ' : ''}rounded-lg p-4 ${tone} print:hidden`}
      data-testid="payment-notice"
      data-outcome={shown}
    >
      {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0" /> : null}
      {t(text)}
    </p>
  );
}

/** The e-invoice's two files a buyer can save from the bill: the printed copy and ZATCA's XML. */
const INVOICE_DOWNLOADS = [
  { format: 'pdf', Icon: FileDown, label: 'bill.downloadPdf' },
  { format: 'xml', Icon: FileCode, label: 'bill.downloadXml' },
] as const;

/** E-invoices ZATCA accepted: the buyer may keep their XML (a standard one only once cleared). */
const ISSUED_EINVOICE = new Set(['reported', 'cleared']);

function Bill({ order, staff = false }: { order: OrderDetail; staff?: boolean }) {
  const { t } = useTranslation();
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

      <BillSheet order={order} staff={staff} />
    </div>
  );
}
