/**
 * `node dist/server.js` (or `tsx src/server.ts`): loads configuration, opens and migrates the
 * database, seeds the demo shop when the database is empty, and serves everything on one port.
 * SIGTERM / SIGINT stop accepting connections, let in-flight requests finish, close the database
 * and exit 0.
 */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrate, openDatabase } from './db/client.js';
import { seedIfEmpty } from './seed-on-start.js';

/** Longest a shutdown may take before the process gives up on stragglers. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DB_POOL_SIZE,
  });
  await migrate(database);
  const app = await buildApp({ config, database });
  if (config.SEED_DEMO) await seedIfEmpty(database, config, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => {
        app.log.info('closed cleanly');
        process.exit(0);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { url: address, database: database.kind, dataDir: config.dataDir },
    `shop listening on ${address}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
