/**
 * What the server hands the browser with each page, in a JSON data block (`#shop-state`): the
 * content security policy allows no inline script, and a data block is not script. Kept apart
 * from the document's component so the boot script can read it without React.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { Lang } from '../shared/lib/lang';

export const STATE_ELEMENT_ID = 'shop-state';

/** The files a page loads: its stylesheets and fonts, the boot script, and the app's chunks. */
export interface PageAssets {
  /** The first script: loads the app once the page has painted (src/boot.ts). */
  boot: string;
  /** The app's entry (hydrates the page). */
  entry: string;
  css: string[];
  /** The entry's and the page's other chunks, fetched beside the entry. */
  modules: string[];
  fonts: string[];
}

export interface ShellState {
  lang: Lang;
  /** The origin absolute URLs are written with (canonical, Open Graph). */
  origin: string;
  assets: PageAssets;
  /** The first screen's answers, under their query keys. */
  queries: DehydratedState;
  /** Query keys whose answer was "not found" (a missing product, category or article). */
  notFound: unknown[][];
}

declare global {
  interface Window {
    /**
     * Set by the boot script on the shopper's first interaction (pointer, touch, key, wheel,
     * scroll), which may come while the app is still loading: what waits for one (the carousels)
     * then need not wait for another.
     */
    shopInteracted?: boolean;
  }
}
