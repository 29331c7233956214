/**
 * What surrounds the API routes: health check, OpenAPI document and browser, media caching,
 * security headers, compression, rate limits, request ids and the storefront hook.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, operationsRoutes } from '@shop/contract';
import { buildApp } from '../src/app.js';
import { backends, startTestShop, testConfig, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';
import { sourceStorefront } from './support/storefront.js';

const arabic = /[\u0600-\u06FF]/;

describe.each(backends)('platform on $name', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(backend, 'fixtures');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('/healthz answers ok after a real query', async () => {
    const res = await shop.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(expectShape(operationsRoutes.health.answer, res.json())).toEqual({
      status: 'ok',
      database: backend.name,
    });
  });

  it('/healthz answers 503 when the database fails', async () => {
    const failing = { ...shop.database, ping: async () => Promise.reject(new Error('down')) };
    const app = await buildApp({ config: shop.config, database: failing, logger: false });
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: backend.name });
    await app.close();
  });

  it('serves the OpenAPI document and its browser at /docs', async () => {
    const doc = await shop.app.inject('/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const p of [
      '/ar/api/products',
      '/en/api/products/{id}',
      '/ar/api/settings',
      '/en/api/subscribe',
      '/ar/api/cities/{countryId}',
      '/healthz',
    ]) {
      expect(Object.keys(spec.paths)).toContain(p);
    }
    expect(spec.paths['/en/api/products'].get.summary).toBeTruthy();
    expect(spec.paths['/en/api/products'].get.tags).toEqual(['catalogue']);
    const params = spec.paths['/en/api/products'].get.parameters.map((p: any) => p.name);
    expect(params).toEqual(expect.arrayContaining(['page', 'category_id', 'search', 'avg_rate']));
    // Placing an order documents its Idempotency-Key header.
    const orderHeaders = spec.paths['/en/api/orders'].post.parameters.filter((p: any) => p.in === 'header');
    expect(orderHeaders.map((p: any) => p.name)).toEqual(['idempotency-key']);
    expect(orderHeaders[0].required).toBe(false);
    // Every route of the contract shows its answers: the 200 shape, 422 field errors and 4xx messages.
    for (const lang of ['ar', 'en']) {
      for (const route of Object.values(apiRoutes)) {
        const url = `/${lang}/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
        const operation = spec.paths[url]?.[route.method.toLowerCase()];
        expect(operation, url).toBeDefined();
        // A file (a transfer receipt) is answered as itself, not in the JSON envelope.
        if (route.answer instanceof z.ZodString) continue;
        const ok = operation.responses['200'].content['application/json'].schema;
        expect(ok.type, url).toBe('object');
        expect(ok.properties.message, url).toEqual({ type: 'string' });
        expect(
          operation.responses['422'].content['application/json'].schema.properties.errors,
          url,
        ).toBeDefined();
        expect(operation.responses['4XX'].content['application/json'].schema.required, url).toEqual([
          'message',
        ]);
      }
    }
    const health = spec.paths['/healthz'].get.responses;
    expect(health['200'].content['application/json'].schema.properties.status.enum).toEqual([
      'ok',
      'error',
      'draining',
    ]);
    expect(health['503']).toBeDefined();
    const product =
      spec.paths['/en/api/products/{id}'].get.responses['200'].content['application/json'].schema.properties
        .data;
    expect(product.properties.price).toMatchObject({ type: 'number', nullable: true });
    expect(product.properties.rates.items.properties.created_at).toMatchObject({
      type: 'string',
      format: 'date-time',
    });
    // The recursive category tree is a named schema the answers refer to.
    const category =
      spec.paths['/en/api/category/{id}'].get.responses['200'].content['application/json'].schema.properties
        .data;
    expect(category.$ref).toBe('#/components/schemas/Category');
    expect(spec.components.schemas.Category.properties.childs.items.$ref).toBe(
      '#/components/schemas/Category',
    );
    const ui = await shop.app.inject('/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    // The docs browser has its own policy; the rest of the site keeps the strict one.
    expect(String(ui.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
  });

  it('sends strict security headers', async () => {
    const res = await shop.app.inject('/en/api/settings');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "script-src 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a sane incoming request id and replaces a malicious one', async () => {
    const kept = await shop.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await shop.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('compresses JSON for clients that accept it', async () => {
    const res = await shop.app.inject({
      url: '/en/api/products?per_page=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves /media files with immutable caching and 404s the rest', async () => {
    mkdirSync(path.join(shop.config.uploadsDir, 'products'), { recursive: true });
    writeFileSync(
      path.join(shop.config.uploadsDir, 'products', 'zeta-640.webp'),
      Buffer.from('RIFF0000WEBPVP8 '),
    );
    writeFileSync(path.join(shop.config.uploadsDir, 'evil.html'), '<script>alert(1)</script>');
    const res = await shop.app.inject('/media/products/zeta-640.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await shop.app.inject('/media/products/none-640.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBeTruthy();
    expect((await shop.app.inject('/media/evil.html')).statusCode).toBe(404);
    const traversal = await shop.app.inject('/media/..%2f..%2f..%2fetc%2fpasswd.webp');
    expect([403, 404]).toContain(traversal.statusCode);
    expect(traversal.body).not.toContain('root:');
  });

  it('reuses hot catalogue answers within RESPONSE_CACHE_MS and settings within CONTENT_CACHE_SECONDS', async () => {
    const config = { ...shop.config, RESPONSE_CACHE_MS: 60_000, CONTENT_CACHE_SECONDS: 60 };
    const app = await buildApp({ config, database: shop.database, logger: false });
    try {
      for (const url of ['/en/api/products?page=1', '/ar/api/settings', '/en/api/home']) {
        const first = await app.inject(url);
        shop.counter.reset();
        const second = await app.inject(url);
        expect(second.statusCode).toBe(200);
        expect(second.body).toBe(first.body);
        expect(shop.counter.count, url).toBe(0);
      }
      // Equivalent queries share one entry; a different language or page does not.
      shop.counter.reset();
      await app.inject('/en/api/products?page=1&per_page=12');
      expect(shop.counter.count).toBe(0);
      await app.inject('/ar/api/products?page=1');
      expect(shop.counter.count).toBeGreaterThan(0);
      // Writers invalidate.
      app.invalidateCaches();
      shop.counter.reset();
      await app.inject('/en/api/products?page=1');
      expect(shop.counter.count).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('rate limits the newsletter and contact forms with a translated 429', async () => {
    const app = await buildApp({
      config: { ...shop.config, FORM_RATE_LIMIT_PER_MINUTE: 2 },
      database: shop.database,
      logger: false,
    });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/ar/api/subscribe',
        payload: { email: 'zeta-limit@example.com' },
        remoteAddress: '10.9.8.7',
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(arabic);
    // The other language's path counts together with this one (one counter per client and form).
    const otherLanguage = await app.inject({
      method: 'POST',
      url: '/en/api/subscribe',
      payload: { email: 'zeta-limit@example.com' },
      remoteAddress: '10.9.8.7',
    });
    expect(otherLanguage.statusCode).toBe(429);
    expect(otherLanguage.json().message).toBe('Too many requests, please try again later');
    // The contact form has its own counter.
    const contact = await app.inject({
      method: 'POST',
      url: '/en/api/contact',
      payload: {},
      remoteAddress: '10.9.8.7',
    });
    expect(contact.statusCode).toBe(422);
    // Counters live in the database: another instance on the same database sees them.
    const sibling = await buildApp({
      config: { ...shop.config, FORM_RATE_LIMIT_PER_MINUTE: 2 },
      database: shop.database,
      logger: false,
    });
    const fromSibling = await sibling.inject({
      method: 'POST',
      url: '/en/api/subscribe',
      payload: { email: 'zeta-limit@example.com' },
      remoteAddress: '10.9.8.7',
    });
    expect(fromSibling.statusCode).toBe(429);
    await sibling.close();
    // Another client is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/en/api/subscribe',
      payload: { email: 'zeta-limit@example.com' },
      remoteAddress: '10.9.8.8',
    });
    expect(other.statusCode).toBe(200);
    await app.close();
  });

  it('serves the built admin dashboard at /admin with deep links, apart from the staff API and the storefront', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><body><div id="admin"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // A file and the build's compressed copies of it, each marked so that the answer shows which
    // one was sent: a copy, not the file compressed again per request.
    const script = (copy: string) => `console.log(${JSON.stringify(copy)})`;
    writeFileSync(path.join(dist, 'assets', 'dashboard-def456.js'), script('file'));
    writeFileSync(path.join(dist, 'assets', 'dashboard-def456.js.br'), zlib.brotliCompressSync(script('br')));
    writeFileSync(path.join(dist, 'assets', 'dashboard-def456.js.gz'), zlib.gzipSync(script('gz')));
    const config = { ...testConfig(shop.config.dataDir), ADMIN_DIST_DIR: dist };
    const app = await buildApp({ config, database: shop.database, logger: false });
    try {
      for (const url of ['/admin', '/admin/', '/admin/staff/3?x=1', '/admin/audit']) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['content-security-policy']).toContain("script-src 'self'");
        expect(page.body).toContain('id="admin"');
      }
      const asset = await app.inject('/admin/assets/index-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject('/admin/assets/missing-1.js')).statusCode).toBe(404);
      const url = '/admin/assets/dashboard-def456.js';
      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script('br'));
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script('gz'));
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script('file'));
      expect((await app.inject('/admin/index.html')).body).not.toContain('console.log');
      // The staff API's unknown paths stay JSON, never the dashboard's page.
      const api = await app.inject('/admin/api/nothing');
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/json/);
      expect((await app.inject('/admin/api')).headers['content-type']).toMatch(/json/);
      expect((await app.inject({ method: 'POST', url: '/admin/staff' })).statusCode).toBe(404);
      // Only /admin and below: a storefront path that merely starts with the word is not the dashboard.
      expect((await app.inject('/administration')).body).not.toContain('id="admin"');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('serves the storefront: pages rendered on the server, its built files, never its renderer', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-dist-'));
    for (const dir of ['assets', 'server', '.vite']) mkdirSync(path.join(dist, dir));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'server', 'entry-server.mjs'), 'export {}');
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    const config = { ...testConfig(shop.config.dataDir), WEB_DIST_DIR: dist };
    const app = await buildApp({
      config,
      database: shop.database,
      logger: false,
      storefront: await sourceStorefront(),
    });
    try {
      const home = await app.inject('/');
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toMatch(/text\/html/);
      expect(home.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      );
      expect(home.headers.vary).toBe('Cookie, Accept-Encoding');
      // Sent compressed from the page cache, brotli first.
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const sent = await app.inject({ url: '/shop', headers: { 'accept-encoding': accept } });
        expect(sent.headers['content-encoding'], accept).toBe(encoding);
      }
      const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(home.body);
      expect(home.headers['content-language']).toBe('ar');
      expect(home.body).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
      // A signed-in customer's page is the same HTML, kept private.
      const signedIn = await app.inject({ url: '/', headers: { cookie: 'token=abc; lang=en' } });
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
      expect(signedIn.headers['content-language']).toBe('en');
      const deep = await app.inject('/blogs?x=1');
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('id="main"');
      // A deep link to a record that does not exist: the storefront's page, as a real 404.
      const missing = await app.inject('/product/999999?x=1');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/text\/html/);
      expect(missing.body).toContain('data-testid="product-not-found"');
      const asset = await app.inject('/assets/app-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject('/robots.txt')).headers['cache-control']).toBe('no-cache');
      expect((await app.inject('/assets/missing-1.js')).statusCode).toBe(404);
      expect((await app.inject('/server/entry-server.mjs')).statusCode).toBe(404);
      expect((await app.inject('/.vite/manifest.json')).statusCode).toBe(404);
      const api = await app.inject('/en/api/nothing');
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/json/);
      expect((await app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('keeps a rendered page compressed only, and its memory bound counts both copies', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-dist-'));
    for (const dir of ['server', '.vite']) mkdirSync(path.join(dist, dir));
    writeFileSync(path.join(dist, 'server', 'entry-server.mjs'), 'export {}');
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    const config = { ...testConfig(shop.config.dataDir), WEB_DIST_DIR: dist };
    const app = await buildApp({
      config,
      database: shop.database,
      logger: false,
      storefront: await sourceStorefront(),
    });
    try {
      const br = await app.inject({ url: '/shop', headers: { 'accept-encoding': 'br' } });
      const gzip = await app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip' } });
      const plain = await app.inject({ url: '/shop', headers: { 'accept-encoding': 'identity' } });
      const html = zlib.brotliDecompressSync(br.rawPayload);
      // The one cached page: its brotli and gzip bytes, not its HTML (inflated for the plain answer).
      expect(app.pageCache.size).toBe(1);
      expect(app.pageCache.bytes).toBe(br.rawPayload.length + gzip.rawPayload.length);
      expect(app.pageCache.bytes).toBeLessThan(html.length);
      expect(zlib.gunzipSync(gzip.rawPayload).equals(html)).toBe(true);
      expect(plain.rawPayload.equals(html)).toBe(true);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
