/**
 * On the buyer's bill, when staff asked for changes to the order's logos: a new file (and where
 * it goes) for each product that carries a logo, sent together; the bill then reads the logos as
 * awaiting approval again.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@shop/contract';
import { ApiError, apiRequest } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { queryKeys } from '../../../shared/query/keys';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { LineLogos, type LogoChoice } from '../../../shared/ui/LineLogos';

export function ArtworkReplacement({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lines = order.products.flatMap((line) =>
    line.artwork && line.id !== null
      ? [{ product: { id: line.id, name: line.name }, placement: line.artwork.placement }]
      : [],
  );
  const [choices, setChoices] = useState<LogoChoice[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  if (lines.length === 0) return null;

  const send = async () => {
    if (choices.length === 0 || pending) return;
    setPending(true);
    setErrors({});
    try {
      const answer = await apiRequest('orderArtworkReplace', {
        params: { id: order.id },
        json: true,
        body: {
          artworks: choices.map(({ product_id, artwork_id, placement }) => ({
            product_id,
            artwork_id,
            placement,
          })),
        },
      });
      queryClient.setQueryData(queryKeys.account.order(order.id), answer.data);
      notifySuccess(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      notifyError(
        error instanceof ApiError && error.status > 0 ? error.message : t('bill.artwork.sendFailed'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div
      className="mt-4 rounded-lg border border-amber-200 bg-amber-50/40 p-4 print:hidden"
      data-testid="artwork-replace"
    >
      <LineLogos
        items={lines}
        choices={choices}
        onChange={(next) => {
          setChoices(next);
          setErrors({});
        }}
        legend={t('bill.artwork.replaceTitle')}
        help={t('bill.artwork.replaceHelp')}
        errors={errors}
      />
      {errors.artworks?.[0] ? <p className="mt-2 text-sm text-red-700">{errors.artworks[0]}</p> : null}
      <button
        type="button"
        className="btn-primary mt-3"
        disabled={choices.length === 0 || pending}
        onClick={() => void send()}
        data-testid="artwork-replace-send"
      >
        {pending ? t('bill.artwork.sending') : t('bill.artwork.send')}
      </button>
    </div>
  );
}
