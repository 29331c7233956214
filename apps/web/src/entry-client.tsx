/**
 * The storefront in the browser. A page the server rendered (`#shop-state` present) is hydrated:
 * the first screen's answers go into TanStack Query's cache, the route's lazy page is loaded before
 * React takes over (so the first render matches the server's HTML), and React hydrates the whole
 * document. Without a server-rendered page (Vite's dev server), the app renders into #root.
 */
import './shared/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { applyDocumentLang } from './shared/lib/lang';
import { createQueryClient } from './shared/api/queryClient';
import i18n from './shared/i18n';
import './index.css';
import { routes } from './app/routes';
import { Document, STATE_ELEMENT_ID, type ShellState } from './app/Document';
import { ShopProviders } from './app/ShopProviders';
import { setNotFound } from './app/not-found';

/** Loads the lazy routes of the current URL and makes them ordinary routes, as the server had them. */
async function loadMatchedRoutes(list: RouteObject[]) {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const queryClient = createQueryClient();
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  if (!stateElement) {
    applyDocumentLang();
    const router = createBrowserRouter(routes);
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <ShopProviders queryClient={queryClient} i18n={i18n} origin={location.origin}>
          <RouterProvider router={router} />
        </ShopProviders>
      </StrictMode>,
    );
    return;
  }

  const stateText = stateElement.textContent ?? '';
  const state = JSON.parse(stateText) as ShellState;
  hydrate(queryClient, state.queries);
  for (const key of state.notFound) setNotFound(queryClient, key);
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document,
    <StrictMode>
      <Document state={state} stateText={stateText}>
        <ShopProviders queryClient={queryClient} i18n={i18n} origin={state.origin}>
          <RouterProvider router={router} />
        </ShopProviders>
      </Document>
    </StrictMode>,
  );
}

void start();
