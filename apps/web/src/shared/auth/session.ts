/**
 * Whether a customer is signed in, as the whole storefront sees it. The `token` cookie is the
 * truth (it expires after a day on its own); this store mirrors it so the header, the guards and
 * the pages re-render when the customer signs in or out, and `signIn` / `signOut` are the only
 * ways the storefront changes it.
 */
import { create } from 'zustand';
import { getToken, removeToken, setToken } from '../lib/token';

interface SessionState {
  signedIn: boolean;
  /**
   * The customer logged out on purpose: the page they were on is not kept for after the next
   * sign-in (a session that expired, or a 401, keeps it).
   */
  loggedOut: boolean;
  /** Keeps the token for a day (login, signup, a password change's fresh token). */
  signIn(token: string): void;
  /** Forgets the token (logout, a 401, a finished password reset); `loggedOut` for a logout. */
  signOut(options?: { loggedOut?: boolean }): void;
  /** Re-reads the cookie (it may have expired while the tab was open). */
  refresh(): void;
}

/**
 * Starts signed out, as the server renders every page (it never renders a customer's own data),
 * then reads the cookie at once: React hydrates the server's HTML with the store's initial state and
 * re-renders with the current one right after, so both agree.
 */
export const useSession = create<SessionState>((set) => ({
  signedIn: false,
  loggedOut: false,
  signIn(token) {
    setToken(token);
    set({ signedIn: true, loggedOut: false });
  },
  signOut(options) {
    removeToken();
    set({ signedIn: false, loggedOut: options?.loggedOut ?? false });
  },
  refresh() {
    set({ signedIn: getToken() !== null });
  },
}));

if (typeof document !== 'undefined') useSession.getState().refresh();
