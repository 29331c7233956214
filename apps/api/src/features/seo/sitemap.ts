/**
 * /sitemap.xml and /robots.txt. Every static route, category, product, article and page, each with
 * its Arabic (default, bare path) and English (?lang=en) alternates.
 */
import {
  blogPath,
  categoryLink,
  languageUrl,
  PAGE_IDS,
  productPath,
  STOREFRONT_ROUTES,
} from '@shop/contract';
import type { SitemapRecords } from '../../services/sitemap.js';
import { escapeHtml } from '../../shared/html.js';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  priority?: number;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
}

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

/** The sitemap's entries, from the service's records; URLs come from the contract's path builders. */
export function sitemapEntries(records: SitemapRecords): SitemapEntry[] {
  const pageUpdated = new Map(records.pages.map((p) => [p.id, p.updatedAt]));
  const entries: SitemapEntry[] = [
    { path: '/', priority: 1, changefreq: 'daily' },
    { path: STOREFRONT_ROUTES.shop, priority: 0.9, changefreq: 'daily' },
    { path: STOREFRONT_ROUTES.brands, priority: 0.7, changefreq: 'weekly' },
    { path: STOREFRONT_ROUTES.blogs, priority: 0.6, changefreq: 'weekly' },
    {
      path: STOREFRONT_ROUTES.about,
      priority: 0.5,
      changefreq: 'monthly',
      lastmod: pageUpdated.get(PAGE_IDS.about),
    },
    { path: STOREFRONT_ROUTES.contact, priority: 0.5, changefreq: 'yearly' },
    {
      path: STOREFRONT_ROUTES.policy,
      priority: 0.3,
      changefreq: 'yearly',
      lastmod: pageUpdated.get(PAGE_IDS.policy),
    },
    {
      path: STOREFRONT_ROUTES.terms,
      priority: 0.3,
      changefreq: 'yearly',
      lastmod: pageUpdated.get(PAGE_IDS.terms),
    },
  ];
  for (const category of records.categories) {
    entries.push({
      // A category with children lists them as tiles; the others list products.
      path: categoryLink({ id: category.id, name: category.urlName, has_childs: category.hasChildren }),
      lastmod: category.updatedAt,
      priority: 0.8,
      changefreq: 'weekly',
    });
  }
  for (const product of records.products) {
    entries.push({
      path: productPath(product.id),
      lastmod: product.updatedAt,
      priority: 0.8,
      changefreq: 'weekly',
    });
  }
  for (const post of records.posts) {
    entries.push({ path: blogPath(post.id), lastmod: post.updatedAt, priority: 0.5, changefreq: 'monthly' });
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
    'Disallow: /bills',
    'Disallow: /admin',
    'Disallow: /ar/api/',
    'Disallow: /en/api/',
    'Disallow: /admin/api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
