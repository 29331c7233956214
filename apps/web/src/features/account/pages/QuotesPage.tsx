import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { positiveInt } from '../../../shared/lib/url-numbers';
import { Link } from '../../../shared/ui/Link';
import { Pagination } from '../../../shared/ui/Pagination';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useQuotes } from '../api';
import { QuotesList } from '../components/QuotesList';

/** The customer's requests for quotation, newest first, a page at a time (?page=, as the orders). */
export default function QuotesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const quotes = useQuotes(page);

  let body: React.ReactNode;
  if (quotes.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (quotes.isError) {
    body = <ErrorState message={quotes.error.message} onRetry={() => void quotes.refetch()} />;
  } else if (quotes.data.data.length === 0) {
    body = (
      <EmptyState title={t('account.quotes.emptyTitle')}>
        <p className="text-sm text-gray-600">{t('account.quotes.emptyText')}</p>
        <Link to="/cart" className="btn-primary mt-2">
          {t('account.quotes.toCart')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div aria-busy={quotes.isPlaceholderData || undefined}>
        <QuotesList quotes={quotes.data.data} />
        <Pagination
          className="mt-6"
          page={quotes.data.current_page}
          lastPage={quotes.data.last_page}
          total={quotes.data.total}
          onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </div>
    );
  }

  return (
    <section
      aria-labelledby="quotes-heading"
      className="rounded-2xl border-gray-100 md:border md:bg-white md:p-6 md:shadow-sm"
    >
      <h2 id="quotes-heading" className="mb-4 text-xl font-bold">
        {t('account.quotes.title')}
      </h2>
      {body}
    </section>
  );
}
