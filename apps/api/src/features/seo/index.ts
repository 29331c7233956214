/**
 * Search engines and sharing (server side): the storefront's index.html gets `<html lang dir>`, the
 * route's title, description, canonical URL, Open Graph and hreflang tags and JSON-LD (Product on
 * /product/{id}, BlogPosting on /blogs/{id}) and the HTTP status (404 for a path that names no
 * page); plus GET /sitemap.xml and GET /robots.txt. Every lookup goes through the services.
 *
 * `seoPlugin` is registered on the root instance (it does not encapsulate) so `renderAppHtml` can
 * reach the services' context through `request.server.seo`.
 */
import { COOKIE_NAMES, DEFAULT_LANGUAGE } from '@shop/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Lang } from '../../http/i18n.js';
import type { AppContext } from '../../shared/context.js';
import { injectLang, injectSeo } from './html.js';
import { signedIn } from './preload.js';
import { sitemapRecords } from '../../services/sitemap.js';
import { resolveSeoPage, type SeoDeps } from './resolve.js';
import { matchRoute } from './routes.js';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.js';

export { injectSeo, injectLang, headTags, jsonLdText, plainText, escapeHtml, type SeoMeta } from './html.js';
export { resolveSeoPage, type SeoDeps, type SeoPage, type SeoRequest } from './resolve.js';
export { absoluteImage, languageUrl, canonicalPath } from './urls.js';
export { matchRoute, type SeoRoute } from './routes.js';
export { imagePreload, type Preload } from './preload.js';
export { sitemapXml, sitemapEntries, robotsTxt } from './sitemap.js';

interface SeoState extends SeoDeps {
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    seo?: SeoState;
  }
}

function isLang(value: unknown): value is Lang {
  return value === 'ar' || value === 'en';
}

/** `?lang=` beats the `lang` cookie; Arabic by default. */
export function requestLang(url: string, cookieHeader: string | undefined): Lang {
  const query = url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('lang') : null;
  if (isLang(query)) return query;
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE_NAMES.lang) {
      const lang = value.join('=').trim();
      if (isLang(lang)) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** PUBLIC_URL when configured, else the request's own origin. */
export function originOf(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = request.host || 'localhost';
  return `${request.protocol}://${host}`;
}

/** A storefront page as sent: the HTML and its status (404 when the path names no page). */
export interface AppPage {
  html: string;
  status: 200 | 404;
}

/** The hook web/index.ts calls for every storefront HTML answer. */
export async function renderAppHtml(request: FastifyRequest, html: string): Promise<AppPage> {
  const lang = requestLang(request.url, request.headers.cookie);
  const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s);
  const route = matchRoute(pathname);
  // Whether the path is a storefront route at all needs no database.
  const fallback = (): AppPage => ({
    html: injectLang(html, lang),
    status: route.kind === 'notFound' ? 404 : 200,
  });
  const state = request.server.seo;
  if (!state) return fallback();
  try {
    const { meta, status } = await resolveSeoPage(
      state,
      {
        pathname,
        lang,
        origin: originOf(request, state.publicUrl),
        search,
        preloadData: !signedIn(request.headers.cookie),
      },
      route,
    );
    return { html: injectSeo(html, meta), status };
  } catch (error) {
    // The page still works without its tags; crawlers get them on the next visit.
    request.log.error({ err: error }, 'seo: could not build the page tags');
    return fallback();
  }
}

const seoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.decorate('seo', { db: ctx.db, cache: ctx.cache, publicUrl: ctx.config.PUBLIC_URL });

  // A robots.txt or sitemap.xml shipped in the storefront's build wins (it is served statically).
  if (!app.hasRoute({ method: 'GET', url: '/sitemap.xml' })) {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const origin = originOf(request, ctx.config.PUBLIC_URL);
      const entries = await ctx.cache.get('seo:sitemap', async () =>
        sitemapEntries(await sitemapRecords(ctx.db)),
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(origin, entries));
    });
  }
  if (!app.hasRoute({ method: 'GET', url: '/robots.txt' })) {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      const origin = originOf(request, ctx.config.PUBLIC_URL);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(origin));
    });
  }
};

/** Registers on the instance it is given (no encapsulation), like fastify-plugin would. */
export const seoPlugin = Object.assign(seoRoutes, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'seo',
});

export type SeoApp = FastifyInstance;
export default seoPlugin;
