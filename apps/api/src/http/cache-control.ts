/**
 * An explicit Cache-Control on every answer. Only the public catalogue and content reads may be
 * kept by browsers and shared caches (CDN), briefly, so a staff edit shows within a minute; every
 * other answer (anything about a customer, every write, every error) is `no-store`, so a shared
 * cache can never hand one visitor's answer to another. A route that sets its own header (media,
 * storefront files, sitemap) keeps it.
 */
import type { FastifyInstance } from 'fastify';

/** Seconds a public catalogue or content answer may be reused by browsers and shared caches. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = 'no-store';

/**
 * The API's GET routes (under `/{lang}/api`) whose answer is the same for every visitor. A new
 * route is `no-store` until it is listed here, so forgetting it can only cost speed, never leak.
 */
const PUBLIC_API_ROUTES = new Set([
  '/products',
  '/products/:id',
  '/category/:id',
  '/settings',
  '/home',
  '/sectionAboutus',
  '/page/:id',
  '/blogs',
  '/blogs/:id',
  '/blog-categories',
  '/countries',
  '/cities/:countryId',
  '/areas/:cityId',
]);

const API_PREFIX = /^\/(?:ar|en)\/api(\/.*)$/;

/** The Cache-Control of an answer to `method` on the route pattern `routeUrl` with `status`. */
export function cacheControlOf(method: string, status: number, routeUrl: string | undefined): string {
  if ((method !== 'GET' && method !== 'HEAD') || status >= 300 || !routeUrl) return PRIVATE_CACHE_CONTROL;
  const route = API_PREFIX.exec(routeUrl)?.[1];
  return route !== undefined && PUBLIC_API_ROUTES.has(route) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}

export function registerCacheControl(app: FastifyInstance): void {
  // Callback style: it runs on every answer, and a promise per answer is measurable under load.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control'))
      reply.header(
        'cache-control',
        cacheControlOf(request.method, reply.statusCode, request.routeOptions.url),
      );
    done(null, payload);
  });
}
