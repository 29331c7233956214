/**
 * The account area: its menu, the dashboard's greeting, the downloads page, an unknown child, and
 * logout (which signs out here even when the server call fails).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/auth';
import { getToken } from '../../shared/lib/token';
import { queryKeys } from '../../shared/query/keys';
import { notifySuccess } from '../../shared/ui/toast';
import { fakeApi, failure } from '../../../test/fake-api';
import AccountPage from './AccountPage';
import { renderRoutes, testQueryClient } from '../../../test/support/render';
import { profileFixture, quoteFixture } from '../../../test/support/fixtures';

const profile = profileFixture();

function renderAt(url: string) {
  const queryClient = testQueryClient();
  const router = renderRoutes(
    [
      { path: '/account/*', element: <AccountPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    url,
    queryClient,
  );
  return { router, queryClient };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => useSession.getState().signIn('token-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  useSession.getState().signOut();
});

describe('account', () => {
  it('greets by first name, or by email without one, with links to addresses and profile', async () => {
    fakeApi({ profile: () => ({ message: '', data: profile }) });
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Hello Sara' })).toBeTruthy();
    const content = screen.getByTestId('account-content');
    expect(within(content).getByRole('link', { name: 'Manage addresses' }).getAttribute('href')).toBe(
      '/account/address',
    );
    expect(within(content).getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/account/profile',
    );
    expect(within(content).getByRole('button', { name: 'Log out' })).toBeTruthy();
    cleanup();

    fakeApi({ profile: () => ({ message: '', data: { ...profile, fname: '' } }) });
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Hello sara@example.com' })).toBeTruthy();
  });

  it('has a menu with every child, the current one marked, and a breadcrumb', async () => {
    fakeApi({});
    renderAt('/account/downloads');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/account'],
      ['Orders', '/account/orders'],
      ['Quotes', '/account/quotes'],
      ['Downloads', '/account/downloads'],
      ['Addresses', '/account/address'],
      ['Profile', '/account/profile'],
      ['Change password', '/account/change-password'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Downloads' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('HomeMy accountDownloads');
    expect(screen.getByText('No downloads available yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/shop');
  });

  it('opens a quote below the quotes, its number in the title and the breadcrumb', async () => {
    fakeApi({ quote: () => ({ message: 'OK', data: quoteFixture() }) });
    renderAt('/account/quotes/12');
    expect(await screen.findByRole('heading', { name: 'Quote #12' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Quotes' }).getAttribute('aria-current')).toBe('page');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('HomeMy accountQuotesQuote #12');
    expect(within(crumbs).getByRole('link', { name: 'Quotes' }).getAttribute('href')).toBe('/account/quotes');
    expect(document.title).toContain('Quote #12 | My account');
  });

  it('shows the not-found page for an unknown child', () => {
    fakeApi({});
    renderAt('/account/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeTruthy();
  });

  it("logs out: revokes the token, forgets it and the customer's answers, goes to /auth", async () => {
    const api = fakeApi({
      logout: () => ({ message: 'Logged out' }),
      profile: () => ({ message: '', data: profile }),
    });
    const { router, queryClient } = renderAt('/account');
    await screen.findByRole('heading', { name: 'Hello Sara' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    const logout = api.calls.find((call) => call.path === 'logout')!;
    expect(logout.headers.get('Authorization')).toBe('Bearer token-1');
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryData(queryKeys.account.profile())).toBeUndefined();
    expect(router.state.location.pathname).toBe('/auth');
    expect(notifySuccess).toHaveBeenCalledWith('Logged out');
  });

  it('signs out here even when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ logout: () => failure(503, 'Unavailable'), profile: () => ({ message: '', data: profile }) });
    const { router } = renderAt('/account');
    await screen.findByRole('heading', { name: 'Hello Sara' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');
    expect(notifySuccess).toHaveBeenCalledWith('Logged out');
  });
});
