import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../../test/support/render';
import { RequireSignIn } from './guards';
import { useSession } from './session';

/** Stands for /auth: shows the page it was asked to come back to. */
function AuthStandIn() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p data-testid="auth">{from ?? 'nothing to come back to'}</p>;
}

function renderGuarded() {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthStandIn /> },
      { path: '/account/profile', element: <RequireSignIn>profile</RequireSignIn> },
    ],
    '/account/profile',
  );
}

afterEach(() => cleanup());

describe('a page for signed-in customers', () => {
  it('sends a customer whose session ended to /auth, to come back after signing in', async () => {
    act(() => useSession.getState().signIn('token'));
    renderGuarded();
    expect(await screen.findByText('profile')).toBeTruthy();
    act(() => useSession.getState().signOut());
    expect((await screen.findByTestId('auth')).textContent).toBe('/account/profile');
  });

  it('keeps nothing to come back to for a customer who logged out on purpose', async () => {
    act(() => useSession.getState().signIn('token'));
    renderGuarded();
    expect(await screen.findByText('profile')).toBeTruthy();
    act(() => useSession.getState().signOut({ loggedOut: true }));
    expect((await screen.findByTestId('auth')).textContent).toBe('nothing to come back to');
  });
});
