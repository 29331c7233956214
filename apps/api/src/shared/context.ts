/** What every feature plugin receives: configuration, the database and the shared cache. */
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { TtlCache } from './ttl-cache.js';

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
}

/** Answers `load()` through the response micro-cache under a key built from the parsed input. */
export function cachedAnswer<T>(ctx: AppContext, route: string, lang: string, input: unknown, load: () => Promise<T>): Promise<T> {
  return ctx.responses.get(`${lang}:${route}:${JSON.stringify(input)}`, load);
}
