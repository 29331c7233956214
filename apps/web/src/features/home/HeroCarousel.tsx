import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { useTranslation } from 'react-i18next';
import type { Intro } from '../../shared/api/types';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { RichText } from '../../shared/ui/RichText';

/** SPEC.md 2 and 9: full height, loops, autoplay every 3000 ms, 2000 ms transition, clickable dots. */
export function HeroCarousel({ intros }: { intros: Intro[] }) {
  const { t } = useTranslation();
  if (intros.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.heroLabel')}
      className="relative"
      data-testid="hero"
    >
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop={intros.length > 1}
        speed={2000}
        autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: t('common.previous'),
          nextSlideMessage: t('common.next'),
          paginationBulletMessage: t('home.goToSlide', { index: '{{index}}' }),
        }}
        className="hero-swiper h-[calc(100svh-4rem)] max-h-[56rem] min-h-[26rem] sm:h-[calc(100svh-7rem)]"
      >
        {intros.map((intro, index) => (
          <SwiperSlide key={intro.id} className="relative overflow-hidden bg-gray-900">
            <ResponsiveImage
              src={intro.image}
              alt=""
              width={1920}
              height={1080}
              widths={[640, 1280, 1920]}
              sizes="100vw"
              priority={index === 0}
              className="absolute inset-0 size-full object-cover"
            />
            <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/10 sm:bg-gradient-to-r sm:rtl:bg-gradient-to-l" />
            <div className="container-page relative flex h-full flex-col justify-end pb-28 sm:justify-center sm:pb-0">
              <div className="max-w-xl text-white">
                <h2 className="text-3xl leading-tight font-bold sm:text-5xl">{intro.title}</h2>
                <RichText
                  html={intro.description}
                  className="mt-4 text-base leading-8 text-white/90 sm:text-lg"
                />
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
