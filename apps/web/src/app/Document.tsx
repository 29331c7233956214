/**
 * The whole HTML document of a storefront page, rendered by React on the server and hydrated in
 * the browser (so React owns `<html lang dir>` and places each page's title and tags in the head).
 * What the browser needs to hydrate it identically travels in a JSON data block (`#shop-state`):
 * the content security policy allows no inline script, and a data block is not script.
 */
import type { ReactNode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { dirOf, type Lang } from '../shared/lib/lang';

/** The files a page loads: the entry script, its stylesheets, and the chunks and fonts it needs first. */
export interface PageAssets {
  entry: string;
  css: string[];
  modules: string[];
  fonts: string[];
}

/** What the server hands the browser with the page. */
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

export const STATE_ELEMENT_ID = 'shop-state';

interface Props {
  state: ShellState;
  /** The state as written in the page (JSON with `<` escaped), the same text on both sides. */
  stateText: string;
  children: ReactNode;
}

export function Document({ state, stateText, children }: Props) {
  const { lang, assets } = state;
  return (
    <html lang={lang} dir={dirOf(lang)} data-rendered="server">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#b91c1c" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modules.map((href) => (
          <link key={href} rel="modulepreload" href={href} crossOrigin="" />
        ))}
        <script type="module" src={assets.entry} crossOrigin="" />
      </head>
      <body>
        {children}
        <script id={STATE_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: stateText }} />
      </body>
    </html>
  );
}
