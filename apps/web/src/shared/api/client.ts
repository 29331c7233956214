/**
 * The one way the storefront calls the API: base `/{lang}/api/`, bearer token when signed in,
 * multipart form data by default (JSON when asked), and errors turned into ApiError with the message
 * chosen in the order the API documents (see errorMessageOf). A call names its route of the
 * contract (@shop/contract's apiRoutes): the route's request schemas type its params, query and
 * body, and its answer schema types what the call resolves to. Where the route lives comes from
 * API_ENDPOINTS, which carries no schemas into the browser's bundle.
 */
import {
  API_ENDPOINTS,
  pathOf,
  type AnswerOf,
  type ApiRouteName,
  type ApiRoutes,
  type DataOf,
  type RequestArgs,
  type RequestOf,
} from '@shop/contract';
import { currentLang } from '../lib/lang';
import { getToken } from '../lib/token';
import { useSession } from '../auth/session';
import { signInUrl } from '../auth/guards';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The order of docs/product.md, Errors and messages: a plain-string body; the body's message; the first message of the first field; else the fallback. */
export function errorMessageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const record = body as { message?: unknown; errors?: unknown };
    if (typeof record.message === 'string' && record.message.trim()) return record.message;
    if (record.errors && typeof record.errors === 'object') {
      const first = Object.values(record.errors as Record<string, unknown>)[0];
      const text = Array.isArray(first) ? first[0] : first;
      if (typeof text === 'string' && text) return text;
    }
  }
  return fallback;
}

const FALLBACK_MESSAGE = { ar: 'حدث خطأ ما', en: 'An error occurred' } as const;

export type Query = Record<string, string | number | boolean | null | undefined>;

/** How a request is sent, beside what the route takes (RequestOf). */
export interface SendOptions {
  /** The body is sent as multipart form data unless `json` is true. */
  json?: boolean;
  /** A file sent as the body itself, with its own type (a transfer receipt). */
  file?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Ask past the browser's HTTP cache: catalogue answers may be kept for a minute, so a page that
   * just changed one (a review) reads it fresh.
   */
  fresh?: boolean;
}

/** What a call to route N sends: the route's params, query and body, and how to send them. */
export type RequestOptions<N extends ApiRouteName> = RequestOf<ApiRoutes[N]> & SendOptions;

/** The routes a page reads with GET. */
export type GetRouteName = {
  [N in ApiRouteName]: ApiRoutes[N]['method'] extends 'GET' ? N : never;
}[ApiRouteName];

export function apiUrl(path: string, query?: Query): string {
  const clean = path.replace(/^\/+/, '');
  const url = new URL(`/${currentLang}/api/${clean}`, location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body) as [string, unknown][]) {
    if (value === undefined) continue;
    if (value === null) form.append(key, '');
    else if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

/** Where a 401 sends the browser (docs/product.md, Errors and messages). Overridable in tests. */
export const onUnauthorized = {
  // The page asked for comes back after signing in (a full load loses the router's state).
  redirect: () => location.assign(signInUrl(`${location.pathname}${location.search}`)),
};

/** The parts of a request as the sending code reads them, whatever the route. */
interface AnyRequest extends SendOptions {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** A request to a route of the contract; resolves to the route's 200 answer. */
export async function apiRequest<N extends ApiRouteName>(
  route: N,
  ...[request]: RequestArgs<ApiRoutes[N], SendOptions>
): Promise<AnswerOf<ApiRoutes[N]>> {
  return (await send(route, request ?? {})) as AnswerOf<ApiRoutes[N]>;
}

/** GET a route of the contract and return its answer's `data`. */
export async function apiGet<N extends GetRouteName>(
  route: N,
  ...[request]: RequestArgs<ApiRoutes[N], SendOptions>
): Promise<DataOf<ApiRoutes[N]>> {
  const envelope = (await send(route, request ?? {})) as { data: DataOf<ApiRoutes[N]> };
  return envelope.data;
}

/**
 * Sends a request to a route. The parts were checked against the route's schemas by the typed
 * callers above; here they are only encoded, so one body of code serves every route.
 */
async function send(route: ApiRouteName, options: AnyRequest): Promise<unknown> {
  const { method, path } = API_ENDPOINTS[route];
  // The typed callers checked params and query against the route's schemas (RequestOf).
  const url = apiUrl(
    pathOf({ path }, options.params as Record<string, string | number>),
    options.query as Query,
  );
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.file) {
    headers['Content-Type'] = options.file.type || 'application/octet-stream';
    body = options.file;
  } else if (options.body !== undefined && options.body !== null) {
    if (options.json || typeof options.body !== 'object') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else {
      body = toFormData(options.body);
    }
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal: options.signal,
      ...(options.fresh ? { cache: 'no-cache' as const } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(FALLBACK_MESSAGE[currentLang], 0, null);
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // A plain-string body is a valid error message (docs/product.md, Errors and messages).
  }
  if (!response.ok) {
    if (response.status === 401) {
      console.warn('unauthorized');
      useSession.getState().signOut();
      onUnauthorized.redirect();
    }
    const errors =
      parsed && typeof parsed === 'object' && 'errors' in parsed
        ? ((parsed as { errors: Record<string, string[]> }).errors ?? {})
        : {};
    throw new ApiError(
      errorMessageOf(parsed, FALLBACK_MESSAGE[currentLang]),
      response.status,
      parsed,
      errors,
    );
  }
  return parsed;
}
