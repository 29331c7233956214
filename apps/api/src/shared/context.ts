/** What every feature plugin receives: configuration, the database and the shared cache. */
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { TtlCache } from './ttl-cache.js';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  cache: TtlCache;
}
