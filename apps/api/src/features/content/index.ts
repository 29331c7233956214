/** Content routes: settings, home, about items, pages and the blog. */
import type { FastifyInstance } from 'fastify';
import { blogListQuerySchema, idParamSchema } from '@shop/domain';
import { NotFoundError, parseInput } from '../../http/errors.js';
import { jsonSchemaOf } from '../../http/openapi.js';
import {
  getAboutItems,
  getBlog,
  getHome,
  getPage,
  getSettings,
  listBlogCategories,
  listBlogs,
} from '../../services/content.js';
import { cachedJson, type AppContext } from '../../shared/context.js';
import { sendJson } from '../../http/json.js';

export default async function contentPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const tags = ['content'];
  const idParams = jsonSchemaOf(idParamSchema);

  app.get('/settings', { schema: { summary: 'Site settings, category trees, pages and slides', tags } }, async (request, reply) => {
    const { lang } = request;
    return sendJson(reply, (await cachedJson(ctx, { route: 'settings', lang }, request.t('ok'), () => getSettings(ctx, lang)))!);
  });

  app.get('/home', { schema: { summary: 'Home sections with products, intro slides and sponsors', tags } }, async (request, reply) => {
    const { lang } = request;
    return sendJson(reply, (await cachedJson(ctx, { route: 'home', lang }, request.t('ok'), () => getHome(ctx, lang)))!);
  });

  app.get('/sectionAboutus', { schema: { summary: 'Vision items of the about page', tags } }, async (request) => ({
    message: request.t('ok'),
    data: await getAboutItems(ctx, request.lang),
  }));

  app.get('/page/:id', { schema: { summary: 'A static page (1 about, 2 privacy policy, 3 terms)', tags, params: idParams } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const page = await getPage(ctx, request.lang, id);
    if (!page) throw new NotFoundError('notFound.page');
    return { message: request.t('ok'), data: page };
  });

  app.get(
    '/blogs',
    { schema: { summary: 'Paged blog posts, newest first', tags: ['blog'], querystring: jsonSchemaOf(blogListQuerySchema) } },
    async (request, reply) => {
      const query = parseInput(blogListQuerySchema, request.query);
      const { lang } = request;
      return sendJson(reply, (await cachedJson(ctx, { route: 'blogs', lang, input: query }, request.t('ok'), () => listBlogs(ctx, lang, query)))!);
    },
  );

  app.get('/blogs/:id', { schema: { summary: 'One blog post', tags: ['blog'], params: idParams } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const post = await getBlog(ctx, request.lang, id);
    if (!post) throw new NotFoundError('notFound.blog');
    return { message: request.t('ok'), data: post };
  });

  app.get('/blog-categories', { schema: { summary: 'Blog categories', tags: ['blog'] } }, async (request) => ({
    message: request.t('ok'),
    data: await listBlogCategories(ctx, request.lang),
  }));
}
