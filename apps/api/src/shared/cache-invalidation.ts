/**
 * The one way to drop cached data after a write (docs/decisions.md, Cache invalidation across
 * instances). `invalidate(scope)` drops the scope from this instance's caches at once, so the
 * writer's next read shows its change; with REDIS_URL set it also publishes the scope on a Redis
 * channel, and every other instance subscribed to it drops the same scope when the message
 * arrives. Without REDIS_URL (a single instance) invalidation stays in this process.
 *
 * Redis is a convenience here, never a dependency of a request: a publish that fails is logged
 * and the write still succeeds. Messages are not stored by Redis, so an instance whose
 * subscription was down cannot know what it missed: each time its subscription (re)starts it
 * drops all its caches, and an instance whose publish failed sends "drop everything" once its
 * connection is back. A connection that looks alive but silently stopped delivering cannot be
 * detected this way; there, as for any other missed message, the caches' own lifetimes
 * (CONTENT_CACHE_SECONDS, RESPONSE_CACHE_MS) still bound how long a stale answer is served.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { closeRedis, openRedis, type RedisLog } from './redis.js';
import type { TtlCache } from './ttl-cache.js';

/**
 * What to drop: everything, or the content cache (settings, category tree, home) and/or the
 * response micro-cache's entries whose keys start with one of the prefixes (keys are built by
 * `responseCacheKey` in context.ts, e.g. `en:product:12` or `en:products:`).
 */
export type CacheScope =
  | 'all'
  | {
      content?: boolean;
      /** Entries of the content cache whose keys start with one of these (the dashboard's figures). */
      contentPrefixes?: readonly string[];
      responsePrefixes?: readonly string[];
    };

/** Where this instance's invalidation goes: nowhere else (no REDIS_URL), or to the other instances. */
export type CacheLink = 'local' | 'connecting' | 'subscribed' | 'disconnected';

export interface CacheInvalidation {
  /**
   * Drops `scope` here at once and, with Redis, on every other instance shortly after. Call it
   * after the write has committed. It never throws and never waits for Redis.
   */
  invalidate(scope: CacheScope): void;
  /** Identifies this instance's messages on the channel. */
  readonly instanceId: string;
  /** 'subscribed' while this instance receives the other instances' messages. */
  readonly link: CacheLink;
  /** Closes the Redis connections at once (pending messages are dropped). */
  close(): void;
}

export interface CacheInvalidationOptions {
  content: TtlCache;
  responses: TtlCache;
  /** Rendered storefront pages: they show content and answers, so any change to those drops them all. */
  pages?: TtlCache;
  log: RedisLog;
  /** Unset: invalidation stays in this process. */
  redisUrl?: string;
  /** Tests give each run its own channel, so runs sharing one Redis never see each other. */
  channel?: string;
}

export const DEFAULT_CACHE_CHANNEL = 'shop:cache-invalidation';

/** Bounds of a message: larger scopes are published as 'all', larger messages are ignored. */
const MAX_PREFIXES = 100;
const MAX_PREFIX_LENGTH = 500;
const MAX_MESSAGE_CHARS = 64 * 1024;

const wireScope = z.union([
  z.literal('all'),
  z.object({
    content: z.boolean(),
    // Optional: an instance of an older release sends none.
    contentPrefixes: z.array(z.string().max(MAX_PREFIX_LENGTH)).max(MAX_PREFIXES).optional(),
    responsePrefixes: z.array(z.string().max(MAX_PREFIX_LENGTH)).max(MAX_PREFIXES),
  }),
]);

/**
 * The message on the channel. Unknown fields are ignored rather than refused, so an instance of a
 * newer release can add some during a rolling deployment without this one ignoring its messages.
 */
const wireMessage = z.object({
  v: z.literal(1),
  from: z.string().min(1).max(64),
  scope: wireScope,
});
type WireScope = z.infer<typeof wireScope>;

