import { useId, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ProductCard } from '../catalogue';
import type { ProductListItem } from '../../shared/api/types';

interface Props {
  title: string;
  products: ProductListItem[];
}

const navButton =
  'grid size-10 place-items-center rounded-full border border-gray-200 bg-white text-gray-800 shadow-sm transition hover:border-brand-600 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-gray-200 disabled:hover:text-gray-800';

/** One home section: its name, previous and next buttons, 1 to 4 cards per view (300/640/768/1024 px). */
export function ProductSectionCarousel({ title, products }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const update = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
  if (products.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="container-page" data-testid="home-section">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          <span
            className="me-2 inline-block h-7 w-1.5 translate-y-1 rounded-full bg-brand-600"
            aria-hidden="true"
          />
          {title}
        </h2>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={navButton}
            aria-label={t('home.previousProducts', { section: title })}
            disabled={edges.start}
            onClick={() => swiper?.slidePrev()}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            className={navButton}
            aria-label={t('home.nextProducts', { section: title })}
            disabled={edges.end}
            onClick={() => swiper?.slideNext()}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
      </div>
      <Swiper
        modules={[A11y]}
        onSwiper={(s) => {
          setSwiper(s);
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
        {products.map((product) => (
          <SwiperSlide key={product.id} className="!h-auto">
            <ProductCard
              product={product}
              sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 90vw"
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
