/**
 * Builds a page's SeoMeta from the route and the database (drizzle queries on db/schema.ts). One
 * to three small indexed queries per HTML request; settings and the LCP images of `/` and `/shop`
 * (preload.ts) go through the shared content cache.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  blogCategories,
  blogPosts,
  categories,
  introSlides,
  pages,
  priceTiers,
  productPhotos,
  products,
  settings,
} from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../http/i18n.js';
import { isMediaKey, mediaHeight, mediaUrl } from '../../media/index.js';
import type { TtlCache } from '../../shared/ttl-cache.js';
import { plainText, type Alternate, type SeoMeta } from './html.js';
import { apiPath, imagePreload, isFirstShopPage, type ImagePreload, type Preload } from './preload.js';
import { matchRoute, STATIC_PATHS, type SeoRoute } from './routes.js';
import {
  FORBIDDEN_TITLE,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  PRIVATE_TITLES,
  STATIC_DESCRIPTIONS,
  STATIC_TITLES,
  TAGLINE,
} from './texts.js';

export interface SeoDeps {
  db: Db;
  cache?: TtlCache;
}

export interface SeoRequest {
  /** Path without query, e.g. /product/12. */
  pathname: string;
  lang: Lang;
  /** Origin for absolute URLs, e.g. https://shop.example (no trailing slash). */
  origin: string;
  /** The request's query string without `?` (decides whether /shop shows its plain first page). */
  search?: string;
  /** False when the storefront's API calls cannot reuse a preload (a signed-in visitor). */
  preloadData?: boolean;
}

/** An absolute URL of a stored image (a media key or a /media/… URL) at `width`. */
export function absoluteImage(
  origin: string,
  value: string | null | undefined,
  width = 1280,
): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/')) return origin + value.replace(/-(320|640|1280|1920)\.webp$/, `-${width}.webp`);
  return isMediaKey(value) ? origin + mediaUrl(value, width) : undefined;
}

/** Canonical path per language: Arabic (the default) at the bare path, English with ?lang=en. */
export function languageUrl(origin: string, pathname: string, lang: Lang): string {
  return lang === 'ar' ? origin + pathname : `${origin}${pathname}?lang=en`;
}

export function alternatesOf(origin: string, pathname: string): Alternate[] {
  return [
    { hreflang: 'ar', href: languageUrl(origin, pathname, 'ar') },
    { hreflang: 'en', href: languageUrl(origin, pathname, 'en') },
    { hreflang: 'x-default', href: languageUrl(origin, pathname, 'ar') },
  ];
}

/** Paths are canonicalised: one slash, no trailing slash, encoded once. */
export function canonicalPath(pathname: string): string {
  const clean = `/${pathname.split('/').filter(Boolean).join('/')}`;
  try {
    return encodeURI(decodeURI(clean));
  } catch {
    return clean;
  }
}

const SAR = (halalas: number) => Math.round(halalas) / 100;

interface SiteInfo {
  name: string;
  about: string;
  logo?: string;
}

async function siteInfo(deps: SeoDeps, lang: Lang, origin: string): Promise<SiteInfo> {
  const load = async () => {
    const [row] = await deps.db
      .select({
        nameAr: settings.appNameAr,
        nameEn: settings.appNameEn,
        aboutAr: settings.aboutAr,
        aboutEn: settings.aboutEn,
        logo: settings.logo,
      })
      .from(settings)
      .orderBy(asc(settings.id))
      .limit(1);
    return row;
  };
  const row = deps.cache ? await deps.cache.get('seo:settings', load) : await load();
  const name = row ? (lang === 'ar' ? row.nameAr : row.nameEn) : '';
  return {
    name: name || (lang === 'ar' ? 'متجر الزي الموحد' : 'Uniform Shop'),
    about: plainText(row ? (lang === 'ar' ? row.aboutAr : row.aboutEn) : ''),
    logo: absoluteImage(origin, row?.logo, 640),
  };
}

const titleOf = (page: string, site: string) => (page && page !== site ? `${page} | ${site}` : site);

/** The storefront's first hero slide (content.ts loadIntros' order), as the API returns it. */
async function firstIntroImage(deps: SeoDeps): Promise<string | null> {
  const load = async () => {
    const [row] = await deps.db
      .select({ image: introSlides.image })
      .from(introSlides)
      .where(eq(introSlides.isActive, true))
      .orderBy(asc(introSlides.sortOrder), asc(introSlides.id))
      .limit(1);
    return row?.image ?? null;
  };
  return deps.cache ? deps.cache.get('seo:lcp:home', load) : load();
}

/** The first product of /shop's first page (products.ts listProducts' order, products_listing_idx). */
async function firstListedImage(deps: SeoDeps): Promise<string | null> {
  const load = async () => {
    const [row] = await deps.db
      .select({ image: products.image })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.sortOrder), asc(products.id))
      .limit(1);
    return row?.image ?? null;
  };
  return deps.cache ? deps.cache.get('seo:lcp:shop', load) : load();
}

/**
 * The route's tags plus its preloads: `/{lang}/api/settings` everywhere, and on `/`, `/shop` (its
 * plain first page) and `/product/{id}` the first data call and the LCP image.
 */
