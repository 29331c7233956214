/**
 * `/media/*`: the stored images. With the disk storage they are files under DATA_DIR/uploads,
 * served here; with object storage `/media/*` redirects permanently to the same name under
 * S3_PUBLIC_URL, so the `/media/…` URLs in the database work with either storage (switching needs
 * no data migration).
 *
 * File names carry a content key and width and never change, so files are cached for a year as
 * immutable. Only image extensions are served, and only valid media names are redirected (an
 * upload folder must never serve something a browser would run); anything else or a missing file
 * is a 404.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseMediaFileName } from '../../media/index.js';
import type { MediaStorage } from '../../media/storage.js';

const imageFile = /\.(webp|avif|png|jpe?g|gif)$/i;

/**
 * How long browsers may keep a redirect: a day, not a year, since moving to another CDN changes
 * S3_PUBLIC_URL (the files themselves are cached for a year at their public address).
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

export default async function uploadsPlugin(app: FastifyInstance, opts: { storage: MediaStorage }) {
  const { serving } = opts.storage;
  if (serving.kind === 'redirect') {
    app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
      if (!parseMediaFileName(request.params['*'])) return reply.callNotFound();
      return reply
        .code(301)
        .header('location', `${serving.publicUrl}/${request.params['*']}`)
        .header('cache-control', REDIRECT_CACHE_CONTROL)
        .send();
    });
    return;
  }
  mkdirSync(serving.directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: serving.directory,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: 31_536_000_000,
    allowedPath: (pathName) => imageFile.test(pathName),
  });
}
