/**
 * The dashboard's translations (Arabic by default, English) with ra-i18n-polyglot: react-admin's
 * own texts plus ours. Changing the language updates the shared language state (API requests,
 * theme direction, `<html lang dir>`) and tells `onChange` (the app remembers it for the staff
 * member).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import ar from './ar';
import en from './en';
import raArabic from './ra-arabic';
import { showLangOnDocument } from './kept-lang';
import { isAdminLang, type AdminLang, type LangState } from './locale';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `over` on top of `base`, nested objects merged key by key. */
function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

export const messages: Record<AdminLang, TranslationMessages> = {
  en: { ...englishMessages, ...en } as TranslationMessages,
  // English under the Arabic, so a react-admin text we have not translated reads in English.
  ar: deepMerge(deepMerge(englishMessages, raArabic), ar) as TranslationMessages,
};

export function createI18nProvider(lang: LangState, onChange?: (next: AdminLang) => void): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => messages[isAdminLang(locale) ? locale : 'ar'],
    lang.get(),
    [
      { locale: 'ar', name: 'العربية' },
      { locale: 'en', name: 'English' },
    ],
  );
  showLangOnDocument(lang.get(), polyglot.translate('app.title'));
  return {
    ...polyglot,
    async changeLocale(locale, options) {
      const next = isAdminLang(locale) ? locale : 'ar';
      await polyglot.changeLocale(next, options);
      lang.set(next);
      showLangOnDocument(next, polyglot.translate('app.title'));
      onChange?.(next);
    },
  };
}
