import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { MAX_STARS, reviewSchema, type ReviewFormValues, type ReviewInput } from '@shop/domain';
import { ApiError, apiRequest } from '../../../shared/api/client';
import { refreshProduct } from '../api';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';

const STARS = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

/**
 * A signed-in customer's review form (a second review replaces the first). Rating and comment
 * follow the domain's reviewSchema and its messages; on success the server's message is shown, the
 * form cleared and the product reloaded so the review and the new average appear. Its own chunk:
 * it brings zod and react-hook-form, which a visitor's product page never evaluates (ReviewForm).
 */
export default function SignedInReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const empty: ReviewFormValues = { rate: '', comment: '', product_id: productId };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: empty,
  });
  const [hovered, setHovered] = useState(0);
  const chosen = Number(watch('rate')) || 0;
  const shown = hovered || chosen;

  const send = useMutation({
    mutationFn: (values: ReviewInput) => apiRequest('rate', { json: true, body: { ...values } }),
    meta: { silent: true },
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      reset(empty);
      await refreshProduct(queryClient, productId);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      console.error('review failed', error);
      if (error instanceof ApiError) {
        for (const field of ['rate', 'comment'] as const) {
          const text = error.fieldErrors[field]?.[0];
          if (text) setError(field, { type: 'server', message: text });
        }
      }
      notifyError(error.message);
    },
  });

  const rateError = errors.rate?.message;
  const commentError = errors.comment?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send.mutate(values))}
      className="mt-6 space-y-4 border-t border-gray-100 pt-6"
      data-testid="review-form"
    >
      <h3 className="text-base font-bold text-ink">{t('product.review.title')}</h3>
      <fieldset aria-describedby={rateError ? `${id}-rate-error` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold">{t('product.review.rating')}</legend>
        <div className="inline-flex gap-1" onMouseLeave={() => setHovered(0)}>
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              onMouseEnter={() => setHovered(n)}
            >
              <input
                type="radio"
                value={String(n)}
                className="sr-only"
                aria-label={t('product.review.stars', { count: n })}
                {...register('rate')}
              />
              <Star
                size={28}
                aria-hidden="true"
                className={n <= shown ? 'text-amber-400' : 'text-gray-300'}
                fill="currentColor"
                strokeWidth={0}
              />
            </label>
          ))}
        </div>
        {rateError ? (
          <p id={`${id}-rate-error`} className="mt-1 text-sm text-brand-700" data-testid="review-rate-error">
            {t(rateError)}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-semibold">
          {t('product.review.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          className="field resize-y"
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          {...register('comment')}
        />
        {commentError ? (
          <p
            id={`${id}-comment-error`}
            className="mt-1 text-sm text-brand-700"
            data-testid="review-comment-error"
          >
            {t(commentError)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary" disabled={send.isPending}>
        {send.isPending ? t('product.review.sending') : t('product.review.submit')}
      </button>
    </form>
  );
}
