/**
 * The language choice in the browser: kept in localStorage, and shown on the page. Apart from
 * locale.ts, which the API's tests of the dashboard's providers also read, outside a browser.
 */
import { directionOf, isAdminLang, type AdminLang } from './locale';

/**
 * Where the language choice is kept: react-admin's localStorageStore of the dashboard
 * (`localStorageStore(undefined, ADMIN_STORE_KEY)`), which writes each key as
 * `RaStore<app key>.<key>` with a JSON value. The sign-in screen reads and writes the same entry
 * without loading react-admin, so a choice made there holds in the dashboard and the other way round.
 */
export const ADMIN_STORE_KEY = 'ShopAdmin';
const STORED_LANG_ENTRY = `RaStore${ADMIN_STORE_KEY}.locale`;

export function readStoredLang(storage: Pick<Storage, 'getItem'> = localStorage): AdminLang | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORED_LANG_ENTRY) ?? 'null');
    return isAdminLang(value) ? value : undefined;
  } catch {
    // A private window without storage, or a value that is not JSON: no choice kept.
    return undefined;
  }
}

export function storeLang(lang: AdminLang, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(STORED_LANG_ENTRY, JSON.stringify(lang));
  } catch {
    // Storage refused (full or disabled): the choice holds until the page is closed.
  }
}

/**
 * The language after a sign-in: this device's own choice wins, and is to be remembered for the
 * staff member when theirs differs; a device without one takes the staff member's remembered
 * language.
 */
export function langAfterSignIn(staffLang: AdminLang): { lang: AdminLang; remember?: AdminLang } {
  const chosen = readStoredLang();
  if (!chosen) return { lang: staffLang };
  return chosen === staffLang ? { lang: chosen } : { lang: chosen, remember: chosen };
}

/** Shows the language on the page: `<html lang dir>` and the tab's title. */
export function showLangOnDocument(lang: AdminLang, title: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  document.title = title;
}
