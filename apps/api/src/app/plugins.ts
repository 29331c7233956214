/**
 * What every request goes through before its route: the path's language, the error answers, the
 * cache and security headers, the request id, body parsers, compression, and the rate limits'
 * store. Registered before any route, in this order.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { registerOpenApi } from '../features/docs/index.js';
import { registerCacheControl } from '../http/cache-control.js';
import { registerErrorHandler } from '../http/errors.js';
import { registerLanguage } from '../http/language.js';
import { registerMultipartGuard } from '../http/multipart.js';
import { databaseRateLimitStore, redisRateLimitStore } from '../http/rate-limit-store.js';
import '../http/customer-auth.js';
import { closeRedis, openRedis } from '../shared/redis.js';
import type { ShopMetrics } from '../shared/metrics.js';
import { BODY_LIMIT, type SecurityHeaders } from './fastify.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from `startDraining()` (or the start of closing) on: /healthz answers 503 "draining". */
    readonly draining: boolean;
    /** Takes the instance out of its load balancer's rotation while it still answers every request. */
    startDraining(): void;
  }
}

/** The hooks and handlers of every request: language, errors, headers, shutdown. */
export function registerRequestHooks(
  app: FastifyInstance,
  writeSecurityHeaders: SecurityHeaders,
  metrics: ShopMetrics,
): void {
  registerLanguage(app);
  app.decorateRequest('customer', null);
  registerErrorHandler(app);
  registerCacheControl(app);
  registerMultipartGuard(app);
  // While the instance drains (SHUTDOWN_DRAIN_MS after SIGTERM) and while it closes, answers close
  // their keep-alive connection: a load balancer opens its next connection to another instance,
  // and the server can finish closing as soon as the last response is sent.
  let leaving = false;
  app.decorate('draining', { getter: () => leaving });
  app.decorate('startDraining', () => {
    leaving = true;
  });
  app.addHook('preClose', async () => {
    leaving = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (leaving) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onRequest', (request, reply, done) =>
    writeSecurityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );

  // Every answer timed by its route pattern, not its URL: an id makes no series of its own, and
  // paths no route matched (probes, typos) share one.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // A request about one order logs its id with every line (placing one logs the new id itself).
  app.addHook('preHandler', (request, reply, done) => {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (id !== undefined && /\/orders\/:id(\/|$)/.test(request.routeOptions.url ?? '')) {
      const log = request.log.child({ orderId: Number(id) || String(id) });
      request.log = log;
      reply.log = log;
    }
    done();
  });
}

/** Compression, the body parsers, the rate limits and the OpenAPI document. */
export async function registerPlugins(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 4 keeps brotli cheap enough to run per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // The public forms have only short text fields; no uploads are accepted here.
    limits: {
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      fields: 50,
      fileSize: 1024 * 1024,
      files: 1,
      parts: 60,
    },
  });
  // Shared by all instances: Redis when configured, else the database.
  const rateLimitRedis = config.REDIS_URL
    ? // Requests that arrive while it connects wait for it rather than fail.
      await openRedis(config.REDIS_URL, 'rate limits', app.log, { enableOfflineQueue: true })
    : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => closeRedis(rateLimitRedis));
  await app.register(rateLimit, {
    global: false,
    store: rateLimitRedis
      ? redisRateLimitStore(rateLimitRedis, database.db, app.log)
      : databaseRateLimitStore(database.db),
  });
  await registerOpenApi(app);
}
