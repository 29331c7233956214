/**
 * `/healthz` for load balancers: answers ok only after a real query reaches the database, and 503
 * when it fails or does not answer within HEALTH_TIMEOUT_MS, so a hung database takes the instance
 * out of rotation quickly instead of leaving probes waiting. Each probe tries again, so the check
 * recovers as soon as the database answers. After SIGTERM with SHUTDOWN_DRAIN_MS, it answers 503
 * "draining" while the instance goes on serving, so the load balancer stops sending it requests
 * before it closes.
 */
import type { FastifyInstance } from 'fastify';
import { operationsRoutes } from '@shop/contract';
import { routeSchema } from '../../http/contract.js';
import type { AppContext } from '../../shared/context.js';

/** Well under the usual 2 s probe timeout of load balancers. */
export const HEALTH_TIMEOUT_MS = 1500;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export default async function healthPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { database } = opts.ctx;
  const { health } = operationsRoutes;
  app.get(
    health.path,
    {
      // The 503 answers the same shape, with status "error" or "draining".
      schema: { ...routeSchema(health), response: { 200: health.answer, 503: health.answer } },
      // Health probes must never be throttled or logged on every hit.
      logLevel: 'warn',
    },
    async (request, reply) => {
      // A draining instance still answers everything else: only the load balancer is told to go.
      if (app.draining) return reply.code(503).send({ status: 'draining', database: database.kind });
      const ping = database.ping();
      try {
        await withTimeout(ping, HEALTH_TIMEOUT_MS);
        return { status: 'ok', database: database.kind };
      } catch (err) {
        // The abandoned ping settles later (the pool's own timeouts end it); nothing waits on it.
        ping.catch(() => {});
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: database.kind });
      }
    },
  );
}
