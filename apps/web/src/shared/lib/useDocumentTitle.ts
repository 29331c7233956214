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

export function composeTitle(title: string | undefined, name = siteName): string {
  if (!title) return name || document.title;
  return name && title !== name ? `${title} | ${name}` : title;
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
