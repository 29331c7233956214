/**
 * The customer's requests for quotation: a table on wide screens, one card per quote on phones (as
 * the orders). A quote's status is coloured by what it asks of the buyer: priced and waiting for
 * them green, with the shop yellow, ordered grey, declined or lapsed red.
 */
import { Eye } from 'lucide-react';
import { sarToHalalas } from '@shop/domain';
import type { QuoteSummary } from '@shop/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { quotePath } from '../../../shared/lib/account-paths';
import { formatCalendarDay, formatLongDate, isoDate } from '../../../shared/lib/date';
import type { Lang } from '../../../shared/lib/lang';
import { Link } from '../../../shared/ui/Link';
import { Money } from '../../../shared/ui/Money';
import { ToneBadge, type Tone } from './OrdersList';

const QUOTE_TONES: Record<string, Tone> = {
  quoted: 'green',
  requested: 'yellow',
  changes_requested: 'yellow',
  accepted: 'grey',
  declined: 'red',
  expired: 'red',
};

export function QuoteStatusBadge({ quote }: { quote: Pick<QuoteSummary, 'status' | 'status_text'> }) {
  return <ToneBadge tone={QUOTE_TONES[quote.status] ?? 'grey'} text={quote.status_text} />;
}

/** "#12", kept left to right in Arabic. */
export function QuoteNumber({ id }: { id: number }) {
  return <bdi dir="ltr">#{id}</bdi>;
}

/** The quoted subtotal, or "Awaiting prices" until staff priced it. */
export function QuoteSubtotal({ subtotal }: { subtotal: number | null }) {
  const { t } = useTranslation();
  return subtotal === null ? (
    <span className="text-gray-600">{t('account.quotes.awaitingPrices')}</span>
  ) : (
    <Money halalas={sarToHalalas(subtotal)} />
  );
}

function ViewLink({ quote }: { quote: QuoteSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      to={quotePath(quote.id)}
      aria-label={t('account.quotes.viewQuote', { id: quote.id })}
      className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
    >
      <Eye aria-hidden="true" className="size-4" />
      {t('account.quotes.view')}
    </Link>
  );
}

export function QuotesList({ quotes }: { quotes: QuoteSummary[] }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const date = (quote: QuoteSummary) => (
    <time dateTime={isoDate(quote.created_at)}>{formatLongDate(quote.created_at, lang)}</time>
  );
  const validUntil = (quote: QuoteSummary) =>
    quote.valid_until ? (
      <time dateTime={quote.valid_until}>{formatCalendarDay(quote.valid_until, lang)}</time>
    ) : (
      '—'
    );
  const pieces = (quote: QuoteSummary) => t('account.orders.items', { count: quote.pieces });
  return (
    <>
      <table className="hidden w-full text-start text-sm md:table" data-testid="quotes-table">
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            <th scope="col" className="py-3 pe-3 text-start font-semibold">
              {t('account.quotes.number')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('account.quotes.date')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('account.quotes.status')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('account.quotes.subtotal')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('account.quotes.validUntil')}
            </th>
            <th scope="col" className="py-3 ps-3 text-start font-semibold">
              {t('account.quotes.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id} className="border-b border-gray-100 align-middle" data-testid="quote-row">
              <th scope="row" className="py-4 pe-3 text-start font-bold">
                <QuoteNumber id={quote.id} />{' '}
                <span className="block text-xs font-normal text-gray-500">{pieces(quote)}</span>
              </th>
              <td className="px-3 py-4 whitespace-nowrap">{date(quote)}</td>
              <td className="px-3 py-4">
                <QuoteStatusBadge quote={quote} />
              </td>
              <td className="px-3 py-4 font-semibold">
                <QuoteSubtotal subtotal={quote.subtotal} />
              </td>
              <td className="px-3 py-4 whitespace-nowrap">{validUntil(quote)}</td>
              <td className="py-4 ps-3">
                <ViewLink quote={quote} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-4 md:hidden" data-testid="quotes-cards">
        {quotes.map((quote) => (
          <li
            key={quote.id}
            className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm"
            data-testid="quote-card"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-bold">
                  <QuoteNumber id={quote.id} />
                </p>
                <p className="text-sm text-gray-600">{date(quote)}</p>
              </div>
              <QuoteStatusBadge quote={quote} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-gray-100 pt-3 text-sm">
              <dt className="text-gray-600">{t('account.quotes.pieces')}</dt>
              <dd className="text-end">{pieces(quote)}</dd>
              <dt className="text-gray-600">{t('account.quotes.subtotal')}</dt>
              <dd className="text-end font-bold">
                <QuoteSubtotal subtotal={quote.subtotal} />
              </dd>
              {quote.valid_until ? (
                <>
                  <dt className="text-gray-600">{t('account.quotes.validUntil')}</dt>
                  <dd className="text-end">{validUntil(quote)}</dd>
                </>
              ) : null}
            </dl>
            <div className="mt-3">
              <ViewLink quote={quote} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
