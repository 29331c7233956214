import { create } from 'zustand';

/**
 * Whether a page's chunk is loading: the shell shows a progress bar meanwhile (the router keeps
 * the previous page on screen until the next one can render).
 */
const usePendingPageLoads = create<{ pending: number }>(() => ({ pending: 0 }));

const addPending = (delta: number) => usePendingPageLoads.setState((s) => ({ pending: s.pending + delta }));

/** Counts `loading` as a page load until it settles. */
export function trackPageLoad<T>(loading: Promise<T>): Promise<T> {
  addPending(1);
  return loading.finally(() => addPending(-1));
}

/** False on the server and during hydration (the store's initial state), as the server rendered. */
export function usePageLoading(): boolean {
  return usePendingPageLoads((s) => s.pending > 0);
}
