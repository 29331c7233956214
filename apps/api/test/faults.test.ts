/**
 * Faults a real deployment meets, each driven through the real app on a real database: the
 * response micro-cache's memory bound and search keys, NUL and invisible characters in input,
 * malformed multipart bodies and paths, X-Forwarded-For spoofing behind a load balancer,
 * Cache-Control on every answer, and public URLs that a Host header cannot choose.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { rowsOf } from '../src/db/rows.js';
import { contactMessages } from '../src/db/schema.js';
import { PUBLIC_CACHE_CONTROL } from '../src/http/cache-control.js';
import { backends, startTestShop, testConfig, type TestShop } from './support/backends.js';
import type { Fixtures } from './support/fixtures.js';
import { sourceStorefront } from './support/storefront.js';

const arabic = /[\u0600-\u06FF]/;
const invalidCharactersEn = 'This field contains characters that are not allowed';

describe.each(backends)('faults on $name', (backend) => {
  let shop: TestShop;
  let fx: Fixtures;
  beforeAll(async () => {
    shop = await startTestShop(backend, 'demo+fixtures');
    fx = shop.fixtures;
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('response micro-cache', () => {
    it('stays under its byte bound through 5,000 distinct searches of 150 kB answers (default bound)', async () => {
      // The size of the issue's measurement (5,000 searches held about 0.75 GB), on the app's own
      // cache as configured by default; answers are stand-ins of a wide page's size.
      const config = { ...testConfig(shop.config.dataDir, { RESPONSE_CACHE_MS: '60000' }) };
      const app = await buildApp({ config, database: shop.database, logger: false });
      try {
        const maxBytes = config.RESPONSE_CACHE_MAX_BYTES;
        expect(maxBytes).toBe(32 * 1024 * 1024);
        let peak = 0;
        for (let i = 0; i < 5000; i += 1) {
          await app.responseCache.get(`en:products:${JSON.stringify({ search: `q${i}` })}`, async () =>
            Buffer.allocUnsafe(150_000),
          );
          peak = Math.max(peak, app.responseCache.bytes);
        }
        expect(peak).toBeLessThanOrEqual(maxBytes);
        expect(app.responseCache.bytes).toBeGreaterThan(maxBytes / 2);
      } finally {
        await app.close();
      }
    });

    it('stays under its byte bound through distinct searches answered by the catalogue', async () => {
      const maxBytes = 64 * 1024;
      const config = { ...shop.config, RESPONSE_CACHE_MS: 60_000, RESPONSE_CACHE_MAX_BYTES: maxBytes };
      const app = await buildApp({ config, database: shop.database, logger: false });
      try {
        // Pieces of real product texts, so most searches find products and answers are full pages.
        const texts = (
          await rowsOf<{ search_text: string }>(
            shop.database.db,
            sql`select search_text from products where is_active`,
          )
        ).map((r) => r.search_text);
        const searches = new Set<string>();
        for (const text of texts) {
          for (let len = 3; len <= 8 && searches.size < 300; len += 1) {
            for (let i = 0; i + len <= text.length && searches.size < 300; i += 1) {
              const piece = text.slice(i, i + len).trim();
              if (piece.length >= 3 && !/\s{2}/.test(piece)) searches.add(piece);
            }
          }
        }
        for (let i = searches.size; searches.size < 300; i += 1) searches.add(`zz${i}`);
        let answered = 0;
        let peak = 0;
        const list = [...searches];
        for (let i = 0; i < list.length; i += 25) {
          const batch = await Promise.all(
            list
              .slice(i, i + 25)
              .map((q) => app.inject({ url: `/en/api/products?search=${encodeURIComponent(q)}` })),
          );
          for (const res of batch) {
            expect(res.statusCode).toBe(200);
            answered += res.rawPayload.length;
          }
          peak = Math.max(peak, app.responseCache.bytes);
        }
        // The answers together are far larger than the bound, yet the cache never held more.
        expect(answered).toBeGreaterThan(maxBytes * 4);
        expect(peak).toBeLessThanOrEqual(maxBytes);
        expect(app.responseCache.bytes).toBeLessThanOrEqual(maxBytes);
        expect(app.responseCache.size).toBeGreaterThan(0);
        // The least recently used answers make room: one just answered is served from memory again.
        const last = `/en/api/products?search=${encodeURIComponent(list[list.length - 1]!)}`;
        await app.inject({ url: last });
        shop.counter.reset();
        await app.inject({ url: last });
        expect(shop.counter.count).toBe(0);
      } finally {
        await app.close();
      }
    });

    it('keys searches by their normalised form: "  Shirt " and "shirt" share one entry', async () => {
      const config = { ...shop.config, RESPONSE_CACHE_MS: 60_000 };
      const app = await buildApp({ config, database: shop.database, logger: false });
      try {
        const first = await app.inject({ url: '/en/api/products?search=shirt' });
        expect(first.statusCode).toBe(200);
        expect(app.responseCache.size).toBe(1);
        shop.counter.reset();
        for (const spelling of ['  Shirt ', 'SHIRT', 'sh\u200Birt', '\uFF53hirt']) {
          const res = await app.inject({ url: `/en/api/products?search=${encodeURIComponent(spelling)}` });
          expect(res.body, spelling).toBe(first.body);
        }
        expect(shop.counter.count).toBe(0);
        expect(app.responseCache.size).toBe(1);
      } finally {
        await app.close();
      }
    });
  });

  describe('input', () => {
    it('drops a NUL byte from a form field, so it never reaches the database (never a 500)', async () => {
      const base = {
        first_name: 'Sara',
        last_name: 'Ali',
        email: 'zeta-nul@example.com',
        phone: '0501234567',
        message: 'Hello',
      };
      const withNul = {
        first_name: 'Sa\u0000ra',
        last_name: '\u0000Ali',
        email: 'zeta-nul\u0000@example.com',
        phone: '0501\u0000234567',
        message: 'Hel\u0000lo\u0000',
      };
      for (const field of ['first_name', 'last_name', 'message', 'email', 'phone'] as const) {
        const res = await shop.app.inject({
          method: 'POST',
          url: '/en/api/contact',
          payload: { ...base, [field]: withNul[field] },
        });
        expect(res.statusCode, field).toBe(200);
      }
      const rows = await shop.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, base.email));
      expect(rows).toHaveLength(5);
      for (const row of rows) {
        expect(row).toMatchObject({
          firstName: 'Sara',
          lastName: 'Ali',
          phone: '0501234567',
          message: 'Hello',
        });
      }
      // A field that held nothing but a NUL is empty: required, in the path's language.
      const ar = await shop.app.inject({
        method: 'POST',
        url: '/ar/api/contact',
        payload: { ...base, first_name: '\u0000' },
      });
      expect(ar.statusCode).toBe(422);
      expect(ar.json().errors.first_name[0]).toMatch(arabic);
      // Url-encoded and multipart bodies are read the same way.
      const form = await shop.app.inject({
        method: 'POST',
        url: '/en/api/subscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=zeta-nul%00b%40example.com',
      });
      expect(form.statusCode, form.body).toBe(200);
    });

    it('answers 422 for a NUL byte in a search query', async () => {
      for (const url of [
        '/en/api/products?search=%00',
        '/en/api/products?search=shirt%00',
        '/ar/api/blogs?search=a%00b',
      ]) {
        const res = await shop.app.inject(url);
        expect(res.statusCode, url).toBe(422);
        expect(res.json().errors.search, url).toBeDefined();
      }
      const en = await shop.app.inject('/en/api/products?search=%00');
      expect(en.json().errors.search).toEqual([invalidCharactersEn]);
    });

    it('strips zero-width characters and direction marks from names, and refuses bidi overrides', async () => {
      const email = 'zeta-bidi@example.com';
      const res = await shop.app.inject({
        method: 'POST',
        url: '/en/api/contact',
        payload: {
          first_name: '\u200Bسارة\u200F',
          last_name: 'Al\u200Di\uFEFF\u2060',
          email,
          phone: '0501234567',
          message: 'Hi',
        },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await shop.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email));
      expect(row?.firstName).toBe('سارة');
      expect(row?.lastName).toBe('Ali');
      // An override or isolate would reorder the name where it is shown: refused, not dropped.
      const override = await shop.app.inject({
        method: 'POST',
        url: '/ar/api/contact',
        payload: {
          first_name: '\u202Eسارة\u2066',
          last_name: 'Ali',
          email,
          phone: '0501234567',
          message: 'Hi',
        },
      });
      expect(override.statusCode).toBe(422);
      expect(override.json().errors.first_name[0]).toMatch(arabic);
      // A name made only of invisible characters is empty: required.
      const blank = await shop.app.inject({
        method: 'POST',
        url: '/en/api/contact',
        payload: { first_name: '\u200B\u200F', last_name: 'Ali', email, phone: '0501234567', message: 'Hi' },
      });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors.first_name).toEqual(['First name is required']);
    });

    it('answers 400 to a multipart body without a boundary', async () => {
      for (const type of [
        'multipart/form-data',
        'multipart/form-data; charset=utf-8',
        'multipart/form-data; boundary=',
      ]) {
        const res = await shop.app.inject({
          method: 'POST',
          url: '/en/api/subscribe',
          headers: { 'content-type': type },
          payload: 'email=zeta@example.com',
        });
        expect(res.statusCode, type).toBe(400);
        expect(res.json()).toEqual({ message: 'Bad request' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const ar = await shop.app.inject({
        method: 'POST',
        url: '/ar/api/contact',
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expect(ar.statusCode).toBe(400);
      expect(ar.json().message).toMatch(arabic);
      // A well-formed multipart body still works.
      const boundary = 'zetaBoundary';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nzeta-multipart@example.com\r\n--${boundary}--\r\n`;
      const ok = await shop.app.inject({
        method: 'POST',
        url: '/en/api/subscribe',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(ok.statusCode).toBe(200);
    });

    it("answers the router's own errors through the shared handler, translated and with the security headers", async () => {
      const cases = [
        { url: '/en/api/products/%E0%A4%A', status: 400, message: 'Bad request' },
        { url: '/en/api/products/%', status: 400, message: 'Bad request' },
        {
          url: `/en/api/products/${'1'.repeat(400)}`,
          status: 414,
          message: 'The request address is too long',
        },
      ];
      for (const c of cases) {
        const res = await shop.app.inject(c.url);
        expect(res.statusCode, c.url).toBe(c.status);
        expect(res.headers['content-type'], c.url).toMatch(/^application\/json/);
        expect(res.json(), c.url).toEqual({ message: c.message });
        expect(String(res.headers['content-security-policy']), c.url).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options'], c.url).toBe('nosniff');
        expect(res.headers['x-frame-options'], c.url).toBe('DENY');
        expect(res.headers['x-request-id'], c.url).toBeTruthy();
        expect(res.headers['cache-control'], c.url).toBe('no-store');
      }
      const ar = await shop.app.inject('/ar/api/products/%E0%A4%A');
      expect(ar.statusCode).toBe(400);
      expect(ar.json().message).toBe('الطلب غير صالح');
      const arLong = await shop.app.inject(`/ar/api/category/${'9'.repeat(400)}`);
      expect(arLong.statusCode).toBe(414);
      expect(arLong.json().message).toMatch(arabic);
    });
  });

  describe('TRUST_PROXY', () => {
    it('with a hop count, the rate-limit key is the address the load balancer saw; a forged X-Forwarded-For prefix cannot choose it', async () => {
      const config = {
        ...testConfig(shop.config.dataDir, { TRUST_PROXY: '1' }),
        FORM_RATE_LIMIT_PER_MINUTE: 2,
      };
      const app = await buildApp({ config, database: shop.database, logger: false });
      try {
        const client = '203.0.113.77';
        const loadBalancer = '10.0.0.2';
        const send = (forwardedFor: string) =>
          app.inject({
            method: 'POST',
            url: '/en/api/subscribe',
            payload: { email: 'zeta-proxy@example.com' },
            remoteAddress: loadBalancer,
            headers: { 'x-forwarded-for': forwardedFor },
          });
        // Each request claims a different origin in front of the load balancer's own entry.
        expect((await send(`198.51.100.1, ${client}`)).statusCode).toBe(200);
        expect((await send(`198.51.100.2, ${client}`)).statusCode).toBe(200);
        expect((await send(`198.51.100.3, ${client}`)).statusCode).toBe(429);
        expect((await send(`1.1.1.1, 2.2.2.2, ${client}`)).statusCode).toBe(429);
        // A different real client has its own counter.
        expect((await send(`198.51.100.1, 203.0.113.78`)).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  describe('Cache-Control', () => {
    it('is explicit on every API answer: public and short for catalogue and content reads, no-store otherwise', async () => {
      const doc = (await shop.app.inject('/docs/json')).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const ids: Record<string, number> = {
        '/products/{id}': fx.suitId,
        '/category/{id}': fx.rootCategoryId,
        '/page/{id}': fx.pageId,
        '/blogs/{id}': fx.blogId,
        '/cities/{countryId}': fx.countryId,
        '/areas/{cityId}': fx.cityId,
      };
      let publicAnswers = 0;
      let checked = 0;
      for (const [pattern, methods] of Object.entries(doc.paths)) {
        for (const method of Object.keys(methods)) {
          const suffix = pattern.replace(/^\/(ar|en)\/api/, '');
          const id = ids[suffix];
          const url = pattern.replace(/\{\w+\}/, String(id ?? 1));
          const res = await shop.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            ...(method === 'post' ? { payload: {} } : {}),
          });
          const header = res.headers['cache-control'];
          expect(header, `${method} ${url}`).toBeTruthy();
          checked += 1;
          const isApiRead = method === 'get' && pattern.includes('/api/');
          if (isApiRead && res.statusCode === 200) {
            expect(header, `${method} ${url}`).toBe(PUBLIC_CACHE_CONTROL);
            publicAnswers += 1;
          } else {
            expect(header, `${method} ${url} ${res.statusCode}`).toBe('no-store');
          }
        }
      }
      expect(checked).toBeGreaterThan(25);
      // Every public read of both languages answered 200 with public caching.
      expect(publicAnswers).toBe(26);
      // Errors on public routes and writes are never stored.
      expect((await shop.app.inject('/en/api/products/999999')).headers['cache-control']).toBe('no-store');
      expect((await shop.app.inject('/en/api/products?page=0')).headers['cache-control']).toBe('no-store');
      expect((await shop.app.inject('/en/api/nothing')).headers['cache-control']).toBe('no-store');
      expect((await shop.app.inject('/healthz')).headers['cache-control']).toBe('no-store');
      const write = await shop.app.inject({
        method: 'POST',
        url: '/en/api/subscribe',
        payload: { email: 'zeta-cc@example.com' },
      });
      expect(write.statusCode).toBe(200);
      expect(write.headers['cache-control']).toBe('no-store');
    });
  });

  describe('PUBLIC_URL', () => {
    it('is required in production', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
      expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.sa' }).PUBLIC_URL).toBe(
        'https://shop.example.sa',
      );
    });

    it('alone makes canonical, Open Graph, sitemap and robots URLs: a forged Host header changes nothing', async () => {
      const origin = 'https://shop.example.sa';
      const config = testConfig(shop.config.dataDir, { NODE_ENV: 'production', PUBLIC_URL: origin });
      const app = await buildApp({
        config,
        database: shop.database,
        logger: false,
        storefront: await sourceStorefront(),
      });
      try {
        const forged = {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        };
        for (const url of ['/robots.txt', '/sitemap.xml', `/product/${fx.suitId}`, '/about', '/']) {
          const res = await app.inject({ url, headers: forged });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).not.toContain('evil.example');
          expect(res.body, url).toContain(origin);
        }
        const page = await app.inject({ url: `/product/${fx.suitId}`, headers: forged });
        expect(page.body).toContain(`<link rel="canonical" href="${origin}/product/${fx.suitId}"`);
        expect(page.body).toMatch(new RegExp(`property="og:url" content="${origin}/product/${fx.suitId}`));
      } finally {
        await app.close();
      }
    });
  });
});
