import { useSearchParams } from 'react-router';
import { Link } from '../../../shared/ui/Link';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Pagination } from '../../../shared/ui/Pagination';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useOrders } from '../api';
import { OrdersList } from '../components/OrdersList';
import { useReorder } from '../reorder';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The customer's orders, newest first, a page at a time (?page= keeps the page on reload and back). */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const orders = useOrders(page);
  const { reorder, pendingId } = useReorder();

  let body: React.ReactNode;
  if (orders.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (orders.isError) {
    body = <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />;
  } else if (orders.data.data.length === 0) {
    body = (
      <EmptyState title={t('account.orders.emptyTitle')}>
        <p className="text-sm text-gray-600">{t('account.orders.emptyText')}</p>
        <Link to="/shop" className="btn-primary mt-2">
          {t('account.orders.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div aria-busy={orders.isPlaceholderData || undefined}>
        <OrdersList
          orders={orders.data.data}
          onReorder={(order) => void reorder(order)}
          reorderingId={pendingId}
        />
        <Pagination
          className="mt-6"
          page={orders.data.current_page}
          lastPage={orders.data.last_page}
          total={orders.data.total}
          onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </div>
    );
  }

  return (
    <section
      aria-labelledby="orders-heading"
      className="rounded-2xl border-gray-100 md:border md:bg-white md:p-6 md:shadow-sm"
    >
      <h2 id="orders-heading" className="mb-4 text-xl font-bold">
        {t('account.orders.title')}
      </h2>
      {body}
    </section>
  );
}
