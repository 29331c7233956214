import type { Selection } from '@shop/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ProductCard as ProductListItem } from '@shop/contract';

type ProductLike = Pick<ProductListItem, 'pivot_colors' | 'sizes'>;

/** Stands for the size in the translated chip, where the size's own isolated element goes. */
const SIZE_PLACE = '\u2063';

/** Chosen colours, each with a chip per size ("Size XL × 10 pcs"). */
export function SelectionSummary({
  product,
  selection,
  title,
}: {
  product: ProductLike;
  selection: Selection;
  title?: string;
}) {
  const { t } = useTranslation();
  const colors = selection.colors.filter((c) => c.sizes.some((s) => s.quantity > 0));
  return (
    <section aria-label={title ?? t('productCore.yourSelection')} data-testid="selection-summary">
      {title && <h3 className="mb-2 text-sm font-bold text-ink">{title}</h3>}
      {colors.length === 0 ? (
        <p className="text-sm text-gray-500">{t('productCore.noSelection')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {colors.map((chosen) => {
            const color = product.pivot_colors.find((c) => c.id === chosen.color_id);
            return (
              <li key={chosen.color_id} className="flex flex-wrap items-center gap-2 text-sm">
                <span
                  className="inline-block h-4 w-4 shrink-0 rounded-full ring-1 ring-gray-300"
                  style={{ backgroundColor: color?.color_code }}
                  aria-hidden="true"
                />
                <span className="font-semibold">{color?.color?.name ?? `#${chosen.color_id}`}:</span>
                {chosen.sizes
                  .filter((s) => s.quantity > 0)
                  .map((s) => {
                    const size = product.sizes.find((z) => z.id === s.size_id);
                    // A Latin size beside the count would run with it in Arabic ("مقاس 6 × S");
                    // isolated, it reads in its place.
                    const [before, after] = t('productCore.sizeChip', {
                      size: SIZE_PLACE,
                      count: s.quantity,
                    }).split(SIZE_PLACE);
                    return (
                      <span
                        key={s.size_id}
                        className="rounded bg-gray-100 px-1.5 py-0.5 text-xs"
                        data-testid="size-chip"
                      >
                        {before}
                        <bdi>{(size?.name ?? `#${s.size_id}`).toUpperCase()}</bdi>
                        {after}
                      </span>
                    );
                  })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
