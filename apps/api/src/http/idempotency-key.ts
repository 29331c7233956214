import type { FastifyRequest } from 'fastify';
import { isValidIdempotencyKey } from '../services/idempotency.js';
import { FieldErrors } from './errors.js';

/**
 * The Idempotency-Key header: null when absent; a key that is blank, repeated, too long or not
 * visible ASCII is refused (422), since silently ignoring it would drop the protection it asks for.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !isValidIdempotencyKey(header)) {
    throw new FieldErrors({ idempotency_key: ['idempotency.keyInvalid'] });
  }
  return header;
}
