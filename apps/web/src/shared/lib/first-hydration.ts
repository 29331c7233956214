/**
 * Whether the browser has taken over the server's first page: false on the server and while React
 * hydrates, true from the first commit on. Unlike `useHydrated()` it is read once, without a
 * subscription: a component that re-rendered when it flips would push an update into parts of the
 * page React has not hydrated yet, and React gives such a part's server HTML up.
 */
let hydrated = false;

/** Called once the first page has hydrated; marks `<html data-hydrated>` for the browser tests. */
export function markFirstPageHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = 'true';
}

export function isFirstPageHydrated(): boolean {
  return hydrated;
}
