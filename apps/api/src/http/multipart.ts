/**
 * A multipart body without its boundary parameter cannot be split into fields; the multipart
 * parser would throw a plain error (a 500). It is the client's mistake, so it answers 400 through
 * the shared error handler before any parser runs.
 */
import type { FastifyInstance } from 'fastify';

class MissingBoundaryError extends Error {
  readonly statusCode = 400;
  readonly code = 'MULTIPART_BOUNDARY_MISSING';
  constructor() {
    super('multipart body without a boundary');
    this.name = 'MissingBoundaryError';
  }
}

/** `multipart/…; boundary=…` with a non-empty boundary (quoted or not). */
function hasBoundary(contentType: string): boolean {
  return /;\s*boundary\s*=\s*(?:"[^"]+"|[^\s;"]+)/i.test(contentType);
}

export function registerMultipartGuard(app: FastifyInstance): void {
  // Callback style: it runs for every request, and most have no body at all.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !hasBoundary(type)) {
      done(new MissingBoundaryError());
      return;
    }
    done(null, payload);
  });
}
