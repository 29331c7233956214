/**
 * A stand-in for the API in component tests: `fetch` answers from a table of routes of the
 * contract. Every 200 answer is parsed with the route's strict answer schema first, so a fixture
 * that drifts from the contract fails the test instead of passing silently; errors are built with
 * the contract's error schemas too.
 */
import { vi } from 'vitest';
import {
  apiRoutes,
  messageAnswerSchema,
  validationErrorAnswerSchema,
  type AnswerOf,
  type ApiRouteName,
} from '@shop/contract';

export interface FakeRequest {
  method: string;
  /** The path after /{lang}/api/, e.g. 'orders' or 'addresses/3'. */
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  /** The body as an object (multipart form fields or JSON). */
  body: Record<string, unknown>;
  headers: Headers;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Handler<N extends ApiRouteName> = (
  request: FakeRequest,
) => FakeAnswer | AnswerOf<(typeof apiRoutes)[N]> | Promise<FakeAnswer | AnswerOf<(typeof apiRoutes)[N]>>;

export type FakeRoutes = { [N in ApiRouteName]?: Handler<N> };

/** A 422 as the API writes it. */
export function invalid(
  errors: Record<string, string[]>,
  message = 'The given data was invalid.',
): FakeAnswer {
  return { status: 422, body: validationErrorAnswerSchema.parse({ message, errors }) };
}

/** A 4xx/5xx with a message. */
export function failure(status: number, message: string): FakeAnswer {
  return { status, body: messageAnswerSchema.parse({ message }) };
}

function isAnswer(value: unknown): value is FakeAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as FakeAnswer).status === 'number' &&
    'body' in value
  );
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.replace(/^\//, '').split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i]!);
    else if (segment !== got[i]) return null;
  }
  return params;
}

async function bodyOf(init: RequestInit | undefined): Promise<Record<string, unknown>> {
  const body = init?.body;
  if (!body) return {};
  if (typeof body === 'string') return JSON.parse(body) as Record<string, unknown>;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return {};
}

/** Stubs `fetch`; returns the calls made, for assertions. */
export function fakeApi(routes: FakeRoutes) {
  const calls: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/(ar|en)\/api\//, '');
    const method = init?.method ?? 'GET';
    for (const [name, handler] of Object.entries(routes) as [ApiRouteName, Handler<ApiRouteName>][]) {
      const route = apiRoutes[name];
      if (route.method !== method) continue;
      const params = matchPath(route.path, path);
      if (!params) continue;
      const request: FakeRequest = {
        method,
        path,
        query: url.searchParams,
        params,
        body: await bodyOf(init),
        headers: new Headers(init?.headers),
      };
      calls.push(request);
      const result = await handler(request);
      const answer: FakeAnswer = isAnswer(result)
        ? result
        : { status: 200, body: route.answer.parse(result) };
      if (answer.status === 200) route.answer.parse(answer.body);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    throw new Error(`fake API: no route for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}
