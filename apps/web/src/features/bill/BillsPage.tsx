import { useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { batchOrderIds } from '@shop/contract';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { ApiError } from '../../shared/api/client';
import type { Lang } from '../../shared/lib/lang';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { useHydrated } from '../../shared/lib/useHydrated';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/states';
import { PageMeta } from '../seo';
import { staffOrderQuery } from './api';
import { BillSheet } from './components/BillSheet';
import { StaffOnlyScreen, staffRefusalOf } from './components/StaffOnlyScreen';

/**
 * /bills?ids=3,5,8&staff=1: the bills of the orders staff ticked in the dashboard's list, in that
 * order, each printed on a page of its own (to pack with the goods, or file). Read like one
 * staff bill (docs/decisions.md, Staff open the storefront's bill): through the staff API with the
 * staff session's cookie, once the browser has taken over.
 */
export default function BillsPage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const [params] = useSearchParams();
  const ids = batchOrderIds(params.get('ids'));
  const hydrated = useHydrated();
  const orders = useQueries({ queries: ids.map((id) => staffOrderQuery(id, lang, hydrated)) });
  const title = ids.length > 0 ? t('bill.batch.title', { count: ids.length }) : t('bill.batch.emptyTitle');
  useDocumentTitle(title);
  const shell = <PageMeta robots="noindex, nofollow" />;

  if (!hydrated)
    return (
      <div className="min-h-screen" aria-busy="true">
        {shell}
      </div>
    );
  const refusal = orders.map((order) => staffRefusalOf(order.error)).find((status) => status !== null);
  if (refusal) return <StaffOnlyScreen status={refusal} />;

  const loaded = orders.filter((order) => order.data).length;
  const loading = orders.some((order) => order.isPending);
  return (
    <div className="bill-page container-page py-8 print:p-0">
      {shell}
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden" data-testid="bills-actions">
        <h1 className="sr-only">{title}</h1>
        <button
          type="button"
          className="btn-primary"
          onClick={() => window.print()}
          disabled={loading || loaded === 0}
          data-testid="bills-print"
        >
          <Printer aria-hidden="true" className="size-5" />
          {loaded > 0 ? t('bill.batch.print', { count: loaded }) : t('bill.print')}
        </button>
        {/* The dashboard is another app: a full page load, not the storefront's router. */}
        <a
          href="/admin/orders"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('bill.batch.backToOrders')}
        </a>
        <p role="status" className="text-sm text-gray-600" data-testid="bills-status">
          {loading ? t('bill.batch.loading', { loaded, count: ids.length }) : null}
        </p>
      </div>
      {ids.length === 0 ? (
        <EmptyState title={t('bill.batch.emptyTitle')}>{t('bill.batch.emptyText')}</EmptyState>
      ) : (
        <div className="bill-batch space-y-8">
          {orders.map((order, index) => {
            const id = ids[index]!;
            if (order.data) return <BillSheet key={id} order={order.data} staff />;
            if (order.error instanceof ApiError && order.error.status === 404)
              return (
                <p key={id} className="print:hidden" role="note" data-testid="bills-missing">
                  {t('bill.batch.missing', { id })}
                </p>
              );
            if (order.isError) return <ErrorState key={id} onRetry={() => void order.refetch()} />;
            return <Spinner key={id} block label={t('common.loading')} />;
          })}
        </div>
      )}
    </div>
  );
}
