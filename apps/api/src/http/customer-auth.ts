/**
 * Customer sign-in for the routes the contract marks `auth: 'customer'`: the storefront sends its
 * token as `Authorization: Bearer <token>`. A missing, expired or revoked token answers 401 with a
 * translated message (the storefront then drops its token and goes to /auth); a valid one puts the
 * customer on `request.customer` for the handler.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { customerForToken, type SignedInCustomer } from '../services/sessions.js';
import type { Executor } from '../db/transaction.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer on routes behind requireCustomer; null elsewhere. */
    customer: SignedInCustomer | null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function sendUnauthenticated(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer')
    .send({ message: request.t('unauthenticated') });
}

/** A preHandler that admits only a signed-in customer. */
export function requireCustomer(db: Executor): preHandlerAsyncHookHandler {
  return async function customerGuard(request, reply) {
    const token = bearerToken(request);
    const customer = token ? await customerForToken(db, token) : null;
    if (!customer) return sendUnauthenticated(request, reply);
    request.customer = customer;
  };
}

/** The signed-in customer of a guarded route (the guard ran, so there is one). */
export function signedIn(request: FastifyRequest): SignedInCustomer {
  if (!request.customer) throw new Error('customer route without requireCustomer');
  return request.customer;
}
