/**
 * The dashboard's texts in both languages: react-admin's own plus ours, for react-admin's i18n
 * provider and for the home drawn before react-admin loads.
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import ar from './ar';
import en from './en';
import raArabic from './ra-arabic';
import type { AdminLang } from './locale';

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
