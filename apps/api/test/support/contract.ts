/**
 * Answers are checked against the contract's schemas, which are strict: a key missing from an
 * answer, a key the contract does not have, or a value of the wrong type fails the test.
 */
import type { z } from 'zod';

export function expectShape<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`The answer does not match the contract:\n${issues.join('\n')}`);
  }
  return result.data;
}
