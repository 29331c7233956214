/**
 * Serves the built storefront (apps/web/dist) at `/` when it exists: hashed files under /assets are
 * cached for a year, everything else is revalidated, and any unknown non-API GET path answers the
 * app's index.html (SPA fallback) so deep links work: with 200 for a storefront page, with 404 (and
 * the not-found title) for a path that names none or a product, category or post that does not exist.
 *
 * `renderAppHtml` (features/seo) is the hook for server-side SEO: it receives the request and the
 * index.html text and returns the HTML to send (title, meta, `<html lang dir>`, canonical links…).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePath, REVALIDATE, serveBuildFiles, type BuiltApp } from '../../http/built-app.js';
import { renderAppHtml } from '../seo/index.js';

// Server-side SEO (title, meta, <html lang dir>, canonical, Open Graph, JSON-LD): features/seo.
export { renderAppHtml };

/** Paths that are never the storefront: API, the admin dashboard, media, docs, health. */
const notAppPath = /^\/(?:[a-z]{2}\/api|admin|api|media|docs|healthz)(?:\/|$|\?)/;

export type WebApp = BuiltApp;

/** Registers the storefront when its build exists; returns undefined otherwise. */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<WebApp | undefined> {
  // index.html always goes through renderAppHtml (below).
  const indexHtml = await serveBuildFiles(app, distDir, '/');
  if (indexHtml === undefined) return undefined;

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, status } = await renderAppHtml(request, indexHtml);
    // A path that names no page (or a record that does not exist) is a real 404 for crawlers,
    // while the storefront still renders its not-found page from the same shell.
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
  };
  app.get('/', { schema: { hide: true } }, sendApp);

  return {
    async fallback(request, reply) {
      const pathname = pagePath(request);
      if (pathname === undefined || notAppPath.test(pathname)) return false;
      await sendApp(request, reply);
      return true;
    },
  };
}
