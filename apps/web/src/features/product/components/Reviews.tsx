import { MessageSquare } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ProductReview as ReviewDto } from '@shop/contract';
import { formatLongDate, isoDate } from '../../../shared/lib/date';
import { Stars } from '../../../shared/ui/Stars';
import { ReviewForm } from './ReviewForm';

/** Ratings and reviews: average, stars, the list (reviewer names masked by the API) and the form. */
export function Reviews({
  productId,
  average,
  reviews,
}: {
  productId: number;
  average: number;
  reviews: ReviewDto[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return (
    <section
      aria-labelledby="reviews-title"
      className="rounded-xl border border-gray-200 p-4 sm:p-6"
      data-testid="reviews"
    >
      <h2 id="reviews-title" className="mb-4 text-lg font-bold text-ink">
        {t('product.ratingsTitle')}
      </h2>
      <div className="mb-5 flex flex-wrap items-center gap-4">
        <p className="flex items-baseline gap-1">
          <span className="sr-only">{t('product.averageRating')}</span>
          <span className="text-4xl font-bold text-ink">
            {(Number.isFinite(average) ? average : 0).toFixed(1)}
          </span>
          <span className="text-sm text-gray-500">{t('product.outOfFive')}</span>
        </p>
        <div className="flex flex-col gap-1">
          <Stars value={average} size={20} />
          <span className="text-sm text-gray-600">
            {t('product.reviewsCount', { count: reviews.length })}
          </span>
        </div>
      </div>
      {reviews.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg bg-gray-50 p-4 text-sm text-gray-600">
          <MessageSquare size={18} aria-hidden="true" />
          {t('product.noReviews')}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {reviews.map((review) => (
            <li key={review.id} className="py-4">
              <article>
                <header className="mb-1 flex flex-wrap items-center justify-between gap-2">
                  <bdi className="font-bold text-ink">{review.client?.fname || review.client?.email}</bdi>
                  <time dateTime={isoDate(review.created_at)} className="text-xs text-gray-500">
                    {formatLongDate(review.created_at, lang)}
                  </time>
                </header>
                <Stars value={review.rate} size={14} />
                {review.comment && (
                  <p dir="auto" className="mt-2 whitespace-pre-line text-start text-sm text-gray-700">
                    {review.comment}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <ReviewForm productId={productId} />
    </section>
  );
}
