import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readQuery, reads, type BlogFilters } from '../../shared/query/reads';

export type { BlogFilters };

/** GET /blogs?page&search&blog_category_id: a page of articles. */
export function useBlogs(filters: BlogFilters) {
  return useQuery({ ...readQuery(reads.blogs(filters)), placeholderData: keepPreviousData });
}

export function useBlogCategories() {
  return useQuery({ ...readQuery(reads.blogCategories()), staleTime: 5 * 60_000 });
}

/** GET /blogs/{id}; nothing for an id that is not a positive whole number. */
export function useBlogPost(id: number | undefined) {
  return useQuery({ ...readQuery(reads.blog(id ?? 0)), enabled: id !== undefined });
}
