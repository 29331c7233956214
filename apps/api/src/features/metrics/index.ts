/**
 * `GET /metrics` for Prometheus (shared/metrics.ts). The scrape needs `Authorization: Bearer`
 * METRICS_TOKEN, compared in constant time; while the token is unset the path answers 404, as if
 * it did not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { operationsRoutes } from '@shop/contract';
import { NotFoundError } from '../../http/errors.js';
import type { AppContext } from '../../shared/context.js';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default async function metricsPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { metrics, config } = opts.ctx;
  const route = operationsRoutes.metrics;
  app.get(route.path, { logLevel: 'warn' }, async (request, reply) => {
    const token = config.METRICS_TOKEN;
    if (!token) throw new NotFoundError('notFound.page');
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: request.t('unauthenticated') });
    }
    const text = await metrics.text();
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(text);
  });
}
