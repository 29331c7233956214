import { Link } from '../../shared/ui/Link';
import { blogPath } from '@shop/contract';
import { CalendarDays } from 'lucide-react';
import type { BlogPost } from '@shop/contract';
import { formatLongDate, isoDate } from '../../shared/lib/date';
import { useLang } from '../../shared/i18n/useLang';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { Skeleton } from '../../shared/ui/Skeleton';

/** A blog card: image, category name, title and date, linking to the article. */
export function BlogCard({ post, priority = false }: { post: BlogPost; priority?: boolean }) {
  const lang = useLang();
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
      data-testid="blog-card"
    >
      <div className="aspect-[16/10] overflow-hidden bg-gray-100">
        <ResponsiveImage
          src={post.image}
          alt=""
          width={640}
          height={400}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category?.name ? (
          <span className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-700">
            {post.category.name}
          </span>
        ) : null}
        <h3 className="text-lg leading-7 font-bold">
          <Link to={blogPath(post.id)} className="after:absolute after:inset-0 group-hover:text-brand-600">
            {post.title}
          </Link>
        </h3>
        <p className="mt-auto flex items-center gap-2 text-sm text-gray-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={isoDate(post.created_at)}>{formatLongDate(post.created_at, lang)}</time>
        </p>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-100" data-testid="blog-skeleton">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
