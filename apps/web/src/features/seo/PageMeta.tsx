/**
 * A page's title and its tags for search engines and sharing, rendered by the page itself: React
 * places them in the document's head, on the server (so crawlers and link previews read them in
 * the HTML) and in the browser as the shopper moves between pages. One source for the title,
 * description, canonical and hreflang links, Open Graph and Twitter tags and JSON-LD.
 */
import { useLocation } from 'react-router';
import { canonicalPath, languageUrl, LANGUAGES } from '@shop/contract';
import { useLang } from '../../shared/i18n/useLang';
import { absoluteImage, useOrigin } from '../../shared/seo/site';
import { plainText, scriptJson } from '../../shared/seo/text';
import { useSite, type Site } from './site';
import type { Lang } from '../../shared/lib/lang';
import { titleOf } from '../../shared/lib/useDocumentTitle';

export interface PageMetaProps {
  /** The page's own title; the shop's name is added after it. None: the shop's name alone. */
  title?: string;
  /** Plain text (or staff HTML, made plain); the shop's description when empty. */
  description?: string;
  /** The page's one URL path (a product's id path, a category's stored name); default: this path. */
  path?: string;
  /** An image as the API answers it, for link previews; default: the shop's logo. */
  image?: string | null;
  /** The preview image's size when known. */
  imageSize?: { width: number; height: number };
  type?: 'website' | 'product' | 'article';
  /** Structured data, built from what the tags are built from (the shop, origin, canonical URL). */
  jsonLd?: (page: MetaContext) => object[];
  /** Pages that are not for search engines: private pages, errors, missing records. */
  robots?: 'noindex' | 'noindex, nofollow';
}

/** What a page's structured data is written with. */
export interface MetaContext {
  site: Site;
  origin: string;
  lang: Lang;
  canonical: string;
}

const OG_LOCALE = { ar: 'ar_SA', en: 'en_US' } as const;

export function PageMeta({
  title,
  description,
  path,
  image,
  imageSize,
  type = 'website',
  jsonLd,
  robots,
}: PageMetaProps) {
  const lang = useLang();
  const origin = useOrigin();
  const location = useLocation();
  const site = useSite();
  const fullTitle = titleOf(title, site.name);
  const text = plainText(description) || site.about;
  const pagePath = canonicalPath(path ?? location.pathname);
  const canonical = languageUrl(origin, pagePath, lang);
  const picture = absoluteImage(origin, image) ?? site.logo;
  const indexed = robots === undefined;
  const structured = jsonLd?.({ site, origin, lang, canonical }) ?? [];
  return (
    <>
      <title>{fullTitle}</title>
      {text ? <meta name="description" content={text} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={canonical} />
      {indexed
        ? [...LANGUAGES, 'x-default' as const].map((hreflang) => (
            <link
              key={hreflang}
              rel="alternate"
              hrefLang={hreflang}
              href={languageUrl(origin, pagePath, hreflang === 'x-default' ? 'ar' : hreflang)}
            />
          ))
        : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {text ? <meta property="og:description" content={text} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[lang === 'ar' ? 'en' : 'ar']} />
      {picture ? <meta property="og:image" content={picture} /> : null}
      {picture && imageSize && image ? (
        <>
          <meta property="og:image:width" content={String(imageSize.width)} />
          <meta property="og:image:height" content={String(imageSize.height)} />
        </>
      ) : null}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      {text ? <meta name="twitter:description" content={text} /> : null}
      {picture ? <meta name="twitter:image" content={picture} /> : null}
      {structured.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
        />
      ))}
    </>
  );
}