export async function resolveSeoMeta(
  deps: SeoDeps,
  req: SeoRequest,
  route: SeoRoute = matchRoute(req.pathname),
): Promise<SeoMeta> {
  const lcp: { image?: ImagePreload } = {};
  const shopFirstPage = route.kind === 'static' && route.page === 'shop' && isFirstShopPage(req.search);
  const [meta, listed] = await Promise.all([
    resolvePage(deps, req, route, lcp),
    route.kind === 'home' ? firstIntroImage(deps) : shopFirstPage ? firstListedImage(deps) : null,
  ]);
  if (route.kind === 'home') lcp.image = imagePreload(listed, 'hero');
  if (shopFirstPage) lcp.image = imagePreload(listed, 'card');

  const preloads: Preload[] = [];
  if (req.preloadData !== false) {
    const { lang } = req;
    preloads.push({ as: 'fetch', href: apiPath(lang, 'settings') });
    if (route.kind === 'home') preloads.push({ as: 'fetch', href: apiPath(lang, 'home') });
    if (shopFirstPage) preloads.push({ as: 'fetch', href: apiPath(lang, 'products?page=1') });
    // Only for a product that exists (a 404 page's call would answer 404 and not be cached).
    if (route.kind === 'product' && meta.type === 'product') {
      preloads.push({ as: 'fetch', href: apiPath(lang, `products/${route.id}`) });
    }
  }
  if (lcp.image) preloads.unshift(lcp.image);
  return preloads.length > 0 ? { ...meta, preloads } : meta;
}

