/**
 * The shopper's language: localStorage `lang` decides (default Arabic), mirrored in the `lang`
 * cookie so the server writes the right <html lang dir> and meta tags; `?lang=en|ar` on any URL
 * sets it. The languages, the default and the cookie's name are @shop/contract's, shared with the
 * server.
 */
import { COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/contract';

export type Lang = Language;

const STORAGE_KEY = 'lang';

function isLang(value: unknown): value is Lang {
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

/** Resolves the language once at start-up: ?lang= beats storage, storage beats the default. */
export function initialLang(): Lang {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (isLang(fromQuery)) {
    persist(fromQuery);
    return fromQuery;
  }
  const stored = readStored();
  const lang = stored ?? DEFAULT_LANGUAGE;
  persist(lang);
  return lang;
}

export const currentLang: Lang = typeof window === 'undefined' ? DEFAULT_LANGUAGE : initialLang();

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
