/**
 * The staff API's plain resources, registered from the contract's map: a list, a record, and the
 * changes the contract allows each one. A change drops the storefront's caches, since places,
 * reviews and the like show there.
 */
import type { FastifyInstance } from 'fastify';
import { adminResources, type AdminResourceName, type RouteContract } from '@shop/contract';
import type { ZodType } from 'zod';
import { routeSchema } from '../../http/contract.js';
import { NotFoundError, parseInput } from '../../http/errors.js';
import type { MessageKey } from '../../http/i18n.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { adminResourceServices } from '../../services/admin-resources/index.js';
import { actorOf } from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

const NOT_FOUND: Record<AdminResourceName, MessageKey> = {
  categories: 'notFound.category',
  colors: 'notFound.color',
  sizes: 'notFound.size',
  products: 'notFound.product',
  countries: 'notFound.country',
  cities: 'notFound.city',
  areas: 'notFound.area',
  coupons: 'notFound.coupon',
  customers: 'notFound.customer',
  reviews: 'notFound.review',
  subscribers: 'notFound.subscriber',
  messages: 'notFound.message',
  sponsors: 'notFound.sponsor',
  blogCategories: 'notFound.blogCategory',
  homeSections: 'notFound.homeSection',
  pages: 'notFound.page',
  slides: 'notFound.slide',
  visionItems: 'notFound.visionItem',
  blogPosts: 'notFound.blog',
  mail: 'notFound.mail',
};

export default async function adminResourceRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  // One loop over resources of different shapes: each answer is typed by its service (from the
  // same contract) and serialised by the route's answer schema.
  const app = instance;

  for (const name of Object.keys(adminResources) as AdminResourceName[]) {
    const routes = adminResources[name] as unknown as {
      list: RouteContract & { query: ZodType; area: 'commerce' };
      one: RouteContract & { params: ZodType };
      create?: RouteContract & { body: ZodType };
      update?: RouteContract & { params: ZodType; body: ZodType };
      remove?: RouteContract & { params: ZodType };
    };
    const area = adminResources[name].list.area;
    const service = adminResourceServices[name];
    const preHandler = requireStaff(ctx.db, area);
    const found = async <T>(record: Promise<T | undefined>): Promise<T> => {
      const value = await record;
      if (value === undefined) throw new NotFoundError(NOT_FOUND[name]);
      return value;
    };

    app.get(routes.list.path, { schema: routeSchema(routes.list), preHandler }, async (request) =>
      service.list(ctx.db, parseInput(routes.list.query, request.query) as never),
    );

    app.get(routes.one.path, { schema: routeSchema(routes.one), preHandler }, async (request) => {
      const { id } = parseInput(routes.one.params, request.params) as { id: number };
      return { data: await found(service.get(ctx.db, id)) };
    });

    const create = routes.create;
    if (create && service.create) {
      const write = service.create;
      app.post(create.path, { schema: routeSchema(create), preHandler }, async (request) => {
        const input = parseInput(create.body, request.body);
        const data = await write(ctx.db, actorOf(signedInStaff(request)), input as never);
        ctx.caches.invalidate('all');
        return { message: request.t('admin.created'), data };
      });
    }

    const update = routes.update;
    if (update && service.update) {
      const write = service.update;
      app.put(update.path, { schema: routeSchema(update), preHandler }, async (request) => {
        const { id } = parseInput(update.params, request.params) as { id: number };
        const input = parseInput(update.body, request.body);
        const data = await write(ctx.db, actorOf(signedInStaff(request)), id, input as never);
        ctx.caches.invalidate('all');
        return { message: request.t('admin.saved'), data };
      });
    }

    const remove = routes.remove;
    if (remove && service.remove) {
      const write = service.remove;
      app.delete(remove.path, { schema: routeSchema(remove), preHandler }, async (request) => {
        const { id } = parseInput(remove.params, request.params) as { id: number };
        const data = await write(ctx.db, actorOf(signedInStaff(request)), id);
        ctx.caches.invalidate('all');
        return { message: request.t('admin.deleted'), data };
      });
    }
  }
}
