import type { FastifyReply } from 'fastify';

/** Sends JSON text that is already serialised (cached answers), skipping a second stringify. */
export function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
