/**
 * What a quote says: each product with its pieces by colour and size, the shop's tier price and
 * staff's price per piece and the line's total; the totals before shipping and VAT; and the notes
 * between the buyer and the shop. A line not priced yet says so.
 */
import { productPath, type Quote, type QuoteLine } from '@shop/contract';
import { sarToHalalas } from '@shop/domain';
import { ArtworkThumb } from '../../../shared/ui/ArtworkThumb';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/ui/Link';
import { Money } from '../../../shared/ui/Money';
import { SelectionSummary } from '../../product-core';
import { QuoteSubtotal } from './QuotesList';

function PricePerPiece({ sar }: { sar: number | null }) {
  const { t } = useTranslation();
  return sar === null ? (
    <span className="text-gray-600">{t('account.quotes.notPriced')}</span>
  ) : (
    <Money halalas={sarToHalalas(sar)} />
  );
}

/** A line's colours and sizes as the product building blocks show a selection (the cart's chips). */
function selectionOf(line: QuoteLine): Parameters<typeof SelectionSummary>[0] {
  const sizes = new Map(
    line.colors.flatMap((color) => color.sizes.map((size) => [size.id, size.name] as const)),
  );
  return {
    product: {
      pivot_colors: line.colors.map((color) => ({
        id: color.id,
        product_id: line.product_id ?? 0,
        color_id: color.id,
        image: '',
        color_code: color.color_code,
        color: { id: color.id, name: color.name },
      })),
      sizes: [...sizes].map(([id, name]) => ({ id, name })),
    },
    selection: {
      product_id: line.product_id ?? 0,
      colors: line.colors.map((color) => ({
        color_id: color.id,
        sizes: color.sizes.map((size) => ({ size_id: size.id, quantity: size.quantity })),
      })),
    },
  };
}

function Line({ line }: { line: QuoteLine }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-gray-200 p-4" data-testid="quote-line">
      <div className="flex items-start gap-3">
        {line.image ? (
          <img
            src={line.image}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-md object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-ink">
            {line.product_id !== null ? (
              <Link to={productPath(line.product_id)} className="hover:text-brand-700 hover:underline">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </h3>
          <p className="text-sm text-gray-600">{t('account.orders.items', { count: line.quantity })}</p>
          <div className="mt-2">
            <SelectionSummary {...selectionOf(line)} />
          </div>
          {line.artwork ? (
            <div className="mt-2">
              <ArtworkThumb artwork={line.artwork} />
            </div>
          ) : null}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-100 pt-3 text-sm sm:grid-cols-3 sm:gap-y-0">
        <div className="contents sm:block">
          <dt className="text-gray-600">{t('account.quotes.tierPrice')}</dt>
          <dd className="text-end sm:text-start" data-testid="line-tier-price">
            <Money halalas={sarToHalalas(line.tier_price)} />
          </dd>
        </div>
        <div className="contents sm:block">
          <dt className="text-gray-600">{t('account.quotes.quotedPrice')}</dt>
          <dd className="text-end font-semibold sm:text-start" data-testid="line-price">
            <PricePerPiece sar={line.price} />
          </dd>
        </div>
        <div className="contents sm:block">
          <dt className="text-gray-600">{t('account.quotes.lineTotal')}</dt>
          <dd className="text-end font-bold sm:text-start" data-testid="line-total">
            {line.total === null ? '—' : <Money halalas={sarToHalalas(line.total)} />}
          </dd>
        </div>
      </dl>
    </li>
  );
}

export function QuoteLines({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quote-products" className="space-y-3">
      <h2 id="quote-products" className="text-lg font-bold text-ink">
        {t('account.quotes.products')}
      </h2>
      <ul className="space-y-3">
        {quote.lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}

export function QuoteTotals({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quote-totals" className="rounded-xl border border-gray-200 bg-gray-50 p-4">
      <h2 id="quote-totals" className="mb-3 text-lg font-bold text-ink">
        {t('account.quotes.totals')}
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{t('account.quotes.pieces')}</dt>
          <dd data-testid="quote-pieces">{t('account.orders.items', { count: quote.pieces })}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{t('account.quotes.tierSubtotal')}</dt>
          <dd data-testid="quote-tier-subtotal">
            <Money halalas={sarToHalalas(quote.tier_subtotal)} />
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base font-bold text-ink">
          <dt>{t('account.quotes.subtotalBefore')}</dt>
          <dd data-testid="quote-subtotal">
            <QuoteSubtotal subtotal={quote.subtotal} />
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-gray-600">{t('account.quotes.totalsNote')}</p>
    </section>
  );
}

export function QuoteNotes({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const notes = [
    { label: t('account.quotes.staffNote'), text: quote.staff_note, testId: 'quote-staff-note' },
    { label: t('account.quotes.changesNote'), text: quote.changes_note, testId: 'quote-changes-note' },
    { label: t('account.quotes.yourNote'), text: quote.note, testId: 'quote-note' },
  ].filter((note) => note.text);
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="quote-notes" className="rounded-xl border border-gray-200 p-4">
      <h2 id="quote-notes" className="mb-3 text-lg font-bold text-ink">
        {t('account.quotes.notes')}
      </h2>
      <dl className="space-y-3 text-sm">
        {notes.map((note) => (
          <div key={note.testId}>
            <dt className="font-semibold text-gray-800">{note.label}</dt>
            <dd className="mt-0.5 whitespace-pre-line text-gray-700" dir="auto" data-testid={note.testId}>
              {note.text}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
