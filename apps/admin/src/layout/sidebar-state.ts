/**
 * Whether the menu is open on a wide screen, kept where react-admin's store keeps it
 * (`sidebar.open`), so the home drawn before react-admin and react-admin's layout agree.
 */
import { readStoreEntry, writeStoreEntry } from '../i18n/kept-lang';

export const readSidebarOpen = (): boolean => readStoreEntry('sidebar.open') !== false;

export const storeSidebarOpen = (open: boolean): void => writeStoreEntry('sidebar.open', open);
