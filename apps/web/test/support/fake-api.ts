/**
 * A fake API behind `fetch` for component tests: the storefront's real client (headers, JSON,
 * error handling) talks to handlers keyed "METHOD path" (path without the /{lang}/api/ prefix,
 * e.g. "GET orders/7"), and every request is recorded. Handlers answer fixtures built with the
 * contract's strict answer schemas (see fixtures.ts), so a fixture cannot drift from the wire.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type FakeAnswer = { status?: number; body: unknown } | 'network-error';
export type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export function installFakeApi(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/(ar|en)\/api\//, '');
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    const answer: FakeAnswer = handler
      ? await handler(request)
      : { status: 404, body: { message: `no fake for ${method} ${path}` } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests sent to one route ("POST orders"). */
    to: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}
