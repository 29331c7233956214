/**
 * Route guards (docs/decisions.md, Sign-in guards): /checkout, /bill/{id} and every /account route
 * need a signed-in customer; without one the browser goes to /auth and comes back to where it was
 * after signing in. /auth and its children send a signed-in customer home.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session';
import { useHydrated } from '../lib/useHydrated';

/** What /auth reads to send the customer back after signing in. */
export interface ReturnState {
  from?: string;
}

/** The query parameter that carries the page to return to across a full reload (after a 401). */
export const RETURN_PARAM = 'from';

/** Only a path of this site: never an absolute URL, a protocol-relative one or a backslash trick. */
function isLocalPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/**
 * Where to go after signing in: the guarded page the customer asked for (in the navigation state,
 * or in `?from=` when a 401 reloaded the page), else home.
 */
export function returnPathOf(state: unknown, search = ''): string {
  const fromState = (state as ReturnState | null)?.from;
  if (isLocalPath(fromState)) return fromState;
  const fromQuery = new URLSearchParams(search).get(RETURN_PARAM);
  return isLocalPath(fromQuery) ? fromQuery : '/';
}

/** /auth with the page to come back to, for a full-page redirect. */
export function signInUrl(from: string): string {
  return isLocalPath(from) && !from.startsWith('/auth')
    ? `/auth?${RETURN_PARAM}=${encodeURIComponent(from)}`
    : '/auth';
}

/**
 * The page for a signed-in customer only. The server renders its place (it never knows the
 * customer), and the browser decides once it has taken over the page.
 */
export function RequireSignIn({ children, shell }: { children: ReactNode; shell?: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  const loggedOut = useSession((s) => s.loggedOut);
  const location = useLocation();
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <div className="min-h-screen" aria-busy="true">
        {shell}
      </div>
    );
  if (!signedIn) {
    // Logged out on purpose (the logout also goes to /auth itself): nothing to come back to.
    if (loggedOut) return <Navigate to="/auth" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from } satisfies ReturnState} />;
  }
  return <>{children}</>;
}

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPathOf(location.state, location.search)} replace />;
  return <>{children}</>;
}
