/**
 * Transfer receipts: the customer uploads the file itself as the request body (no multipart, as
 * the dashboard's image uploads do), and reads it back; staff read any order's receipts from the
 * staff API (features/admin/orders.ts). Files are served with their detected type, never sniffed,
 * and sandboxed so a PDF or picture can run nothing on the shop's origin.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { defineRoute } from '../../http/define-route.js';
import { acceptFileBodies } from '../../http/file-body.js';
import { FieldErrors, NotFoundError } from '../../http/errors.js';
import type { MessageKey } from '../../http/i18n.js';
import { readReceipt, saveReceipt } from '../../services/payment-receipts.js';
import type { AppContext } from '../../shared/context.js';

/** Sends a stored receipt file: its own type, kept private, and unable to run script. */
export function sendReceiptFile(reply: FastifyReply, file: { contentType: string; data: Buffer }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    )
    .send(file.data);
}

export default async function receiptsPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { orderReceiptUpload, orderReceiptFile } = apiRoutes;
  const preHandler = requireCustomer(ctx.db);
  const bodyLimit = acceptFileBodies(app, RECEIPT_MAX_BYTES);

  defineRoute(
    app,
    orderReceiptUpload,
    {
      bodyLimit,
      preHandler,
      config: {
        rateLimit: { max: ctx.config.FORM_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, groupId: ':receipt' },
      },
    },
    async ({ params: { id } }, request) => {
      // The file is the body itself, not a contract schema's input.
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await saveReceipt(ctx.db, {
        customerId: signedIn(request).customerId,
        orderId: id,
        bytes,
      });
      if (result.kind === 'notFound') throw new NotFoundError('notFound.order');
      if (result.kind === 'refused')
        throw new FieldErrors({ file: [`receipt.${result.reason}` as MessageKey] });
      return { message: request.t('receipt.saved'), data: result.receipt };
    },
  );

  defineRoute(
    app,
    orderReceiptFile,
    { preHandler },
    async ({ params: { id, receipt_id } }, request, reply) => {
      const file = await readReceipt(ctx.db, id, receipt_id, signedIn(request).customerId);
      if (!file) throw new NotFoundError('notFound.receipt');
      return sendReceiptFile(reply, file);
    },
  );
}
