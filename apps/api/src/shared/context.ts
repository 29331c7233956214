/** What every feature plugin receives: configuration, the database and the shared cache. */
import { normaliseSearch } from '@shop/domain';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { MediaStorage } from '../media/storage.js';
import type { Executor } from '../db/transaction.js';
import type { EInvoiceSweeper } from '../services/einvoicing/sweeper.js';
import type { Mailer } from '../services/mail/mailer.js';
import type { PaymentProvider } from '../services/payments/provider.js';
import type { CacheInvalidation } from './cache-invalidation.js';
import type { ShopMetrics } from './metrics.js';
import type { TtlCache } from './ttl-cache.js';

/**
 * What a read service needs: where to run its statements (the database, or a transaction its
 * caller opened with withTransaction) and the content cache. An AppContext is one; inside a
 * transaction pass `{ ...ctx, db: tx }`. Write services take the executor alone.
 */
export interface ServiceContext {
  db: Executor;
  /** Settings, category tree, home: CONTENT_CACHE_SECONDS. */
  cache: TtlCache;
}

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Settings, category tree, home: CONTENT_CACHE_SECONDS. */
  cache: TtlCache;
  /**
   * Whole answers of public catalogue GETs for RESPONSE_CACHE_MS (a micro-cache: a hot page is
   * computed once per period however many shoppers ask for it; concurrent misses share one load).
   */
  responses: TtlCache;
  /**
   * Rendered storefront pages for PAGE_CACHE_MS, by language, origin and URL; dropped whole by any
   * invalidation that touches what shoppers see.
   */
  pages: TtlCache;
  /**
   * Writers drop what they changed through this, on this instance and (with REDIS_URL) on every
   * other: `ctx.caches.invalidate('all')`, or `{ content: true }` and/or `{ responsePrefixes }`.
   */
  caches: CacheInvalidation;
  /** Outgoing mail: kept in the outbox, and sent when SMTP_URL is set. */
  mailer: Mailer;
  /** Signs requested e-invoices into the chain and sends them to Fatoora: `poke()` after a request commits. */
  einvoices: EInvoiceSweeper;
  /** Where images are stored: DATA_DIR/uploads, or the S3 bucket when S3_* is set. */
  media: MediaStorage;
  /** The card payment provider (PAYMENT_PROVIDER): pages, verification, refunds. */
  payments: PaymentProvider;
  /** The current time of account rules (locks, code lifetimes): the real clock, or a test's. */
  clock: () => Date;
  /** The instance's Prometheus metrics (`GET /metrics`). */
  metrics: ShopMetrics;
}

/**
 * The input as the services read it: a search is matched through normaliseSearch, so "  Shirt "
 * and "shirt" are one answer and share one cache entry (a flood of spellings of one search does
 * not fill the cache with copies).
 */
function canonicalInput(input: unknown): unknown {
  if (input && typeof input === 'object' && 'search' in input && typeof input.search === 'string') {
    return { ...input, search: normaliseSearch(input.search) || undefined };
  }
  return input ?? null;
}

/**
 * The response micro-cache's key of a public GET. As a prefix for invalidation it also matches
 * keys that continue it (`en:product:12` matches product 123 too): harmless, one more reload.
 */
export function responseCacheKey(key: { route: string; lang: string; input?: unknown }): string {
  return `${key.lang}:${key.route}:${JSON.stringify(canonicalInput(key.input))}`;
}

/** The prefix of every cached answer of one route in one language (all its queries). */
export function responseRoutePrefix(key: { route: string; lang: string }): string {
  return `${key.lang}:${key.route}:`;
}

/**
 * The `{ message, data }` answer of a public GET, serialised once and reused through the response
 * micro-cache under a key built from the parsed input, as UTF-8 bytes; `undefined` when `load` finds nothing
 * (the route answers 404). Reusing the JSON text, not the object, makes a hit as cheap as a
 * constant answer. `serialise` is the route's own serialiser (`reply.serialize`, compiled from the
 * contract's answer schema), so a cached answer has exactly the contract's shape too.
 */
export async function cachedJson<T>(
  ctx: AppContext,
  key: { route: string; lang: string; input?: unknown },
  message: string,
  load: () => Promise<T | undefined>,
  serialise: (answer: { message: string; data: T }) => string | Buffer | ArrayBuffer,
): Promise<Buffer | undefined> {
  return ctx.responses.get(responseCacheKey(key), async () => {
    const data = await load();
    // Kept as UTF-8 bytes: Arabic text would otherwise be re-encoded on every send.
    if (data === undefined) return undefined;
    const text = serialise({ message, data });
    return typeof text === 'string' ? Buffer.from(text) : Buffer.from(text as ArrayBuffer);
  });
}
