/**
 * Builds a page's SeoMeta (and its HTTP status) from the route, reading through the services like
 * any other route: settings, categories, products, pages and posts. One small resolver per kind of
 * route; each returns the page's tags, whether the page exists, and what to preload.
 */
import { blogPath, categoryPath, PAGE_IDS, productCategoryPath, productPath } from '@shop/contract';
import type { Lang } from '../../http/i18n.js';
import { mediaHeight } from '../../media/index.js';
import { findCategory } from '../../services/categories.js';
import { getBlogPost, getPage, getSettings } from '../../services/content.js';
import { firstListedProductImage, getProduct } from '../../services/products.js';
import type { ServiceContext } from '../../shared/context.js';
import { plainText, type SeoMeta } from './html.js';
import { apiPath, imagePreload, isFirstShopPage, type ImagePreload, type Preload } from './preload.js';
import { matchRoute, STATIC_PATHS, type SeoRoute, type StaticPage } from './routes.js';
import {
  FORBIDDEN_TITLE,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  PRIVATE_TITLES,
  STATIC_DESCRIPTIONS,
  STATIC_TITLES,
  TAGLINE,
} from './texts.js';
import { absoluteImage, alternatesOf, canonicalPath, languageUrl } from './urls.js';

/** The services' context: the database (or a transaction) and the content cache. */
export type SeoDeps = ServiceContext;

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

/** A page's head tags and status: 404 for a path the storefront has no page for, or whose record is missing. */
export interface SeoPage {
  meta: SeoMeta;
  status: 200 | 404;
}

interface Site {
  name: string;
  about: string;
  logo?: string;
  /** The home page's first intro slide, as the API returns it. */
  heroImage?: string;
}

/** What every resolver receives. */
interface PageContext {
  deps: SeoDeps;
  req: SeoRequest;
  site: Site;
  /** The site's own tags at the requested path, which each route overrides. */
  base: SeoMeta;
}

/** A resolver's answer: the page's tags, its LCP image and the API calls (after settings) to preload. */
interface Resolved {
  meta: SeoMeta;
  status?: 404;
  image?: ImagePreload;
  data?: string[];
}

type Resolver<R extends SeoRoute> = (page: PageContext, route: R) => Resolved | Promise<Resolved>;
type Resolvers = { [K in SeoRoute['kind']]: Resolver<Extract<SeoRoute, { kind: K }>> };

const titleOf = (page: string, site: string) => (page && page !== site ? `${page} | ${site}` : site);

/** The shop's name, description and logo from the settings (a fallback name when none is stored). */
async function siteOf(deps: SeoDeps, lang: Lang, origin: string): Promise<Site> {
  const { setting, intros } = await getSettings(deps, lang);
  const name = String(setting.app_name ?? '');
  return {
    name: name || (lang === 'ar' ? 'متجر الزي الموحد' : 'Uniform Shop'),
    about: plainText(String(setting.about ?? '')),
    logo: absoluteImage(origin, String(setting.logo ?? ''), 640),
    heroImage: intros[0]?.image,
  };
}

/** Tags of a page at a fixed path of its own (canonical and alternates). */
function at(page: PageContext, path: string): Pick<SeoMeta, 'canonical' | 'alternates'> {
  return {
    canonical: languageUrl(page.req.origin, path, page.req.lang),
    alternates: alternatesOf(page.req.origin, path),
  };
}

function notFound({ base, site, req }: PageContext): Resolved {
  return {
    status: 404,
    meta: {
      ...base,
      title: titleOf(NOT_FOUND_TITLE[req.lang], site.name),
      description: NOT_FOUND_TEXT[req.lang],
      robots: 'noindex',
      alternates: [],
    },
  };
}

function home({ base, site, req }: PageContext): Resolved {
  const { lang, origin } = req;
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
    meta: {
      ...base,
      title: titleOf(TAGLINE[lang], site.name),
      description: site.about || TAGLINE[lang],
      jsonLd: [organization, website],
    },
    image: imagePreload(site.heroImage, 'hero'),
    data: ['home'],
  };
}

