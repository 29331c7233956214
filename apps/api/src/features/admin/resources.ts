/**
 * The staff API's plain resources, registered from the contract's map: a list, a record, and the
 * changes the contract allows each one. A change drops the storefront's caches, since places,
 * reviews and the like show there.
 */
import type { FastifyInstance } from 'fastify';
import { adminResources, type AdminResourceName, type RouteContract } from '@shop/contract';
import type { ZodType } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
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

export default async function adminResourceRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;

  // One loop over resources of different shapes: each answer is typed by its service (from the
  // same contract) and serialised by the route's answer schema.
  for (const name of Object.keys(adminResources) as AdminResourceName[]) {
    const routes = adminResources[name] as unknown as {
      list: RouteContract & { query: ZodType; area: 'commerce' };
      one: RouteContract & { params: ZodType<{ id: number }> };
      create?: RouteContract & { body: ZodType };
      update?: RouteContract & { params: ZodType<{ id: number }>; body: ZodType };
      remove?: RouteContract & { params: ZodType<{ id: number }> };
    };
    const area = adminResources[name].list.area;
    const service = adminResourceServices[name];
    const preHandler = requireStaff(ctx.db, area);
    const found = async <T>(record: Promise<T | undefined>): Promise<T> => {
      const value = await record;
      if (value === undefined) throw new NotFoundError(NOT_FOUND[name]);
      return value;
    };

    defineRoute(app, routes.list, { preHandler }, async ({ query }) => service.list(ctx.db, query as never));

    defineRoute(app, routes.one, { preHandler }, async ({ params: { id } }) => ({
      data: await found(service.get(ctx.db, id)),
    }));

    const create = routes.create;
    if (create && service.create) {
      const write = service.create;
      defineRoute(app, create, { preHandler }, async ({ body }, request) => {
        const data = await write(ctx.db, actorOf(signedInStaff(request)), body as never);
        ctx.caches.invalidate('all');
        return { message: request.t('admin.created'), data };
      });
    }

    const update = routes.update;
    if (update && service.update) {
      const write = service.update;
      defineRoute(app, update, { preHandler }, async ({ params: { id }, body }, request) => {
        const data = await write(ctx.db, actorOf(signedInStaff(request)), id, body as never);
        ctx.caches.invalidate('all');
        return { message: request.t('admin.saved'), data };
      });
    }

    const remove = routes.remove;
    if (remove && service.remove) {
      const write = service.remove;
      defineRoute(app, remove, { preHandler }, async ({ params: { id } }, request) => {
        const data = await write(ctx.db, actorOf(signedInStaff(request)), id);
        ctx.caches.invalidate('all');
        return { message: request.t('admin.deleted'), data };
      });
    }
  }
}
