/**
 * Renders routes for a component test as the app does: a memory router at `url` inside a query
 * client that does not retry (a failed answer shows at once). Returns the router, to read where a
 * page went.
 */
import { afterEach, beforeAll, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import i18n from '../../src/shared/i18n';

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export function renderRoutes(
  routes: RouteObject[],
  /** The path, or the path with the navigation state a link would have passed. */
  url: string | { pathname: string; state: unknown },
  queryClient = testQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Clicks the button of that name and lets what it starts settle. */
export async function clickButton(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/**
 * The usual frame of a page test file: its texts in English, and after each test the page taken
 * down, a stubbed `fetch` restored and mocks' calls forgotten.
 */
export function englishPageTests() {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}
