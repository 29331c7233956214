/** Geography routes for the address form: countries → cities (with shipping fee) → areas. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { NotFoundError, parseInput } from '../../http/errors.js';
import { listAreas, listCities, listCountries } from '../../services/geography.js';
import type { AppContext } from '../../shared/context.js';

export default async function geographyPlugin(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { countries, cities, areas } = apiRoutes;

  app.get(countries.path, { schema: routeSchema(countries) }, async (request) => ({
    message: request.t('ok'),
    data: await listCountries(ctx, request.lang),
  }));

  app.get(cities.path, { schema: routeSchema(cities) }, async (request) => {
    const { countryId } = parseInput(cities.params, request.params);
    const data = await listCities(ctx, request.lang, countryId);
    if (!data) throw new NotFoundError('notFound.country');
    return { message: request.t('ok'), data };
  });

  app.get(areas.path, { schema: routeSchema(areas) }, async (request) => {
    const { cityId } = parseInput(areas.params, request.params);
    const data = await listAreas(ctx, request.lang, cityId);
    if (!data) throw new NotFoundError('notFound.city');
    return { message: request.t('ok'), data };
  });
}
