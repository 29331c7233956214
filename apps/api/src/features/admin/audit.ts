/** The audit log, for owners. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-auth.js';
import { listAudit } from '../../services/audit.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminAuditRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { auditList } = adminRoutes;

  defineRoute(app, auditList, { preHandler: requireStaff(ctx.db, 'audit') }, async ({ query }, request) =>
    listAudit(
      ctx.db,
      {
        page: query.page,
        perPage: query.per_page,
        q: query.q,
        entity: query.entity,
        entityId: query.entity_id,
        sort: query.sort,
        order: query.order,
      },
      request.lang,
    ),
  );
}
