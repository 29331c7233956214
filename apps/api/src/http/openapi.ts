/**
 * OpenAPI descriptions of query strings and params, generated from the same domain zod schemas the
 * handlers validate with, so the document cannot drift from the code. Fastify only uses these for
 * the document: validation (and its translated 422 answers) is done with zod in the handlers.
 */
import { z, type ZodType } from 'zod';

export function jsonSchemaOf(schema: ZodType): Record<string, unknown> {
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete json.$schema;
    // Query strings and params arrive as text; the schema documents the accepted values.
    return json;
  } catch {
    return { type: 'object' };
  }
}

/** Shared descriptions of the answer envelopes, for the document only. */
export const messageOnly = {
  type: 'object',
  properties: { message: { type: 'string' } },
} as const;
