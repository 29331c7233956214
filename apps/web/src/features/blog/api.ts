import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';
import { queryKeys } from '../../shared/query/keys';

export interface BlogFilters {
  page: number;
  search: string;
  categoryId: number | null;
}

/** GET /blogs?page&search&blog_category_id: a page of articles. */
export function useBlogs({ page, search, categoryId }: BlogFilters) {
  return useQuery({
    queryKey: queryKeys.blogs.list({ page, search, categoryId }),
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
    queryKey: queryKeys.blogCategories(),
    queryFn: ({ signal }) => apiGet('blog-categories', undefined, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.blog(id),
    queryFn: ({ signal }) => apiGet(`blogs/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}
