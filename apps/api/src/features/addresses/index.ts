/**
 * The signed-in customer's delivery addresses. A customer only ever sees and changes their own:
 * another customer's address id answers 404, like one that does not exist. Bodies may be JSON
 * (the storefront's PUT), multipart or url-encoded (its POST).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { defineRoute } from '../../http/define-route.js';
import { FieldErrors, NotFoundError } from '../../http/errors.js';
import {
  checkPlaces,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from '../../services/addresses.js';
import type { AppContext } from '../../shared/context.js';

const consumes = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

export default async function addressesPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { addresses, addressCreate, address, addressUpdate, addressDelete } = apiRoutes;
  const preHandler = requireCustomer(ctx.db);

  defineRoute(app, addresses, { preHandler }, async (_input, request) => ({
    message: request.t('address.list'),
    data: await listAddresses(ctx.db, request.lang, signedIn(request).customerId),
  }));

  defineRoute(app, addressCreate, { consumes, preHandler }, async ({ body: input }, request) => {
    const { customerId } = signedIn(request);
    const problems = await checkPlaces(ctx.db, input);
    if (problems) throw new FieldErrors(problems);
    const id = await createAddress(ctx.db, customerId, input);
    const saved = await getAddress(ctx.db, request.lang, customerId, id);
    if (!saved) throw new NotFoundError('notFound.address');
    return { message: request.t('address.saved'), data: saved };
  });

  defineRoute(app, address, { preHandler }, async ({ params: { id } }, request) => {
    const found = await getAddress(ctx.db, request.lang, signedIn(request).customerId, id);
    if (!found) throw new NotFoundError('notFound.address');
    return { message: request.t('ok'), data: found };
  });

  defineRoute(
    app,
    addressUpdate,
    {
      consumes,
      preHandler,
      // Someone else's id is a 404 before the body is even looked at: nothing about it leaks.
      beforeBody: async ({ params: { id } }, request) => {
        if (!(await getAddress(ctx.db, request.lang, signedIn(request).customerId, id)))
          throw new NotFoundError('notFound.address');
      },
    },
    async ({ params: { id }, body: input }, request) => {
      const { customerId } = signedIn(request);
      const problems = await checkPlaces(ctx.db, input);
      if (problems) throw new FieldErrors(problems);
      if (!(await updateAddress(ctx.db, customerId, id, input))) throw new NotFoundError('notFound.address');
      const saved = await getAddress(ctx.db, request.lang, customerId, id);
      if (!saved) throw new NotFoundError('notFound.address');
      return { message: request.t('address.updated'), data: saved };
    },
  );

  defineRoute(app, addressDelete, { preHandler }, async ({ params: { id } }, request) => {
    if (!(await deleteAddress(ctx.db, signedIn(request).customerId, id))) {
      throw new NotFoundError('notFound.address');
    }
    return { message: request.t('address.deleted') };
  });
}
