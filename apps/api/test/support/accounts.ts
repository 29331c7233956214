/** Requests of the customer API as the storefront sends them (JSON, a bearer token when signed in). */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema.js';

export type Lang = 'ar' | 'en';

export interface CallOptions {
  token?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export function customerApi(app: FastifyInstance) {
  const headers = (token?: string, extra: Record<string, string> = {}) => ({
    ...extra,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
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
        headers: headers(options.token, options.headers),
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      });
    },
    get(lang: Lang, path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
      return app.inject({
        method: 'GET',
        url: `/${lang}/api/${path}`,
        headers: headers(options.token, options.headers),
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

/** Reads the code of the newest code mail of `kind` to `email`. */
export type CodeReader = (email: string, kind: string) => Promise<string>;

/**
 * The code as the outbox keeps it for sending: in the row's `secret`, while the mail is kept (no
 * SMTP_URL) or not yet sent. Staff never see this column.
 */
export function outboxCode(database: Database): CodeReader {
  return async (email, kind) => {
    const [row] = await database.db
      .select({ secret: mailOutbox.secret })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (!row?.secret) throw new Error(`no ${kind} code kept for ${email}`);
    return row.secret;
  };
}

/**
 * Signs up through the API as the storefront does: the form, then the code mailed to the address
 * (`readCode`: from the outbox by default). Answers signup/confirm's response.
 */
export async function signUpWithCode(
  app: FastifyInstance,
  database: Database,
  lang: Lang,
  payload: Record<string, unknown>,
  options: CallOptions & { readCode?: CodeReader } = {},
): Promise<LightMyRequestResponse> {
  const api = customerApi(app);
  const started = await api.post(lang, 'signup', payload, options);
  if (started.statusCode !== 200) return started;
  await app.mailer.settled();
  const email = String(payload.email).trim().toLowerCase();
  const code = await (options.readCode ?? outboxCode(database))(email, 'signup_code');
  return api.post(lang, 'signup/confirm', { email, otp: code }, options);
}
