/** Staff accounts, for owners: list, read, create, change, delete. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import {
  actorOf,
  createStaff,
  deleteStaff,
  getStaff,
  listStaff,
  updateStaff,
} from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminStaffRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { staffList, staffOne, staffCreate, staffUpdate, staffDelete } = adminRoutes;
  const preHandler = requireStaff(ctx.db, 'staff');

  defineRoute(app, staffList, { preHandler }, async ({ query }) => listStaff(ctx.db, query));

  defineRoute(app, staffOne, { preHandler }, async ({ params: { id } }) => ({
    data: await getStaff(ctx.db, id),
  }));

  defineRoute(app, staffCreate, { preHandler }, async ({ body: input }, request) => {
    const data = await createStaff(ctx.db, actorOf(signedInStaff(request)), input);
    return { message: request.t('admin.created'), data };
  });

  defineRoute(app, staffUpdate, { preHandler }, async ({ params: { id }, body: input }, request) => {
    return {
      message: request.t('admin.saved'),
      data: await updateStaff(ctx.db, signedInStaff(request), id, input),
    };
  });

  defineRoute(app, staffDelete, { preHandler }, async ({ params: { id } }, request) => {
    return {
      message: request.t('admin.deleted'),
      data: await deleteStaff(ctx.db, signedInStaff(request), id),
    };
  });
}
