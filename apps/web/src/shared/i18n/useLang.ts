import { useTranslation } from './useTranslation';
import { DEFAULT_LANGUAGE } from '@shop/contract';
import { isLang, type Lang } from '../lib/lang';

/**
 * The language of the page being rendered: the translator's (per request on the server,
 * the page's own in the browser).
 */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
