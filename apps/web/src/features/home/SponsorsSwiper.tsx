/** The sponsors' Swiper carousel, loaded when the page is idle (deferred.ts); home and about use it. */
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { SponsorTile, type Sponsor } from './SponsorsCarousel';
import { carouselAutoplay } from './autoplay';
import './swiper.css';

export function SponsorsSwiper({ sponsors, initialSlide }: { sponsors: Sponsor[]; initialSlide: number }) {
  const { t } = useTranslation();
  return (
    <Swiper
      modules={[Autoplay, A11y]}
      initialSlide={initialSlide}
      slidesPerView={1}
      spaceBetween={16}
      rewind
      autoplay={carouselAutoplay()}
      breakpoints={{ 480: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } }}
      a11y={{ prevSlideMessage: t('common.previous'), nextSlideMessage: t('common.next') }}
    >
      {sponsors.map((sponsor, index) => (
        <SwiperSlide key={sponsor.id} data-slide={index}>
          <SponsorTile sponsor={sponsor} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
