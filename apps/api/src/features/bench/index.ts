/**
 * Benchmarks and process tests only (BENCH_BASELINE=1): `/bench/baseline` answers a constant JSON
 * body of a chosen size, the yardstick for how much the real routes cost over bare Fastify on the
 * same machine; `/bench/slow` answers after a delay, to show that shutdown drains in-flight requests.
 */
import type { FastifyInstance } from 'fastify';

export default async function benchPlugin(app: FastifyInstance) {
  const bodies = new Map<number, string>();
  app.get('/bench/baseline', { schema: { hide: true } }, async (request, reply) => {
    const asked = Number((request.query as { bytes?: string }).bytes ?? 20_000);
    const bytes = Number.isFinite(asked) ? Math.min(Math.max(Math.trunc(asked), 16), 2_000_000) : 20_000;
    let body = bodies.get(bytes);
    if (!body) {
      const filler = 'x'.repeat(Math.max(0, bytes - 28));
      body = JSON.stringify({ message: 'ok', data: filler });
      bodies.set(bytes, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  app.get('/bench/slow', { schema: { hide: true } }, async (request) => {
    const ms = Math.min(Math.max(Number((request.query as { ms?: string }).ms) || 0, 0), 10_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { message: 'ok', data: { waited: ms } };
  });
}
