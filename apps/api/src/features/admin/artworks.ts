/** Buyers' logo artwork for staff: the file as uploaded and its preview, beside a quote or an order. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
import { requireStaff } from '../../http/staff-auth.js';
import { readArtwork } from '../../services/artworks.js';
import type { AppContext } from '../../shared/context.js';
import { sendReceiptFile } from '../receipts/index.js';

export default async function adminArtworkRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const preHandler = requireStaff(ctx.db, adminRoutes.artworkFile.area);
  for (const [route, part] of [
    [adminRoutes.artworkFile, 'file'],
    [adminRoutes.artworkPreview, 'preview'],
  ] as const) {
    defineRoute(app, route, { preHandler }, async ({ params: { id } }, _request, reply) => {
      const file = await readArtwork(ctx.db, id, null, part);
      if (!file) throw new NotFoundError('notFound.artwork');
      return sendReceiptFile(reply, file);
    });
  }
}
