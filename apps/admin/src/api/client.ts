/**
 * The one way the dashboard talks to the staff API: JSON with the session cookie, the answer
 * language from the dashboard's locale, and on every change the session's CSRF token, which lives
 * only in memory (it comes back from sign-in and from GET /me, so a reload fetches it again).
 * Failures reject with react-admin's HttpError: its message is the API's translated message, and a
 * 422's field errors are in `body.errors` as `{ field: text }`, which react-admin's forms show
 * beside the fields.
 */
import { HttpError } from 'ra-core';
import { ADMIN_API_PREFIX, ADMIN_CSRF_HEADER } from '@shop/contract';
import type { AdminLang } from '../i18n/locale';

export interface ApiClientOptions {
  /** Where the API is; the page's own origin when empty (tests pass a server's address). */
  baseUrl?: string;
  /** The fetch to use; the browser's by default (tests pass one that keeps cookies). */
  fetch?: typeof fetch;
  /** The dashboard's language, asked of the API with Accept-Language. */
  lang: () => AdminLang;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below /admin/api, e.g. `/staff/3`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON; a Blob (a picked file) is sent as it is, with its own content type. */
  body?: unknown;
  /** What the answer should be; JSON unless set (a CSV file, an NDJSON stream). */
  accept?: string;
}

export interface ApiClient {
  request<T = any>(request: ApiRequest): Promise<T>;
  /**
   * The answer itself, for one that is not a JSON document (a file to download, a stream read as it
   * arrives); a failure rejects like `request`'s.
   */
  send(request: ApiRequest): Promise<Response>;
  /** The CSRF token of the current session (null when signed out). */
  setCsrfToken(token: string | null): void;
  hasSession(): boolean;
}

/** `{ field: [texts] }` from the API as `{ field: 'text. text' }` for the form beside each field. */
export function fieldErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, texts] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(texts) ? texts : [texts];
    out[field] = list.filter((t) => typeof t === 'string').join(' ');
  }
  return out;
}

/** The answer's JSON, or undefined when it is empty or not JSON. */
function parseJson(text: string): any {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = `${options.baseUrl ?? ''}${ADMIN_API_PREFIX}`;
  let csrfToken: string | null = null;

  async function send({
    method = 'GET',
    path,
    query,
    body,
    accept = 'application/json',
  }: ApiRequest): Promise<Response> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== '') params.set(key, String(value));
    const search = params.size ? `?${params}` : '';
    const headers: Record<string, string> = {
      accept,
      'accept-language': options.lang(),
    };
    // A JSON content type only with a body: the API refuses an empty JSON body.
    const raw = body instanceof Blob;
    if (body !== undefined)
      headers['content-type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
    if (method !== 'GET' && csrfToken) headers[ADMIN_CSRF_HEADER] = csrfToken;

    let response: Response;
    try {
      response = await doFetch(`${base}${path}${search}`, {
        method,
        headers,
        body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new HttpError('ra.notification.http_error', 0);
    }
    if (!response.ok) {
      const json = parseJson(await response.text());
      const message = typeof json?.message === 'string' ? json.message : 'ra.notification.http_error';
      const errors = response.status === 422 ? fieldErrors(json?.errors) : undefined;
      throw new HttpError(message, response.status, errors ? { ...json, errors } : json);
    }
    return response;
  }

  return {
    setCsrfToken(token) {
      csrfToken = token;
    },
    hasSession() {
      return csrfToken !== null;
    },
    send,
    async request(request) {
      return parseJson(await (await send(request)).text());
    },
  };
}
