/** Orders for staff: the list, one order with its bill, status moves (with the customer's mail) and bank payments. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { NotFoundError, parseInput } from '../../http/errors.js';
import { publicOrigin } from '../../http/origin.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { DASHBOARD_FIGURES_CHANGED } from '../../services/admin-dashboard.js';
import {
  confirmBankPayment,
  getOrderForStaff,
  listOrdersForStaff,
  moveOrderStatus,
  refundOrder,
  reverseBankPayment,
} from '../../services/admin-orders.js';
import { sendOrderStatusMail, sendPaymentMail } from '../../services/mail/index.js';
import { readReceipt } from '../../services/payment-receipts.js';
import { closeHostedPayments } from '../../services/payments/index.js';
import { sendReceiptFile } from '../receipts/index.js';
import { actorOf } from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminOrdersRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { orderList, orderOne, orderStatus, orderConfirmPayment, orderReversePayment, orderRefund, orderReceiptFile } =
    adminRoutes;
  const preHandler = requireStaff(ctx.db, 'orders');

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

  app.get(orderList.path, { schema: routeSchema(orderList), preHandler }, async (request) =>
    listOrdersForStaff(ctx.db, parseInput(orderList.query, request.query)),
  );

  app.get(orderOne.path, { schema: routeSchema(orderOne), preHandler }, async (request) => {
    const { id } = parseInput(orderOne.params, request.params);
    return { data: await detail(request, id) };
  });

  app.get(orderReceiptFile.path, { schema: routeSchema(orderReceiptFile), preHandler }, async (request, reply) => {
    const { id, receipt_id } = parseInput(orderReceiptFile.params, request.params);
    const file = await readReceipt(ctx.db, id, receipt_id, null);
    if (!file) throw new NotFoundError('notFound.receipt');
    return sendReceiptFile(reply, file);
  });

  app.put(orderStatus.path, { schema: routeSchema(orderStatus), preHandler }, async (request) => {
    const { id } = parseInput(orderStatus.params, request.params);
    const { status, override_reason } = parseInput(orderStatus.body, request.body);
    const moved = await moveOrderStatus(ctx.db, actorOf(signedInStaff(request)), id, status, override_reason);
    ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
    await closeHostedPayments(ctx.payments, moved.closedReferences, request.log);
    // The links in the mail lead to the storefront, not to the admin's origin path.
    await sendOrderStatusMail(ctx, id, { origin: publicOrigin(request, ctx.config) });
    return { message: request.t('admin.orderMoved'), data: await detail(request, id) };
  });

  app.post(
    orderConfirmPayment.path,
    { schema: routeSchema(orderConfirmPayment), preHandler },
    async (request) => {
      const { id } = parseInput(orderConfirmPayment.params, request.params);
      await confirmBankPayment(ctx.db, actorOf(signedInStaff(request)), id);
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      await sendPaymentMail(ctx, id, 'payment_received', { origin: publicOrigin(request, ctx.config) });
      return { message: request.t('admin.paymentConfirmed'), data: await detail(request, id) };
    },
  );

  app.post(
    orderReversePayment.path,
    { schema: routeSchema(orderReversePayment), preHandler: [preHandler, ownerOnly] },
    async (request) => {
      const { id } = parseInput(orderReversePayment.params, request.params);
      const { reason } = parseInput(orderReversePayment.body, request.body);
      const staff = signedInStaff(request);
      await reverseBankPayment(ctx.db, actorOf(staff), staff.role, id, reason);
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      return { message: request.t('admin.paymentReversed'), data: await detail(request, id) };
    },
  );

  app.post(
    orderRefund.path,
    { schema: routeSchema(orderRefund), preHandler: [preHandler, ownerOnly] },
    async (request) => {
      const { id } = parseInput(orderRefund.params, request.params);
      const { amount, reason } = parseInput(orderRefund.body, request.body);
      const staff = signedInStaff(request);
      const result = await refundOrder(
        ctx.db,
        ctx.payments,
        { ...actorOf(staff), role: staff.role },
        id,
        { amountHalalas: amount, reason },
        request.log,
      );
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      if (!result.failed) await sendPaymentMail(ctx, id, 'payment_refunded', { origin: publicOrigin(request, ctx.config) });
      return {
        message: request.t(result.failed ? 'admin.refundFailed' : 'admin.refunded'),
        data: await detail(request, id),
      };
    },
  );
}
