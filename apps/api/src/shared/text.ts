/** Small text helpers for answers (not business rules). */
import { htmlToText } from '@shop/domain';

/**
 * Plain-text excerpt of stored (already sanitised) HTML for list cards: tags dropped, common
 * entities decoded, whitespace collapsed, cut at a word boundary near `max` characters.
 */
export function htmlExcerpt(html: string, max = 160): string {
  const text = htmlToText(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Escapes LIKE wildcards so user text is matched literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rounds to at most two decimals (ratings are stored as real). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
