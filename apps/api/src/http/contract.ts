/**
 * Routes are declared from the contract (@shop/contract): the answer schemas are compiled with
 * fast-json-stringify, so every answer is serialised from its schema (keys outside the contract
 * never leave the server, and serialising is faster than JSON.stringify), and the OpenAPI document
 * at /docs shows every route's input and answers.
 *
 * Inputs are not validated by Fastify: routes are registered with defineRoute (define-route.ts),
 * which parses them with the contract's request schemas before the handler runs, so a failure is a
 * 422 with translated field messages (see errors.ts) and the handler receives them typed.
 */
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { messageAnswerSchema, validationErrorAnswerSchema, type RouteContract } from '@shop/contract';

/** Every route's error answers: handlers throw errors, and the error handler answers them. */
const errorAnswers = {
  422: validationErrorAnswerSchema,
  '4xx': messageAnswerSchema,
  '5xx': messageAnswerSchema,
};

type JsonSchema = Record<string, unknown>;

/** Fastify may hand a schema over wrapped as `{ properties: schema }`. */
function zodOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof z.ZodType ? inner : undefined;
}

/**
 * `anyOf [T, null]` (how zod writes `.nullable()`) becomes `type: [T, 'null']`, which
 * fast-json-stringify serialises directly instead of testing each branch at run time.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    out[key] = simplifyNullable(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON schema fast-json-stringify compiles for an answer schema. */
export function serialisationSchemaOf(schema: z.ZodType): JsonSchema {
  return simplifyNullable(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }),
  ) as JsonSchema;
}

const serialisers = new WeakMap<object, (data: unknown) => string>();

/** One compiled serialiser per answer schema, shared by both language prefixes. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = zodOf(schema) ?? (schema as object);
  let serialise = serialisers.get(key);
  if (!serialise) {
    const zod = zodOf(schema);
    serialise = fastJson(zod ? serialisationSchemaOf(zod) : (schema as JsonSchema)) as (
      data: unknown,
    ) => string;
    serialisers.set(key, serialise);
  }
  return serialise;
};

/** The Fastify schema of a contract route: its inputs (for the document) and every answer. */
export function routeSchema<R extends RouteContract>(route: R) {
  return {
    summary: route.summary,
    tags: [...route.tags],
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.headers ? { headers: route.headers } : {}),
    ...(route.auth === 'customer' ? { security: [{ bearerAuth: [] }] } : {}),
    ...(route.auth === 'staff' ? { security: [{ staffSession: [] }] } : {}),
    response: { 200: route.answer as R['answer'], ...errorAnswers },
  } satisfies FastifySchema;
}

// ---- The OpenAPI document -------------------------------------------------------------------

/** Named schemas (recursive ones, like the category tree) collected for `components.schemas`. */
const components = new Map<string, unknown>();

function openApiSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema;
  const { definitions, $defs, ...rest } = json as JsonSchema & {
    definitions?: JsonSchema;
    $defs?: JsonSchema;
  };
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string'
          ? value.replace(/^#\/(definitions|\$defs)\//, '#/components/schemas/')
          : rewrite(value);
    }
    return out;
  };
  for (const [name, def] of Object.entries({ ...definitions, ...$defs })) components.set(name, rewrite(def));
  delete rest.$schema;
  return rewrite(rest) as JsonSchema;
}

/** @fastify/swagger `transform`: zod schemas of a route become OpenAPI schemas. */
export const openApiTransform: SwaggerTransform = ({ schema: routeSchema, url }) => {
  if (!routeSchema) return { schema: routeSchema, url };
  const schema = routeSchema as Record<string, unknown>;
  const out: Record<string, unknown> = { ...schema };
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    const zod = zodOf(schema[part]);
    if (zod) out[part] = openApiSchemaOf(zod, 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    const response: Record<string, unknown> = {};
    for (const [code, answer] of Object.entries(schema.response)) {
      const zod = zodOf(answer);
      response[code] = zod ? openApiSchemaOf(zod, 'output') : answer;
    }
    out.response = response;
  }
  return { schema: out as FastifySchema, url };
};

/** @fastify/swagger `transformObject`: adds the named schemas the routes refer to. */
export const openApiTransformObject: SwaggerTransformObject = (document) => {
  const openapiObject = (document as { openapiObject: Record<string, unknown> }).openapiObject;
  const existing = (openapiObject.components ?? {}) as { schemas?: Record<string, unknown> };
  return {
    ...openapiObject,
    components: { ...existing, schemas: { ...existing.schemas, ...Object.fromEntries(components) } },
  } as ReturnType<SwaggerTransformObject>;
};
