/**
 * /sitemap.xml and /robots.txt. Every static route, category, product, article and page, each with
 * its Arabic (default, bare path) and English (?lang=en) alternates.
 */
import { asc, eq } from 'drizzle-orm';
import { blogPosts, categories, pages, products } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import { escapeHtml } from './html.js';
import { languageUrl } from './resolve.js';
import { STATIC_PATHS } from './routes.js';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  priority?: number;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
}

/** Above this many URLs a single sitemap file is no longer valid (limit 50,000); products are capped. */
export const MAX_PRODUCT_URLS = 45_000;

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const ar = escapeHtml(languageUrl(origin, entry.path, 'ar'));
    const en = escapeHtml(languageUrl(origin, entry.path, 'en'));
    const parts = [
      `<loc>${ar}</loc>`,
      entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '',
      entry.changefreq ? `<changefreq>${entry.changefreq}</changefreq>` : '',
      entry.priority !== undefined ? `<priority>${entry.priority.toFixed(1)}</priority>` : '',
      `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ar}"/>`,
    ];
    return `<url>${parts.filter(Boolean).join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const slug = (name: string) => encodeURIComponent(name.trim());

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [categoryRows, productRows, blogRows, pageRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.nameAr,
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

  const pageUpdated = new Map(pageRows.map((p) => [p.id, p.updatedAt]));
  const entries: SitemapEntry[] = [
    { path: '/', priority: 1, changefreq: 'daily' },
    { path: STATIC_PATHS.shop, priority: 0.9, changefreq: 'daily' },
    { path: STATIC_PATHS.brands, priority: 0.7, changefreq: 'weekly' },
    { path: STATIC_PATHS.blogs, priority: 0.6, changefreq: 'weekly' },
    { path: STATIC_PATHS.about, priority: 0.5, changefreq: 'monthly', lastmod: pageUpdated.get(1) },
    { path: STATIC_PATHS.contact, priority: 0.5, changefreq: 'yearly' },
    { path: STATIC_PATHS.policy, priority: 0.3, changefreq: 'yearly', lastmod: pageUpdated.get(2) },
    { path: STATIC_PATHS.terms, priority: 0.3, changefreq: 'yearly', lastmod: pageUpdated.get(3) },
  ];

  const parents = new Set(categoryRows.map((c) => c.parentId).filter((id): id is number => id !== null));
  for (const category of categoryRows) {
    // A category with children lists them as tiles; the others list products (SPEC.md 2).
    const base = parents.has(category.id) ? '/category' : '/Product-category';
    entries.push({
      path: `${base}/${category.id}/${slug(category.name)}`,
      lastmod: category.updatedAt,
      priority: 0.8,
      changefreq: 'weekly',
    });
  }
  for (const product of productRows) {
    entries.push({
      path: `/product/${product.id}`,
      lastmod: product.updatedAt,
      priority: 0.8,
      changefreq: 'weekly',
    });
  }
  for (const post of blogRows) {
    entries.push({
      path: `/blogs/${post.id}`,
      lastmod: post.updatedAt,
      priority: 0.5,
      changefreq: 'monthly',
    });
  }
  return entries;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /Cart',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /auth',
    'Disallow: /bill/',
    'Disallow: /admin',
    'Disallow: /ar/api/',
    'Disallow: /en/api/',
    'Disallow: /admin/api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
