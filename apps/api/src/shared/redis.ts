/**
 * Connections to Redis (REDIS_URL): the rate-limit counters and the cache invalidation messages.
 * A Redis that is down, at start or later, never stops the server: ioredis keeps reconnecting in
 * the background, and each outage is logged once (when it starts and when it ends), not once per
 * retry. Logs name the server as host:port only, never the URL, which may carry a password.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

export type RedisLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Longest wait for a connection to Redis before ioredis gives up on that attempt and retries. */
const CONNECT_TIMEOUT_MS = 500;
/**
 * Longest wait for a command's reply: a Redis that accepts connections but stopped answering
 * fails commands (and the check that a new connection is ready, which then reconnects) instead
 * of holding them forever.
 */
const COMMAND_TIMEOUT_MS = 1000;

/** Where a Redis URL points, without its user name and password (for logs). */
export function redisTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

/**
 * Only an error's message and code are logged: ioredis attaches the failed command to its errors,
 * and an AUTH command's arguments are the password.
 */
function describeError(err: unknown): { reason: string; code?: string } {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return { reason: err.message, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { reason: String(err) };
}

/**
 * Opens a connection named `purpose` (it appears in the log lines). It connects in the
 * background: callers use `status === 'ready'` or the 'ready' event, and commands sent while it is
 * not connected fail at once unless `options.enableOfflineQueue` says otherwise.
 */
export async function openRedis(
  url: string,
  purpose: string,
  log: RedisLog,
  options: RedisOptions = {},
): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a single instance never pays for the client.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    ...options,
  });
  const where = { redis: redisTarget(url), purpose };
  let failing = false;
  const outage = (message: string, err?: unknown) => {
    if (failing) return;
    failing = true;
    log.warn({ ...where, ...(err === undefined ? {} : describeError(err)) }, message);
  };
  // Without an 'error' listener ioredis would print every failed attempt to the console.
  client.on('error', (err: unknown) =>
    outage(`redis ${purpose}: unreachable, retrying in the background`, err),
  );
  // Emitted after a lost connection or a failed attempt, never after closeRedis.
  client.on('reconnecting', () => outage(`redis ${purpose}: connection lost, reconnecting`));
  client.on('ready', () => {
    if (failing) log.info(where, `redis ${purpose}: connected again`);
    failing = false;
  });
  return client;
}

/** Closes at once, without waiting for Redis (which may be unreachable) and without reconnecting. */
export function closeRedis(client: Redis): void {
  client.disconnect(false);
}
