/**
 * `node dist/server.js` (or `tsx src/server.ts`): loads configuration, opens and migrates the
 * database, seeds the demo shop when the database is empty (and SEED_DEMO allows it), creates the
 * first owner from ADMIN_EMAIL / ADMIN_PASSWORD, gives stored images any newer width they lack,
 * and serves everything on one port.
 * SIGTERM / SIGINT stop accepting connections, let in-flight requests finish, close the database
 * and exit 0; with SHUTDOWN_DRAIN_MS, the instance first goes on serving for that long with
 * /healthz answering 503 "draining" (a second signal ends the wait).
 */
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, openConfiguredDatabase } from './app.js';
import { loadConfig } from './config.js';
import { migrate } from './db/client.js';
import { prepareDatabase } from './seed-on-start.js';
import { addMissingWidths } from './media/added-widths.js';

/** Longest a shutdown may take before the process gives up on stragglers. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log: { current?: FastifyBaseLogger } = {};
  const database = await openConfiguredDatabase(config, () => log.current);
  await migrate(database);
  const app = await buildApp({ config, database });
  log.current = app.log;
  await prepareDatabase(database, config, app.log);
  // Before listening, so no page links an image width that is not stored yet.
  await addMissingWidths(app.media, app.log).catch((err: unknown) =>
    app.log.error(
      { err },
      'media: could not add the newer image widths; images stored before them lack those files',
    ),
  );

  let closing = false;
  let drainTimer: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(drainTimer);
    app.log.info('shutting down: draining in-flight requests');
    // Which part of the shutdown a timeout cut short, for the log.
    let step = 'finishing requests and closing the app';
    const timer = setTimeout(() => {
      app.log.error({ step }, `shutdown timed out while ${step}; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app
      .close()
      .then(() => {
        step = 'closing the database';
        return database.close();
      })
      .then(() => {
        app.log.info('closed cleanly');
        process.exit(0);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  const shutdown = (signal: string) => {
    if (closing) {
      // A second signal during the drain window: close now.
      if (drainTimer) close();
      drainTimer = undefined;
      return;
    }
    closing = true;
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, `shutting down on ${signal}`);
    if (config.SHUTDOWN_DRAIN_MS === 0) return close();
    // The load balancer sees /healthz fail and moves its traffic away while this instance still
    // answers; only then does the port close.
    app.startDraining();
    drainTimer = setTimeout(close, config.SHUTDOWN_DRAIN_MS);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { url: address, database: database.kind, dataDir: config.dataDir },
    `shop listening on ${address}`,
  );
  // E-invoices requested while no instance ran, and retries that come due, are swept by every
  // instance (the tests' apps sweep only when asked).
  app.einvoices.start();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
