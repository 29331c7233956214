import { useQuery } from '@tanstack/react-query';
import { PAGE_IDS } from '@shop/contract';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { readQuery, reads } from '../../shared/query/reads';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { RichText } from '../../shared/ui/RichText';
import { Skeleton } from '../../shared/ui/Skeleton';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/states';
import { usePage } from '../pages';
import { SponsorsSection, useHome } from '../home';
import { PageMeta } from '../seo';

function useVision() {
  return useQuery(readQuery(reads.aboutItems()));
}

function VisionGrid() {
  const { t } = useTranslation();
  const vision = useVision();
  if (vision.isError)
    return <ErrorState message={vision.error.message} onRetry={() => void vision.refetch()} />;
  if (!vision.isPending && vision.data.length === 0) return null;
  return (
    <section aria-labelledby="vision-heading" className="container-page">
      <h2 id="vision-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        {t('about.vision')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={vision.isPending}>
        {vision.isPending
          ? [0, 1, 2].map((i) => (
              <li key={i} className="rounded-2xl border border-gray-100 p-6" data-testid="vision-skeleton">
                <Skeleton className="mb-4 size-16 rounded-full" />
                <Skeleton className="mb-3 h-5 w-1/2" />
                <Skeleton className="mb-2 h-4 w-full" />
                <Skeleton className="h-4 w-4/5" />
              </li>
            ))
          : vision.data.map((item) => (
              <li
                key={item.id}
                className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm transition hover:shadow-md"
              >
                <ResponsiveImage
                  src={item.image}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  widths={[320]}
                  className="mb-4 size-16 rounded-full bg-brand-50 object-cover"
                />
                {item.title ? <h3 className="mb-2 text-lg font-bold">{item.title}</h3> : null}
                <RichText html={item.description} className="leading-7 text-gray-700" />
              </li>
            ))}
      </ul>
    </section>
  );
}

/** /about: breadcrumb, page 1's image and HTML, vision items, then sponsors. */
export default function AboutPage() {
  const { t } = useTranslation();
  const page = usePage(PAGE_IDS.about);
  const home = useHome();
  const title = t('about.title');

  return (
    <div className="space-y-16 pb-4">
      <PageMeta title={title} description={page.data?.content} image={page.data?.image} />
      <PageHeader title={title} crumbs={[{ label: t('common.home'), to: '/' }, { label: title }]} />
      {page.isPending ? (
        <Spinner block />
      ) : page.isError ? (
        <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
      ) : (
        <section
          className="container-page grid items-center gap-10 lg:grid-cols-2"
          aria-labelledby="about-heading"
        >
          {page.data.image ? (
            <ResponsiveImage
              src={page.data.image}
              alt={page.data.title}
              width={1280}
              height={960}
              sizes="(min-width: 1024px) 600px, 100vw"
              priority
              className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
            />
          ) : null}
          <div>
            <h2
              id="about-heading"
              className={
                page.data.title && page.data.title !== title
                  ? 'mb-4 text-2xl font-bold sm:text-3xl'
                  : 'sr-only'
              }
            >
              {page.data.title || title}
            </h2>
            {page.data.content.trim() ? (
              <RichText html={page.data.content} className="leading-8 text-gray-700" />
            ) : (
              <EmptyState title={t('pages.empty')} />
            )}
          </div>
        </section>
      )}
      <VisionGrid />
      {home.data ? <SponsorsSection sponsors={home.data.sponsors} /> : null}
    </div>
  );
}
