/**
 * The home page's Swiper carousels, loaded on the shopper's first interaction
 * (deferred.ts). Each takes the place of its static version at the same size, starting from the
 * slide that version was scrolled to.
 */
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { ProductCard } from '../product-core';
import type { Category, Intro, ProductCard as ProductListItem } from '@shop/contract';
import { HERO_SIZE, HeroSlide } from './HeroCarousel';
import { CategoryTile } from './CategoryCarousel';
import { PRODUCT_SIZES, type Edges } from './ProductSectionCarousel';
import { carouselAutoplay } from './autoplay';
import './swiper.css';

/** Loops, autoplay (autoplay.ts), 2000 ms transition, clickable pagination. */
export function HeroSwiper({ intros }: { intros: Intro[] }) {
  const { t } = useTranslation();
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      loop={intros.length > 1}
      speed={2000}
      autoplay={carouselAutoplay()}
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: t('common.previous'),
        nextSlideMessage: t('common.next'),
        paginationBulletMessage: t('home.goToSlide', { index: '{{index}}' }),
      }}
      className={`hero-swiper ${HERO_SIZE}`}
    >
      {intros.map((intro, index) => (
        <SwiperSlide key={intro.id} className="relative overflow-hidden bg-gray-900" data-slide={index}>
          <HeroSlide intro={intro} index={index} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** 3 to 6 per view by width, rewinds, autoplay (autoplay.ts). */
export function CategorySwiper({
  categories,
  initialSlide,
}: {
  categories: Category[];
  initialSlide: number;
}) {
  const { t } = useTranslation();
  return (
    <Swiper
      modules={[Autoplay, A11y]}
      initialSlide={initialSlide}
      slidesPerView={6}
      spaceBetween={16}
      rewind
      speed={600}
      autoplay={carouselAutoplay()}
      breakpoints={{
        0: { slidesPerView: 3 },
        640: { slidesPerView: 4 },
        768: { slidesPerView: 5 },
        1024: { slidesPerView: 6 },
      }}
      a11y={{ prevSlideMessage: t('common.previous'), nextSlideMessage: t('common.next') }}
    >
      {categories.map((category, index) => (
        <SwiperSlide key={category.id} className="py-2" data-slide={index}>
          <CategoryTile category={category} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

interface ProductSwiperProps {
  products: ProductListItem[];
  initialSlide: number;
  onSwiper: (swiper: SwiperInstance) => void;
  onEdges: (edges: Edges) => void;
}

/** 1 to 4 cards per view at 300/640/768/1024 px; the section's buttons drive it. */
export function ProductSwiper({ products, initialSlide, onSwiper, onEdges }: ProductSwiperProps) {
  const { t } = useTranslation();
  const update = (s: SwiperInstance) => onEdges({ start: s.isBeginning, end: s.isEnd });
  return (
    <Swiper
      modules={[A11y]}
      initialSlide={initialSlide}
      onSwiper={(s) => {
        onSwiper(s);
        update(s);
      }}
      onSlideChange={update}
      onResize={update}
      onReachEnd={update}
      onReachBeginning={update}
      spaceBetween={20}
      slidesPerView={1}
      breakpoints={{
        300: { slidesPerView: 1 },
        640: { slidesPerView: 2 },
        768: { slidesPerView: 3 },
        1024: { slidesPerView: 4 },
      }}
      a11y={{ prevSlideMessage: t('common.previous'), nextSlideMessage: t('common.next') }}
      className="!pb-2"
    >
      {products.map((product, index) => (
        <SwiperSlide key={product.id} className="!h-auto" data-slide={index}>
          <ProductCard product={product} sizes={PRODUCT_SIZES} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
