/**
 * Search engines: GET /sitemap.xml (every product, category, article and page in both languages)
 * and GET /robots.txt. A page's own tags (title, description, canonical and hreflang links, Open
 * Graph, JSON-LD) are written by the storefront's server render (features/web).
 */
import type { FastifyPluginAsync } from 'fastify';
import { publicOrigin } from '../../http/origin.js';
import { sitemapRecords } from '../../services/sitemap.js';
import type { AppContext } from '../../shared/context.js';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.js';

export { sitemapXml, sitemapEntries, robotsTxt } from './sitemap.js';

export const seoPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A robots.txt or sitemap.xml shipped in the storefront's build wins (it is served statically).
  if (!app.hasRoute({ method: 'GET', url: '/sitemap.xml' })) {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const origin = publicOrigin(request, ctx.config);
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
      const origin = publicOrigin(request, ctx.config);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(origin));
    });
  }
};

export default seoPlugin;
