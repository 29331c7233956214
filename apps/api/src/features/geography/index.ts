/** Geography routes for the address form: countries → cities (with shipping fee) → areas. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
import { listAreas, listCities, listCountries } from '../../services/geography.js';
import type { AppContext } from '../../shared/context.js';

export default async function geographyPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { countries, cities, areas } = apiRoutes;

  defineRoute(app, countries, {}, async (_input, request) => ({
    message: request.t('ok'),
    data: await listCountries(ctx, request.lang),
  }));

  defineRoute(app, cities, {}, async ({ params: { countryId } }, request) => {
    const data = await listCities(ctx, request.lang, countryId);
    if (!data) throw new NotFoundError('notFound.country');
    return { message: request.t('ok'), data };
  });

  defineRoute(app, areas, {}, async ({ params: { cityId } }, request) => {
    const data = await listAreas(ctx, request.lang, cityId);
    if (!data) throw new NotFoundError('notFound.city');
    return { message: request.t('ok'), data };
  });
}
