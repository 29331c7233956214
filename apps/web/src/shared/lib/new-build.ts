/**
 * A page opened before a deploy asks for the chunks of the build it came with, which the servers
 * no longer have, the first time it shows a page whose code it has not loaded yet. Loading that
 * address afresh gets the new build. Once per address: code that is missing for another reason
 * (or again after the reload) shows the crash page instead of reloading for ever, and nothing is
 * reloaded while the browser is offline, where a reload would only show its own error page.
 */
const RELOADED_ADDRESS = 'shop:reloaded-for-new-build';

/** The code of a page, or of a part of one, that did not load (its chunk or its text packs). */
export class PageCodeUnavailable extends Error {
  constructor(cause: unknown) {
    super('The page’s code did not load', { cause });
    this.name = 'PageCodeUnavailable';
  }
}

/** Loads the address afresh unless it was just reloaded for this; answers whether it does. */
export function reloadForNewBuild(): boolean {
  if (!navigator.onLine) return false;
  try {
    if (sessionStorage.getItem(RELOADED_ADDRESS) === location.href) return false;
    sessionStorage.setItem(RELOADED_ADDRESS, location.href);
  } catch {
    // No session storage (some private modes): no way to tell a second reload from the first.
    return false;
  }
  location.reload();
  return true;
}

/** A page's code loaded: a later deploy may reload this address again. */
export function pageCodeLoaded(): void {
  try {
    sessionStorage.removeItem(RELOADED_ADDRESS);
  } catch {
    // Nothing was kept.
  }
}
