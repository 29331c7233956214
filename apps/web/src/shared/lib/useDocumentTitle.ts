import { useEffect, useSyncExternalStore } from 'react';

let siteName = '';
const listeners = new Set<() => void>();

/** The shop's name from settings, appended to every page title. */
export function setSiteName(name: string) {
  if (name === siteName) return;
  siteName = name;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Page | Shop", or the shop's name alone (the page's own title when the name is not known yet). */
export function titleOf(page: string | undefined, site: string): string {
  if (!site) return page ?? '';
  return page && page !== site ? `${page} | ${site}` : site;
}

export function composeTitle(title: string | undefined, name = siteName): string {
  if (!title) return name || document.title;
  return titleOf(title, name);
}

/** Sets document.title for the page as "Page | Shop" (the server writes the same title for crawlers). */
export function useDocumentTitle(title: string | undefined) {
  const name = useSyncExternalStore(
    subscribe,
    () => siteName,
    () => siteName,
  );
  useEffect(() => {
    if (!title) return;
    document.title = composeTitle(title, name);
  }, [title, name]);
}
