/**
 * The quote request's logos: for each product of the cart, the buyer may upload artwork (sent at
 * once, so its preview shows and a refusal is said beside the product) and choose where it goes.
 */
import { useId, useState } from 'react';
import { ARTWORK_PLACEMENTS, type ArtworkPlacement } from '@shop/domain';
import { ApiError, apiRequest } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ArtworkThumb } from '../../../shared/ui/ArtworkThumb';
import type { CartItem } from '../store';

/** A product's logo as the request sends it. */
export interface LogoChoice {
  product_id: number;
  artwork_id: number;
  has_preview: boolean;
  placement: ArtworkPlacement;
}

const ACCEPT =
  '.png,.jpg,.jpeg,.webp,.svg,.pdf,image/png,image/jpeg,image/webp,image/svg+xml,application/pdf';

function LogoRow({
  item,
  choice,
  onChange,
}: {
  item: CartItem;
  choice: LogoChoice | undefined;
  onChange: (choice: LogoChoice | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; text: string }
  >({
    kind: 'idle',
  });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: 'uploading' });
    try {
      const artwork = (await apiRequest('artworkUpload', { file })).data;
      onChange({
        product_id: item.product.id,
        artwork_id: artwork.id,
        has_preview: artwork.has_preview,
        placement: choice?.placement ?? 'chest_left',
      });
      setState({ kind: 'idle' });
    } catch (error) {
      const text =
        error instanceof ApiError && error.status === 422
          ? (error.fieldErrors.file?.[0] ?? error.message)
          : t('cart.quote.logoFailed');
      setState({ kind: 'failed', text });
    }
  };
  return (
    <li
      className="rounded-lg border border-gray-200 p-3"
      data-testid="quote-logo"
      data-product-id={item.product.id}
    >
      <p className="mb-2 text-sm font-semibold text-ink">{item.product.name}</p>
      <div className="flex flex-wrap items-center gap-3">
        {choice ? (
          <ArtworkThumb artwork={{ id: choice.artwork_id, has_preview: choice.has_preview }} />
        ) : null}
        <label htmlFor={`${id}-file`} className="btn-outline cursor-pointer px-3 py-1.5 text-sm">
          {choice ? t('cart.quote.logoReplace') : t('cart.quote.logoUpload')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => void upload(event.target.files?.[0])}
          data-testid="quote-logo-file"
        />
        {choice ? (
          <>
            <label htmlFor={`${id}-placement`} className="sr-only">
              {t('cart.quote.logoPlacement')}
            </label>
            <select
              id={`${id}-placement`}
              className="field w-auto py-1.5 text-sm"
              value={choice.placement}
              onChange={(event) => onChange({ ...choice, placement: event.target.value as ArtworkPlacement })}
              data-testid="quote-logo-placement"
            >
              {ARTWORK_PLACEMENTS.map((placement) => (
                <option key={placement} value={placement}>
                  {t(`common.artwork.placement.${placement}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="text-sm text-red-700 underline"
              onClick={() => onChange(undefined)}
            >
              {t('cart.quote.logoRemove')}
            </button>
          </>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-gray-500" role="status">
        {state.kind === 'uploading' ? t('cart.quote.logoUploading') : null}
      </p>
      {state.kind === 'failed' ? <p className="text-sm text-red-700">{state.text}</p> : null}
    </li>
  );
}

export function QuoteLogos({
  items,
  choices,
  onChange,
}: {
  items: readonly CartItem[];
  choices: readonly LogoChoice[];
  onChange: (choices: LogoChoice[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-semibold text-gray-800">{t('cart.quote.logos')}</legend>
      <p className="mb-2 text-xs text-gray-500">{t('cart.quote.logosHelp')}</p>
      <ul className="space-y-2">
        {items.map((item) => (
          <LogoRow
            key={item.product.id}
            item={item}
            choice={choices.find((c) => c.product_id === item.product.id)}
            onChange={(choice) =>
              onChange([
                ...choices.filter((c) => c.product_id !== item.product.id),
                ...(choice ? [choice] : []),
              ])
            }
          />
        ))}
      </ul>
    </fieldset>
  );
}
