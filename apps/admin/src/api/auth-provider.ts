/**
 * react-admin's auth provider for the staff session: sign-in and GET /me hand over the CSRF token
 * (kept in memory by the API client), the role answers getPermissions and decides, through
 * canAccess, which resources the menu shows and which pages open (the API checks again).
 */
import { HttpError, type AuthProvider } from 'ra-core';
import { adminRoutes, type AdminSession, type Staff } from '@shop/contract';
import { staffMay, type AdminArea } from '@shop/domain';
import type { ApiClient } from './client';

export interface AuthProviderOptions {
  /** The admin area each resource (or one of its actions) belongs to (resources/areas.ts). */
  areaOf(resource: string, action?: string): AdminArea | undefined;
  /** Called with the staff member once signed in (the app remembers the language choice). */
  onSignedIn?(staff: Staff): void;
  /** A session the sign-in screen already holds (its CSRF token and staff member): no GET /me for it. */
  initialSession?: AdminSession;
}

export function createAuthProvider(api: ApiClient, options: AuthProviderOptions): AuthProvider {
  // One GET /me at a time: react-admin asks for identity, permissions and access together.
  let current: Promise<Staff> | null = null;

  const session = (answer: { data: AdminSession }) => {
    api.setCsrfToken(answer.data.csrf_token);
    return answer.data.staff;
  };
  if (options.initialSession) current = Promise.resolve(session({ data: options.initialSession }));
  const me = () => {
    current ??= api
      .request(adminRoutes.me)
      .then(session)
      .catch((error: unknown) => {
        current = null;
        api.setCsrfToken(null);
        throw error;
      });
    return current;
  };

  return {
    async login({ email, password }: { email: string; password: string }) {
      const answer = await api
        .request(adminRoutes.login, { body: { email, password } })
        .catch((error: unknown) => {
          // A refused sign-in is a 422 whose field error says why (wrong email or password…):
          // that text is what the sign-in page shows.
          if (!(error instanceof HttpError)) throw error;
          const errors = error.body?.errors as Record<string, string> | undefined;
          const reason = errors && Object.values(errors).find(Boolean);
          throw reason ? new HttpError(reason, error.status, error.body) : error;
        });
      const staff = session(answer);
      current = Promise.resolve(staff);
      options.onSignedIn?.(staff);
    },
    async logout() {
      if (api.hasSession()) await api.request(adminRoutes.logout).catch(() => undefined);
      api.setCsrfToken(null);
      current = null;
    },
    async checkAuth() {
      await me();
    },
    async checkError(error: unknown) {
      const status = error instanceof HttpError ? error.status : (error as { status?: number })?.status;
      if (status === 401) {
        api.setCsrfToken(null);
        current = null;
        throw error;
      }
      // 403 (a role or CSRF refusal) keeps the session: the page shows the API's message.
    },
    async getIdentity() {
      const staff = await me();
      return { id: staff.id, fullName: staff.name, email: staff.email, role: staff.role, lang: staff.lang };
    },
    async getPermissions() {
      return (await me()).role;
    },
    async canAccess({ resource, action }: { resource: string; action: string }) {
      const area = options.areaOf(resource, action);
      if (!area) return false;
      return staffMay((await me()).role, area);
    },
  };
}
