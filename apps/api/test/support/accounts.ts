/** Requests of the customer API as the storefront sends them (JSON, a bearer token when signed in). */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Lang = 'ar' | 'en';

export interface CallOptions {
  token?: string;
  remoteAddress?: string;
}

export function customerApi(app: FastifyInstance) {
  const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    post(
      lang: Lang,
      path: string,
      payload: unknown,
      options: CallOptions = {},
    ): Promise<LightMyRequestResponse> {
      return app.inject({
        method: 'POST',
        url: `/${lang}/api/${path}`,
        payload: payload as object,
        headers: headers(options.token),
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      });
    },
    get(lang: Lang, path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
      return app.inject({
        method: 'GET',
        url: `/${lang}/api/${path}`,
        headers: headers(options.token),
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      });
    },
  };
}

export const arabic = /[\u0600-\u06FF]/;

/** A sign-up payload; `n` keeps emails and phones apart between tests. */
export function signupPayload(n: number, overrides: Record<string, unknown> = {}) {
  return {
    fname: `Sara${n}`,
    lname: 'Zeta',
    email: `sara${n}.zeta@example.com`,
    phone: `05${String(n).padStart(8, '0')}`,
    password: `correct horse ${n}`,
    ...overrides,
  };
}
