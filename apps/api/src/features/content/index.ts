/** Content routes: settings, home, about items, pages and the blog. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { NotFoundError, parseInput } from '../../http/errors.js';
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

export default async function contentPlugin(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { settings, home, aboutItems, page, blogs, blog, blogCategories } = apiRoutes;

  app.get(settings.path, { schema: routeSchema(settings) }, async (request, reply) => {
    await sendCached(ctx, request, reply, { route: 'settings' }, () => getSettings(ctx, request.lang));
    return reply;
  });

  app.get(home.path, { schema: routeSchema(home) }, async (request, reply) => {
    await sendCached(ctx, request, reply, { route: 'home' }, () => getHome(ctx, request.lang));
    return reply;
  });

  app.get(aboutItems.path, { schema: routeSchema(aboutItems) }, async (request) => ({
    message: request.t('ok'),
    data: await getAboutItems(ctx, request.lang),
  }));

  app.get(page.path, { schema: routeSchema(page) }, async (request) => {
    const { id } = parseInput(page.params, request.params);
    const found = await getPage(ctx, request.lang, id);
    if (!found) throw new NotFoundError('notFound.page');
    return { message: request.t('ok'), data: found };
  });

  app.get(blogs.path, { schema: routeSchema(blogs) }, async (request, reply) => {
    const query = parseInput(blogs.query, request.query);
    await sendCached(ctx, request, reply, { route: 'blogs', input: query }, () =>
      listBlogs(ctx, request.lang, query),
    );
    return reply;
  });

  app.get(blog.path, { schema: routeSchema(blog) }, async (request) => {
    const { id } = parseInput(blog.params, request.params);
    const post = await getBlog(ctx, request.lang, id);
    if (!post) throw new NotFoundError('notFound.blog');
    return { message: request.t('ok'), data: post };
  });

  app.get(blogCategories.path, { schema: routeSchema(blogCategories) }, async (request) => ({
    message: request.t('ok'),
    data: await listBlogCategories(ctx, request.lang),
  }));
}
