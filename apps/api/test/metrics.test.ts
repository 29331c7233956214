/**
 * `/metrics` on every available database: hidden (404) while METRICS_TOKEN is unset, refused
 * without the token, and with it Prometheus's text format carrying the request latency by route
 * pattern, orders placed, the caches' hits and misses, the mail and e-invoice queues, and the
 * PostgreSQL pool. A request about an order logs its id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract';
import { buildApp } from '../src/app.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { call, newCustomer, placeTestOrder, type TestCustomer } from './support/checkout.js';

const TOKEN = 'metrics-token-0123456789';

/** The value of a series in a Prometheus text answer (0 when absent). */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe.each(backends)('metrics on $name', (backend) => {
  let shop: TestShop;
  let buyer: TestCustomer;
  let suit: Product;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    // The response cache on, as in production (the test shops keep it off).
    const env = { METRICS_TOKEN: TOKEN, RESPONSE_CACHE_MS: '60000' };
    shop = await startTestShop(backend, 'demo+fixtures', env, {
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
    });
    buyer = await newCustomer(shop.database);
    suit = (await call(shop.app, { method: 'GET', url: `/en/api/products/${shop.fixtures.suitId}` })).body
      .data;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const scrape = async () => {
    const res = await shop.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers 404 while no token is set, and 401 without the right one', async () => {
    // The same shop without a token: another app on its database.
    const hidden = await buildApp({
      config: { ...shop.config, METRICS_TOKEN: undefined },
      database: shop.database,
      logger: false,
    });
    try {
      expect((await hidden.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await hidden.close();
    }
    expect((await shop.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await shop.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
  });

  it('times each answer by its route pattern, and counts the caches’ hits and misses', async () => {
    const before = await scrape();
    const route = '/en/api/products/:id';
    const count = (text: string) =>
      seriesValue(text, 'shop_http_request_duration_seconds_count', { route, status: '200' });
    for (let i = 0; i < 3; i += 1) {
      expect((await shop.app.inject({ url: `/en/api/products/${suit.id}` })).statusCode).toBe(200);
    }
    expect((await shop.app.inject({ url: '/en/api/products/999999999' })).statusCode).toBe(404);
    const after = await scrape();
    expect(count(after) - count(before)).toBe(3);
    expect(
      seriesValue(after, 'shop_http_request_duration_seconds_count', { route, status: '404' }),
    ).toBeGreaterThan(0);
    // The same answer asked again comes from the response cache.
    const hits = (text: string) =>
      seriesValue(text, 'shop_cache_lookups_total', { cache: 'responses', result: 'hit' });
    expect(hits(after)).toBeGreaterThan(hits(before));
    const ratio = seriesValue(after, 'shop_cache_hit_ratio', { cache: 'responses' });
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(1);
    // Process metrics come with a token set.
    expect(after).toContain('shop_process_resident_memory_bytes');
  });

  it('counts orders placed once (a replay is not an order), the mail queue, and logs the order id', async () => {
    const before = await scrape();
    const placed = await placeTestOrder(shop.app, shop.database, buyer, suit);
    const after = await scrape();
    const orders = (text: string) => seriesValue(text, 'shop_orders_placed_total', { source: 'cart' });
    expect(orders(after) - orders(before)).toBe(1);
    // The confirmation mail waits in the outbox (no SMTP in tests): the queue's depth and age are read.
    expect(after).toMatch(/^shop_mail_queue_depth \d+$/m);
    expect(after).toMatch(/^shop_mail_queue_oldest_seconds [\d.e+-]+$/m);
    expect(after).toMatch(/^shop_einvoice_queue_depth 0$/m);
    expect(logLines.some((line) => line.msg === 'order placed' && line.orderId === placed.id)).toBe(true);

    await call(shop.app, { method: 'GET', url: `/en/api/orders/${placed.id}`, headers: buyer.auth });
    expect(
      logLines.some(
        (line) => line.msg === 'request completed' && line.orderId === placed.id && line.reqId !== undefined,
      ),
    ).toBe(true);
  });

  it('reports the PostgreSQL pool, and nothing of it on PGlite', async () => {
    const text = await scrape();
    if (backend.name === 'postgres') {
      expect(seriesValue(text, 'shop_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
      expect(seriesValue(text, 'shop_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(text).not.toMatch(/^shop_db_pool_connections\{/m);
    }
  });
});
