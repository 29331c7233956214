/**
 * Builds the Fastify application (docs/decisions.md, One app builder): tests drive it with `app.inject()`, and
 * server.ts listens with it. Every feature is a plugin; the public API features are registered
 * once per language prefix (`/ar/api`, `/en/api`) and answer in that language. The parts are in
 * app/: the Fastify instance (fastify.ts), the caches and context (caches.ts), what every request
 * goes through (plugins.ts) and the routes (routes.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createAppContext } from './app/caches.js';
import { createFastify, securityHeaders } from './app/fastify.js';
import { registerPlugins, registerRequestHooks } from './app/plugins.js';
import { registerRoutes } from './app/routes.js';
import { usePasswordCost } from './auth/password.js';
import type { Config } from './config.js';
import { migrate, openDatabase, type Database } from './db/client.js';
import type { StorefrontRenderer } from './features/web/index.js';
import type { EInvoicingDeps } from './services/einvoicing/index.js';

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
  /** The Fatoora platforms' clients (by default from config; tests give their simulator's). */
  fatoora?: EInvoicingDeps['fatoora'];
}

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

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  usePasswordCost(config.PASSWORD_HASH_COST);
  const ownsDatabase = !opts.database;
  const appLog: { current?: FastifyBaseLogger } = {};
  const database = opts.database ?? (await openConfiguredDatabase(config, () => appLog.current));
  if (ownsDatabase) await migrate(database);
  const writeSecurityHeaders = securityHeaders(config);
  const app = createFastify(config, opts.logger, writeSecurityHeaders);
  appLog.current = app.log;

  const ctx = await createAppContext(app, {
    config,
    database,
    cacheChannel: opts.cacheChannel,
    clock: opts.clock,
    fatoora: opts.fatoora,
  });
  registerRequestHooks(app, writeSecurityHeaders, ctx.metrics);
  await registerPlugins(app, config, database);
  await registerRoutes(app, ctx, opts.storefront);

  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  return app;
}
