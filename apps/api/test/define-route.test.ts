/**
 * defineRoute (apps/api/src/http/define-route.ts): a route registered from a contract entry parses
 * its params, query and body before the handler runs, answers the translated 422 of the first
 * invalid part in the path's language, runs after the route's preHandlers, and hands the handler
 * typed, parsed input.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z, ZodError } from 'zod';
import {
  envelope,
  idParamSchema,
  messageAnswerSchema,
  newsletterSchema,
  pageQuerySchema,
  validationErrorAnswerSchema,
  type RouteContract,
} from '@shop/contract';
import { serializerCompiler } from '../src/http/contract.js';
import { defineRoute, parseRouteInput } from '../src/http/define-route.js';
import { NotFoundError, registerErrorHandler } from '../src/http/errors.js';
import { registerLanguage } from '../src/http/language.js';
import { expectShape } from './support/contract.js';

const thingAnswerSchema = z.strictObject({
  id: z.number(),
  page: z.number(),
  per_page: z.number(),
  email: z.string(),
});

const thingUpdate = {
  method: 'PUT',
  path: '/things/:id',
  summary: 'A route with every kind of input',
  tags: ['test'],
  params: idParamSchema,
  query: pageQuerySchema,
  body: newsletterSchema,
  answer: envelope(thingAnswerSchema),
} as const satisfies RouteContract;

const lockedThing = { ...thingUpdate, path: '/locked/:id' } as const satisfies RouteContract;
const ownedThing = { ...thingUpdate, path: '/owned/:id' } as const satisfies RouteContract;
const bare = {
  method: 'GET',
  path: '/bare',
  summary: 'A route that takes nothing',
  tags: ['test'],
  answer: messageAnswerSchema,
} as const satisfies RouteContract;

const texts = {
  en: {
    failed: 'The given data was invalid',
    id: 'Invalid identifier',
    page: 'Invalid page number',
    email: 'Invalid email address',
  },
  ar: {
    failed: 'البيانات المدخلة غير صحيحة',
    id: 'معرّف غير صالح',
    page: 'رقم الصفحة غير صالح',
    email: 'البريد الإلكتروني غير صالح',
  },
} as const;

/** The app's own language, serialisers and error handler, with the test routes under each prefix. */
async function buildTestApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerLanguage(app);
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  for (const lang of ['ar', 'en'] as const) {
    await app.register(
      async (api) => {
        defineRoute(api, thingUpdate, {}, async ({ params, query, body }, request) => {
          // The inputs are typed by the contract's schemas, as parsed (numbers from strings).
          expectTypeOf(params).toEqualTypeOf<{ id: number }>();
          expectTypeOf(query).toEqualTypeOf<{ page: number; per_page: number }>();
          expectTypeOf(body).toEqualTypeOf<{ email: string }>();
          return { message: request.t('ok'), data: { id: params.id, ...query, email: body.email } };
        });

        // @ts-expect-error a handler's answer is the contract's: `message` is text.
        defineRoute(api, { ...bare, path: '/typed' }, {}, async () => ({ message: 1 }));

        defineRoute(
          api,
          lockedThing,
          {
            preHandler: async (request, reply) =>
              reply.code(401).send({ message: request.t('unauthenticated') }),
          },
          async () => {
            throw new Error('never runs');
          },
        );

        defineRoute(
          api,
          ownedThing,
          {
            beforeBody: async ({ params, query }) => {
              expectTypeOf(params).toEqualTypeOf<{ id: number }>();
              expectTypeOf(query).toEqualTypeOf<{ page: number; per_page: number }>();
              if (params.id === 13) throw new NotFoundError();
            },
          },
          async ({ params, query, body }, request) => ({
            message: request.t('ok'),
            data: { id: params.id, ...query, email: body.email },
          }),
        );

        defineRoute(api, bare, {}, async ({ params, query, body }, request) => {
          expectTypeOf(params).toEqualTypeOf<undefined>();
          expectTypeOf(query).toEqualTypeOf<undefined>();
          expectTypeOf(body).toEqualTypeOf<undefined>();
          return { message: request.t('ok'), extra: 'never sent' } as { message: string };
        });
      },
      { prefix: `/${lang}/api` },
    );
  }
  await app.ready();
  return app;
}

