/**
 * Serves the built storefront (apps/web/dist) at `/` when it exists: hashed files under /assets are
 * cached for a year, everything else is revalidated, and any unknown non-API GET path answers the
 * app's index.html (SPA fallback) so deep links work: with 200 for a storefront page, with 404 (and
 * the not-found title) for a path that names none or a product, category or post that does not exist.
 *
 * `renderAppHtml` (features/seo) is the hook for server-side SEO: it receives the request and the
 * index.html text and returns the HTML to send (title, meta, `<html lang dir>`, canonical links…).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderAppHtml } from '../seo/index.js';

// Server-side SEO (title, meta, <html lang dir>, canonical, Open Graph, JSON-LD): features/seo.
export { renderAppHtml };

/** Paths that are never the storefront: API, media, docs, health. */
const notAppPath = /^\/(?:[a-z]{2}\/api|admin\/api|api|media|docs|healthz)(?:\/|$|\?)/;

export interface WebApp {
  /** Answers index.html for a GET that matched no route; false when the request is not the app's. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** Registers the storefront when its build exists; returns undefined otherwise. */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<WebApp | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  // Read once: the build does not change under a running server.
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    // Our setHeaders decides: immutable for hashed assets, revalidate for the rest.
    cacheControl: false,
    // index.html always goes through renderAppHtml (below).
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, filePath) => {
      const rel = path.relative(distDir, filePath).split(path.sep).join('/');
      res.setHeader(
        'cache-control',
        rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, status } = await renderAppHtml(request, indexHtml);
    // A path that names no page (or a record that does not exist) is a real 404 for crawlers,
    // while the storefront still renders its not-found page from the same shell.
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  app.get('/', { schema: { hide: true } }, sendApp);

  return {
    async fallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0] ?? '/';
      if (notAppPath.test(pathname)) return false;
      // A missing file with an extension (e.g. /assets/x.js) is a real 404, not a page.
      if (/\.[a-z0-9]+$/i.test(pathname)) return false;
      await sendApp(request, reply);
      return true;
    },
  };
}
