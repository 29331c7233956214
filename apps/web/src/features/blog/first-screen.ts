/**
 * What the blog's pages read first, from the URL alone: the same functions decide the query in the
 * browser (the pages) and on the server (the page's first screen).
 */
import { positiveInt } from '../../shared/lib/url-numbers';
import { reads, type BlogFilters, type Read } from '../../shared/query/reads';

/** The list's page, search and category from /blogs?page&search&category. */
export function blogFiltersOf(searchParams: URLSearchParams): BlogFilters {
  return {
    page: positiveInt(searchParams.get('page')) ?? 1,
    search: searchParams.get('search') ?? '',
    categoryId: positiveInt(searchParams.get('category')) ?? null,
  };
}

/** An article id from the path, or undefined when it is not a positive whole number. */
export function blogIdOf(param: string | undefined): number | undefined {
  return positiveInt(param);
}

export function blogListReads(searchParams: URLSearchParams): Read[] {
  return [reads.blogs(blogFiltersOf(searchParams)), reads.blogCategories()];
}

/** The article; an id that is not one reads as a missing article (the page answers 404). */
export function blogPostReads(idParam: string | undefined): Read[] {
  return [reads.blog(blogIdOf(idParam) ?? 0)];
}
