/**
 * The staff API under /admin/api (the admin dashboard's only back end). Answers are in the
 * language the dashboard asks for with Accept-Language (Arabic unless it asks for English); every
 * route but sign-in is behind a staff session (http/staff-auth.ts), and changes are JSON only (an
 * upload is the image itself), so a form on another site cannot post here.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX } from '@shop/contract';
import type { AppContext } from '../../shared/context.js';
import auditRoutes from './audit.js';
import authRoutes from './auth.js';
import orderRoutes from './orders.js';
import quoteRoutes from './quotes.js';
import artworkRoutes from './artworks.js';
import einvoicingRoutes from './einvoicing.js';
import catalogueCsvRoutes, { CSV_CONTENT_TYPES } from './catalogue-csv.js';
import exportRoutes from './exports.js';
import reportRoutes from './reports.js';
import resourceRoutes from './resources.js';
import shopRoutes from './shop.js';
import uploadRoutes, { UPLOAD_CONTENT_TYPES } from './uploads.js';
import staffRoutes from './staff.js';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

export default async function adminPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  await app.register(
    async (admin) => {
      admin.decorateRequest('staff', null);
      admin.addHook('onRequest', (request, reply, done) => {
        request.lang = /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'ar';
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
        const type = request.headers['content-type'];
        // Two routes take a file as the body: an image upload and a CSV import.
        const file =
          (request.url.startsWith(`${ADMIN_API_PREFIX}/uploads`) && UPLOAD_CONTENT_TYPES.test(type ?? '')) ||
          (request.url.startsWith(`${ADMIN_API_PREFIX}/products/import`) &&
            CSV_CONTENT_TYPES.test(type ?? ''));
        if (hasBody && type !== undefined && !JSON_TYPE.test(type) && !file) {
          reply.code(415).send({ message: request.t('admin.jsonRequired') });
          return;
        }
        done();
      });
      await admin.register(authRoutes, opts);
      await admin.register(staffRoutes, opts);
      await admin.register(auditRoutes, opts);
      await admin.register(orderRoutes, opts);
      await admin.register(quoteRoutes, opts);
      await admin.register(artworkRoutes, opts);
      await admin.register(catalogueCsvRoutes, opts);
      await admin.register(exportRoutes, opts);
      await admin.register(reportRoutes, opts);
      await admin.register(resourceRoutes, opts);
      await admin.register(shopRoutes, opts);
      await admin.register(einvoicingRoutes, opts);
      await admin.register(uploadRoutes, opts);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
