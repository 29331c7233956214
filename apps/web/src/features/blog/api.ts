import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { currentLang } from '../../shared/lib/lang';

export interface BlogFilters {
  page: number;
  search: string;
  categoryId: number | null;
}

/** SPEC.md 7: GET /blogs?page&search&blog_category_id. */
export function useBlogs({ page, search, categoryId }: BlogFilters) {
  return useQuery({
    queryKey: ['blogs', currentLang, page, search, categoryId],
    queryFn: ({ signal }) =>
      apiGet(
        'blogs',
        { page, search: search || undefined, blog_category_id: categoryId ?? undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: ['blog-categories', currentLang],
    queryFn: ({ signal }) => apiGet('blog-categories', undefined, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: ['blog', currentLang, id],
    queryFn: ({ signal }) => apiGet(`blogs/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}