/** A static route with fixed texts (blogs, contact, brands, shop). */
function fixedPage(page: PageContext, name: StaticPage): Resolved {
  const { base, site, req } = page;
  return {
    meta: {
      ...base,
      ...at(page, STATIC_PATHS[name]),
      title: titleOf(STATIC_TITLES[name][req.lang], site.name),
      description: STATIC_DESCRIPTIONS[name]?.[req.lang] || site.about,
    },
  };
}

/** /shop: its plain first page preloads the product list and the first card's image. */
async function shop(page: PageContext): Promise<Resolved> {
  const resolved = fixedPage(page, 'shop');
  if (!isFirstShopPage(page.req.search)) return resolved;
  const image = await firstListedProductImage(page.deps);
  return { ...resolved, image: imagePreload(image, 'card'), data: ['products?page=1'] };
}

/** About, privacy policy and terms: the stored page's text describes it. */
async function storedPage(page: PageContext, name: keyof typeof PAGE_IDS): Promise<Resolved> {
  const { base, site, req } = page;
  const stored = await getPage(page.deps, req.lang, PAGE_IDS[name]);
  const fixedTitle = STATIC_TITLES[name][req.lang];
  // Terms and policy show the stored title; about keeps "About Us" as the storefront does.
  const title = stored && name !== 'about' ? stored.title || fixedTitle : fixedTitle;
  const description =
    (stored && plainText(stored.content)) || STATIC_DESCRIPTIONS[name]?.[req.lang] || site.about;
  return {
    meta: {
      ...base,
      ...at(page, STATIC_PATHS[name]),
      title: titleOf(title, site.name),
      description,
      image: absoluteImage(req.origin, stored?.image) ?? base.image,
    },
  };
}

const isStoredPage = (name: StaticPage): name is keyof typeof PAGE_IDS => name in PAGE_IDS;

async function category(
  page: PageContext,
  route: Extract<SeoRoute, { kind: 'category' }>,
): Promise<Resolved> {
  const { base, site, req } = page;
  const found = await findCategory(page.deps, req.lang, route.id);
  if (!found) return notFound(page);
  const { category: node, urlName } = found;
  // One URL per page whatever name or branch it was reached by: the id and the stored name.
  const path = route.listing ? productCategoryPath(node.id, urlName) : categoryPath(node.id, urlName);
  return {
    meta: {
      ...base,
      ...at(page, path),
      title: titleOf(node.name, site.name),
      description: plainText(node.desc) || site.about,
      image: absoluteImage(req.origin, node.image) ?? base.image,
    },
  };
}

/** Photos of the product listed in its JSON-LD after the main image. */
const JSON_LD_PHOTOS = 4;

async function product(page: PageContext, route: Extract<SeoRoute, { kind: 'product' }>): Promise<Resolved> {
  const { base, site, req } = page;
  const { origin } = req;
  const found = await getProduct(page.deps, req.lang, route.id);
  if (!found) return notFound(page);
  const description = plainText(found.description);
  const image = absoluteImage(origin, found.image);
  const images = [
    image,
    ...found.photos.slice(0, JSON_LD_PHOTOS).map((p) => absoluteImage(origin, p.image)),
  ].filter((x): x is string => Boolean(x));
  const path = productPath(found.id);
  const canonical = languageUrl(origin, path, req.lang);
  const prices = found.pieces.map((tier) => tier.price);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: found.name,
    ...(description ? { description } : {}),
    ...(images.length ? { image: [...new Set(images)] } : {}),
    sku: String(found.id),
    category: found.category.name,
    brand: { '@type': 'Brand', name: site.name },
    url: canonical,
  };
  if (prices.length > 0) {
    jsonLd.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'SAR',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      availability: 'https://schema.org/InStock',
      url: canonical,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: found.pieces[0]!.from, unitCode: 'C62' },
    };
  }
  if (found.rates_count > 0) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(found.avg_rate * 10) / 10,
      reviewCount: found.rates_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    meta: {
      ...base,
      ...at(page, path),
      title: titleOf(found.name, site.name),
      description: description || site.about,
      type: 'product',
      image: image ?? base.image,
      imageWidth: image ? 1280 : undefined,
      imageHeight: image ? mediaHeight('product', 1280) : undefined,
      jsonLd: [jsonLd],
    },
    // The gallery's main photo: the product page shows the product's image, else its first photo.
    image: imagePreload(found.image || found.photos[0]?.image, 'gallery'),
    data: [`products/${found.id}`],
  };
}

