/**
 * The storefront: its built files (apps/web/dist; hashed files under /assets cached for a year),
 * and every page rendered on the server by the storefront's own renderer (dist/server, built by
 * `vite build --ssr`) in the request's language, with the first screen's data read through the
 * services. A path that names no page, or a product, category or article that does not exist,
 * answers 404 with the storefront's not-found page.
 *
 * Rendered pages are kept in a bounded cache per language and URL for PAGE_CACHE_MS and dropped by
 * any staff change (the cache invalidation every instance follows), so a hot page is rendered once
 * per period however many shoppers ask for it. The HTML never holds anything about a customer (the
 * browser fills the signed-in parts in), so one cached page serves everybody; the answer is still
 * marked private for a signed-in customer, so shared caches keep only anonymous visits.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { parse as parseCookies } from 'cookie';
import { COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePath, serveBuildFiles, type BuiltApp } from '../../http/built-app.js';
import { publicOrigin } from '../../http/origin.js';
import type { AppContext } from '../../shared/context.js';
import { firstScreenReader } from './first-screen.js';

/** The renderer the storefront's server build exports (apps/web/src/entry-server.tsx). */
export interface StorefrontRenderer {
  render(request: {
    url: string;
    lang: Language;
    origin: string;
    read: ReturnType<typeof firstScreenReader>;
    onError?: (error: unknown) => void;
    signal?: AbortSignal;
  }): Promise<{ status: 200 | 404; body: NodeJS.ReadableStream }>;
}

interface StorefrontModule {
  createRenderer(options: {
    manifest: unknown;
    chunks?: unknown;
    assetFiles?: readonly string[];
  }): StorefrontRenderer;
}

/** Paths that are never the storefront: API, the admin dashboard, media, docs, health. */
const notAppPath = /^\/(?:[a-z]{2}\/api|admin|api|media|docs|healthz)(?:\/|$|\?)/;

/**
 * Seconds a shared cache (CDN) may keep an anonymous page, and serve it stale while it refreshes.
 * Browsers ask again each time (max-age=0): a shopper who reloads sees a staff change at once.
 */
export const PAGE_MAX_AGE_SECONDS = 60;
export const PAGE_STALE_SECONDS = 300;
const PUBLIC_PAGE = `public, max-age=0, s-maxage=${PAGE_MAX_AGE_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
const PRIVATE_PAGE = 'private, no-cache';

export type WebApp = BuiltApp;

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The page's language: `?lang=` beats the `lang` cookie; Arabic by default. */
export function requestLang(url: string, cookies: Record<string, string | undefined>): Language {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const query = new URLSearchParams(search).get('lang');
  if (isLanguage(query)) return query;
  const cookie = cookies[COOKIE_NAMES.lang]?.trim();
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  try {
    return parseCookies(request.headers.cookie ?? '');
  } catch {
    return {};
  }
}

/**
 * A rendered page as the page cache keeps it: compressed only, brotli and gzip, so a cached page
 * costs no compression per request and about a quarter of its HTML's bytes in memory. The rare
 * client that accepts neither gets the gzip copy inflated.
 */
export interface RenderedPage {
  status: 200 | 404;
  br: Buffer;
  gzip: Buffer;
}

/** The bytes a cached page holds (the page cache's bound counts them). */
export function renderedPageBytes(page: RenderedPage): number {
  return page.br.length + page.gzip.length;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** The encoding to send: brotli, else gzip, else none (an encoding with q=0 is refused). */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

async function collect(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Loads the storefront's server renderer from a build; undefined when the build is missing. */
export async function loadStorefront(distDir: string): Promise<StorefrontRenderer | undefined> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const serverEntry = path.join(distDir, 'server', 'entry-server.mjs');
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown;
  const module = (await import(pathToFileURL(serverEntry).href)) as StorefrontModule;
  const chunksFile = path.join(distDir, '.vite', 'chunks.json');
  const chunks = existsSync(chunksFile) ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as unknown) : {};
  const assets = path.join(distDir, 'assets');
  return module.createRenderer({
    manifest,
    chunks,
    assetFiles: existsSync(assets) ? readdirSync(assets) : [],
  });
}

/**
 * Registers the storefront's files and pages when its build exists (or with a renderer given, as
 * the tests do); returns undefined otherwise.
 */
export async function registerWeb(
  app: FastifyInstance,
  ctx: AppContext,
  distDir: string,
  renderer?: StorefrontRenderer,
): Promise<WebApp | undefined> {
  const storefront = renderer ?? (await loadStorefront(distDir));
  if (!storefront) return undefined;
  // The renderer and the build's manifest are the server's, never served.
  if (existsSync(distDir))
    await serveBuildFiles(app, distDir, '/', (file) => !/^\/(?:server|\.vite)\//.test(file));

  const render = async (url: string, lang: Language, origin: string, log: FastifyRequest['log']) => {
    const page = await storefront.render({
      url,
      lang,
      origin,
      read: firstScreenReader(ctx, lang),
      onError: (error) => log.error({ err: error }, 'storefront: a part of the page could not be rendered'),
    });
    const html = await collect(page.body);
    const [br, gzipped] = await Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(html, { level: 6 }),
    ]);
    return { status: page.status, br, gzip: gzipped } satisfies RenderedPage;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const cookies = cookiesOf(request);
    const lang = requestLang(request.url, cookies);
    const origin = publicOrigin(request, ctx.config);
    const signedIn = Boolean(cookies[COOKIE_NAMES.token]?.trim());
    // The origin is part of the key: without PUBLIC_URL it may come from the Host header (one that
    // names this machine), and one visitor's host must never reach another visitor's page.
    const page = await ctx.pages.get(`${lang} ${origin}${request.url}`, () =>
      render(request.url, lang, origin, request.log),
    );
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('content-language', lang)
      .header('vary', 'Cookie, Accept-Encoding')
      .header('cache-control', signedIn ? PRIVATE_PAGE : PUBLIC_PAGE)
      .send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : await gunzip(page.gzip));
  };

  app.get('/', { schema: { hide: true } }, sendPage);

  return {
    async fallback(request, reply) {
      const pathname = pagePath(request);
      if (pathname === undefined || notAppPath.test(pathname)) return false;
      await sendPage(request, reply);
      return true;
    },
  };
}
