/**
 * The staff API calls made before react-admin loads, with plain fetch: the sign-in screen's four
 * (the session, sign-in, the reset code and the new password) and the home's three (its figures,
 * the remembered language and sign-out). the dashboard's API client brings the contract's schemas and
 * react-admin's errors, which the screens shown before react-admin must not wait for. Paths and shapes
 * are typed from the contract: a route that moves fails the type check here.
 */
import type {
  ADMIN_API_PREFIX,
  ADMIN_CSRF_HEADER,
  AdminSession,
  AnswerOf,
  BodyOf,
  adminRoutes,
  ValidationErrorAnswer,
} from '@shop/contract';
import { fieldErrors } from '../api/field-errors';
import type { AdminLang } from '../i18n/locale';

type Routes = typeof adminRoutes;

const PREFIX: typeof ADMIN_API_PREFIX = '/admin/api';
const CSRF_HEADER: typeof ADMIN_CSRF_HEADER = 'x-csrf-token';
type Called = 'me' | 'login' | 'passwordForgot' | 'passwordReset' | 'dashboard' | 'mePreferences' | 'logout';
const PATHS: { [K in Called]: Routes[K]['path'] } = {
  me: '/me',
  login: '/login',
  passwordForgot: '/password/forgot',
  passwordReset: '/password/reset',
  dashboard: '/dashboard',
  mePreferences: '/me',
  logout: '/logout',
};
const METHODS: { [K in Called]: Routes[K]['method'] } = {
  me: 'GET',
  login: 'POST',
  passwordForgot: 'POST',
  passwordReset: 'POST',
  dashboard: 'GET',
  mePreferences: 'PUT',
  logout: 'POST',
};

/** A refusal: the API's translated message, and for a 422 each field's texts joined. */
export class SignInRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SignInRefusal';
  }
}

/** The server could not be reached or answered something that is not the API's JSON. */
export class SignInUnreachable extends Error {
  constructor() {
    super('unreachable');
    this.name = 'SignInUnreachable';
  }
}

export interface SessionApiOptions {
  lang: () => AdminLang;
  /** The browser's fetch unless a test passes its own. */
  fetch?: typeof fetch;
  /** Where the API is; the page's own origin when empty. */
  baseUrl?: string;
}

export interface SessionApi {
  /** The signed-in staff member's session, or null when there is none (401). */
  current(): Promise<AdminSession | null>;
  signIn(body: BodyOf<Routes['login']>): Promise<AdminSession>;
  forgotPassword(body: BodyOf<Routes['passwordForgot']>): Promise<AnswerOf<Routes['passwordForgot']>>;
  resetPassword(body: BodyOf<Routes['passwordReset']>): Promise<AnswerOf<Routes['passwordReset']>>;
  /** The home's figures; a `SignInRefusal` with status 401 when the session has ended. */
  dashboard(): Promise<AnswerOf<Routes['dashboard']>['data']>;
  /** Remembers `lang` for the staff member of `session`. */
  rememberLang(session: AdminSession, lang: AdminLang): Promise<void>;
  signOut(session: AdminSession): Promise<void>;
}

export function createSessionApi(options: SessionApiOptions): SessionApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = `${options.baseUrl ?? ''}${PREFIX}`;

  async function call<T>(route: Called, body?: unknown, session?: AdminSession): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${PATHS[route]}`, {
        method: METHODS[route],
        headers: {
          accept: 'application/json',
          'accept-language': options.lang(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(session ? { [CSRF_HEADER]: session.csrf_token } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new SignInUnreachable();
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      // A proxy's HTML error page or an empty answer: not the API speaking.
      throw new SignInUnreachable();
    }
    if (response.ok) return answer as T;
    const refusal = answer as Partial<ValidationErrorAnswer> | undefined;
    if (typeof refusal?.message !== 'string') throw new SignInUnreachable();
    throw new SignInRefusal(refusal.message, response.status, fieldErrors(refusal.errors) ?? {});
  }

  return {
    async current() {
      try {
        return (await call<AnswerOf<Routes['me']>>('me')).data;
      } catch (error) {
        if (error instanceof SignInRefusal && error.status === 401) return null;
        throw error;
      }
    },
    async signIn(body) {
      return (await call<AnswerOf<Routes['login']>>('login', body)).data;
    },
    async forgotPassword(body) {
      return call<AnswerOf<Routes['passwordForgot']>>('passwordForgot', body);
    },
    async resetPassword(body) {
      return call<AnswerOf<Routes['passwordReset']>>('passwordReset', body);
    },
    async dashboard() {
      return (await call<AnswerOf<Routes['dashboard']>>('dashboard')).data;
    },
    async rememberLang(session, lang) {
      const body: BodyOf<Routes['mePreferences']> = { lang };
      await call('mePreferences', body, session);
    },
    async signOut(session) {
      await call('logout', undefined, session);
    },
  };
}
