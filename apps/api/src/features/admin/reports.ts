/**
 * The staff's reports: sales and VAT over a range of days, on screen (whoever sees the
 * dashboard's figures) and as CSV files (whoever may export), in the dashboard's language.
 */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { sendCsvFile } from '../../http/csv-file.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-auth.js';
import { reportRange, salesReport, salesReportCsv, vatReport, vatReportCsv } from '../../services/reports.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminReportRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { salesReport: sales, salesReportExport, vatReport: vat, vatReportExport } = adminRoutes;

  defineRoute(app, sales, { preHandler: requireStaff(ctx.db, sales.area) }, async ({ query }, request) => ({
    data: await salesReport(ctx.db, reportRange(query, ctx.clock()), request.lang),
  }));

  defineRoute(app, vat, { preHandler: requireStaff(ctx.db, vat.area) }, async ({ query }) => ({
    data: await vatReport(ctx.db, reportRange(query, ctx.clock())),
  }));

  defineRoute(
    app,
    salesReportExport,
    { preHandler: requireStaff(ctx.db, salesReportExport.area) },
    async ({ query }, request, reply) =>
      sendCsvFile(
        reply,
        `sales-${query.table}`,
        await salesReportCsv(ctx.db, reportRange(query, ctx.clock()), query.table, request.lang),
      ),
  );

  defineRoute(
    app,
    vatReportExport,
    { preHandler: requireStaff(ctx.db, vatReportExport.area) },
    async ({ query }, request, reply) =>
      sendCsvFile(reply, 'vat', await vatReportCsv(ctx.db, reportRange(query, ctx.clock()), request.lang)),
  );
}
