/**
 * The app's in-memory caches and what shares them: the content cache, the response micro-cache
 * and the page cache, the outgoing mail, and the cache invalidation that drops them here and (with
 * REDIS_URL) on every other instance. Together with the database they make the context every
 * feature plugin receives; each is closed with the app.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createMediaStorage, type MediaStorage } from '../media/storage.js';
import { EInvoiceSweeper, fatooraClients, type EInvoicingDeps } from '../services/einvoicing/index.js';
import { Mailer } from '../services/mail/mailer.js';
import { createPaymentProvider } from '../services/payments/index.js';
import { createCacheInvalidation, type CacheInvalidation } from '../shared/cache-invalidation.js';
import type { AppContext } from '../shared/context.js';
import { ShopMetrics } from '../shared/metrics.js';
import { queueFigures } from '../services/metrics.js';
import { TtlCache } from '../shared/ttl-cache.js';
import { renderedPageBytes, type RenderedPage } from '../features/web/index.js';

/** Sweep period of the response micro-cache's expired entries. */
const RESPONSE_CACHE_SWEEP_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings / category tree / home / product totals (CONTENT_CACHE_SECONDS). */
    contentCache: TtlCache;
    /** Serialised public answers (RESPONSE_CACHE_MS). */
    responseCache: TtlCache;
    /** Rendered storefront pages, compressed (PAGE_CACHE_MS, PAGE_CACHE_MAX_BYTES). */
    pageCache: TtlCache;
    /** Outgoing mail (tests wait for its deliveries with `mailer.settled()`). */
    mailer: Mailer;
    /** The e-invoicing sweep (tests wait for it with `einvoices.settled()`; server.ts starts its timer). */
    einvoices: EInvoiceSweeper;
    /** Drops cached data here and, with REDIS_URL, on every other instance (`ctx.caches`). */
    caches: CacheInvalidation;
    /** Drops every cache, on every instance: `caches.invalidate('all')`. */
    invalidateCaches(): void;
    /** Where uploaded images are stored (the same storage the upload routes write to). */
    media: MediaStorage;
  }
}

/** The three caches of the app, closed with it. */
function createCaches(app: FastifyInstance, config: Config) {
  const content = new TtlCache(config.CONTENT_CACHE_SECONDS * 1000);
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
    // Every copy a page keeps counts (its brotli and gzip bytes), so the bound is the memory held.
    sizeOf: (page) => renderedPageBytes(page as RenderedPage),
    sweepIntervalMs: RESPONSE_CACHE_SWEEP_MS,
  });
  app.addHook('onClose', async () => {
    responses.close();
    pages.close();
    content.close();
  });
  return { content, responses, pages };
}

/**
 * The context of every feature plugin (shared/context.ts), with the caches, the mailer and the
 * media storage also decorated on the app for the tests and the storefront renderer.
 */
export async function createAppContext(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    cacheChannel?: string;
    clock?: () => Date;
    fatoora?: EInvoicingDeps['fatoora'];
  },
): Promise<AppContext> {
  const { config, database } = options;
  const { content: cache, responses, pages } = createCaches(app, config);
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
    channel: options.cacheChannel,
  });
  app.addHook('onClose', async () => caches.close());
  const clock = options.clock ?? (() => new Date());
  const metrics = new ShopMetrics(
    { queues: () => queueFigures(database.db), pool: () => database.poolFigures?.() ?? null },
    { processMetrics: Boolean(config.METRICS_TOKEN) },
  );
  cache.onLookup = metrics.cacheLookup('content');
  responses.onLookup = metrics.cacheLookup('responses');
  pages.onLookup = metrics.cacheLookup('pages');
  const einvoices = new EInvoiceSweeper(
    { db: database.db, config, fatoora: options.fatoora ?? fatooraClients(config), clock },
    app.log,
  );
  // A sweep holds database connections: it ends before the database closes.
  app.addHook('onClose', async () => einvoices.close());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    cache,
    responses,
    pages,
    caches,
    mailer,
    einvoices,
    media: createMediaStorage(config),
    // One provider for the whole app (PAYMENT_PROVIDER): it keeps no state of its own in memory.
    payments: createPaymentProvider(config, database.db),
    clock,
    metrics,
  };
  app.decorate('contentCache', cache);
  app.decorate('responseCache', responses);
  app.decorate('pageCache', pages);
  app.decorate('caches', caches);
  app.decorate('mailer', mailer);
  app.decorate('einvoices', einvoices);
  app.decorate('media', ctx.media);
  app.decorate('invalidateCaches', () => caches.invalidate('all'));
  return ctx;
}
