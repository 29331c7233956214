/**
 * The shopper's language. The server decides it for every page (`?lang=` beats the `lang` cookie,
 * Arabic by default) and writes it into `<html lang dir>`; the browser takes that choice as is, so
 * the page it hydrates is the page the server rendered. The choice is kept in the `lang` cookie
 * (read by the server) and mirrored in localStorage. The languages, the default and the cookie's
 * name are @shop/contract's, shared with the server.
 *
 * Components read the language of the page they render with `useLang()` (shared/i18n): on the
 * server one process renders both languages, so a module-level constant cannot decide there.
 */
import { COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/contract';

export type Lang = Language;

const STORAGE_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function readStored(): Lang | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLang(stored) ? stored : null;
  } catch {
    return null;
  }
}

function writeCookie(lang: Lang) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NAMES.lang}=${lang}; path=/; max-age=31536000; SameSite=Lax${secure}`;
}

function persist(lang: Lang) {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode or full storage: the cookie still carries the choice.
  }
  writeCookie(lang);
}

/**
 * Resolves the language once at start-up in the browser: the server-rendered `<html lang>` when
 * the page came from the server, else ?lang=, else storage, else the default (a page rendered only
 * in the browser, as in the component tests).
 */
export function initialLang(): Lang {
  const rendered =
    document.documentElement.dataset.rendered === 'server' ? document.documentElement.lang : '';
  const fromQuery = new URLSearchParams(location.search).get('lang');
  const lang = isLang(rendered)
    ? rendered
    : isLang(fromQuery)
      ? fromQuery
      : (readStored() ?? DEFAULT_LANGUAGE);
  persist(lang);
  return lang;
}

/** The browser's language for this page's life (the default on the server, where it is not used). */
export const currentLang: Lang = typeof document === 'undefined' ? DEFAULT_LANGUAGE : initialLang();

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'en' ? 'ltr' : 'rtl';
}

export function otherLang(lang: Lang = currentLang): Lang {
  return lang === 'ar' ? 'en' : 'ar';
}

/** Saves the choice and reloads the page, so every text and every answer comes in the new language. */
export function switchLang(lang: Lang) {
  persist(lang);
  const url = new URL(location.href);
  url.searchParams.delete('lang');
  location.replace(url.toString());
}

export function applyDocumentLang(lang: Lang = currentLang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}
