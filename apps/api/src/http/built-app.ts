/**
 * What the built front ends (the storefront at / and the admin dashboard at /admin) share when
 * served: Vite names the files under assets/ after their content, so they are cached for a year;
 * anything else (robots.txt…) is revalidated so a new build shows at once. The HTML shell is never
 * served as a file: each app answers it itself, for its deep links too (SPA fallback).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface BuiltApp {
  /** Answers the app's page for a GET that matched no route; false when the request is not the app's. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/**
 * Serves a build's files under `prefix` (index.html never: each app answers its pages itself), those
 * `allowed` lets through.
 */
export async function serveBuildFiles(
  app: FastifyInstance,
  distDir: string,
  prefix: string,
  allowed: (pathName: string) => boolean = () => true,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix,
    decorateReply: false,
    index: false,
    wildcard: false,
    // The builds write a .br and a .gz beside each file (vite-plugin-compression2): sent as they
    // are to a browser that accepts them, so a file is never compressed per request.
    preCompressed: true,
    // setHeaders decides: immutable for hashed assets, revalidate for the rest.
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html' && allowed(pathName),
    setHeaders: (res, filePath) => {
      const rel = path.relative(distDir, filePath).split(path.sep).join('/');
      res.setHeader('cache-control', rel.startsWith('assets/') ? IMMUTABLE_ASSET : REVALIDATE);
      // The answer depends on Accept-Encoding (a compressed copy or the file): a shared cache
      // must not give one browser's copy to another.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** A build's index.html text (read once: the build does not change under a running server), or undefined. */
export function readIndexHtml(distDir: string): string | undefined {
  const indexFile = path.join(distDir, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
}

/**
 * The path of a request that may be a page of an app (a GET or HEAD that names no file), or
 * undefined: a missing file with an extension (e.g. /assets/x.js) is a real 404, never a page.
 */
export function pagePath(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const pathname = request.url.split('?')[0] ?? '/';
  return /\.[a-z0-9]+$/i.test(pathname) ? undefined : pathname;
}
