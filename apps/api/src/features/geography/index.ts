/** Geography routes for the address form: countries → cities (with shipping fee) → areas. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@shop/domain';
import { NotFoundError, parseInput } from '../../http/errors.js';
import { jsonSchemaOf } from '../../http/openapi.js';
import { listAreas, listCities, listCountries } from '../../services/geography.js';
import type { AppContext } from '../../shared/context.js';

// The paths name their parameter countryId / cityId; the id rule itself is the domain's.
const countryParams = z.object({ countryId: idParamSchema.shape.id });
const cityParams = z.object({ cityId: idParamSchema.shape.id });

export default async function geographyPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const tags = ['geography'];

  app.get('/countries', { schema: { summary: 'Countries', tags } }, async (request) => ({
    message: request.t('ok'),
    data: await listCountries(ctx, request.lang),
  }));

  app.get(
    '/cities/:countryId',
    { schema: { summary: "A country's cities with shipping fees (SAR)", tags, params: jsonSchemaOf(countryParams) } },
    async (request) => {
      const { countryId } = parseInput(countryParams, request.params);
      const data = await listCities(ctx, request.lang, countryId);
      if (!data) throw new NotFoundError('notFound.country');
      return { message: request.t('ok'), data };
    },
  );

  app.get('/areas/:cityId', { schema: { summary: "A city's areas", tags, params: jsonSchemaOf(cityParams) } }, async (request) => {
    const { cityId } = parseInput(cityParams, request.params);
    const data = await listAreas(ctx, request.lang, cityId);
    if (!data) throw new NotFoundError('notFound.city');
    return { message: request.t('ok'), data };
  });
}