describe('defineRoute', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const put = (url: string, payload: unknown) =>
    app.inject({ method: 'PUT', url, payload: payload as object });

  it('hands the handler the parsed input and serialises the answer from the contract', async () => {
    const res = await put('/en/api/things/12?page=3', { email: ' Someone@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(expectShape(thingUpdate.answer, res.json())).toEqual({
      message: 'Success',
      data: { id: 12, page: 3, per_page: 12, email: 'someone@example.com' },
    });
    const bareAnswer = await app.inject('/ar/api/bare');
    expect(bareAnswer.statusCode).toBe(200);
    // Keys outside the contract never leave the server.
    expect(Object.keys(bareAnswer.json())).toEqual(['message']);
  });

  for (const lang of ['en', 'ar'] as const) {
    const t = texts[lang];
    const invalid = async (url: string, payload: unknown) => {
      const res = await put(url, payload);
      expect(res.statusCode, url).toBe(422);
      const answer = expectShape(validationErrorAnswerSchema, res.json());
      expect(answer.message).toBe(t.failed);
      return answer.errors;
    };

    it(`answers 422 with the field messages of bad params, query or body (${lang})`, async () => {
      expect(await invalid(`/${lang}/api/things/abc`, { email: 'a@b.sa' })).toEqual({ id: [t.id] });
      expect(await invalid(`/${lang}/api/things/0`, { email: 'a@b.sa' })).toEqual({ id: [t.id] });
      expect(await invalid(`/${lang}/api/things/5?page=abc`, { email: 'a@b.sa' })).toEqual({
        page: [t.page],
      });
      expect(await invalid(`/${lang}/api/things/5`, { email: 'not an email' })).toEqual({ email: [t.email] });
    });

    it(`answers the first invalid part only, in the order params, query, body (${lang})`, async () => {
      expect(await invalid(`/${lang}/api/things/abc?page=abc`, { email: 'nope' })).toEqual({ id: [t.id] });
      expect(await invalid(`/${lang}/api/things/5?page=abc`, { email: 'nope' })).toEqual({ page: [t.page] });
    });
  }

  it("runs after the route's preHandlers: a refused request is refused whatever it sends", async () => {
    const res = await put('/en/api/locked/abc?page=x', { email: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('runs beforeBody after params and query, before the body is parsed', async () => {
    // Its refusal comes before any word about the body.
    expect((await put('/en/api/owned/13', { email: 'nope' })).statusCode).toBe(404);
    // But not before the params and query are checked.
    expect((await put('/en/api/owned/abc', { email: 'nope' })).json().errors).toEqual({ id: [texts.en.id] });
    expect((await put('/en/api/owned/14', { email: 'nope' })).json().errors).toEqual({
      email: [texts.en.email],
    });
    expect((await put('/en/api/owned/14', { email: 'a@b.sa' })).statusCode).toBe(200);
  });

  it('parseRouteInput parses like the route, for readers outside HTTP (the first screen)', () => {
    const input = parseRouteInput(thingUpdate, { params: { id: '7' }, query: {}, body: { email: 'A@B.SA' } });
    expect(input).toEqual({ params: { id: 7 }, query: { page: 1, per_page: 12 }, body: { email: 'a@b.sa' } });
    expectTypeOf(input.params).toEqualTypeOf<{ id: number }>();
    expect(() => parseRouteInput(thingUpdate, { params: { id: 'x' } })).toThrow(ZodError);
    expect(parseRouteInput(bare, {})).toEqual({ params: undefined, query: undefined, body: undefined });
  });
});
