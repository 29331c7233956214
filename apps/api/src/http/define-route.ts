/**
 * A route registered from its contract entry (@shop/contract): method, path, the document at /docs
 * and the answer serialisers come from the entry (contract.ts), and its params, query and body are
 * parsed with the entry's request schemas before the handler runs. The handler receives them
 * parsed and typed; a failure is the 422 with translated field messages of every invalid input
 * (errors.ts).
 *
 * Parsing runs where the handler would, after the route's preHandlers, so a request that is not
 * signed in or not allowed is answered 401 or 403 whatever it sends, and a rate limit counts
 * invalid requests too. Parts are parsed in the order params, query, body and the first invalid
 * part is answered, as the hand-written parses did. Request headers stay the route's to check: the
 * contract documents them, and the route answers its own field message for a bad one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteContract } from '@shop/contract';
import { routeSchema } from './contract.js';
import { parseInput } from './errors.js';

/** A request part as the route's schema parses it; undefined for a part the route does not take. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route's inputs, parsed by its contract schemas. */
export interface RouteInput<R extends RouteContract> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
}

/** A request's inputs before parsing: what Fastify read from the path, query string and body. */
export interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The 200 answer a handler returns (errors are thrown), or the reply it has sent itself. */
export type RouteAnswer<R extends RouteContract> = z.output<R['answer']> | FastifyReply;

export type RouteHandler<R extends RouteContract> = (
  input: RouteInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteAnswer<R>>;

export interface DefineRouteOptions<R extends RouteContract> extends Pick<
  RouteShorthandOptions,
  'preHandler' | 'config' | 'bodyLimit'
> {
  /** Body types the route reads, for the document (the storefront's forms post multipart or url-encoded). */
  consumes?: readonly string[];
  /** Fastify's response compression; off where progress lines must not be held back. */
  compress?: false;
  /**
   * Runs after params and query are parsed and before the body is: a check whose answer must not
   * depend on the body (another customer's address is a 404 whatever the body holds). It refuses
   * by throwing, as a handler does.
   */
  beforeBody?: (input: Pick<RouteInput<R>, 'params' | 'query'>, request: FastifyRequest) => Promise<void>;
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  return schema ? parseInput(schema, value) : undefined;
}

/**
 * Parses a request's params, query and body with the route's schemas (a ZodError on the first
 * invalid part). The storefront's server renderer reads a page's first screen through it too, so
 * an input the route refuses over HTTP is refused there alike.
 */
export function parseRouteInput<R extends RouteContract>(route: R, raw: RawInput): RouteInput<R> {
  const params = parsePart(route.params, raw.params);
  const query = parsePart(route.query, raw.query);
  const body = parsePart(route.body, raw.body);
  return { params, query, body } as RouteInput<R>;
}

/** Registers `route` on `app` with `handler`, which receives the parsed inputs. */
export function defineRoute<R extends RouteContract>(
  app: FastifyInstance,
  route: R,
  options: DefineRouteOptions<R>,
  handler: RouteHandler<R>,
): void {
  const { consumes, beforeBody, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: route.method,
    url: route.path,
    schema: { ...routeSchema(route), ...(consumes ? { consumes: [...consumes] } : {}) },
    handler: async (request, reply) => {
      const params = parsePart(route.params, request.params) as RouteInput<R>['params'];
      const query = parsePart(route.query, request.query) as RouteInput<R>['query'];
      if (beforeBody) await beforeBody({ params, query }, request);
      const body = parsePart(route.body, request.body) as RouteInput<R>['body'];
      return handler({ params, query, body }, request, reply);
    },
  });
}
