/**
 * A dashboard opened before a deploy asks for the chunks of the build it came with, which the
 * server no longer has, the first time it opens a page whose code it has not loaded yet. Loading
 * the address afresh brings the new build. That happens once per address (remembered for the tab
 * in sessionStorage) and never offline, where a reload would only show the browser's own error;
 * otherwise the failure stands and react-admin shows its error page.
 */
const RELOADED_FOR = 'admin:reloaded-for-new-build';

function reloadOnce(): boolean {
  if (!navigator.onLine) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === location.href) return false;
    sessionStorage.setItem(RELOADED_FOR, location.href);
  } catch {
    // No session storage: a second reload could not be told from the first.
    return false;
  }
  location.reload();
  return true;
}

/** `load`, which on failure loads the page afresh (once) and meanwhile never settles. */
export function loadOrReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(
      (loaded) => {
        try {
          sessionStorage.removeItem(RELOADED_FOR);
        } catch {
          // Nothing was kept.
        }
        return loaded;
      },
      (error: unknown) => {
        if (reloadOnce()) return new Promise<T>(() => undefined);
        throw error;
      },
    );
}
