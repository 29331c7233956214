/** Content routes: settings, home, about items, pages and the blog. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { NotFoundError } from '../../http/errors.js';
import {
  getAboutItems,
  getBlog,
  getHome,
  getPage,
  getSettings,
  listBlogCategories,
  listBlogs,
} from '../../services/content.js';
import { sendCached } from '../../http/json.js';
import type { AppContext } from '../../shared/context.js';
import type { PageLoads } from '../web/first-screen.js';

/** What each route answers as `data`, read alike for the API and a page's first screen. */
export const contentLoads = {
  settings: (ctx, lang) => getSettings(ctx, lang),
  home: (ctx, lang) => getHome(ctx, lang),
  aboutItems: (ctx, lang) => getAboutItems(ctx, lang),
  page: (ctx, lang, { params }) => getPage(ctx, lang, params.id),
  blogs: (ctx, lang, { query }) => listBlogs(ctx, lang, query),
  blog: (ctx, lang, { params }) => getBlog(ctx, lang, params.id),
  blogCategories: (ctx, lang) => listBlogCategories(ctx, lang),
} satisfies PageLoads<'settings' | 'home' | 'aboutItems' | 'page' | 'blogs' | 'blog' | 'blogCategories'>;

export default async function contentPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { settings, home, aboutItems, page, blogs, blog, blogCategories } = apiRoutes;

  defineRoute(app, settings, {}, async (_input, request, reply) => {
    await sendCached(ctx, request, reply, { route: 'settings' }, () =>
      contentLoads.settings(ctx, request.lang),
    );
    return reply;
  });

  defineRoute(app, home, {}, async (_input, request, reply) => {
    await sendCached(ctx, request, reply, { route: 'home' }, () => contentLoads.home(ctx, request.lang));
    return reply;
  });

  defineRoute(app, aboutItems, {}, async (_input, request) => ({
    message: request.t('ok'),
    data: await contentLoads.aboutItems(ctx, request.lang),
  }));

  defineRoute(app, page, {}, async (input, request) => {
    const found = await contentLoads.page(ctx, request.lang, input);
    if (!found) throw new NotFoundError('notFound.page');
    return { message: request.t('ok'), data: found };
  });

  defineRoute(app, blogs, {}, async (input, request, reply) => {
    await sendCached(ctx, request, reply, { route: 'blogs', input: input.query }, () =>
      contentLoads.blogs(ctx, request.lang, input),
    );
    return reply;
  });

  defineRoute(app, blog, {}, async (input, request) => {
    const post = await contentLoads.blog(ctx, request.lang, input);
    if (!post) throw new NotFoundError('notFound.blog');
    return { message: request.t('ok'), data: post };
  });

  defineRoute(app, blogCategories, {}, async (_input, request) => ({
    message: request.t('ok'),
    data: await contentLoads.blogCategories(ctx, request.lang),
  }));
}
