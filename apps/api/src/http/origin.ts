import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The shop's public origin (`https://host[:port]`) for what leaves the request: links in mails,
 * where payment pages send the shopper back, canonical and sitemap URLs.
 *
 * PUBLIC_URL when it is set; the configuration requires it whenever mail is sent (SMTP_URL), a
 * real payment provider is used, or NODE_ENV=production. Without it (the demo on one's own
 * machine) a request's Host header is believed only when it names this machine: a loopback name
 * or address, the machine's name or one of its interface addresses, or HOST; any other host (a
 * forged header) gets the fixed `http://localhost:PORT`. So a Host header can never put another
 * site's address into a mail or a redirect (docs/decisions.md, Public origin).
 */
export function publicOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'HOST'>,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const hostname = hostnameOf(request.host);
  if (hostname !== null && namesThisMachine(hostname, config.HOST))
    return `${request.protocol}://${request.host}`;
  return `http://localhost:${config.PORT}`;
}

/** The host name of a Host header (`[::1]:3000` → `::1`), or null when it is not one. */
function hostnameOf(host: string | undefined): string | null {
  if (!host || host.length > 300) return null;
  try {
    const url = new URL(`http://${host}`);
    // A Host header is a host and a port, nothing more (no user, path or query slipped in).
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|::1)$/;

/** This machine's names and addresses (looked up once: interfaces rarely change under a server). */
let ownNames: Set<string> | undefined;
function machineNames(): Set<string> {
  if (ownNames) return ownNames;
  const names = new Set<string>([os.hostname().toLowerCase()]);
  for (const list of Object.values(os.networkInterfaces()))
    for (const address of list ?? []) names.add(address.address.toLowerCase().replace(/%.*$/, ''));
  ownNames = names;
  return names;
}

function namesThisMachine(hostname: string, listenHost: string): boolean {
  if (LOOPBACK.test(hostname)) return true;
  const listened = listenHost.toLowerCase();
  if (listened !== '0.0.0.0' && listened !== '::' && hostname === listened) return true;
  return machineNames().has(hostname);
}
