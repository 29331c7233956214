import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useSettings } from '../settings';
import { Spinner } from '../../shared/ui/Spinner';
import { HERO_SIZE, HeroCarousel } from './HeroCarousel';
import { CategoryCarousel } from './CategoryCarousel';
import { useHome } from './useHome';
import { PageMeta, shopJsonLd } from '../seo';
import { partWhenNear } from '../../shared/lib/part-when-near';

/** Only needed when the home request fails, so it stays out of the route's initial JavaScript. */
const ErrorState = lazy(() => import('../../shared/ui/states').then((m) => ({ default: m.ErrorState })));

// Below the first screen: their code (product cards, prices, stars) loads, and they hydrate, only
// when the shopper scrolls near them; the server's HTML shows them meanwhile.
const ProductSection = partWhenNear(
  () => import('./ProductSectionCarousel').then((m) => m.ProductSectionCarousel),
  ['product-core'],
);
const Sponsors = partWhenNear(() => import('./SponsorsCarousel').then((m) => m.SponsorsSection));

/** The three-word heading above the category carousel. */
function Heading() {
  const { t } = useTranslation();
  return (
    <div className="container-page text-center">
      <h2 className="text-3xl font-bold sm:text-4xl">
        {t('home.heading.first')} <span className="text-brand-600">{t('home.heading.second')}</span>{' '}
        {t('home.heading.third')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-gray-600">{t('home.headingText')}</p>
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const home = useHome();
  const settings = useSettings();
  const meta = <PageMeta title={t('home.title')} path="/" jsonLd={shopJsonLd} />;

  // The spinner fills the hero's box, so the content below it stays out of view until the page is
  // ready and nothing shifts when the hero replaces it.
  if (home.isPending)
    return (
      <div className={`grid place-items-center ${HERO_SIZE}`}>
        {meta}
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (home.isError)
    return (
      <Suspense fallback={null}>
        {meta}
        <ErrorState message={home.error.message} onRetry={() => void home.refetch()} />
      </Suspense>
    );

  const intros = home.data.intros.length > 0 ? home.data.intros : (settings.data?.intros ?? []);
  const categories = [
    ...(settings.data?.categories ?? []),
    ...(settings.data?.menuCategories[0]?.childs ?? []),
  ];
  const sections = home.data.sections.filter((section) => section.products.length > 0);

  return (
    <div className="space-y-16 pb-4 sm:space-y-20">
      {meta}
      <h1 className="sr-only">{settings.data?.setting.app_name ?? t('home.title')}</h1>
      <HeroCarousel intros={intros} />
      <div className="space-y-8">
        <Heading />
        <CategoryCarousel categories={categories} />
      </div>
      {sections.map((section) => (
        <ProductSection key={section.id} title={section.name} products={section.products} />
      ))}
      <Sponsors sponsors={home.data.sponsors} />
    </div>
  );
}
