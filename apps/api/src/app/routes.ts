/**
 * Every route of the app: health, documentation, uploads, payment pages, the admin API, the
 * public API once per language prefix (`/ar/api`, `/en/api`, answering in that language), the
 * dashboard and storefront pages, and one not-found answer for everything else.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import adminPlugin from '../features/admin/index.js';
import addressesPlugin from '../features/addresses/index.js';
import cataloguePlugin from '../features/catalogue/index.js';
import contentPlugin from '../features/content/index.js';
import docsPlugin from '../features/docs/index.js';
import accountsPlugin from '../features/accounts/index.js';
import engagementPlugin from '../features/engagement/index.js';
import geographyPlugin from '../features/geography/index.js';
import { paymentPagesPlugin, paymentsApiPlugin } from '../features/payments/index.js';
import healthPlugin from '../features/health/index.js';
import metricsPlugin from '../features/metrics/index.js';
import receiptsPlugin from '../features/receipts/index.js';
import artworksPlugin from '../features/artworks/index.js';
import ordersPlugin from '../features/orders/index.js';
import reviewsPlugin from '../features/reviews/index.js';
import benchPlugin from '../features/bench/index.js';
import uploadsPlugin from '../features/uploads/index.js';
import { registerWeb, type StorefrontRenderer } from '../features/web/index.js';
import { registerAdminApp } from '../features/admin-app/index.js';
import { seoPlugin } from '../features/seo/index.js';
import { languages } from '../http/i18n.js';
import { defaultAdminDist, defaultWebDist } from '../paths.js';
import type { AppContext } from '../shared/context.js';

/** Registers every route; `storefront` is the storefront's server renderer (default: its build). */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  storefront: StorefrontRenderer | undefined,
): Promise<void> {
  const { config } = ctx;
  await app.register(healthPlugin, { ctx });
  await app.register(metricsPlugin, { ctx });
  await app.register(docsPlugin);
  await app.register(uploadsPlugin, { storage: ctx.media });
  if (config.BENCH_BASELINE) await app.register(benchPlugin);
  await app.register(paymentPagesPlugin, { ctx, provider: ctx.payments });

  await app.register(adminPlugin, { ctx });

  for (const lang of languages) {
    await app.register(
      async (api) => {
        await api.register(cataloguePlugin, { ctx });
        await api.register(contentPlugin, { ctx });
        await api.register(geographyPlugin, { ctx });
        await api.register(engagementPlugin, { ctx });
        await api.register(accountsPlugin, { ctx });
        await api.register(paymentsApiPlugin, { ctx, provider: ctx.payments });
        await api.register(addressesPlugin, { ctx });
        await api.register(ordersPlugin, { ctx });
        await api.register(artworksPlugin, { ctx });
        await api.register(receiptsPlugin, { ctx });
        await api.register(reviewsPlugin, { ctx });
      },
      { prefix: `/${lang}/api` },
    );
  }

  const adminApp = await registerAdminApp(
    app,
    config.ADMIN_DIST_DIR ? path.resolve(config.ADMIN_DIST_DIR) : defaultAdminDist,
  );
  const web = await registerWeb(
    app,
    ctx,
    config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist,
    storefront,
  );
  // After the storefront's static files, so a robots.txt shipped in its build wins.
  await app.register(seoPlugin, { ctx });

  // One not-found answer for everything: the dashboard and the storefront for their deep links,
  // JSON 404 otherwise.
  app.setNotFoundHandler(async (request, reply) => {
    if (adminApp && (await adminApp.fallback(request, reply))) return reply;
    if (web && (await web.fallback(request, reply))) return reply;
    return reply.code(404).send({ message: request.t('notFound.route') });
  });
}
