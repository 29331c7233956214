/** The header's account icon: /account when signed in, /auth otherwise, named in the page's language. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import i18n from '../src/shared/i18n';
import { useSession } from '../src/shared/auth';
import { Header } from '../src/features/layout/Header';
import { MobileDrawer } from '../src/features/layout/MobileDrawer';

function renderHeader() {
  // Settings never answer here: the header renders without them.
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Header />
        <MobileDrawer open onClose={() => {}} categories={[]} menuCategories={[]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  useSession.getState().signOut();
});

describe('account link', () => {
  it('leads a visitor to sign in, in Arabic and in English', async () => {
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    renderHeader();
    // The header's icon and the phone drawer's link.
    const links = screen.getAllByRole('link', { name: 'تسجيل الدخول' });
    expect(links.map((link) => link.getAttribute('data-testid'))).toEqual([
      'header-account',
      'drawer-account',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/auth', '/auth']);
    cleanup();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    renderHeader();
    expect(screen.getByTestId('header-account').getAttribute('aria-label')).toBe('Sign in');
  });

  it('leads a signed-in customer to the account, and follows signing out', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    useSession.getState().signIn('abc');
    renderHeader();
    const link = screen.getByTestId('header-account');
    expect(link.getAttribute('href')).toBe('/account');
    expect(link.getAttribute('aria-label')).toBe('My account');
    expect(screen.getByTestId('drawer-account').textContent).toBe('My account');
    act(() => useSession.getState().signOut());
    expect(screen.getByTestId('header-account').getAttribute('href')).toBe('/auth');
  });
});
