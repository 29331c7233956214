/** `/healthz` for load balancers: answers ok only after a real query reaches the database. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../shared/context.js';

export default async function healthPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { database } = opts.ctx;
  app.get(
    '/healthz',
    {
      schema: { summary: 'Liveness and database check', tags: ['health'] },
      // Health probes must never be throttled or logged on every hit.
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok', database: database.kind };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: database.kind });
      }
    },
  );
}
