import { useTranslation } from '../../../shared/i18n/useTranslation';
import { LCP_IMAGES } from '@shop/contract';
import type { ProductCard as ProductListItem } from '@shop/contract';
import { ProductCard, ProductCardSkeleton } from '../../product-core';

interface Props {
  products: ProductListItem[] | undefined;
  loading: boolean;
  /** Shows the end-of-list text under the grid (on the last page). */
  showEnd?: boolean;
  skeletons?: number;
  className?: string;
}

/** Product cards in a grid of up to three columns, with 5 skeleton cards while loading. */
export function ProductGrid({ products, loading, showEnd, skeletons = 5, className }: Props) {
  const { t } = useTranslation();
  const grid = `grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 ${className ?? ''}`;
  if (loading) {
    return (
      <div className={grid} aria-busy="true" aria-label={t('common.loading')} role="status">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <>
      <ul className={grid} aria-label={t('catalogue.productsGrid')}>
        {(products ?? []).map((product, i) => (
          <li key={product.id}>
            <ProductCard product={product} priority={i < 3} sizes={LCP_IMAGES.card.sizes} />
          </li>
        ))}
      </ul>
      {showEnd && (products?.length ?? 0) > 0 && (
        <p className="mt-8 text-center text-sm font-semibold text-gray-500" data-testid="end-of-list">
          {t('common.seenEverything')}
        </p>
      )}
    </>
  );
}
