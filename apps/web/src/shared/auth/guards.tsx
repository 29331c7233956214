/**
 * Route guards (docs/decisions.md, Sign-in guards): /checkout, /bill/{id} and every /account route
 * need a signed-in customer; without one the browser goes to /auth and comes back to where it was
 * after signing in. /auth and its children send a signed-in customer home.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session';

/** What /auth reads to send the customer back after signing in. */
export interface ReturnState {
  from?: string;
}

/** Where to go after signing in: the guarded page the customer asked for, else home. */
export function returnPathOf(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  // Only a path of this site: never an absolute URL or a protocol-relative one.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  const location = useLocation();
  if (!signedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from } satisfies ReturnState} />;
  }
  return <>{children}</>;
}

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPathOf(location.state)} replace />;
  return <>{children}</>;
}
