/**
 * The dashboard's translations (Arabic by default, English) with ra-i18n-polyglot: react-admin's
 * own texts plus ours (messages.ts). Changing the language updates the shared language state (API requests,
 * theme direction, `<html lang dir>`) and tells `onChange` (the app remembers it for the staff
 * member).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { messages } from './messages';
import { showLangOnDocument } from './kept-lang';
import { isAdminLang, type AdminLang, type LangState } from './locale';

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
