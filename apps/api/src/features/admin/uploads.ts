/**
 * Image uploads from the dashboard: the file is the request body itself (the dashboard sends the
 * picked file as it is), so no multipart parsing and no per-route multipart limits are needed.
 * What the file is is decided by decoding it (services/uploads.ts), never by its declared type.
 */
import type { FastifyInstance } from 'fastify';
import { adminRoutes, UPLOAD_KIND_AREAS } from '@shop/contract';
import { staffMay } from '@shop/domain';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { ingestImage } from '../../services/uploads.js';
import type { AppContext } from '../../shared/context.js';

/** Body types an upload may declare: whatever a browser says about a picked file. */
export const UPLOAD_CONTENT_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i;

export default async function adminUploadRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { upload } = adminRoutes;
  // One byte over the limit still reaches the service, which answers with the limit in its text;
  // a larger body is cut off by the server as too large.
  const bodyLimit = ctx.config.UPLOAD_MAX_BYTES + 1;
  app.addContentTypeParser(UPLOAD_CONTENT_TYPES, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  defineRoute(
    app,
    upload,
    { bodyLimit, preHandler: requireStaff(ctx.db) },
    async ({ query: { kind } }, request, reply) => {
      const { role } = signedInStaff(request);
      if (!UPLOAD_KIND_AREAS[kind].some((area) => staffMay(role, area)))
        return reply.code(403).send({ message: request.t('admin.forbidden') });
      // The image is the body itself, not a contract schema's input.
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const image = await ingestImage(ctx.media, bytes, {
        aspect: kind,
        maxBytes: ctx.config.UPLOAD_MAX_BYTES,
      });
      return { message: request.t('upload.saved'), data: image };
    },
  );
}
