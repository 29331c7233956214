/** The audit log, for owners. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { parseInput } from '../../http/errors.js';
import { requireStaff } from '../../http/staff-auth.js';
import { listAudit } from '../../services/audit.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminAuditRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { auditList } = adminRoutes;

  app.get(
    auditList.path,
    { schema: routeSchema(auditList), preHandler: requireStaff(ctx.db, 'audit') },
    async (request) => {
      const query = parseInput(auditList.query, request.query);
      return listAudit(ctx.db, {
        page: query.page,
        perPage: query.per_page,
        q: query.q,
        entity: query.entity,
        entityId: query.entity_id,
        sort: query.sort,
        order: query.order,
      });
    },
  );
}
