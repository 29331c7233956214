import { useState } from 'react';
import { Link } from '../../../shared/ui/Link';
import { productPath, srcSetOf } from '@shop/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ProductCard as ProductListItem } from '@shop/contract';
import { startingPriceOf } from '../pricing';
import { Money } from '../../../shared/ui/Money';
import { Stars } from '../../../shared/ui/Stars';
import { NoImage } from '../../../shared/ui/NoImage';

export type ProductCardProduct = Pick<
  ProductListItem,
  'id' | 'name' | 'image' | 'hover_image' | 'pieces' | 'avg_rate' | 'colors_count' | 'pivot_colors'
> &
  Partial<Pick<ProductListItem, 'price' | 'rates_count' | 'category'>>;

interface Props {
  product: ProductCardProduct;
  /** Above-the-fold cards load their image eagerly. */
  priority?: boolean;
  /** Largest rendered width of the image, for the srcset. */
  sizes?: string;
  className?: string;
}

const MAX_SWATCHES = 5;

/**
 * A product in a grid or carousel: image (swapping to the hover image on mouse-over or keyboard
 * focus), name, the first tier's price, colours and rating. The whole card is one link to the product.
 */
export function ProductCard({
  product,
  priority,
  sizes = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw',
  className,
}: Props) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(false);
  const colors = product.pivot_colors ?? [];
  const colorsCount = product.colors_count ?? colors.length;
  const showHover = hover && Boolean(product.hover_image);
  const src = showHover ? product.hover_image : product.image;

  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 ${className ?? ''}`}
      data-testid="product-card"
    >
      <Link
        to={productPath(product.id)}
        className="flex h-full flex-col outline-none"
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onFocus={() => setHover(true)}
        onBlur={() => setHover(false)}
      >
        <div className="relative aspect-square overflow-hidden bg-gray-100">
          {src ? (
            <img
              src={src}
              srcSet={srcSetOf(src)}
              sizes={sizes}
              alt={product.name}
              width={640}
              height={640}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
              data-hover={showHover ? 'true' : 'false'}
            />
          ) : (
            <NoImage className="size-full" />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-3">
          <h3 className="line-clamp-2 text-sm font-bold text-ink sm:text-base">{product.name}</h3>
          <p className="text-sm text-gray-700">
            {t('productCore.priceFrom')}{' '}
            <Money halalas={startingPriceOf(product)} className="font-bold text-brand-600" />
          </p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
            <div className="flex items-center gap-1.5">
              <span className="flex -space-x-1 rtl:space-x-reverse" aria-hidden="true">
                {colors.slice(0, MAX_SWATCHES).map((c) => (
                  <span
                    key={c.id}
                    title={c.color?.name}
                    className="inline-block h-4 w-4 rounded-full border border-white ring-1 ring-gray-300"
                    style={{ backgroundColor: c.color_code }}
                  />
                ))}
              </span>
              <span className="text-xs text-gray-600">
                {t('productCore.colorsCount', { count: colorsCount })}
              </span>
            </div>
            <Stars value={product.avg_rate ?? 0} size={14} />
          </div>
        </div>
      </Link>
    </article>
  );
}

/** Placeholder card while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white"
      aria-hidden="true"
      data-testid="product-card-skeleton"
    >
      <div className="aspect-square animate-pulse bg-gray-200" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-gray-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-gray-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-gray-200" />
      </div>
    </div>
  );
}
