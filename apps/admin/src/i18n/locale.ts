/**
 * The dashboard's language outside React: the API client asks for answers in it, the theme and the
 * emotion cache follow its direction, and `<html lang dir>` shows it. react-admin's own locale store
 * (persisted in localStorage, so the choice survives before sign-in) stays the source of truth and
 * tells this one through the i18n provider's changeLocale.
 */
export const ADMIN_LANGS = ['ar', 'en'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];
export const DEFAULT_LANG: AdminLang = 'ar';

export function isAdminLang(value: unknown): value is AdminLang {
  return typeof value === 'string' && (ADMIN_LANGS as readonly string[]).includes(value);
}

export const directionOf = (lang: AdminLang) => (lang === 'ar' ? 'rtl' : 'ltr');

type Listener = (lang: AdminLang) => void;

export interface LangState {
  get(): AdminLang;
  set(lang: AdminLang): void;
  subscribe(listener: Listener): () => void;
}

export function createLangState(initial: AdminLang): LangState {
  let current = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(lang) {
      if (lang === current) return;
      current = lang;
      for (const listener of listeners) listener(lang);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
