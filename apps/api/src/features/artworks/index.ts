/**
 * Logo artwork: the buyer uploads the file itself as the request body and reads it and its preview
 * back; staff read any artwork from the staff API (features/admin/artworks.ts). Files are served with their detected type and
 * sandboxed, so an SVG or a PDF can run nothing on the shop's origin.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { ARTWORK_MAX_BYTES } from '@shop/domain';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { defineRoute } from '../../http/define-route.js';
import { acceptFileBodies } from '../../http/file-body.js';
import { FieldErrors, NotFoundError } from '../../http/errors.js';
import type { MessageKey } from '../../http/i18n.js';
import { readArtwork, saveArtwork } from '../../services/artworks.js';
import type { AppContext } from '../../shared/context.js';
import { sendReceiptFile } from '../receipts/index.js';

export default async function artworksPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { artworkUpload, artworkFile, artworkPreview } = apiRoutes;
  const preHandler = requireCustomer(ctx.db);
  const bodyLimit = acceptFileBodies(app, ARTWORK_MAX_BYTES);

  defineRoute(
    app,
    artworkUpload,
    {
      bodyLimit,
      preHandler,
      config: {
        rateLimit: { max: ctx.config.FORM_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, groupId: ':artwork' },
      },
    },
    async (_input, request) => {
      // The file is the body itself, not a contract schema's input.
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await saveArtwork(ctx.db, { customerId: signedIn(request).customerId, bytes });
      if (result.kind === 'refused')
        throw new FieldErrors({ file: [`artwork.${result.reason}` as MessageKey] });
      return { message: request.t('artwork.saved'), data: result.artwork };
    },
  );

  for (const [route, part] of [
    [artworkFile, 'file'],
    [artworkPreview, 'preview'],
  ] as const) {
    defineRoute(app, route, { preHandler }, async ({ params: { id } }, request, reply) => {
      const file = await readArtwork(ctx.db, id, signedIn(request).customerId, part);
      if (!file) throw new NotFoundError('notFound.artwork');
      return sendReceiptFile(reply, file);
    });
  }
}
