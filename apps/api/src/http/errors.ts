/**
 * One error policy for the whole API (DESIGN.md section 7): bad input is always a 4xx with a
 * translated `{ message }` (422 adds `errors: { field: [text] }`); only real bugs answer 500, with a
 * generic translated text and a log line carrying the request id.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type ZodType } from 'zod';
import { zodIssuesToFieldErrors } from '@shop/domain';
import { translate, type MessageKey } from './i18n.js';

/** Thrown when a record asked for by id does not exist (or is not public). */
export class NotFoundError extends Error {
  constructor(readonly messageKey: MessageKey = 'notFound') {
    super(messageKey);
    this.name = 'NotFoundError';
  }
}

/** Validates `input` with a domain schema; a failure becomes a 422 through the error handler. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): ReturnType<S['parse']> {
  return schema.parse(input ?? {}) as ReturnType<S['parse']>;
}

/** Fastify's own 4xx codes for malformed requests, mapped to our message keys. */
function clientErrorKey(error: FastifyError): MessageKey {
  const status = error.statusCode ?? 400;
  if (status === 413) return 'payloadTooLarge';
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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ZodError) return sendValidationError(request, reply, error);
    if (error instanceof NotFoundError) {
      return reply.code(404).send({ message: request.t(error.messageKey) });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.info({ err: error, statusCode: status }, 'client error');
      const key = clientErrorKey(error as FastifyError);
      return reply.code(status).send({ message: request.t(key) });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ message: translate(request.lang, 'serverError') });
  });
}
