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
