/** What /sitemap.xml lists: every visible category, product, article and page, with its last change. */
import { asc, eq } from 'drizzle-orm';
import { blogPosts, categories, pages, products } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';

/** Above this many URLs a single sitemap file is no longer valid (limit 50,000); products are capped. */
export const MAX_PRODUCT_URLS = 45_000;

export interface SitemapRecords {
  /** Active categories in menu order; `hasChildren` when an active category has this one as parent. */
  categories: { id: number; urlName: string; hasChildren: boolean; updatedAt: Date }[];
  products: { id: number; updatedAt: Date }[];
  posts: { id: number; updatedAt: Date }[];
  pages: { id: number; updatedAt: Date }[];
}

export async function sitemapRecords(db: Executor): Promise<SitemapRecords> {
  const [categoryRows, productRows, postRows, pageRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        // URLs carry the Arabic (default language) name, as the storefront's canonical links do.
        urlName: categories.nameAr,
        updatedAt: categories.updatedAt,
      })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id))
      .limit(MAX_PRODUCT_URLS),
    db
      .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true))
      .orderBy(asc(blogPosts.id)),
    db.select({ id: pages.id, updatedAt: pages.updatedAt }).from(pages),
  ]);
  const parents = new Set(categoryRows.map((c) => c.parentId).filter((id): id is number => id !== null));
  return {
    categories: categoryRows.map((c) => ({
      id: c.id,
      urlName: c.urlName,
      hasChildren: parents.has(c.id),
      updatedAt: c.updatedAt,
    })),
    products: productRows,
    posts: postRows,
    pages: pageRows,
  };
}
