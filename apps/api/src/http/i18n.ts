/**
 * The path's language (`/ar/api/…` or `/en/api/…`) decides the language of every answer, error
 * texts included. The languages and the message catalogue live in shared/i18n.ts, below the HTTP
 * layer, so services can name them; they are re-exported here for the routes.
 */
import { defaultLang, type Lang } from '../shared/i18n.js';

export {
  defaultLang,
  languages,
  translate,
  type Lang,
  type MessageKey,
  type MessageParams,
} from '../shared/i18n.js';

/** `/en/api/...` → en, `/ar/...` → ar, anything else → the default language. */
export function langFromUrl(url: string): Lang {
  return url.startsWith('/en/') || url === '/en' ? 'en' : defaultLang;
}