async function resolvePage(
  deps: SeoDeps,
  req: SeoRequest,
  route: SeoRoute,
  lcp: { image?: ImagePreload },
): Promise<SeoMeta> {
  const { lang, origin } = req;
  const ar = lang === 'ar';
  const path = canonicalPath(req.pathname);
  const site = await siteInfo(deps, lang, origin);
  const base: SeoMeta = {
    lang,
    title: site.name,
    description: site.about,
    canonical: languageUrl(origin, path, lang),
    alternates: alternatesOf(origin, path),
    siteName: site.name,
    type: 'website',
    image: site.logo,
    jsonLd: [],
  };
  const notFound = (): SeoMeta => ({
    ...base,
    title: titleOf(NOT_FOUND_TITLE[lang], site.name),
    description: NOT_FOUND_TEXT[lang],
    robots: 'noindex',
    alternates: [],
  });

  switch (route.kind) {
    case 'home': {
      const organization = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: site.name,
        url: `${origin}/`,
        ...(site.logo ? { logo: site.logo } : {}),
      };
      const website = {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site.name,
        url: `${origin}/`,
        inLanguage: lang,
      };
      return {
        ...base,
        title: titleOf(TAGLINE[lang], site.name),
        description: site.about || TAGLINE[lang],
        jsonLd: [organization, website],
      };
    }
    case 'static': {
      const title = STATIC_TITLES[route.page][lang];
      let description = STATIC_DESCRIPTIONS[route.page]?.[lang] ?? '';
      let image = base.image;
      const pageId =
        route.page === 'about' ? 1 : route.page === 'policy' ? 2 : route.page === 'terms' ? 3 : null;
      let pageTitle = title;
      if (pageId) {
        const [page] = await deps.db
          .select({
            titleAr: pages.titleAr,
            titleEn: pages.titleEn,
            contentAr: pages.contentAr,
            contentEn: pages.contentEn,
            image: pages.image,
          })
          .from(pages)
          .where(eq(pages.id, pageId));
        if (page) {
          description = plainText(ar ? page.contentAr : page.contentEn) || description;
          image = absoluteImage(origin, page.image) ?? image;
          // Terms and policy show the stored title; about keeps "About Us" as the storefront does.
          if (route.page !== 'about') pageTitle = (ar ? page.titleAr : page.titleEn) || title;
        }
      }
      const canonical = languageUrl(origin, STATIC_PATHS[route.page], lang);
      return {
        ...base,
        title: titleOf(pageTitle, site.name),
        description: description || site.about,
        canonical,
        alternates: alternatesOf(origin, STATIC_PATHS[route.page]),
        image,
      };
    }
    case 'private':
      return {
        ...base,
        title: titleOf(PRIVATE_TITLES[route.page][lang], site.name),
        robots: 'noindex, nofollow',
        alternates: [],
      };
    case 'forbidden':
      return { ...base, title: titleOf(FORBIDDEN_TITLE[lang], site.name), robots: 'noindex', alternates: [] };
    case 'notFound':
      return notFound();
    case 'category': {
      const [row] = await deps.db
        .select({
          nameAr: categories.nameAr,
          nameEn: categories.nameEn,
          descAr: categories.descAr,
          descEn: categories.descEn,
          image: categories.image,
        })
        .from(categories)
        .where(and(eq(categories.id, route.id), eq(categories.isActive, true)));
      if (!row) return notFound();
      const name = ar ? row.nameAr : row.nameEn;
      return {
        ...base,
        title: titleOf(name, site.name),
        description: plainText(ar ? row.descAr : row.descEn) || site.about,
        image: absoluteImage(origin, row.image) ?? base.image,
      };
    }
    case 'product': {
      const [row] = await deps.db
        .select({
          id: products.id,
          nameAr: products.nameAr,
          nameEn: products.nameEn,
          descriptionAr: products.descriptionAr,
          descriptionEn: products.descriptionEn,
          image: products.image,
          avgRate: products.avgRate,
          ratesCount: products.ratesCount,
          categoryAr: categories.nameAr,
          categoryEn: categories.nameEn,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.id, route.id), eq(products.isActive, true)));
      if (!row) return notFound();
      const [tiers, photos] = await Promise.all([
        deps.db
          .select({ from: priceTiers.fromQty, to: priceTiers.toQty, price: priceTiers.priceHalalas })
          .from(priceTiers)
          .where(eq(priceTiers.productId, row.id))
          .orderBy(asc(priceTiers.fromQty)),
        deps.db
          .select({ image: productPhotos.image })
          .from(productPhotos)
          .where(eq(productPhotos.productId, row.id))
          .orderBy(asc(productPhotos.sortOrder), asc(productPhotos.id))
          .limit(4),
      ]);
      const name = ar ? row.nameAr : row.nameEn;
      const description = plainText(ar ? row.descriptionAr : row.descriptionEn);
      // The gallery's main photo: ProductPage shows the product's image, else its first photo.
      lcp.image = imagePreload(row.image || photos[0]?.image, 'gallery');
      const image = absoluteImage(origin, row.image);
      const images = [image, ...photos.map((p) => absoluteImage(origin, p.image))].filter((x): x is string =>
        Boolean(x),
      );
      const canonical = languageUrl(origin, `/product/${row.id}`, lang);
      const prices = tiers.map((t) => t.price);
      const product: Record<string, unknown> = {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        ...(description ? { description } : {}),
        ...(images.length ? { image: [...new Set(images)] } : {}),
        sku: String(row.id),
        category: ar ? row.categoryAr : row.categoryEn,
        brand: { '@type': 'Brand', name: site.name },
        url: canonical,
      };
      if (prices.length > 0) {
        product.offers = {
          '@type': 'AggregateOffer',
          priceCurrency: 'SAR',
          lowPrice: SAR(Math.min(...prices)),
          highPrice: SAR(Math.max(...prices)),
          offerCount: tiers.length,
          availability: 'https://schema.org/InStock',
          url: canonical,
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tiers[0]!.from, unitCode: 'C62' },
        };
      }
      if (row.ratesCount > 0) {
        product.aggregateRating = {
          '@type': 'AggregateRating',
          ratingValue: Math.round(row.avgRate * 10) / 10,
          reviewCount: row.ratesCount,
          bestRating: 5,
          worstRating: 1,
        };
      }
      return {
        ...base,
        title: titleOf(name, site.name),
        description: description || site.about,
        canonical,
        alternates: alternatesOf(origin, `/product/${row.id}`),
        type: 'product',
        image: image ?? base.image,
        imageWidth: image ? 1280 : undefined,
        imageHeight: image ? mediaHeight('product', 1280) : undefined,
        jsonLd: [product],
      };
    }
    case 'blog': {
      const [row] = await deps.db
        .select({
          id: blogPosts.id,
          titleAr: blogPosts.titleAr,
          titleEn: blogPosts.titleEn,
          contentAr: blogPosts.contentAr,
          contentEn: blogPosts.contentEn,
          image: blogPosts.image,
          createdAt: blogPosts.createdAt,
          updatedAt: blogPosts.updatedAt,
          categoryAr: blogCategories.nameAr,
          categoryEn: blogCategories.nameEn,
        })
        .from(blogPosts)
        .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(and(eq(blogPosts.id, route.id), eq(blogPosts.isPublished, true)));
      if (!row) return notFound();
      const title = ar ? row.titleAr : row.titleEn;
      const description = plainText(ar ? row.contentAr : row.contentEn);
      const image = absoluteImage(origin, row.image);
      const canonical = languageUrl(origin, `/blogs/${row.id}`, lang);
      const publisher = {
        '@type': 'Organization',
        name: site.name,
        ...(site.logo ? { logo: { '@type': 'ImageObject', url: site.logo } } : {}),
      };
      const posting = {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: title.slice(0, 110),
        ...(description ? { description } : {}),
        ...(image ? { image: [image] } : {}),
        datePublished: new Date(row.createdAt).toISOString(),
        dateModified: new Date(row.updatedAt).toISOString(),
        articleSection: ar ? row.categoryAr : row.categoryEn,
        inLanguage: lang,
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        author: { '@type': 'Organization', name: site.name },
        publisher,
        url: canonical,
      };
      return {
        ...base,
        title: titleOf(title, site.name),
        description: description || site.about,
        canonical,
        alternates: alternatesOf(origin, `/blogs/${row.id}`),
        type: 'article',
        image: image ?? base.image,
        imageWidth: image ? 1280 : undefined,
        imageHeight: image ? mediaHeight('blog', 1280) : undefined,
        jsonLd: [posting],
      };
    }
  }
}
