/**
 * One error policy for the whole API (docs/decisions.md, Error answers): bad input is always a 4xx with a
 * translated `{ message }` (422 adds `errors: { field: [text] }`); only real bugs answer 500, with a
 * generic translated text and a log line carrying the request id. The failures services throw are
 * defined in shared/errors.ts; this module maps them to answers.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type ZodType } from 'zod';
import { zodIssuesToFieldErrors } from '@shop/domain';
import { AccountLockedError, FieldErrors, NotFoundError } from '../shared/errors.js';
import { PRIVATE_CACHE_CONTROL } from './cache-control.js';
import { langFromUrl, translate, type MessageKey } from './i18n.js';

/** The services' failures (defined below the HTTP layer), for routes that throw them too. */
export { AccountLockedError, FieldErrors, NotFoundError } from '../shared/errors.js';

/** Validates `input` with a domain schema; a failure becomes a 422 through the error handler. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): ReturnType<S['parse']> {
  return schema.parse(input ?? {}) as ReturnType<S['parse']>;
}

/** Fastify's own 4xx codes for malformed requests, mapped to our message keys. */
function clientErrorKey(error: FastifyError): MessageKey {
  const status = error.statusCode ?? 400;
  if (status === 413) return 'payloadTooLarge';
  if (status === 414) return 'uriTooLong';
  if (status === 415) return 'unsupportedMediaType';
  if (status === 429) return 'tooManyRequests';
  if (status === 404) return 'notFound';
  return 'badRequest';
}

export function sendValidationError(request: FastifyRequest, reply: FastifyReply, error: ZodError) {
  const fieldErrors = zodIssuesToFieldErrors(error) as Record<string, string[]>;
  const errors: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(fieldErrors)) {
    errors[field || '_'] = keys.map((key) => request.t(key));
  }
  return reply.code(422).send({ message: request.t('validationFailed'), errors });
}

/**
 * PostgreSQL did not answer in time or dropped the connection: statement_timeout or a cancel
 * (57014), an administrator or failover ending the session (57P01–57P03), a connection failure
 * (class 08), or the pool's connection timeout. The request may succeed when retried, so it is a
 * 503, not a bug.
 */
function isDatabaseUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && (code === '57014' || /^57P0[123]$/.test(code) || code.startsWith('08')))
    return true;
  const text = `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(text);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ZodError) return sendValidationError(request, reply, error);
    if (error instanceof FieldErrors) {
      const errors: Record<string, string[]> = {};
      for (const [field, keys] of Object.entries(error.fields))
        errors[field] = (keys ?? []).map((k) => request.t(k, error.params));
      return reply.code(422).send({ message: request.t('validationFailed'), errors });
    }
    if (error instanceof NotFoundError) {
      return reply.code(404).send({ message: request.t(error.messageKey) });
    }
    if (error instanceof AccountLockedError) {
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ message: request.t('account.locked') });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.info({ err: error, statusCode: status }, 'client error');
      const key = clientErrorKey(error as FastifyError);
      return reply.code(status).send({ message: request.t(key) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, reqId: request.id }, 'database unavailable or too slow');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: translate(request.lang, 'serviceUnavailable') });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ message: translate(request.lang, 'serverError') });
  });
}

/**
 * Fastify's router answers some malformed requests itself, before any hook runs (so without the
 * security headers, request id or language): a path with broken percent-encoding, or a parameter
 * longer than maxParamLength. This handler (Fastify's `frameworkErrors` option) gives them the
 * shared answer: a translated `{ message }` in the path's language, with the same headers.
 * `securityHeaders` writes the helmet headers on the raw response.
 */
export function routerErrorHandler(
  securityHeaders: (req: FastifyRequest['raw'], res: FastifyReply['raw']) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = langFromUrl(request.raw.url ?? '/');
    const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
    securityHeaders(request.raw, reply.raw);
    reply.header('x-request-id', request.id).header('cache-control', PRIVATE_CACHE_CONTROL);
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'router error');
      return reply.code(500).send({ message: translate(lang, 'serverError') });
    }
    request.log.info({ err: error, statusCode: status }, 'client error');
    return reply.code(status).send({ message: translate(lang, clientErrorKey(error)) });
  };
}
