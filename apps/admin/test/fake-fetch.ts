/**
 * A fetch the tests hand the API client: it records every request and answers from a list of
 * answers in order (or from a function of the request), so a test reads exactly what the dashboard
 * sent and decides exactly what the API said.
 */
import { HttpError } from 'ra-core';

export interface SentRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, parsed; a Blob as it was sent; undefined without a body. */
  body: unknown;
}

export type Answer = Response | ((request: SentRequest) => Response);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The HttpError a call rejects with (the test fails if it resolves or rejects otherwise). */
export async function rejection(call: Promise<unknown>): Promise<HttpError> {
  const outcome = await call.then(
    () => new Error('expected the call to reject'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof HttpError)) throw outcome;
  return outcome;
}

export function fakeFetch(...answers: Answer[]) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const raw = init.body;
    const request: SentRequest = {
      url: new URL(String(input), 'http://shop.test'),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined),
    };
    sent.push(request);
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (!answer) throw new TypeError('Failed to fetch');
    return typeof answer === 'function' ? answer(request) : answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}
