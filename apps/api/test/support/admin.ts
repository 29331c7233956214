/**
 * Requests of the staff API as the admin dashboard sends them: JSON, the session cookie it was
 * given at sign-in, the session's CSRF token on changes, and the dashboard's language.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ADMIN_API_PREFIX,
  ADMIN_CSRF_HEADER,
  ADMIN_SESSION_COOKIE,
  adminSessionSchema,
} from '@shop/contract';
import { envelope } from '@shop/contract';
import type { StaffRole } from '@shop/domain';
import type { Database } from '../../src/db/client.js';
import { createStaff } from '../../src/services/staff/index.js';
import { expectShape } from './contract.js';

export type Lang = 'ar' | 'en';

export interface StaffAccount {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
}

/** Creates a staff account directly (as create-admin does). */
export async function makeStaff(
  database: Database,
  email: string,
  role: StaffRole,
  password = 'staff-password-1',
): Promise<StaffAccount> {
  const staff = await createStaff(
    database.db,
    { id: null, email: 'test' },
    {
      name: email.split('@')[0]!,
      email,
      password,
      role,
      is_active: true,
    },
  );
  return { id: staff.id, email, password, role };
}

/** The session cookie's value in a response's Set-Cookie, or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  for (const line of lines) {
    const match = new RegExp(`^${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

export interface AdminSessionClient {
  cookie: string;
  csrf: string;
  lang: Lang;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
    options?: { csrf?: string | null; lang?: Lang },
  ): Promise<LightMyRequestResponse>;
}

/** An unsigned request to the staff API (sign-in, or a probe without a session). */
export function adminRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { payload?: unknown; headers?: Record<string, string>; lang?: Lang } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${ADMIN_API_PREFIX}${path}`,
    headers: { 'accept-language': options.lang ?? 'ar', ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** Signs in and answers a client that sends the session's cookie and CSRF token. */
export async function signInStaff(
  app: FastifyInstance,
  account: Pick<StaffAccount, 'email' | 'password'>,
  lang: Lang = 'en',
): Promise<AdminSessionClient> {
  const res = await adminRequest(app, 'POST', '/login', {
    payload: { email: account.email, password: account.password },
    lang,
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.statusCode} ${res.body}`);
  const body = expectShape(envelope(adminSessionSchema), res.json());
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('staff sign-in set no session cookie');
  return clientFor(app, cookie, body.data.csrf_token, lang);
}

export function clientFor(
  app: FastifyInstance,
  cookie: string,
  csrf: string,
  lang: Lang,
): AdminSessionClient {
  return {
    cookie,
    csrf,
    lang,
    request(method, path, payload, options = {}) {
      const csrfHeader = options.csrf === undefined ? csrf : options.csrf;
      return adminRequest(app, method, path, {
        payload,
        lang: options.lang ?? lang,
        headers: {
          cookie: `${ADMIN_SESSION_COOKIE}=${cookie}`,
          ...(csrfHeader === null || method === 'GET' ? {} : { [ADMIN_CSRF_HEADER]: csrfHeader }),
        },
      });
    },
  };
}
