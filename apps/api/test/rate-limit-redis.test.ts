/**
 * Rate limits with REDIS_URL: counted in Redis (shared by every instance), and counted in the
 * database whenever Redis cannot answer, so an outage neither fails the limited routes (sign-in,
 * checkout, contact…) nor switches the limits off.
 */
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './support/backends.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  // A Redis that is not there refuses at once; the timeout only keeps a busy machine's slow
  // answer from skipping the tests.
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 10_000,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A client address of this run alone, so counters left in Redis by other runs never count. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const subscribe = (shop: TestShop, remoteAddress: string, n: number) =>
  shop.app.inject({
    method: 'POST',
    url: '/en/api/subscribe',
    remoteAddress,
    payload: { email: `limit.${n}.${randomInt(1e9)}@example.com` },
  });

async function statuses(shop: TestShop, count: number, address = freshAddress()): Promise<number[]> {
  const out: number[] = [];
  for (let n = 0; n < count; n += 1) out.push((await subscribe(shop, address, n)).statusCode);
  return out;
}

const redisUp = await redisReachable();
const shops: TestShop[] = [];
afterAll(async () => {
  for (const shop of shops) await shop.close();
});

describe('rate limits with Redis', () => {
  it.skipIf(!redisUp)('count in Redis: the fourth request of a client in the window is refused', async () => {
    const shop = await startTestShop({ name: 'pglite' }, async () => {}, {
      REDIS_URL,
      FORM_RATE_LIMIT_PER_MINUTE: '3',
    });
    shops.push(shop);
    const address = freshAddress();
    expect(await statuses(shop, 4, address)).toEqual([200, 200, 200, 429]);
    // The counter is Redis's, not the database's.
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`rate-limit:*${address}*`);
      expect(keys).toHaveLength(1);
      expect(Number(await redis.get(keys[0]!))).toBe(4);
    } finally {
      redis.disconnect();
    }
  });

  it('keep limiting through the database, without errors, while Redis is unreachable', async () => {
    const shop = await startTestShop({ name: 'pglite' }, async () => {}, {
      REDIS_URL: 'redis://127.0.0.1:1',
      FORM_RATE_LIMIT_PER_MINUTE: '3',
    });
    shops.push(shop);
    expect(await statuses(shop, 4)).toEqual([200, 200, 200, 429]);
  });
});
