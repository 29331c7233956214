/**
 * Staff lists as CSV files: the orders and their lines for the accountant and the newsletter subscribers, each
 * filtered like its list and allowed to whoever may open that list. The file is streamed as it is
 * read, so its size does not depend on memory.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { sendCsvFile } from '../../http/csv-file.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-auth.js';
import { exportOrderLinesCsv, exportOrdersCsv } from '../../services/admin-orders.js';
import { exportSubscribersCsv } from '../../services/admin-resources/engagement.js';
import type { AppContext } from '../../shared/context.js';

/** Logs a file that stopped part way: its answer has already begun, so it cannot become an error. */
const brokeOff = (request: FastifyRequest, name: string) => (err: Error) =>
  request.log.error({ err }, `${name} export broke off`);

export default async function adminExportRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { ordersExport, ordersLinesExport, subscribersExport } = adminRoutes;

  defineRoute(
    app,
    ordersExport,
    { preHandler: requireStaff(ctx.db, ordersExport.area) },
    async ({ query }, request, reply) =>
      sendCsvFile(
        reply,
        'orders',
        await exportOrdersCsv(ctx.db, query, request.lang, brokeOff(request, 'orders')),
      ),
  );

  defineRoute(
    app,
    ordersLinesExport,
    { preHandler: requireStaff(ctx.db, ordersLinesExport.area) },
    async ({ query }, request, reply) =>
      sendCsvFile(
        reply,
        'order-lines',
        await exportOrderLinesCsv(ctx.db, query, request.lang, brokeOff(request, 'order lines')),
      ),
  );

  defineRoute(
    app,
    subscribersExport,
    { preHandler: requireStaff(ctx.db, subscribersExport.area) },
    async ({ query }, request, reply) =>
      sendCsvFile(
        reply,
        'subscribers',
        await exportSubscribersCsv(ctx.db, query, brokeOff(request, 'subscribers')),
      ),
  );
}
