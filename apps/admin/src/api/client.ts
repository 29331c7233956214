/**
 * The one way the dashboard talks to the staff API: JSON with the session cookie, the answer
 * language from the dashboard's locale, and on every change the session's CSRF token, which lives
 * only in memory (it comes back from sign-in and from GET /me, so a reload fetches it again).
 * A call names its route of the contract (adminRoutes, adminResources): the route gives the method
 * and path, its request schemas type the call's params, query and body (RequestOf), and its answer
 * schema types what the call resolves to.
 * Failures reject with react-admin's HttpError: its message is the API's translated message, and a
 * 422's field errors are in `body.errors` as `{ field: text }`, which react-admin's forms show
 * beside the fields.
 */
import { HttpError } from 'ra-core';
import {
  ADMIN_API_PREFIX,
  ADMIN_CSRF_HEADER,
  pathOf,
  type AdminRouteContract,
  type AnswerOf,
  type RequestArgs,
} from '@shop/contract';
import type { AdminLang } from '../i18n/locale';
import { fieldErrors } from './field-errors';

export { fieldErrors };

export interface ApiClientOptions {
  /** Where the API is; the page's own origin when empty (tests pass a server's address). */
  baseUrl?: string;
  /** The fetch to use; the browser's by default (tests pass one that keeps cookies). */
  fetch?: typeof fetch;
  /** The dashboard's language, asked of the API with Accept-Language. */
  lang: () => AdminLang;
}

/** How a request is sent, beside what its route takes. */
export interface SendOptions {
  /** A picked file sent as the body itself, with its own content type (uploads, the CSV import). */
  file?: Blob;
  /** What the answer should be; JSON unless set (a CSV file, an NDJSON stream). */
  accept?: string;
  /** The Idempotency-Key of a request that must not take effect twice (an order made for a customer). */
  idempotencyKey?: string;
}

export interface ApiClient {
  /** A request to a route of the staff API; resolves to the route's JSON answer. */
  request<R extends AdminRouteContract>(
    route: R,
    ...request: RequestArgs<R, SendOptions>
  ): Promise<AnswerOf<R>>;
  /**
   * The answer itself, for one that is not a JSON document (a file to download, a stream read as it
   * arrives); a failure rejects like `request`'s.
   */
  send<R extends AdminRouteContract>(route: R, ...request: RequestArgs<R, SendOptions>): Promise<Response>;
  /** The CSRF token of the current session (null when signed out). */
  setCsrfToken(token: string | null): void;
  hasSession(): boolean;
}

/** The parts of a request as the sending code reads them, whatever the route. */
interface AnyRequest extends SendOptions {
  params?: unknown;
  query?: unknown;
  body?: unknown;
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

  /**
   * Sends a request to a route. Its parts were checked against the route's schemas by the typed
   * `request` and `send` below; here they are only encoded, so one body of code serves every route.
   */
  async function sendTo(route: AdminRouteContract, request: AnyRequest = {}): Promise<Response> {
    const { method } = route;
    const path = `/${pathOf(route, request.params as Record<string, string | number> | undefined)}`;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (value === undefined || value === null || value === '') continue;
      // A list of values (ids) travels as one comma-separated parameter.
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const search = params.size ? `?${params}` : '';
    const headers: Record<string, string> = {
      accept: request.accept ?? 'application/json',
      'accept-language': options.lang(),
    };
    // A content type only with a body: the API refuses an empty JSON body.
    const { file, body } = request;
    if (file) headers['content-type'] = file.type || 'application/octet-stream';
    else if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && csrfToken) headers[ADMIN_CSRF_HEADER] = csrfToken;
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;

    let response: Response;
    try {
      response = await doFetch(`${base}${path}${search}`, {
        method,
        headers,
        body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
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
    send: (route, ...[request]) => sendTo(route, request),
    async request(route, ...[request]) {
      // The route's answer schema is what the API serialises this answer with.
      return parseJson(await (await sendTo(route, request)).text());
    },
  };
}
