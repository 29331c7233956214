/** Text for search engines and sharing: descriptions from staff HTML, JSON in script elements. */
import { htmlExcerpt } from '@shop/domain';

/** Plain text of staff HTML for a description, cut near 160 characters. */
export function plainText(html: string | null | undefined): string {
  return html ? htmlExcerpt(html) : '';
}

/** JSON for a `<script type="application/ld+json">` or data block: nothing in it can end the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
