import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import { useTranslation } from 'react-i18next';
import type { HomePayload } from '../../shared/api/types';
import './carousel.css';

type Sponsor = HomePayload['sponsors'][number];

/** SPEC.md 2: a "Sponsors" heading and a logo carousel, 1, 2, 3 or 5 per view by width. */
export function SponsorsSection({ sponsors }: { sponsors: Sponsor[] }) {
  const { t } = useTranslation();
  if (sponsors.length === 0) return null;
  return (
    <section aria-labelledby="sponsors-heading" className="container-page" data-testid="sponsors">
      <h2 id="sponsors-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        {t('home.sponsors')}
      </h2>
      <Swiper
        modules={[Autoplay, A11y]}
        slidesPerView={1}
        spaceBetween={16}
        rewind
        autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        breakpoints={{ 480: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } }}
        a11y={{ prevSlideMessage: t('common.previous'), nextSlideMessage: t('common.next') }}
      >
        {sponsors.map((sponsor) => {
          const logo = (
            <img
              src={sponsor.image}
              alt={sponsor.name}
              width={320}
              height={160}
              loading="lazy"
              decoding="async"
              className="h-20 w-full object-contain opacity-80 grayscale transition group-hover:opacity-100 group-hover:grayscale-0"
            />
          );
          return (
            <SwiperSlide key={sponsor.id}>
              <div className="group grid h-28 place-items-center rounded-2xl border border-gray-100 bg-white p-4">
                {sponsor.url ? (
                  <a href={sponsor.url} target="_blank" rel="noopener noreferrer" className="block w-full">
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </div>
            </SwiperSlide>
          );
        })}
      </Swiper>
    </section>
  );
}
