import { useTranslation } from '../../shared/i18n/useTranslation';
import type { PageId } from '@shop/contract';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { RichText } from '../../shared/ui/RichText';
import { Skeleton } from '../../shared/ui/Skeleton';
import { EmptyState, ErrorState } from '../../shared/ui/states';
import { usePage } from './usePage';
import { PageMeta } from '../seo';

/** /terms and /Policy: a title plus staff-written HTML from the server. */
export function StaticPage({ pageId, fallbackTitle }: { pageId: PageId; fallbackTitle: string }) {
  const { t } = useTranslation();
  const page = usePage(pageId);
  const title = page.data?.title || fallbackTitle;

  return (
    <article>
      <PageMeta title={title} description={page.data?.content} />
      <PageHeader title={title} crumbs={[{ label: t('common.home'), to: '/' }, { label: title }]} />
      <div className="container-page max-w-4xl py-10">
        {page.isPending ? (
          <div
            role="status"
            aria-label={t('common.loading')}
            className="space-y-3"
            data-testid="page-loading"
          >
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : page.isError ? (
          <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
        ) : page.data.content.trim() ? (
          <RichText html={page.data.content} className="leading-8 text-gray-800" />
        ) : (
          <EmptyState title={t('pages.empty')} />
        )}
      </div>
    </article>
  );
}
