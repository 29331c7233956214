/**
 * Builds the Fastify application (docs/decisions.md, One app builder): tests drive it with `app.inject()`, and
 * server.ts listens with it. Every feature is a plugin; the public API features are registered
 * once per language prefix (`/ar/api`, `/en/api`) and answer in that language.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config.js';
import { migrate, openDatabase, type Database } from './db/client.js';
import adminPlugin from './features/admin/index.js';
import addressesPlugin from './features/addresses/index.js';
import cataloguePlugin from './features/catalogue/index.js';
import contentPlugin from './features/content/index.js';
import docsPlugin, { registerOpenApi } from './features/docs/index.js';
import accountsPlugin from './features/accounts/index.js';
import engagementPlugin from './features/engagement/index.js';
import geographyPlugin from './features/geography/index.js';
import { paymentPagesPlugin, paymentsApiPlugin } from './features/payments/index.js';
import healthPlugin from './features/health/index.js';
import receiptsPlugin from './features/receipts/index.js';
import ordersPlugin from './features/orders/index.js';
import reviewsPlugin from './features/reviews/index.js';
import benchPlugin from './features/bench/index.js';
import uploadsPlugin from './features/uploads/index.js';
import { registerWeb, type StorefrontRenderer } from './features/web/index.js';
import { registerAdminApp } from './features/admin-app/index.js';
import { seoPlugin } from './features/seo/index.js';
import { registerCacheControl } from './http/cache-control.js';
import { serializerCompiler } from './http/contract.js';
import { registerErrorHandler, routerErrorHandler } from './http/errors.js';
import { logSafeError } from './http/log-errors.js';
import { registerMultipartGuard } from './http/multipart.js';
import { databaseRateLimitStore, redisRateLimitStore } from './http/rate-limit-store.js';
import { languages } from './http/i18n.js';
import { registerLanguage } from './http/language.js';
import { createMediaStorage, type MediaStorage } from './media/storage.js';
import { createPaymentProvider } from './services/payments/index.js';
import './http/customer-auth.js';
import { defaultAdminDist, defaultWebDist } from './paths.js';
import { createCacheInvalidation, type CacheInvalidation } from './shared/cache-invalidation.js';
import type { AppContext } from './shared/context.js';
import { closeRedis, openRedis } from './shared/redis.js';
import { TtlCache } from './shared/ttl-cache.js';
import { Mailer } from './services/mail/mailer.js';

export interface BuildOptions {
  config: Config;
  /** An open, migrated database; when omitted one is opened (and migrated) from config and closed with the app. */
  database?: Database;
  /** false (tests), true, or pino options. Defaults to pino at config.LOG_LEVEL. */
  logger?: boolean | object;
  /** Redis channel of cache invalidation messages (tests use one per run); defaults to the shop's. */
  cacheChannel?: string;
  /** The storefront's server renderer; by default loaded from the storefront's build. */
  storefront?: StorefrontRenderer;
  /** The time of account rules (locks, code lifetimes); tests move it instead of waiting. */
  clock?: () => Date;
}

/** Largest accepted request body (JSON, form or multipart fields). */
const BODY_LIMIT = 1024 * 1024;
/** How often Node looks for connections past their request timeout. */
const CONNECTIONS_CHECK_MS = 1000;

/** Sweep period of the response micro-cache's expired entries. */
const RESPONSE_CACHE_SWEEP_MS = 30_000;

/**
 * Opens the configured database. `log` receives failures of idle pooled PostgreSQL connections
 * (terminated by an administrator, a restart or a failover): they are logged, and the pool opens a
 * new connection on the next query, instead of the process dying on an unhandled 'error' event.
 */
export function openConfiguredDatabase(
  config: Config,
  log: () => Pick<FastifyBaseLogger, 'error'> | undefined,
): Promise<Database> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DB_POOL_SIZE,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    onConnectionError: (err) => {
      const logger = log();
      if (logger)
        logger.error({ err }, 'database: a pooled connection failed; it is replaced on the next query');
      else console.error('database: a pooled connection failed:', err.message);
    },
  });
}

