import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Search } from 'lucide-react';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { Pagination } from '../../shared/ui/Pagination';
import { EmptyState, ErrorState } from '../../shared/ui/states';
import { useBlogCategories, useBlogs } from './api';
import { blogFiltersOf } from './first-screen';
import { BlogCard, BlogCardSkeleton } from './BlogCard';
import { PageMeta } from '../seo';

const SEARCH_DEBOUNCE_MS = 500;

/** /blogs: sidebar search (debounced 500 ms), category buttons, cards and pagination. */
export default function BlogListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, categoryId, search } = blogFiltersOf(params);
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const update = (changes: Record<string, string | number | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };

  // Search after the shopper stops typing; a new search starts at page 1.
  useEffect(() => {
    if (debounced === search) return;
    update({ search: debounced, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const blogs = useBlogs({ page, search, categoryId });
  const categories = useBlogCategories();
  const posts = blogs.data?.data ?? [];

  return (
    <div>
      <PageMeta title={t('blog.title')} description={t('blog.description')} />
      <PageHeader
        title={t('blog.title')}
        crumbs={[{ label: t('common.home'), to: '/' }, { label: t('blog.title') }]}
      />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[18rem_1fr]">
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start" aria-label={t('blog.filters')}>
          <form role="search" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="blog-search" className="mb-2 block font-bold">
              {t('blog.search')}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-gray-500"
              />
              <input
                id="blog-search"
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('blog.searchPlaceholder')}
                className="field ps-10"
              />
            </div>
          </form>
          <section aria-labelledby="blog-categories-heading">
            <h2 id="blog-categories-heading" className="mb-3 font-bold">
              {t('blog.categories')}
            </h2>
            <ul className="flex flex-wrap gap-2 lg:flex-col">
              <li>
                <button
                  type="button"
                  aria-pressed={categoryId === null}
                  onClick={() => update({ category: null, page: 1 })}
                  className={`category-chip ${categoryId === null ? 'category-chip-active' : ''}`}
                >
                  {t('blog.allCategories')}
                </button>
              </li>
              {(categories.data ?? []).map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    aria-pressed={categoryId === category.id}
                    onClick={() => update({ category: category.id, page: 1 })}
                    className={`category-chip ${categoryId === category.id ? 'category-chip-active' : ''}`}
                  >
                    {category.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </aside>

        <section aria-label={t('blog.articles')} aria-busy={blogs.isFetching}>
          {blogs.isPending ? (
            <div
              className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
              role="status"
              aria-label={t('common.loading')}
            >
              {[0, 1, 2].map((i) => (
                <BlogCardSkeleton key={i} />
              ))}
            </div>
          ) : blogs.isError ? (
            <ErrorState message={blogs.error.message} onRetry={() => void blogs.refetch()} />
          ) : posts.length === 0 ? (
            <EmptyState title={t('blog.empty')}>
              {search || categoryId ? (
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => {
                    setText('');
                    update({ search: null, category: null, page: 1 });
                  }}
                >
                  {t('blog.clearFilters')}
                </button>
              ) : null}
            </EmptyState>
          ) : (
            <>
              <ul
                className={`grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${blogs.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {posts.map((post, index) => (
                  <li key={post.id}>
                    <BlogCard post={post} priority={index < 2} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={blogs.data.current_page}
                lastPage={blogs.data.last_page}
                total={blogs.data.total}
                onPageChange={(next) => {
                  update({ page: next });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                className="mt-10"
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
