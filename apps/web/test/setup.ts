/**
 * Runs before every component test file. Component tests render pages without the route table,
 * which is what loads each page's texts in the app; every text pack is loaded up front instead.
 *
 * The files of a worker share one module graph and one document (`isolate: false` in
 * vitest.config.ts: React, the router and the pages are imported once per worker instead of once
 * per file, half of the project's CPU time), so each file starts here from what a new page would
 * be: nothing rendered, no stored language, cookie, spy, stub or fake clock, at `/`, in Arabic.
 * A file that needs a module's export replaced spies on it (`vi.spyOn(module, 'name')`): a module
 * mock (`vi.mock`) would not reach the modules an earlier file already imported.
 */
import { beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_LANGUAGE } from '@shop/contract';
import i18n, { allTextPacks, loadTexts } from '../src/shared/i18n';
import * as toast from '../src/shared/ui/toast';
import { useSession } from '../src/shared/auth';
import { useCartStore } from '../src/features/cart';

cleanup();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; path=/; max-age=0`;
}
window.history.replaceState(null, '', '/');
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');
document.title = '';
useSession.setState(useSession.getInitialState(), true);
useCartStore.setState(useCartStore.getInitialState(), true);

await loadTexts(allTextPacks);
await i18n.changeLanguage(DEFAULT_LANGUAGE);

// Toasts are recorded, not shown (react-toastify is loaded by the shell, which most tests do not
// render); a test reads them with vi.mocked(notifyError). Spied again before each test, since
// several files restore every spy after each of theirs.
beforeEach(() => {
  vi.spyOn(toast, 'notifyError').mockImplementation(() => {});
  vi.spyOn(toast, 'notifySuccess').mockImplementation(() => {});
});

// findBy… and waitFor end as soon as their condition holds; their bound (one second by default) is
// only a safety net, generous because a busy machine can take seconds to render a page.
configure({ asyncUtilTimeout: 30_000 });
