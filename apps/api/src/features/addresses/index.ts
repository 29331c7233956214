/**
 * The signed-in customer's delivery addresses. A customer only ever sees and changes their own:
 * another customer's address id answers 404, like one that does not exist. Bodies may be JSON
 * (the storefront's PUT), multipart or url-encoded (its POST).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { FieldErrors, NotFoundError, parseInput } from '../../http/errors.js';
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

export default async function addressesPlugin(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { addresses, addressCreate, address, addressUpdate, addressDelete } = apiRoutes;
  const preHandler = requireCustomer(ctx.db);

  app.get(addresses.path, { schema: routeSchema(addresses), preHandler }, async (request) => ({
    message: request.t('address.list'),
    data: await listAddresses(ctx.db, request.lang, signedIn(request).customerId),
  }));

  app.post(
    addressCreate.path,
    { schema: { ...routeSchema(addressCreate), consumes }, preHandler },
    async (request) => {
      const { customerId } = signedIn(request);
      const input = parseInput(addressCreate.body, request.body);
      const problems = await checkPlaces(ctx.db, input);
      if (problems) throw new FieldErrors(problems);
      const id = await createAddress(ctx.db, customerId, input);
      const saved = await getAddress(ctx.db, request.lang, customerId, id);
      if (!saved) throw new NotFoundError('notFound.address');
      return { message: request.t('address.saved'), data: saved };
    },
  );

  app.get(address.path, { schema: routeSchema(address), preHandler }, async (request) => {
    const { id } = parseInput(address.params, request.params);
    const found = await getAddress(ctx.db, request.lang, signedIn(request).customerId, id);
    if (!found) throw new NotFoundError('notFound.address');
    return { message: request.t('ok'), data: found };
  });

  app.put(
    addressUpdate.path,
    { schema: { ...routeSchema(addressUpdate), consumes }, preHandler },
    async (request) => {
      const { customerId } = signedIn(request);
      const { id } = parseInput(addressUpdate.params, request.params);
      // Someone else's id is a 404 before the body is even looked at: nothing about it leaks.
      if (!(await getAddress(ctx.db, request.lang, customerId, id))) throw new NotFoundError('notFound.address');
      const input = parseInput(addressUpdate.body, request.body);
      const problems = await checkPlaces(ctx.db, input);
      if (problems) throw new FieldErrors(problems);
      if (!(await updateAddress(ctx.db, customerId, id, input))) throw new NotFoundError('notFound.address');
      const saved = await getAddress(ctx.db, request.lang, customerId, id);
      if (!saved) throw new NotFoundError('notFound.address');
      return { message: request.t('address.updated'), data: saved };
    },
  );

  app.delete(addressDelete.path, { schema: routeSchema(addressDelete), preHandler }, async (request) => {
    const { id } = parseInput(addressDelete.params, request.params);
    if (!(await deleteAddress(ctx.db, signedIn(request).customerId, id))) {
      throw new NotFoundError('notFound.address');
    }
    return { message: request.t('address.deleted') };
  });
}
