import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedJson, type AppContext } from '../shared/context.js';

/** Sends JSON text that is already serialised (cached answers), skipping a second stringify. */
export function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Answers `{ message, data }` through the response micro-cache, serialised by the route's own
 * (contract) serialiser. False, with nothing sent, when `load` finds nothing. It never returns the
 * reply itself: a reply is thenable (it settles when the answer has been written), so an async
 * function returning it would wait for the send and resolve to undefined.
 */
export async function sendCached<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: { route: string; input?: unknown },
  load: () => Promise<T | undefined>,
): Promise<boolean> {
  const body = await cachedJson(ctx, { ...key, lang: request.lang }, request.t('ok'), load, (answer) =>
    reply.serialize(answer),
  );
  if (body === undefined) return false;
  sendJson(reply, body);
  return true;
}