/** The security headers of every answer (helmet), also written on the router's own error answers. */
function helmetOptions(config: Config): HelmetOptions {
  return {
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        ...(config.PUBLIC_URL?.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings / category tree / home / product totals (CONTENT_CACHE_SECONDS). */
    contentCache: TtlCache;
    /** Serialised public answers (RESPONSE_CACHE_MS). */
    responseCache: TtlCache;
    /** Outgoing mail (tests wait for its deliveries with `mailer.settled()`). */
    mailer: Mailer;
    /** Drops cached data here and, with REDIS_URL, on every other instance (`ctx.caches`). */
    caches: CacheInvalidation;
    /** Drops every cache, on every instance: `caches.invalidate('all')`. */
    invalidateCaches(): void;
    /** Where uploaded images are stored (the same storage the upload routes write to). */
    media: MediaStorage;
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const ownsDatabase = !opts.database;
  const appLog: { current?: FastifyBaseLogger } = {};
  const database = opts.database ?? (await openConfiguredDatabase(config, () => appLog.current));
  if (ownsDatabase) await migrate(database);
  // Built once: helmet's middleware parses its options when created, so creating it per request
  // (as the Fastify plugin does) costs several percent of a cached answer's time.
  const writeSecurityHeaders = helmet(helmetOptions(config));

  const logger =
    opts.logger === false
      ? false
      : typeof opts.logger === 'object'
        ? opts.logger
        : {
            level: config.LOG_LEVEL,
            // Never log credentials, even if a serializer starts including headers.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { err: logSafeError },
          };

  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A client must send its whole request within this time (slow-sender protection), else it is
    // answered 408. Handlers are bounded by the database statement_timeout.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // A silent socket is closed without an answer, so this must come well after the 408, which
    // Node sends at its next connection check after requestTimeout (a busy event loop delays that
    // check; closing first would leave the slow client without its 408).
    connectionTimeout: config.REQUEST_TIMEOUT_MS + 3 * CONNECTIONS_CHECK_MS,
    // Node enforces requestTimeout when it checks its connections (every 30 s by default, which
    // could double a 30 s limit); once a second keeps the limit close to what is configured.
    http: { connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    // Malformed paths answered by the router itself get the shared error answer and headers.
    frameworkErrors: routerErrorHandler((req, res) => writeSecurityHeaders(req, res, () => {})),
    requestIdHeader: false,
    // Keep a caller's (or the load balancer's) request id when it looks sane, else make one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Idle keep-alive sockets are closed at shutdown; in-flight requests finish first.
    forceCloseConnections: 'idle',
  });

  // Input schemas document the API (OpenAPI); zod in the handlers validates, so errors are
  // translated 422s. Answer schemas (the contract's) are compiled into the answers' serialisers.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(serializerCompiler);

  appLog.current = app.log;
  const cache = new TtlCache(config.CONTENT_CACHE_SECONDS * 1000);
  // An expired answer may be served for one more period while a single refresh runs. Keys come
  // from query strings, so the cache is bounded by bytes as well as entries.
  const responses = new TtlCache(config.RESPONSE_CACHE_MS, {
    maxEntries: 5_000,
    serveStaleMs: config.RESPONSE_CACHE_MS,
    maxBytes: config.RESPONSE_CACHE_MAX_BYTES,
    sweepIntervalMs: RESPONSE_CACHE_SWEEP_MS,
  });
  const pages = new TtlCache(config.PAGE_CACHE_MS, {
    maxEntries: 2_000,
    serveStaleMs: config.PAGE_CACHE_MS,
    maxBytes: config.PAGE_CACHE_MAX_BYTES,
    sizeOf: (page) => (page as { html: Buffer }).html.length,
    sweepIntervalMs: RESPONSE_CACHE_SWEEP_MS,
  });
  app.addHook('onClose', async () => {
    responses.close();
    pages.close();
    cache.close();
  });
  const mailer = new Mailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
    logKeptCodes: config.NODE_ENV === 'development',
    log: app.log,
  });
  // Mails still being sent finish (for a bounded time) before the database closes.
  app.addHook('onClose', async () => mailer.close());
  // Queued mails a stopped server left, and retries that come due, are sent by every instance.
  mailer.startSweeping();
  const caches = await createCacheInvalidation({
    content: cache,
    responses,
    pages,
    log: app.log,
    redisUrl: config.REDIS_URL,
    channel: opts.cacheChannel,
  });
  app.addHook('onClose', async () => caches.close());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    cache,
    responses,
    pages,
    caches,
    mailer,
    media: createMediaStorage(config),
    // One provider for the whole app (PAYMENT_PROVIDER): it keeps no state of its own in memory.
    payments: createPaymentProvider(config, database.db),
    clock: opts.clock ?? (() => new Date()),
  };
  app.decorate('contentCache', cache);
  app.decorate('responseCache', responses);
  app.decorate('caches', caches);
  app.decorate('mailer', mailer);
  app.decorate('media', ctx.media);
  app.decorate('invalidateCaches', () => caches.invalidate('all'));

  registerLanguage(app);
  app.decorateRequest('customer', null);
  registerErrorHandler(app);
  registerCacheControl(app);
  registerMultipartGuard(app);
  // During shutdown, answers to in-flight requests close their keep-alive connection, so the
  // server can finish closing as soon as the last response is sent.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onRequest', (request, reply, done) =>
    writeSecurityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
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

  await app.register(healthPlugin, { ctx });
  await app.register(docsPlugin);
  await app.register(uploadsPlugin, { storage: ctx.media });
  if (config.BENCH_BASELINE) await app.register(benchPlugin);
  await app.register(paymentPagesPlugin, { ctx, provider: ctx.payments });

  await app.register(adminPlugin, { ctx });

  for (const lang of languages) {
    await app.register(
      async (api) => {
        await api.register(cataloguePlugin, { ctx });
        await api.register(contentPlugin, { ctx });
        await api.register(geographyPlugin, { ctx });
        await api.register(engagementPlugin, { ctx });
        await api.register(accountsPlugin, { ctx });
        await api.register(paymentsApiPlugin, { ctx, provider: ctx.payments });
        await api.register(addressesPlugin, { ctx });
        await api.register(ordersPlugin, { ctx });
        await api.register(receiptsPlugin, { ctx });
        await api.register(reviewsPlugin, { ctx });
      },
      { prefix: `/${lang}/api` },
    );
  }

  const adminApp = await registerAdminApp(
    app,
    config.ADMIN_DIST_DIR ? path.resolve(config.ADMIN_DIST_DIR) : defaultAdminDist,
  );
  const web = await registerWeb(
    app,
    ctx,
    config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist,
    opts.storefront,
  );
  // After the storefront's static files, so a robots.txt shipped in its build wins.
  await app.register(seoPlugin, { ctx });

  // One not-found answer for everything: the dashboard and the storefront for their deep links,
  // JSON 404 otherwise.
  app.setNotFoundHandler(async (request, reply) => {
    if (adminApp && (await adminApp.fallback(request, reply))) return reply;
    if (web && (await web.fallback(request, reply))) return reply;
    return reply.code(404).send({ message: request.t('notFound.route') });
  });

  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  return app;
}

/**
 * A hop count trusts that many proxies nearest the server (proxy-addr counts hops from the
 * socket's address), an address list trusts those proxies only.
 */
function trustProxyOption(
  trust: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
