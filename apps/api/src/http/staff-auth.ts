/**
 * Staff sign-in for `/admin/api`: the session token travels only in an HttpOnly, SameSite=Strict
 * cookie scoped to /admin, so no script (ours or injected) can read it and no other site's page
 * sends it. Every change (any method but GET, HEAD and OPTIONS) must also carry the session's CSRF
 * token in the x-csrf-token header: a value derived from the session token, which the dashboard
 * reads from the sign-in answer or GET /me and another site cannot know. A customer's bearer token
 * is never looked at here.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '@shop/contract';
import { staffMay, type AdminArea } from '@shop/domain';
import type { Executor } from '../db/transaction.js';
import { STAFF_SESSION_TTL_MS, staffForToken, type SignedInStaff } from '../services/staff/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on routes behind requireStaff; null elsewhere. */
    staff: SignedInStaff | null;
  }
}

/** The staff session token of the request's cookie, or null. */
export function staffSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8192) return null;
  return parseCookie(header)[ADMIN_SESSION_COOKIE] ?? null;
}

/** The CSRF token of a session: derived from its token, so nothing more is stored. */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

function csrfMatches(request: FastifyRequest, sessionToken: string): boolean {
  const sent = request.headers[ADMIN_CSRF_HEADER];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/admin',
  secure: request.protocol === 'https',
});

export function setStaffSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header(
    'set-cookie',
    serializeCookie(ADMIN_SESSION_COOKIE, token, {
      ...cookieOptions(request),
      maxAge: STAFF_SESSION_TTL_MS / 1000,
    }),
  );
}

export function clearStaffSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    serializeCookie(ADMIN_SESSION_COOKIE, '', { ...cookieOptions(request), maxAge: 0 }),
  );
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A preHandler that admits a signed-in staff member whose role may open `area` (any staff member
 * without one): 401 without a live session, 403 for the wrong role or a change without the
 * session's CSRF token.
 */
export function requireStaff(db: Executor, area?: AdminArea): preHandlerAsyncHookHandler {
  return async function staffGuard(request, reply) {
    const token = staffSessionToken(request);
    const staff = token ? await staffForToken(db, token) : null;
    if (!token || !staff) {
      clearStaffSessionCookie(request, reply);
      return reply.code(401).send({ message: request.t('admin.unauthenticated') });
    }
    if (!SAFE_METHODS.has(request.method) && !csrfMatches(request, token))
      return reply.code(403).send({ message: request.t('admin.csrf') });
    if (area && !staffMay(staff.role, area))
      return reply.code(403).send({ message: request.t('admin.forbidden') });
    request.staff = staff;
  };
}

/** The signed-in staff member of a guarded route (the guard ran, so there is one). */
export function signedInStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error('staff route without requireStaff');
  return request.staff;
}
