/**
 * The one way the storefront calls the API: base `/{lang}/api/`, bearer token when signed in,
 * multipart form data by default (JSON when asked), and errors turned into ApiError with the message
 * chosen in the order the API documents (see errorMessageOf). Answers are typed from the contract's
 * route map (@shop/contract): the path names the route, the route names the answer.
 */
import type { AnswerOf, ApiPath, DataOf, HttpMethod, RouteAt } from '@shop/contract';
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

export interface RequestOptions<M extends HttpMethod = HttpMethod> {
  method?: M;
  query?: Query;
  /** Sent as multipart form data unless `json` is true. */
  body?: Record<string, unknown>;
  /** A file sent as the body itself, with its own type (a transfer receipt). */
  file?: Blob;
  json?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Ask past the browser's HTTP cache: catalogue answers may be kept for a minute, so a page that
   * just changed one (a review) reads it fresh.
   */
  fresh?: boolean;
}

export function apiUrl(path: string, query?: Query): string {
  const clean = path.replace(/^\/+/, '');
  const url = new URL(`/${currentLang}/api/${clean}`, location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
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

/** A request to a route of the contract; resolves to the route's 200 answer. */
export async function apiRequest<P extends ApiPath<M>, M extends HttpMethod = 'GET'>(
  path: P,
  options: RequestOptions<M> = {},
): Promise<AnswerOf<RouteAt<P, M>>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.file) {
    headers['Content-Type'] = options.file.type || 'application/octet-stream';
    body = options.file;
  } else if (options.body) {
    if (options.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else {
      body = toFormData(options.body);
    }
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
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
  return parsed as AnswerOf<RouteAt<P, M>>;
}

/** GET a route of the contract and return its answer's `data`. */
export async function apiGet<P extends ApiPath<'GET'>>(
  path: P,
  query?: Query,
  signal?: AbortSignal,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<DataOf<RouteAt<P, 'GET'>>> {
  const envelope = (await apiRequest(path, { query, signal, fresh })) as { data: DataOf<RouteAt<P, 'GET'>> };
  return envelope.data;
}
