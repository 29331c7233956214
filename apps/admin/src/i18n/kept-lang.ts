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

/** An entry of the dashboard's localStorageStore (`RaStore<app key>.<key>`, a JSON value). */
export function readStoreEntry(key: string, storage: Pick<Storage, 'getItem'> = localStorage): unknown {
  try {
    return JSON.parse(storage.getItem(`RaStore${ADMIN_STORE_KEY}.${key}`) ?? 'null');
  } catch {
    // A private window without storage, or a value that is not JSON: nothing kept.
    return null;
  }
}

export function writeStoreEntry(
  key: string,
  value: unknown,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(`RaStore${ADMIN_STORE_KEY}.${key}`, JSON.stringify(value));
  } catch {
    // Storage refused (full or disabled): the choice holds until the page is closed.
  }
}

export function readStoredLang(storage: Pick<Storage, 'getItem'> = localStorage): AdminLang | undefined {
  const value = readStoreEntry('locale', storage);
  return isAdminLang(value) ? value : undefined;
}

export function storeLang(lang: AdminLang, storage: Pick<Storage, 'setItem'> = localStorage): void {
  writeStoreEntry('locale', lang, storage);
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
