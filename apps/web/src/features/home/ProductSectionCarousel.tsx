import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { ProductCard } from '../product-core';
import type { ProductCard as ProductListItem } from '@shop/contract';
import { useUpgrade, wantCarouselsNow } from './deferred';
import { homeSwipers } from './lazySwipers';

interface Props {
  title: string;
  products: ProductListItem[];
}

/** The product image's rendered width at each breakpoint, for its srcset. */
export const PRODUCT_SIZES =
  '(min-width: 1024px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 90vw';

export interface Edges {
  start: boolean;
  end: boolean;
}

const navButton =
  'grid size-10 place-items-center rounded-full border border-gray-200 bg-white text-gray-800 shadow-sm transition hover:border-brand-600 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-gray-200 disabled:hover:text-gray-800';

/** A chevron pointing to the start (previous) or end (next) of the row; mirrored in RTL. */
function Chevron({ to }: { to: 'previous' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5 rtl:-scale-x-100"
    >
      <path d={to === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

/** Edges of a static strip; scroll offsets are negative in RTL, hence abs. */
function stripEdges(strip: HTMLElement): Edges {
  const scrolled = Math.abs(strip.scrollLeft);
  return { start: scrolled <= 1, end: scrolled >= strip.scrollWidth - strip.clientWidth - 1 };
}

/**
 * One home section: its name, previous and next buttons, 1 to 4 cards per view (300/640/768/1024 px).
 * Until Swiper loads (deferred.ts) the cards sit in a scroll-snap strip of the same layout and the
 * buttons scroll it one card at a time.
 */
export function ProductSectionCarousel({ title, products }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const scope = useRef<HTMLElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const { module, startIndex } = useUpgrade(homeSwipers, scope);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: false });
  const Swiper = module?.ProductSwiper;

  const measure = useCallback(() => {
    if (strip.current) setEdges(stripEdges(strip.current));
  }, []);
  useLayoutEffect(() => {
    if (Swiper) return;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [Swiper, measure]);

  /** Static strip: scroll one card towards the start (-1) or the end (+1). */
  const step = (direction: -1 | 1) => {
    const el = strip.current;
    const [first, second] = el ? [...el.children] : [];
    if (!el || !first || !second) return;
    const pitch = second.getBoundingClientRect().left - first.getBoundingClientRect().left;
    const current = Math.round(Math.abs(el.scrollLeft) / Math.abs(pitch));
    el.dataset.target = String(Math.max(0, current + direction));
    el.scrollBy({ left: direction * pitch, behavior: 'smooth' });
  };

  if (products.length === 0) return null;

  return (
    <section
      ref={scope}
      aria-labelledby={headingId}
      className="container-page"
      data-testid="home-section"
      onPointerEnter={Swiper ? undefined : wantCarouselsNow}
    >
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
            onClick={() => (Swiper ? swiper?.slidePrev() : step(-1))}
          >
            <Chevron to="previous" />
          </button>
          <button
            type="button"
            className={navButton}
            aria-label={t('home.nextProducts', { section: title })}
            disabled={edges.end}
            onClick={() => (Swiper ? swiper?.slideNext() : step(1))}
          >
            <Chevron to="next" />
          </button>
        </div>
      </div>
      {Swiper ? (
        <Swiper products={products} initialSlide={startIndex} onSwiper={setSwiper} onEdges={setEdges} />
      ) : (
        <div
          ref={strip}
          className="carousel-strip carousel-strip--products pb-2"
          data-strip
          onScroll={measure}
        >
          {products.map((product, index) => (
            <div key={product.id} data-slide={index}>
              <ProductCard product={product} sizes={PRODUCT_SIZES} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
