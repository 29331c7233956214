/**
 * Serves the built admin dashboard (apps/admin/dist, its own bundle built with base /admin/) at
 * /admin when it exists: hashed files under /admin/assets are cached for a year, the HTML shell is
 * revalidated, and any other GET under /admin answers the shell so the dashboard's deep links
 * work, except the staff API (/admin/api), whose unknown paths stay JSON 404s.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX } from '@shop/contract';
import { pagePath, readIndexHtml, REVALIDATE, serveBuildFiles, type BuiltApp } from '../../http/built-app.js';

export const ADMIN_APP_PREFIX = '/admin';

const isAdminApiPath = (pathname: string) =>
  pathname === ADMIN_API_PREFIX || pathname.startsWith(`${ADMIN_API_PREFIX}/`);

/** Registers the dashboard when its build exists; returns undefined otherwise. */
export async function registerAdminApp(app: FastifyInstance, distDir: string): Promise<BuiltApp | undefined> {
  const indexHtml = readIndexHtml(distDir);
  if (indexHtml === undefined) return undefined;
  await serveBuildFiles(app, distDir, `${ADMIN_APP_PREFIX}/`);

  const sendShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(indexHtml);
  // Also answers /admin/ (the router ignores a trailing slash).
  app.get(ADMIN_APP_PREFIX, { schema: { hide: true } }, sendShell);

  return {
    async fallback(request, reply) {
      const pathname = pagePath(request);
      if (!pathname?.startsWith(`${ADMIN_APP_PREFIX}/`) || isAdminApiPath(pathname)) return false;
      await sendShell(request, reply);
      return true;
    },
  };
}