function toWire(scope: CacheScope): WireScope {
  if (scope === 'all') return 'all';
  const wire = {
    content: scope.content === true,
    contentPrefixes: [...(scope.contentPrefixes ?? [])],
    responsePrefixes: [...(scope.responsePrefixes ?? [])],
  };
  // Too many or too long prefixes for a message: the other instances drop everything instead.
  return wireScope.safeParse(wire).success ? wire : 'all';
}

export async function createCacheInvalidation(opts: CacheInvalidationOptions): Promise<CacheInvalidation> {
  const { content, responses, pages, log } = opts;
  const channel = opts.channel ?? DEFAULT_CACHE_CHANNEL;
  const instanceId = randomUUID();

  const apply = (scope: CacheScope) => {
    if (scope === 'all') {
      content.invalidate();
      responses.invalidate();
      pages?.invalidate();
      return;
    }
    if (scope.content || (scope.responsePrefixes?.length ?? 0) > 0) pages?.invalidate();
    if (scope.content) content.invalidate();
    else for (const prefix of scope.contentPrefixes ?? []) content.invalidate(prefix);
    for (const prefix of scope.responsePrefixes ?? []) responses.invalidate(prefix);
  };

  if (!opts.redisUrl) {
    return { instanceId, link: 'local', invalidate: apply, close() {} };
  }

  const publisher = await openRedis(opts.redisUrl, 'cache invalidation publisher', log);
  const subscriber = await openRedis(opts.redisUrl, 'cache invalidation subscriber', log, {
    // Subscribed again by hand on every connection, to know when to drop the caches.
    autoResubscribe: false,
  });
  let link: CacheLink = 'connecting';
  // Set when a publish failed: the other instances missed a change, so the next successful
  // message is "drop everything".
  let missedPublish = false;

  const publish = (scope: WireScope) => {
    const sent = missedPublish ? 'all' : scope;
    missedPublish = false;
    publisher
      .publish(channel, JSON.stringify({ v: 1, from: instanceId, scope: sent }))
      .catch((err: unknown) => {
        missedPublish = true;
        // Connection failures are logged once by openRedis; a refused command is logged here.
        if (publisher.status === 'ready')
          log.warn(
            { reason: err instanceof Error ? err.message : String(err) },
            'cache invalidation: publish failed',
          );
      });
  };
  publisher.on('ready', () => {
    if (missedPublish) publish('all');
  });

  const receive = (raw: string) => {
    const data = (() => {
      if (raw.length > MAX_MESSAGE_CHARS) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    })();
    const parsed = wireMessage.safeParse(data);
    if (!parsed.success) {
      log.warn(
        { channel, chars: raw.length },
        'cache invalidation: ignored a message that is not an invalidation',
      );
      return;
    }
    // The writer applied its scope when it published.
    if (parsed.data.from === instanceId) return;
    apply(parsed.data.scope);
  };
  subscriber.on('message', (from: string, raw: string) => {
    if (from === channel) receive(raw);
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        // Messages published while this instance was not subscribed are lost.
        apply('all');
        link = 'subscribed';
        log.info({ channel }, 'cache invalidation: subscribed; caches dropped');
      },
      (err: unknown) => {
        log.warn(
          { channel, reason: err instanceof Error ? err.message : String(err) },
          'cache invalidation: subscribe failed; reconnecting to try again',
        );
        // A subscription that failed (a reply slower than the command timeout on a busy Redis)
        // would leave this instance deaf to the others until the connection next dropped: the
        // connection is started again, and its 'ready' subscribes again.
        if (link !== 'disconnected') subscriber.disconnect(true);
      },
    );
  });
  subscriber.on('close', () => {
    if (link === 'subscribed') link = 'disconnected';
  });

  return {
    instanceId,
    get link() {
      return link;
    },
    invalidate(scope) {
      apply(scope);
      publish(toWire(scope));
    },
    close() {
      link = 'disconnected';
      for (const client of [publisher, subscriber] as Redis[]) closeRedis(client);
    },
  };
}
