/**
 * `/media/*`: images under DATA_DIR/uploads. File names carry a content key and width and never
 * change, so they are cached for a year as immutable. Only image extensions are served (an upload
 * folder must never serve something a browser would run); anything else or a missing file is a 404.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const imageFile = /\.(webp|avif|png|jpe?g|gif)$/i;

export default async function uploadsPlugin(app: FastifyInstance, opts: { uploadsDir: string }) {
  mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: 31_536_000_000,
    allowedPath: (pathName) => imageFile.test(pathName),
  });
}
