import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on (and
 * at once for a page the browser renders by itself): what depends on the browser alone (the
 * sign-in cookie, saved things) waits for it so the hydrated page matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
