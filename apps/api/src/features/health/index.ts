/** `/healthz` for load balancers: answers ok only after a real query reaches the database. */
import type { FastifyInstance } from 'fastify';
import { operationsRoutes } from '@shop/contract';
import { routeSchema } from '../../http/contract.js';
import type { AppContext } from '../../shared/context.js';

export default async function healthPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { database } = opts.ctx;
  const { health } = operationsRoutes;
  app.get(
    health.path,
    {
      // The 503 answers the same shape, with status "error".
      schema: { ...routeSchema(health), response: { 200: health.answer, 503: health.answer } },
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
