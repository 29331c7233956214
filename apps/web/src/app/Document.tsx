/**
 * The whole HTML document of a storefront page, rendered by React on the server and hydrated in
 * the browser (so React owns `<html lang dir>` and places each page's title and tags in the head).
 * What the browser needs to hydrate it identically travels in a JSON data block (`#shop-state`,
 * app/shell-state.ts).
 */
import { useEffect, type ReactNode } from 'react';
import { markFirstPageHydrated } from '../shared/lib/first-hydration';
import { dirOf } from '../shared/lib/lang';
import { STATE_ELEMENT_ID, type ShellState } from './shell-state';

export { STATE_ELEMENT_ID, type PageAssets, type ShellState } from './shell-state';

interface Props {
  state: ShellState;
  /** The state as written in the page (JSON with `<` escaped), the same text on both sides. */
  stateText: string;
  children: ReactNode;
}

/**
 * Marks the document `data-hydrated` once React has taken over the server's HTML: before that a
 * click does nothing, so the browser journeys wait for the mark before they act.
 */
function HydratedMark() {
  useEffect(markFirstPageHydrated, []);
  return null;
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
        {/* A precedence makes React write the stylesheets at the top of the head. */}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/* The boot script fetches the app once the page has painted (src/boot.ts); async, so
            React writes it right after the stylesheets. */}
        <script type="module" async src={assets.boot} crossOrigin="" />
      </head>
      <body>
        {children}
        <HydratedMark />
        <script
          id={STATE_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: stateText }}
        />
      </body>
    </html>
  );
}
