import type { FastifyRequest } from 'fastify';

/**
 * The origin a request was sent to (`https://host:port`, as TRUST_PROXY lets Fastify read it), for
 * links in mails when PUBLIC_URL is not configured (mail services prefer PUBLIC_URL).
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host || 'localhost'}`;
}

/** PUBLIC_URL when configured, else the request's own origin (canonical links, payment returns). */
export function originOf(request: FastifyRequest, publicUrl?: string): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : requestOrigin(request);
}
