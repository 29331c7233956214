/**
 * Whether the menu is open on a wide screen, kept where react-admin's store keeps it
 * (`sidebar.open` in the dashboard's localStorageStore), so the home drawn before react-admin and
 * react-admin's layout agree.
 */
import { ADMIN_STORE_KEY } from '../i18n/kept-lang';

const SIDEBAR_ENTRY = `RaStore${ADMIN_STORE_KEY}.sidebar.open`;

export function readSidebarOpen(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return JSON.parse(storage.getItem(SIDEBAR_ENTRY) ?? 'true') !== false;
  } catch {
    return true;
  }
}

export function storeSidebarOpen(open: boolean, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(SIDEBAR_ENTRY, JSON.stringify(open));
  } catch {
    // Storage refused: the choice holds until the page is closed.
  }
}
