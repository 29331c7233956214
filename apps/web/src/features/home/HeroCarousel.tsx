import { useRef } from 'react';
import { LCP_IMAGES } from '@shop/contract';
import { useTranslation } from '../../shared/i18n/useTranslation';
import type { Intro } from '@shop/contract';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { RichText } from '../../shared/ui/RichText';
import { useUpgrade, wantCarouselsNow } from './deferred';
import { homeSwipers } from './lazySwipers';

/** The hero's size, shared by the loading state, the static first slide and the Swiper carousel. */
export const HERO_SIZE = 'h-[calc(100svh-4rem)] max-h-[56rem] min-h-[26rem] sm:h-[calc(100svh-7rem)]';

/** One intro slide's content: the image (the first one is the page's LCP, so eager and high priority) and text. */
export function HeroSlide({ intro, index }: { intro: Intro; index: number }) {
  return (
    <>
      <ResponsiveImage
        src={intro.image}
        alt=""
        width={1920}
        height={1080}
        widths={LCP_IMAGES.hero.widths}
        sizes={LCP_IMAGES.hero.sizes}
        priority={index === 0}
        className="absolute inset-0 size-full object-cover"
      />
      {/* One picture serves both languages, and the slides leave the right half for the words:
          on a wide screen they sit there, on the dark side of the shade, in English as in Arabic. */}
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/10 sm:bg-gradient-to-l" />
      <div className="container-page relative flex h-full flex-col justify-end pb-28 sm:justify-center sm:pb-0 sm:ltr:items-end">
        <div className="max-w-xl text-white">
          <h2 className="text-3xl leading-tight font-bold sm:text-5xl">{intro.title}</h2>
          <RichText html={intro.description} className="mt-4 text-base leading-8 text-white/90 sm:text-lg" />
        </div>
      </div>
    </>
  );
}

/**
 * Full height, loops, autoplay every 3000 ms, 2000 ms transition, clickable dots.
 * Until Swiper loads (deferred.ts) the first slide shows on its own, at the same size and place.
 */
export function HeroCarousel({ intros }: { intros: Intro[] }) {
  const { t } = useTranslation();
  const scope = useRef<HTMLElement>(null);
  const { module } = useUpgrade(homeSwipers, scope);
  const first = intros[0];
  if (!first) return null;
  const Swiper = module?.HeroSwiper;
  return (
    <section
      ref={scope}
      aria-roledescription="carousel"
      aria-label={t('home.heroLabel')}
      className="relative"
      data-testid="hero"
      onPointerEnter={Swiper ? undefined : wantCarouselsNow}
    >
      {Swiper ? (
        <Swiper intros={intros} />
      ) : (
        <div className={`relative z-[1] overflow-hidden ${HERO_SIZE}`}>
          <div className="relative h-full overflow-hidden bg-gray-900" data-slide="0">
            <HeroSlide intro={first} index={0} />
          </div>
          {intros.length > 1 ? (
            <div className="hero-dots" aria-hidden="true">
              {intros.map((intro) => (
                <span key={intro.id} />
              ))}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
