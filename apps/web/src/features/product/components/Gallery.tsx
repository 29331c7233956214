import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { LCP_IMAGES, srcSetOf } from '@shop/contract';

/**
 * Photo gallery: the main photo with previous and next arrows (previous on the reading start side,
 * so on the right in Arabic) and a row of thumbnails. Arrow keys follow the reading direction.
 * `show` is the photo of the colour the shopper last chose: the gallery turns to it when it
 * changes (not on opening, which shows the product's main photo).
 */
export function Gallery({ images, name, show }: { images: string[]; name: string; show?: string }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const shown = useRef(show);
  useEffect(() => {
    if (show === shown.current) return;
    shown.current = show;
    const at = show ? images.indexOf(show) : -1;
    if (at >= 0) setIndex(at);
  }, [show, images]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? '';
  const go = (delta: number) => setIndex((i) => (count === 0 ? 0 : (i + delta + count) % count));
  const rtl = i18n.dir() === 'rtl';

  return (
    <section aria-label={t('product.gallery')} className="flex flex-col gap-3">
      <div
        className="relative aspect-square overflow-hidden rounded-xl bg-gray-100"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
          else if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
        }}
      >
        {current && (
          <img
            key={current}
            src={current}
            srcSet={srcSetOf(current, LCP_IMAGES.gallery.widths)}
            sizes={LCP_IMAGES.gallery.sizes}
            alt={count > 1 ? `${name} – ${t('product.photoOf', { index: index + 1, total: count })}` : name}
            width={640}
            height={640}
            fetchPriority="high"
            className="h-full w-full object-cover"
            data-testid="gallery-main"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('product.previousPhoto')}
              className="absolute start-3 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
            >
              <ChevronLeft size={22} className="rtl:rotate-180" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('product.nextPhoto')}
              className="absolute end-3 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
            >
              <ChevronRight size={22} className="rtl:rotate-180" aria-hidden="true" />
            </button>
            <p
              className="absolute bottom-3 start-3 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={`${image}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('product.showPhoto', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-600' : 'border-transparent opacity-70 hover:opacity-100'}`}
              >
                <img
                  src={image}
                  srcSet={srcSetOf(image, [320])}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-16 w-16 object-cover sm:h-20 sm:w-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
