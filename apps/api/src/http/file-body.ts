/**
 * Routes that take a picked file as the request body itself (no multipart): whatever type a
 * browser declares for a picture or a PDF is read as raw bytes, up to `maxBytes` + 1 so that a
 * file one byte over the limit still reaches the service, which answers with the limit in its
 * text. The service reads the file's real type from its bytes.
 */
import type { FastifyInstance } from 'fastify';

/** Body types a picked file may declare. */
const FILE_BODY_TYPES = /^(image\/[\w.+-]+|application\/pdf|application\/octet-stream)\s*(;|$)/i;

/** Accepts file bodies in `app`'s scope; answers the body limit its routes should declare. */
export function acceptFileBodies(app: FastifyInstance, maxBytes: number): number {
  const bodyLimit = maxBytes + 1;
  app.addContentTypeParser(FILE_BODY_TYPES, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  return bodyLimit;
}
