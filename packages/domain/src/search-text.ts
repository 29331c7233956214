import { normaliseSearch } from './search';

/**
 * What the search column of a product or blog post holds, written whenever the row is saved (by
 * the seed today, by the admin later) so a search finds the same rows however they were created.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The visible text of an HTML fragment: tags become spaces and the common entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ');
}

/**
 * Plain-text excerpt of stored (already sanitised) HTML for list cards and page descriptions: tags
 * dropped, common entities decoded, whitespace collapsed, cut at a word boundary near `max`
 * characters.
 */
export function htmlExcerpt(html: string, max = 160): string {
  const text = htmlToText(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // Block elements separate words; inline ones (b, a, span…) run on with the text around them.
      .replace(
        /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|figure|figcaption|hr)\b[^>]*>/gi,
        ' ',
      )
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The opening paragraph's text (the first `<p>`), or the whole fragment's text when it has none.
 * Product descriptions lead with a summary paragraph and continue with specification lists; only
 * the summary is indexed, so a search for "cotton" does not match every product whose care list
 * mentions a cotton label.
 */
export function leadParagraphText(html: string): string {
  const lead = /<p(?:\s[^>]*)?>([^]*?)<\/p>/i.exec(html)?.[1];
  return htmlToText(lead ?? html).trim();
}

export interface ProductSearchSource {
  nameAr: string;
  nameEn: string;
  /** Sanitised HTML descriptions; their lead paragraphs are indexed. */
  descriptionAr: string;
  descriptionEn: string;
  /** Names of the product's category and its ancestors, both languages. */
  categoryNames?: readonly string[];
  /** Names of the colours it is offered in, both languages. */
  colorNames?: readonly string[];
  /** Other words a shopper may type (fabric, brand), both languages. */
  keywords?: readonly string[];
}

/** A product's normalised search text: names, category, colour names, keywords and lead paragraphs. */
export function productSearchText(p: ProductSearchSource): string {
  return normaliseSearch(
    [
      p.nameAr,
      p.nameEn,
      ...(p.categoryNames ?? []),
      ...(p.colorNames ?? []),
      ...(p.keywords ?? []),
      leadParagraphText(p.descriptionAr),
      leadParagraphText(p.descriptionEn),
    ].join(' '),
  );
}

export interface PostSearchSource {
  titleAr: string;
  titleEn: string;
  /** Sanitised HTML bodies, indexed whole. */
  contentAr: string;
  contentEn: string;
}

/** A blog post's normalised search text: both titles and the full text of both bodies. */
export function postSearchText(p: PostSearchSource): string {
  return normaliseSearch([p.titleAr, p.titleEn, htmlToText(p.contentAr), htmlToText(p.contentEn)].join(' '));
}
