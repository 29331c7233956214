/**
 * HTML written by staff in the admin's rich-text editor (TipTap: paragraphs, two heading levels,
 * bold, italic, underline, strike, lists, links, quotes, line breaks, inline code) is cleaned with
 * sanitize-html before it is stored, and the storefront renders it as stored. The allow-list holds
 * what the editor produces and nothing else: no images (photos have their own fields), no style
 * or class (the storefront's stylesheet decides the look), no script, no event handlers, and links
 * only to http(s), mailto and tel, opened with rel="noopener noreferrer".
 */
import sanitizeHtml from 'sanitize-html';
import { cleanMultiline, stripBidiControls } from '@shop/domain';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'br', 'code'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  // Relative links (`/category/...`) stay: they point into the shop itself.
  allowProtocolRelative: false,
  // The contents of these never reach the page (sanitize-html's default list, kept explicit).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens without giving the opened page a handle on the shop's window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

/**
 * The stored form of staff-written HTML: only the editor's tags, safe links, no script. The
 * sanitiser turns character references into the characters themselves, so the text rule's
 * cleaning runs again on its output: a control character written as `&#x1b;` is dropped too, and
 * a bidirectional control the request schema did not refuse (HTML written by other means) cannot
 * reach the page.
 */
export function sanitiseRichText(html: string): string {
  return stripBidiControls(cleanMultiline(sanitizeHtml(html, RICH_TEXT))).trim();
}
