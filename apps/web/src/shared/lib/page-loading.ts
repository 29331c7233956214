import { useSyncExternalStore } from 'react';

/**
 * Whether a page's chunk is loading: the shell shows a progress bar meanwhile (the router keeps
 * the previous page on screen until the next one can render).
 */
let pending = 0;
const listeners = new Set<() => void>();

function setPending(delta: number) {
  pending += delta;
  for (const listener of listeners) listener();
}

/** Counts `loading` as a page load until it settles. */
export function trackPageLoad<T>(loading: Promise<T>): Promise<T> {
  setPending(1);
  return loading.finally(() => setPending(-1));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
