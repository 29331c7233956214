/**
 * Writes a page's search and sharing tags into the storefront's index.html. Pure string work: the
 * values come from resolve.ts. Everything inserted is escaped; JSON-LD is serialised with `<`, `>`,
 * `&` and the line separators escaped so no value can close the script element.
 */
import type { Lang } from '../../http/i18n.js';
import type { Preload } from './preload.js';

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface SeoMeta {
  lang: Lang;
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  alternates: Alternate[];
  siteName: string;
  type: 'website' | 'product' | 'article';
  /** Absolute image URL for sharing. */
  image?: string;
  imageWidth?: number;
  imageHeight?: number;
  robots?: string;
  jsonLd: object[];
  /** `<link rel="preload">` hints for the route's LCP image and first API calls (preload.ts). */
  preloads?: Preload[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON for a `<script type="application/ld+json">` body: nothing in it can end the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Plain text of staff HTML, whitespace collapsed and cut at a word boundary near `max` characters. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // Block elements separate words; inline ones (b, a, span…) do not.
    .replace(
      /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|figure|figcaption|hr)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const OG_LOCALE: Record<Lang, string> = { ar: 'ar_SA', en: 'en_US' };

export function headTags(meta: SeoMeta): string {
  const tags: string[] = [];
  const metaName = (name: string, content: string) =>
    tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  const metaProp = (property: string, content: string) =>
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);

  // First, so the downloads start before the parser reaches anything else.
  for (const preload of meta.preloads ?? []) tags.push(preloadTag(preload));
  if (meta.description) metaName('description', meta.description);
  if (meta.robots) metaName('robots', meta.robots);
  tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  for (const alt of meta.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}" />`,
    );
  }
  metaProp('og:site_name', meta.siteName);
  metaProp('og:type', meta.type);
  metaProp('og:title', meta.title);
  if (meta.description) metaProp('og:description', meta.description);
  metaProp('og:url', meta.canonical);
  metaProp('og:locale', OG_LOCALE[meta.lang]);
  metaProp('og:locale:alternate', OG_LOCALE[meta.lang === 'ar' ? 'en' : 'ar']);
  if (meta.image) {
    metaProp('og:image', meta.image);
    if (meta.imageWidth) metaProp('og:image:width', String(meta.imageWidth));
    if (meta.imageHeight) metaProp('og:image:height', String(meta.imageHeight));
  }
  metaName('twitter:card', meta.image ? 'summary_large_image' : 'summary');
  metaName('twitter:title', meta.title);
  if (meta.description) metaName('twitter:description', meta.description);
  if (meta.image) metaName('twitter:image', meta.image);
  for (const data of meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonLdText(data)}</script>`);
  }
  return tags.join('\n    ');
}

export function preloadTag(preload: Preload): string {
  if (preload.as === 'fetch') {
    return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(preload.href)}" />`;
  }
  const attrs = [
    preload.href ? `href="${escapeHtml(preload.href)}"` : '',
    preload.imagesrcset ? `imagesrcset="${escapeHtml(preload.imagesrcset)}"` : '',
    preload.imagesizes ? `imagesizes="${escapeHtml(preload.imagesizes)}"` : '',
  ].filter(Boolean);
  return `<link rel="preload" as="image" fetchpriority="high" ${attrs.join(' ')} />`;
}

/** index.html with `<html lang dir>`, the title and the head tags of `meta`. */
export function injectSeo(html: string, meta: SeoMeta): string {
  const dir = meta.lang === 'en' ? 'ltr' : 'rtl';
  let out = /<html[^>]*>/i.test(html)
    ? html.replace(/<html[^>]*>/i, `<html lang="${meta.lang}" dir="${dir}">`)
    : html;
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  out = /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : insertHead(out, title);
  // Drop tags the template may carry that we write ourselves.
  out = out
    .replace(/\s*<meta\s+name="description"[^>]*>/gi, '')
    .replace(/\s*<link\s+rel="canonical"[^>]*>/gi, '');
  const tags = headTags(meta);
  return out.includes('<!--app-head-->') ? out.replace('<!--app-head-->', () => tags) : insertHead(out, tags);
}

function insertHead(html: string, tags: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  if (/<body[^>]*>/i.test(html)) return html.replace(/<body[^>]*>/i, (body) => `<head>${tags}</head>${body}`);
  return tags + html;
}

/** Only `<html lang dir>`: for when the database cannot be reached. */
export function injectLang(html: string, lang: Lang): string {
  const dir = lang === 'en' ? 'ltr' : 'rtl';
  return /<html[^>]*>/i.test(html)
    ? html.replace(/<html[^>]*>/i, `<html lang="${lang}" dir="${dir}">`)
    : html;
}
