/**
 * The storefront's first script, a few hundred bytes: once the browser has painted the server's
 * HTML it fetches the app (the entry and the page's chunks, named in the page's `#shop-state`),
 * which then hydrates the page. Fetched from the start, the app's 110 KB would share a slow
 * phone's link with the stylesheet, fonts and first image that the first paint waits for; the
 * page works without it meanwhile (its links are links), and the app arrives a frame later.
 */
import type { ShellState } from './app/shell-state';

// app/shell-state.ts's STATE_ELEMENT_ID, written out: importing it would put a shared chunk of one
// constant in front of this script (one more round trip before the app is even requested).
const STATE_ELEMENT_ID = 'shop-state';

function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * After the next frame has been painted; at once in a hidden tab, which runs no frames (and at
 * the latest after half a second, should the tab be hidden meanwhile).
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
}

/**
 * Remembers the first interaction, so that one made before the app has hydrated (the pointer
 * moved over the hero while the app loads) is not lost to listeners the app adds later.
 */
function rememberFirstInteraction() {
  const types = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'];
  const options = { capture: true, passive: true };
  const seen = () => {
    window.shopInteracted = true;
    for (const type of types) window.removeEventListener(type, seen, options);
  };
  for (const type of types) window.addEventListener(type, seen, options);
}

async function boot() {
  await documentParsed();
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return;
  const { assets } = JSON.parse(text) as Pick<ShellState, 'assets'>;
  await afterFirstPaint();
  for (const href of assets.modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  await import(/* @vite-ignore */ assets.entry);
}

rememberFirstInteraction();
void boot();
