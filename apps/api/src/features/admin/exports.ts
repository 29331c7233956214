/**
 * Staff lists as CSV files: the orders for the accountant and the newsletter subscribers, each
 * filtered like its list and allowed to whoever may open that list. The file is streamed as it is
 * read, so its size does not depend on memory.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes, type AdminRouteContract } from '@shop/contract';
import { sendCsvFile } from '../../http/csv-file.js';
import { parseInput } from '../../http/errors.js';
import { requireStaff } from '../../http/staff-auth.js';
import { exportOrdersCsv } from '../../services/admin-orders.js';
import { exportSubscribersCsv } from '../../services/admin-resources/engagement.js';
import type { AppContext } from '../../shared/context.js';

interface CsvExport {
  route: AdminRouteContract;
  /** The download's name before its day. */
  name: string;
  file(ctx: AppContext, request: FastifyRequest, onError: (err: Error) => void): Promise<Readable>;
}

const EXPORTS: CsvExport[] = [
  {
    route: adminRoutes.ordersExport,
    name: 'orders',
    file: (ctx, request, onError) =>
      exportOrdersCsv(
        ctx.db,
        parseInput(adminRoutes.ordersExport.query, request.query),
        request.lang,
        onError,
      ),
  },
  {
    route: adminRoutes.subscribersExport,
    name: 'subscribers',
    file: (ctx, request, onError) =>
      exportSubscribersCsv(ctx.db, parseInput(adminRoutes.subscribersExport.query, request.query), onError),
  },
];

export default async function adminExportRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  for (const { route, name, file } of EXPORTS) {
    instance.get(
      route.path,
      {
        schema: { summary: route.summary, tags: [...route.tags] },
        preHandler: requireStaff(ctx.db, route.area),
      },
      async (request, reply) => {
        const csv = await file(ctx, request, (err) => request.log.error({ err }, `${name} export broke off`));
        return sendCsvFile(reply, name, csv);
      },
    );
  }
}
