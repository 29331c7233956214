import { colorQuantity, type Selection } from '@shop/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ProductColor as ProductColorDto } from '@shop/contract';

interface Props {
  colors: ProductColorDto[];
  selection: Selection;
  activeColorId: number | undefined;
  onSelect: (colorId: number) => void;
  /** The drawer marks the active colour with a visible 'Active' label. */
  showActiveMarker?: boolean;
  /** Heading id for the group label. */
  labelledBy: string;
}

/** Colour swatches with a chosen-pieces badge per colour and the colour's name. */
export function ColorSwatches({
  colors,
  selection,
  activeColorId,
  onSelect,
  showActiveMarker,
  labelledBy,
}: Props) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-3" role="list" aria-labelledby={labelledBy}>
      {colors.map((color) => {
        const count = colorQuantity(selection, color.id);
        const active = color.id === activeColorId;
        const name = color.color?.name ?? '';
        return (
          <li key={color.id} className="flex w-16 flex-col items-center gap-1">
            <button
              type="button"
              onClick={() => onSelect(color.id)}
              aria-pressed={active}
              aria-label={t('productCore.colorChosen', { name, count })}
              data-testid="color-swatch"
              data-color-id={color.id}
              className={`relative h-11 w-11 rounded-full border-2 transition ${
                active
                  ? 'border-brand-600 ring-2 ring-brand-600 ring-offset-2'
                  : 'border-gray-200 hover:border-gray-400'
              }`}
              style={{ backgroundColor: color.color_code }}
            >
              {count > 0 && (
                <span
                  className="absolute -top-2 -end-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white"
                  aria-hidden="true"
                  data-testid="color-badge"
                >
                  {count}
                </span>
              )}
            </button>
            <span className="w-full truncate text-center text-xs text-gray-700" title={name}>
              {name}
            </span>
            {showActiveMarker && active && (
              <span className="rounded bg-brand-600 px-1.5 text-[10px] font-bold text-white">
                {t('productCore.drawer.active')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
