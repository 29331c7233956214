/**
 * The Fastify instance of the app, before any hook or route: its server limits and timeouts, the
 * logger, request ids, the router's own error answers, and the security headers every answer
 * carries (written by helmet, built once).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { serializerCompiler } from '../http/contract.js';
import { routerErrorHandler } from '../http/errors.js';
import { clientHangUpAsInfo, logSafeError } from '../http/log-errors.js';

/** Largest accepted request body (JSON, form or multipart fields). */
export const BODY_LIMIT = 1024 * 1024;
/** How often Node looks for connections past their request timeout. */
const CONNECTIONS_CHECK_MS = 1000;

/** Writes the security headers on a raw response, then calls `next`. */
export type SecurityHeaders = ReturnType<typeof helmet>;

/** The security headers of every answer (helmet), also written on the router's own error answers. */
function helmetOptions(config: Config): HelmetOptions {
  return {
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        ...(config.PUBLIC_URL?.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  };
}

/**
 * Built once: helmet's middleware parses its options when created, so creating it per request
 * (as the Fastify plugin does) costs several percent of a cached answer's time.
 */
export function securityHeaders(config: Config): SecurityHeaders {
  return helmet(helmetOptions(config));
}

/** The shop's pino options (a test adds its own `stream`). */
export function shopLoggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    // Never log credentials, even if a serializer starts including headers.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: logSafeError },
    hooks: { logMethod: clientHangUpAsInfo },
  };
}

/**
 * The app's Fastify instance. `logger`: false (tests), true, or pino options; by default pino at
 * config.LOG_LEVEL.
 */
export function createFastify(
  config: Config,
  logger: boolean | object | undefined,
  writeSecurityHeaders: SecurityHeaders,
): FastifyInstance {
  const app = Fastify({
    logger: logger === false ? false : typeof logger === 'object' ? logger : shopLoggerOptions(config),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A client must send its whole request within this time (slow-sender protection), else it is
    // answered 408. Handlers are bounded by the database statement_timeout.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // A silent socket is closed without an answer, so this must come well after the 408, which
    // Node sends at its next connection check after requestTimeout (a busy event loop delays that
    // check; closing first would leave the slow client without its 408).
    connectionTimeout: config.REQUEST_TIMEOUT_MS + 3 * CONNECTIONS_CHECK_MS,
    // Node enforces requestTimeout when it checks its connections (every 30 s by default, which
    // could double a 30 s limit); once a second keeps the limit close to what is configured.
    http: { connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    // Malformed paths answered by the router itself get the shared error answer and headers.
    frameworkErrors: routerErrorHandler((req, res) => writeSecurityHeaders(req, res, () => {})),
    requestIdHeader: false,
    // Keep a caller's (or the load balancer's) request id when it looks sane, else make one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Idle keep-alive sockets are closed at shutdown; in-flight requests finish first.
    forceCloseConnections: 'idle',
  });

  // Input schemas document the API (OpenAPI); zod in the handlers validates, so errors are
  // translated 422s. Answer schemas (the contract's) are compiled into the answers' serialisers.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/**
 * A hop count trusts that many proxies nearest the server (proxy-addr counts hops from the
 * socket's address), an address list trusts those proxies only.
 */
function trustProxyOption(
  trust: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