async function blogPost(page: PageContext, route: Extract<SeoRoute, { kind: 'blog' }>): Promise<Resolved> {
  const { base, site, req } = page;
  const { lang, origin } = req;
  const found = await getBlogPost(page.deps, lang, route.id);
  if (!found) return notFound(page);
  const { post, updatedAt } = found;
  const description = plainText(post.content);
  const image = absoluteImage(origin, post.image);
  const path = blogPath(post.id);
  const canonical = languageUrl(origin, path, lang);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: new Date(post.created_at).toISOString(),
    dateModified: new Date(updatedAt).toISOString(),
    articleSection: post.category.name,
    inLanguage: lang,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    author: { '@type': 'Organization', name: site.name },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      ...(site.logo ? { logo: { '@type': 'ImageObject', url: site.logo } } : {}),
    },
    url: canonical,
  };
  return {
    meta: {
      ...base,
      ...at(page, path),
      title: titleOf(post.title, site.name),
      description: description || site.about,
      type: 'article',
      image: image ?? base.image,
      imageWidth: image ? 1280 : undefined,
      imageHeight: image ? mediaHeight('blog', 1280) : undefined,
      jsonLd: [posting],
    },
  };
}

const RESOLVERS: Resolvers = {
  home,
  static: (page, route) =>
    route.page === 'shop'
      ? shop(page)
      : isStoredPage(route.page)
        ? storedPage(page, route.page)
        : fixedPage(page, route.page),
  category,
  product,
  blog: blogPost,
  private: ({ base, site, req }, route) => ({
    meta: {
      ...base,
      title: titleOf(PRIVATE_TITLES[route.page][req.lang], site.name),
      robots: 'noindex, nofollow',
      alternates: [],
    },
  }),
  forbidden: ({ base, site, req }) => ({
    meta: {
      ...base,
      title: titleOf(FORBIDDEN_TITLE[req.lang], site.name),
      robots: 'noindex',
      alternates: [],
    },
  }),
  notFound,
};

/**
 * The route's tags, status and preloads: the LCP image first, then `/{lang}/api/settings` (every
 * page asks for it) and the route's own first data call, unless the visitor is signed in.
 */
export async function resolveSeoPage(
  deps: SeoDeps,
  req: SeoRequest,
  route: SeoRoute = matchRoute(req.pathname),
): Promise<SeoPage> {
  const { lang, origin } = req;
  const site = await siteOf(deps, lang, origin);
  const path = canonicalPath(req.pathname);
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
  const resolve = RESOLVERS[route.kind] as Resolver<SeoRoute>;
  const resolved = await resolve({ deps, req, site, base }, route);

  const preloads: Preload[] = resolved.image ? [resolved.image] : [];
  if (req.preloadData !== false) {
    preloads.push({ as: 'fetch', href: apiPath(lang, 'settings') });
    for (const call of resolved.data ?? []) preloads.push({ as: 'fetch', href: apiPath(lang, call) });
  }
  const meta = preloads.length > 0 ? { ...resolved.meta, preloads } : resolved.meta;
  return { meta, status: resolved.status ?? 200 };
}
