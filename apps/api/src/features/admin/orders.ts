/** Orders for staff: the list, one order with its bill, status moves (with the customer's mail) and bank payments. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { staffMay, staffMayMoveOrderTo } from '@shop/domain';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
import { publicOrigin } from '../../http/origin.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { DASHBOARD_FIGURES_CHANGED } from '../../services/admin-dashboard.js';
import {
  confirmBankPayment,
  decideOrderArtwork,
  getOrderForStaff,
  listOrdersForStaff,
  moveOrderStatus,
  moveOrdersStatus,
  refundOrder,
  reverseBankPayment,
} from '../../services/admin-orders.js';
import { sendArtworkMail, sendOrderStatusMail, sendPaymentMail } from '../../services/mail/index.js';
import { orderInvoicePdf, orderInvoiceXml } from '../../services/einvoicing/index.js';
import { readReceipt } from '../../services/payment-receipts.js';
import { closeHostedPayments } from '../../services/payments/index.js';
import { sendInvoiceFile } from '../orders/index.js';
import { sendReceiptFile } from '../receipts/index.js';
import { actorOf } from '../../services/staff/index.js';
import { makeStaffOrder, previewStaffOrder } from '../../services/staff-orders.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminOrdersRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const {
    orderList,
    staffOrderCreate,
    staffOrderPreview,
    orderArtwork,
    orderOne,
    orderStatus,
    orderStatusBatch,
    orderConfirmPayment,
    orderReversePayment,
    orderRefund,
    orderReceiptFile,
    orderInvoiceXml: invoiceXmlRoute,
    orderInvoicePdf: invoicePdfRoute,
  } = adminRoutes;
  // Money (payments, refunds, invoices) is the orders area's; the goods (the list, an order, its
  // status moves) are also the fulfilment area's: each route's own area from the contract.
  const preHandler = requireStaff(ctx.db, 'orders');
  const forGoods = requireStaff(ctx.db, orderList.area);

  const detail = async (request: FastifyRequest, id: number) => {
    const found = await getOrderForStaff(ctx.db, request.lang, id, signedInStaff(request).role);
    if (!found) throw new NotFoundError('notFound.order');
    return found;
  };
  /** Refunds and reversals are an owner's: anyone else is answered 403 before anything is read. */
  const ownerOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (signedInStaff(request).role !== 'owner')
      return reply.code(403).send({ message: request.t('admin.ownerOnly') });
  };

  defineRoute(app, orderList, { preHandler: forGoods }, async ({ query }) =>
    listOrdersForStaff(ctx.db, query),
  );

  // The order's logos: approved for production, or sent back to the buyer with what to change.
  defineRoute(app, orderArtwork, { preHandler }, async ({ params: { id }, body }, request) => {
    const mail = await decideOrderArtwork(ctx.db, actorOf(signedInStaff(request)), id, body);
    await sendArtworkMail({ db: ctx.db, mailer: ctx.mailer }, id, mail, {
      origin: publicOrigin(request, ctx.config),
    });
    return {
      message: request.t(
        mail === 'artwork_approved' ? 'admin.artworkApproved' : 'admin.artworkChangesRequested',
      ),
      data: await detail(request, id),
    };
  });

  // A staff-made order: its figures first, then placed or kept as a draft quote.
  defineRoute(app, staffOrderPreview, { preHandler }, async ({ body }, request) => ({
    message: request.t('admin.orderPreview'),
    data: await previewStaffOrder(ctx.db, body, request.lang),
  }));
  defineRoute(
    app,
    staffOrderCreate,
    {
      preHandler,
      // A bad key is answered before the body is looked at.
      beforeBody: async (_input, request) => {
        idempotencyKeyOf(request);
      },
    },
    async ({ body }, request) => {
      const { replayed, ...made } = await makeStaffOrder(ctx.db, actorOf(signedInStaff(request)), body, {
        lang: request.lang,
        mail: { mailer: ctx.mailer, origin: publicOrigin(request, ctx.config) },
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (made.kind === 'order') {
        request.log.info({ orderId: made.id, code: made.code, replayed }, 'order placed by staff');
        if (!replayed) ctx.metrics.ordersPlaced.inc({ source: 'staff' });
        ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
        ctx.einvoices.poke();
      }
      return {
        message:
          made.kind === 'order'
            ? request.t('admin.orderMade', { code: made.code ?? '' })
            : request.t('admin.draftQuoteMade'),
        data: made,
      };
    },
  );

  defineRoute(
    app,
    orderOne,
    { preHandler: requireStaff(ctx.db, orderOne.area) },
    async ({ params: { id } }, request) => ({
      data: await detail(request, id),
    }),
  );

  defineRoute(
    app,
    orderReceiptFile,
    { preHandler },
    async ({ params: { id, receipt_id } }, _request, reply) => {
      const file = await readReceipt(ctx.db, id, receipt_id, null);
      if (!file) throw new NotFoundError('notFound.receipt');
      return sendReceiptFile(reply, file);
    },
  );

  defineRoute(app, invoiceXmlRoute, { preHandler }, async ({ params: { id } }, _request, reply) => {
    const invoice = await orderInvoiceXml(ctx.db, id, null);
    if (!invoice) throw new NotFoundError('notFound.einvoice');
    return sendInvoiceFile(reply, invoice);
  });

  defineRoute(app, invoicePdfRoute, { preHandler }, async ({ params: { id } }, request, reply) => {
    const invoice = await orderInvoicePdf(ctx.db, id, null, request.lang);
    if (!invoice) throw new NotFoundError('notFound.einvoice');
    return sendInvoiceFile(reply, invoice);
  });

  defineRoute(
    app,
    orderStatus,
    { preHandler: requireStaff(ctx.db, orderStatus.area) },
    async ({ params: { id }, body }, request, reply) => {
      const { status, override_reason } = body;
      const { role } = signedInStaff(request);
      if (!staffMayMoveOrderTo(role, status) || (override_reason && !staffMay(role, 'orders')))
        return reply.code(403).send({ message: request.t('admin.forbidden') });
      const moved = await moveOrderStatus(
        ctx.db,
        actorOf(signedInStaff(request)),
        id,
        status,
        override_reason,
      );
      if (moved.noteRequested) ctx.einvoices.poke();
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      await closeHostedPayments(ctx.payments, moved.closedReferences, request.log);
      // The links in the mail lead to the storefront, not to the admin's origin path.
      await sendOrderStatusMail(ctx, id, { origin: publicOrigin(request, ctx.config) });
      return { message: request.t('admin.orderMoved'), data: await detail(request, id) };
    },
  );

  defineRoute(
    app,
    orderStatusBatch,
    { preHandler: requireStaff(ctx.db, orderStatusBatch.area) },
    async ({ body: { ids, status } }, request, reply) => {
      const staff = signedInStaff(request);
      if (!staffMayMoveOrderTo(staff.role, status))
        return reply.code(403).send({ message: request.t('admin.forbidden') });
      const { moved, refused } = await moveOrdersStatus(ctx.db, actorOf(staff), ids, status);
      if (moved.some((m) => m.noteRequested)) ctx.einvoices.poke();
      if (moved.length > 0) ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      const origin = publicOrigin(request, ctx.config);
      for (const order of moved) {
        await closeHostedPayments(ctx.payments, order.closedReferences, request.log);
        await sendOrderStatusMail(ctx, order.id, { origin });
      }
      return {
        message: request.t(refused.length > 0 ? 'admin.ordersMovedSomeRefused' : 'admin.ordersMoved', {
          moved: moved.length,
          refused: refused.length,
        }),
        data: {
          moved: moved.map((m) => m.id),
          refused: refused.map((r) => ({ id: r.id, code: r.code, reason: request.t(r.reason) })),
        },
      };
    },
  );

  defineRoute(app, orderConfirmPayment, { preHandler }, async ({ params: { id } }, request) => {
    await confirmBankPayment(ctx.db, actorOf(signedInStaff(request)), id);
    ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
    await sendPaymentMail(ctx, id, 'payment_received', { origin: publicOrigin(request, ctx.config) });
    return { message: request.t('admin.paymentConfirmed'), data: await detail(request, id) };
  });

  defineRoute(
    app,
    orderReversePayment,
    { preHandler: [preHandler, ownerOnly] },
    async ({ params: { id }, body: { reason } }, request) => {
      const staff = signedInStaff(request);
      await reverseBankPayment(ctx.db, actorOf(staff), staff.role, id, reason);
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      return { message: request.t('admin.paymentReversed'), data: await detail(request, id) };
    },
  );

  defineRoute(
    app,
    orderRefund,
    { preHandler: [preHandler, ownerOnly] },
    async ({ params: { id }, body: { amount, reason } }, request) => {
      const staff = signedInStaff(request);
      const result = await refundOrder(
        ctx.db,
        ctx.payments,
        { ...actorOf(staff), role: staff.role },
        id,
        { amountHalalas: amount, reason },
        request.log,
      );
      if (result.noteRequested) ctx.einvoices.poke();
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      if (!result.failed)
        await sendPaymentMail(ctx, id, 'payment_refunded', { origin: publicOrigin(request, ctx.config) });
      return {
        message: request.t(result.failed ? 'admin.refundFailed' : 'admin.refunded'),
        data: await detail(request, id),
      };
    },
  );
}
