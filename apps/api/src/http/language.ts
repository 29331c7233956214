/**
 * Resolves the answer language from the path prefix (`/ar/api`, `/en/api`) once per request and
 * gives handlers `request.t(key)`. Registered on the root instance so error and not-found answers
 * outside the API routes are translated too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLang, langFromUrl, translate, type Lang, type MessageParams } from './i18n.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** Text of an API message key or a domain validation key in the request's language. */
    t(key: string, params?: MessageParams): string;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', defaultLang);
  app.decorateRequest('t', function (this: FastifyRequest, key: string, params?: MessageParams) {
    return translate(this.lang, key, params);
  });
  // Callback-style hooks cost no promise per request (they run on every answer).
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = langFromUrl(request.url);
    done();
  });
}
