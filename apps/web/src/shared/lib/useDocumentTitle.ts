import { useEffect } from 'react';

let siteName = '';

/** The shop's name from settings, appended to every page title. */
export function setSiteName(name: string) {
  siteName = name;
}

export function composeTitle(title: string | undefined, name = siteName): string {
  if (!title) return name || document.title;
  return name && title !== name ? `${title} | ${name}` : title;
}

/** Sets document.title for the page (the server writes the same title for crawlers). */
export function useDocumentTitle(title: string | undefined, name?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = composeTitle(title, name ?? siteName);
  }, [title, name]);
}
