import { useRef } from 'react';
import { Link } from '../../shared/ui/Link';
import { categoryLink, srcSetOf } from '@shop/contract';
import { useTranslation } from '../../shared/i18n/useTranslation';
import type { Category } from '@shop/contract';
import { useUpgrade, wantCarouselsNow } from './deferred';
import { homeSwipers } from './lazySwipers';

/** One category: round image and name, linking to its sub-categories or its products. */
export function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      to={categoryLink(category)}
      className="group flex flex-col items-center gap-3 rounded-2xl p-1 text-center"
    >
      <span className="block aspect-square w-full max-w-36 overflow-hidden rounded-full bg-gray-100 ring-1 ring-gray-200 transition group-hover:ring-4 group-hover:ring-brand-100">
        {category.image ? (
          <img
            src={category.image}
            srcSet={srcSetOf(category.image, [320, 640])}
            sizes="(min-width: 1024px) 150px, 30vw"
            alt=""
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-110"
          />
        ) : null}
      </span>
      <span className="line-clamp-2 text-sm font-semibold text-gray-800 group-hover:text-brand-600 sm:text-base">
        {category.name}
      </span>
    </Link>
  );
}

/**
 * Categories plus the children of the first menu category; 6 per view by default
 * and 3 to 6 by width; autoplay every 3000 ms, pausing while hovered. A scroll-snap strip of the same
 * layout shows until Swiper loads (deferred.ts).
 */
export function CategoryCarousel({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const scope = useRef<HTMLElement>(null);
  const { module, startIndex } = useUpgrade(homeSwipers, scope);
  if (categories.length === 0) return null;
  const Swiper = module?.CategorySwiper;
  return (
    <section
      ref={scope}
      aria-label={t('home.categoriesLabel')}
      className="container-page"
      data-testid="category-carousel"
      onPointerEnter={Swiper ? undefined : wantCarouselsNow}
    >
      {Swiper ? (
        <Swiper categories={categories} initialSlide={startIndex} />
      ) : (
        <div className="carousel-strip carousel-strip--categories" data-strip>
          {categories.map((category, index) => (
            <div key={category.id} className="py-2" data-slide={index}>
              <CategoryTile category={category} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
