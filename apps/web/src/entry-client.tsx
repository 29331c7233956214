/**
 * The storefront in the browser, loaded by src/boot.ts once the server's page has painted. A page
 * the server rendered (`#shop-state` present) is hydrated:
 * the first screen's answers go into TanStack Query's cache, the route's lazy page is loaded before
 * React takes over (so the first render matches the server's HTML), and React hydrates the whole
 * document. Without a server-rendered page (Vite's dev server), the app renders into #root.
 */
import './shared/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { applyDocumentLang } from './shared/lib/lang';
import { createQueryClient } from './shared/api/queryClient';
import i18n from './shared/i18n';
import './index.css';
import { matchPage, StorefrontRoutes } from './app/routes';
import { Document, STATE_ELEMENT_ID, type ShellState } from './app/Document';
import { ShopProviders } from './app/ShopProviders';
import { setNotFound } from './app/not-found';

async function start() {
  const queryClient = createQueryClient();
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  if (!stateElement) {
    applyDocumentLang();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <ShopProviders queryClient={queryClient} i18n={i18n} origin={location.origin}>
          <BrowserRouter>
            <StorefrontRoutes />
          </BrowserRouter>
        </ShopProviders>
      </StrictMode>,
    );
    return;
  }

  const stateText = stateElement.textContent ?? '';
  const state = JSON.parse(stateText) as ShellState;
  // The server's answers count as read now: a cached page may be up to a minute old, and reading
  // them again the moment the page arrives would undo what the page cache saves.
  const now = Date.now();
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
  for (const key of state.notFound) setNotFound(queryClient, key);
  // A chunk that fails to load here is tried again as the page renders (and shows the crash page
  // if it fails again); the server's HTML stays meanwhile.
  await matchPage(location.pathname)
    ?.route.preload()
    .catch(() => undefined);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task (a click meanwhile still hydrates what it lands on first).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document state={state} stateText={stateText}>
          <ShopProviders queryClient={queryClient} i18n={i18n} origin={state.origin}>
            <BrowserRouter>
              <StorefrontRoutes />
            </BrowserRouter>
          </ShopProviders>
        </Document>
      </StrictMode>,
    );
  });
}

void start();
