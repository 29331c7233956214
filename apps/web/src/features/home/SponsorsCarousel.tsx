import { useRef } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import type { Home as HomePayload } from '@shop/contract';
import { deferred, useUpgrade, wantCarouselsNow } from './deferred';

export type Sponsor = HomePayload['sponsors'][number];

/** Also used by the about page, so its Swiper version is a chunk of its own. */
const sponsorsSwiper = deferred(() => import('./SponsorsSwiper'));

/** One sponsor's logo card, linking to its site when it has one. */
export function SponsorTile({ sponsor }: { sponsor: Sponsor }) {
  // A sponsor saved without a logo shows its name.
  const logo = !sponsor.image ? (
    <span className="block text-center font-semibold text-gray-700">{sponsor.name}</span>
  ) : (
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
    <div className="group grid h-28 place-items-center rounded-2xl border border-gray-100 bg-white p-4">
      {sponsor.url ? (
        <a href={sponsor.url} target="_blank" rel="noopener noreferrer" className="block w-full">
          {logo}
        </a>
      ) : (
        logo
      )}
    </div>
  );
}

/**
 * A "Sponsors" heading and a logo carousel, 1, 2, 3 or 5 per view by width. A scroll-snap
 * strip of the same layout shows until Swiper loads (deferred.ts).
 */
export function SponsorsSection({ sponsors }: { sponsors: Sponsor[] }) {
  const { t } = useTranslation();
  const scope = useRef<HTMLElement>(null);
  const { module, startIndex } = useUpgrade(sponsorsSwiper, scope);
  if (sponsors.length === 0) return null;
  const Swiper = module?.SponsorsSwiper;
  return (
    <section
      ref={scope}
      aria-labelledby="sponsors-heading"
      className="container-page"
      data-testid="sponsors"
      onPointerEnter={Swiper ? undefined : wantCarouselsNow}
    >
      <h2 id="sponsors-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        {t('home.sponsors')}
      </h2>
      {Swiper ? (
        <Swiper sponsors={sponsors} initialSlide={startIndex} />
      ) : (
        <div className="carousel-strip carousel-strip--sponsors" data-strip>
          {sponsors.map((sponsor, index) => (
            <div key={sponsor.id} data-slide={index}>
              <SponsorTile sponsor={sponsor} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
