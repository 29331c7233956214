/**
 * Logos on products, for a quote request, an order or new artwork for an order: for each product the buyer may
 * upload artwork (sent at once, so its preview shows and a refusal is said beside the product) and
 * choose where it goes.
 */
import { useId, useState } from 'react';
import { ARTWORK_PLACEMENTS, type ArtworkPlacement } from '@shop/domain';
import { ApiError, apiRequest } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { ArtworkThumb } from './ArtworkThumb';

/** A product a logo may go on: a cart line, or an order's line. */
export interface LogoLine {
  product: { id: number; name: string };
  /** Where its logo goes now (an order's line): a new file starts there. */
  placement?: ArtworkPlacement;
}

/** A product's logo as a quote request or an order sends it. */
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
  note,
  error,
}: {
  item: LogoLine;
  choice: LogoChoice | undefined;
  onChange: (choice: LogoChoice | undefined) => void;
  note?: string;
  error?: string;
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
        placement: choice?.placement ?? item.placement ?? 'chest_left',
      });
      setState({ kind: 'idle' });
    } catch (error) {
      const text =
        error instanceof ApiError && error.status === 422
          ? (error.fieldErrors.file?.[0] ?? error.message)
          : t('common.artwork.failed');
      setState({ kind: 'failed', text });
    }
  };
  return (
    <li
      className="rounded-lg border border-gray-200 p-3"
      data-testid="line-logo"
      data-product-id={item.product.id}
    >
      <p className="mb-2 text-sm font-semibold text-ink">
        {item.product.name}
        {note ? (
          <span className="ms-2 font-normal text-gray-600" data-testid="line-logo-price">
            {note}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {choice ? (
          <ArtworkThumb artwork={{ id: choice.artwork_id, has_preview: choice.has_preview }} />
        ) : null}
        <label htmlFor={`${id}-file`} className="btn-outline cursor-pointer px-3 py-1.5 text-sm">
          {choice ? t('common.artwork.replace') : t('common.artwork.upload')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => void upload(event.target.files?.[0])}
          data-testid="line-logo-file"
        />
        {choice ? (
          <>
            <label htmlFor={`${id}-placement`} className="sr-only">
              {t('common.artwork.placementLabel')}
            </label>
            <select
              id={`${id}-placement`}
              className="field w-auto py-1.5 text-sm"
              value={choice.placement}
              onChange={(event) => onChange({ ...choice, placement: event.target.value as ArtworkPlacement })}
              data-testid="line-logo-placement"
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
              {t('common.artwork.remove')}
            </button>
          </>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-gray-500" role="status">
        {state.kind === 'uploading' ? t('common.artwork.uploading') : null}
      </p>
      {state.kind === 'failed' ? <p className="text-sm text-red-700">{state.text}</p> : null}
      {error && state.kind !== 'failed' ? (
        <p className="text-sm text-red-700" data-invalid="true">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function LineLogos<T extends LogoLine>({
  items,
  choices,
  onChange,
  legend,
  help,
  noteOf,
  errors,
}: {
  items: readonly T[];
  choices: readonly LogoChoice[];
  onChange: (choices: LogoChoice[]) => void;
  legend: string;
  help: string;
  /** A word beside a product's name (its logo's price). */
  noteOf?: (item: T) => string | undefined;
  /** The server's field errors of the list sent (`artworks.{i}.…`, i in the order of `choices`). */
  errors?: Record<string, string[]>;
}) {
  const errorOf = (item: T) => {
    const index = choices.findIndex((choice) => choice.product_id === item.product.id);
    if (index < 0 || !errors) return undefined;
    return (errors[`artworks.${index}.artwork_id`] ?? errors[`artworks.${index}.product_id`])?.[0];
  };
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-semibold text-gray-800">{legend}</legend>
      <p className="mb-2 text-xs text-gray-500">{help}</p>
      <ul className="space-y-2">
        {items.map((item) => (
          <LogoRow
            key={item.product.id}
            item={item}
            note={noteOf?.(item)}
            error={errorOf(item)}
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
