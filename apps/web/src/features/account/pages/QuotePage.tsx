/**
 * quotes/:id: one of the customer's requests for quotation. Its products and prices, totals and
 * notes; while it holds, the order form at its prices; while staff may still change it, a form to
 * ask them; once ordered, the order's bill.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { ArrowLeft, Receipt } from 'lucide-react';
import { billPath, type Quote } from '@shop/contract';
import { ApiError } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { QUOTES_PATH } from '../../../shared/lib/account-paths';
import { formatCalendarDay, formatLongDate } from '../../../shared/lib/date';
import type { Lang } from '../../../shared/lib/lang';
import { positiveInt } from '../../../shared/lib/url-numbers';
import { Link } from '../../../shared/ui/Link';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { PlacedSpinner, type PlacedNext } from '../../checkout';
import { useQuote } from '../api';
import { QuoteAcceptForm } from '../components/QuoteAcceptForm';
import { QuoteChangesForm } from '../components/QuoteChangesForm';
import { QuoteLines, QuoteNotes, QuoteTotals } from '../components/QuoteDetails';
import { QuoteStatusBadge } from '../components/QuotesList';
import { NotFoundPage } from '../../errors';

export default function QuotePage() {
  const id = positiveInt(useParams().id);
  return id === undefined ? <NotFoundPage /> : <QuoteView id={id} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={QUOTES_PATH}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('account.quotes.back')}
    </Link>
  );
}

function QuoteView({ id }: { id: number }) {
  const { t } = useTranslation();
  const quote = useQuote(id);
  const [placed, setPlaced] = useState<PlacedNext | null>(null);

  if (placed) return <PlacedSpinner next={placed} />;
  if (quote.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (quote.isError) {
    if (quote.error instanceof ApiError && quote.error.status === 404) {
      return (
        <EmptyState title={t('account.quotes.notFound')}>
          <BackLink />
        </EmptyState>
      );
    }
    return <ErrorState message={quote.error.message} onRetry={() => void quote.refetch()} />;
  }
  return <QuoteBody quote={quote.data} onPlaced={setPlaced} />;
}

function QuoteBody({ quote, onPlaced }: { quote: Quote; onPlaced: (next: PlacedNext) => void }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  return (
    <article aria-labelledby="quote-heading" className="space-y-6" data-testid="quote-page">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="quote-heading" className="text-2xl font-bold">
            {t('account.quotes.pageTitle', { id: quote.id })}
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            {t('account.quotes.requestedOn', { date: formatLongDate(quote.created_at, lang) })}
            {quote.wanted_by ? (
              <>
                {' · '}
                {t('account.quotes.wantedBy', { date: formatCalendarDay(quote.wanted_by, lang) })}
              </>
            ) : null}
          </p>
        </div>
        <QuoteStatusBadge quote={quote} />
      </header>

      {quote.valid_until && !quote.order ? (
        <p
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="quote-valid-until"
        >
          {t('account.quotes.holdsUntil', { date: formatCalendarDay(quote.valid_until, lang) })}
        </p>
      ) : null}

      {quote.order ? (
        <p
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
          data-testid="quote-order"
        >
          {t('account.quotes.ordered')}
          <Link
            to={billPath(quote.order.id)}
            className="inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
          >
            <Receipt aria-hidden="true" className="size-4" />
            {t('account.quotes.viewBill', { code: quote.order.code })}
          </Link>
        </p>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <QuoteLines quote={quote} />
        <div className="flex flex-col gap-4 xl:sticky xl:top-28 xl:self-start">
          <QuoteTotals quote={quote} />
          <QuoteNotes quote={quote} />
        </div>
      </div>

      {quote.can_accept ? <QuoteAcceptForm quote={quote} onPlaced={onPlaced} /> : null}
      {quote.can_ask_changes ? <QuoteChangesForm quote={quote} /> : null}
    </article>
  );
}
