import { useParams } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { ArrowLeft, ArrowRight, CalendarDays, Star } from 'lucide-react';
import { ApiError } from '../../shared/api/client';
import { useLang } from '../../shared/i18n/useLang';
import { formatLongDate, isoDate } from '../../shared/lib/date';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { RichText } from '../../shared/ui/RichText';
import { Skeleton } from '../../shared/ui/Skeleton';
import { ErrorState } from '../../shared/ui/states';
import { ErrorScreen } from '../errors';
import { useBlogPost } from './api';
import { blogIdOf } from './first-screen';
import { blogPath } from '@shop/contract';
import { articleJsonLd, PageMeta } from '../seo';

/** /blogs/{id}: image, category and Featured badges, title, date and HTML content. */
export default function BlogPostPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const postId = blogIdOf(id);
  const validId = postId !== undefined;
  const post = useBlogPost(postId);
  const lang = useLang();
  const Back = lang === 'ar' ? ArrowRight : ArrowLeft;

  if (!validId || (post.isError && post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <ErrorScreen code="404" title={t('blog.notFound')} text={t('errors.notFound.text')}>
        <Link to="/blogs" className="btn-primary">
          <Back aria-hidden="true" className="size-5" />
          {t('blog.backToBlog')}
        </Link>
      </ErrorScreen>
    );
  }
  if (post.isError) return <ErrorState message={post.error.message} onRetry={() => void post.refetch()} />;

  if (post.isPending) {
    return (
      <div
        className="container-page max-w-4xl space-y-4 py-10"
        role="status"
        aria-label={t('common.loading')}
      >
        <Skeleton className="h-4 w-48" />
        <Skeleton className="aspect-[16/9] w-full rounded-3xl" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }

  const article = post.data;
  return (
    <article className="container-page max-w-4xl py-8 sm:py-10" data-testid="blog-post">
      <PageMeta
        title={article.title}
        description={article.content}
        path={blogPath(article.id)}
        image={article.image}
        imageSize={{ width: 1280, height: 720 }}
        type="article"
        jsonLd={(page) => [articleJsonLd(article, page)]}
      />
      <Breadcrumb
        items={[
          { label: t('common.home'), to: '/' },
          { label: t('blog.title'), to: '/blogs' },
          { label: article.title },
        ]}
      />
      <ResponsiveImage
        src={article.image}
        alt=""
        width={1280}
        height={720}
        sizes="(min-width: 1024px) 896px, 100vw"
        priority
        className="mt-6 aspect-[16/9] w-full rounded-3xl bg-gray-100 object-cover shadow-sm"
      />
      <div className="mt-6 flex flex-wrap items-center gap-2">
        {article.category?.name ? (
          <span
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700"
            data-testid="blog-category"
          >
            {article.category.name}
          </span>
        ) : null}
        {article.is_featured ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900"
            data-testid="blog-featured"
          >
            <Star aria-hidden="true" className="size-4 fill-current" />
            {t('blog.featured')}
          </span>
        ) : null}
      </div>
      <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl">{article.title}</h1>
      <p className="mt-3 flex items-center gap-2 text-gray-600">
        <CalendarDays aria-hidden="true" className="size-5" />
        <time dateTime={isoDate(article.created_at)} data-testid="blog-date">
          {formatLongDate(article.created_at, lang)}
        </time>
      </p>
      <RichText html={article.content} className="mt-8 text-lg leading-9 text-gray-800" />
      <div className="mt-12 border-t border-gray-100 pt-6">
        <Link to="/blogs" className="btn-outline">
          <Back aria-hidden="true" className="size-5" />
          {t('blog.backToBlog')}
        </Link>
      </div>
    </article>
  );
}
