/** Staff accounts, for owners: list, read, create, change, delete. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { parseInput } from '../../http/errors.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { actorOf, createStaff, deleteStaff, getStaff, listStaff, updateStaff } from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminStaffRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { staffList, staffOne, staffCreate, staffUpdate, staffDelete } = adminRoutes;
  const preHandler = requireStaff(ctx.db, 'staff');

  app.get(staffList.path, { schema: routeSchema(staffList), preHandler }, async (request) =>
    listStaff(ctx.db, parseInput(staffList.query, request.query)),
  );

  app.get(staffOne.path, { schema: routeSchema(staffOne), preHandler }, async (request) => {
    const { id } = parseInput(staffOne.params, request.params);
    return { data: await getStaff(ctx.db, id) };
  });

  app.post(staffCreate.path, { schema: routeSchema(staffCreate), preHandler }, async (request) => {
    const input = parseInput(staffCreate.body, request.body);
    const data = await createStaff(ctx.db, actorOf(signedInStaff(request)), input);
    return { message: request.t('admin.created'), data };
  });

  app.put(staffUpdate.path, { schema: routeSchema(staffUpdate), preHandler }, async (request) => {
    const { id } = parseInput(staffUpdate.params, request.params);
    const input = parseInput(staffUpdate.body, request.body);
    return {
      message: request.t('admin.saved'),
      data: await updateStaff(ctx.db, signedInStaff(request), id, input),
    };
  });

  app.delete(staffDelete.path, { schema: routeSchema(staffDelete), preHandler }, async (request) => {
    const { id } = parseInput(staffDelete.params, request.params);
    return {
      message: request.t('admin.deleted'),
      data: await deleteStaff(ctx.db, signedInStaff(request), id),
    };
  });
}
