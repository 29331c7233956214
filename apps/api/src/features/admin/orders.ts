/** Orders for staff: the list, one order with its bill, status moves (with the customer's mail) and bank payments. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { NotFoundError, parseInput } from '../../http/errors.js';
import { requestOrigin } from '../../http/origin.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { DASHBOARD_FIGURES_CHANGED } from '../../services/admin-dashboard.js';
import {
  confirmBankPayment,
  getOrderForStaff,
  listOrdersForStaff,
  moveOrderStatus,
} from '../../services/admin-orders.js';
import { sendOrderStatusMail } from '../../services/mail/index.js';
import { actorOf } from '../../services/staff.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminOrdersRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { orderList, orderOne, orderStatus, orderConfirmPayment } = adminRoutes;
  const preHandler = requireStaff(ctx.db, 'orders');

  const detail = async (lang: 'ar' | 'en', id: number) => {
    const found = await getOrderForStaff(ctx.db, lang, id);
    if (!found) throw new NotFoundError('notFound.order');
    return found;
  };

  app.get(orderList.path, { schema: routeSchema(orderList), preHandler }, async (request) =>
    listOrdersForStaff(ctx.db, parseInput(orderList.query, request.query)),
  );

  app.get(orderOne.path, { schema: routeSchema(orderOne), preHandler }, async (request) => {
    const { id } = parseInput(orderOne.params, request.params);
    return { data: await detail(request.lang, id) };
  });

  app.put(orderStatus.path, { schema: routeSchema(orderStatus), preHandler }, async (request) => {
    const { id } = parseInput(orderStatus.params, request.params);
    const { status } = parseInput(orderStatus.body, request.body);
    await moveOrderStatus(ctx.db, actorOf(signedInStaff(request)), id, status);
    ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
    // The links in the mail lead to the storefront, not to the admin's origin path.
    await sendOrderStatusMail(ctx, id, { origin: requestOrigin(request) });
    return { message: request.t('admin.orderMoved'), data: await detail(request.lang, id) };
  });

  app.post(
    orderConfirmPayment.path,
    { schema: routeSchema(orderConfirmPayment), preHandler },
    async (request) => {
      const { id } = parseInput(orderConfirmPayment.params, request.params);
      await confirmBankPayment(ctx.db, actorOf(signedInStaff(request)), id);
      ctx.caches.invalidate(DASHBOARD_FIGURES_CHANGED);
      return { message: request.t('admin.paymentConfirmed'), data: await detail(request.lang, id) };
    },
  );
}
