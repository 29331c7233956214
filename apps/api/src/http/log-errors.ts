/**
 * How errors are written to the log. A failed database statement (Drizzle's DrizzleQueryError)
 * carries the statement's values in its message and in a `params` property: a password hash, a
 * token hash, a reset code's hash or a mail's text would reach the log with it. The serializer
 * keeps the statement and drops the values, on the error and on its causes.
 */
import { stdSerializers } from 'pino';

/**
 * "params: …" up to the stack frames or the next cause: values may span lines (a mail's text), and
 * pino writes the causes' messages into the stack too.
 */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

/** pino's serialized error: type, message, stack and the error's own fields (a query's params). */
type SerializedError = Record<string, unknown>;

function withoutValues(serialized: SerializedError): SerializedError {
  const out: SerializedError = { ...serialized };
  delete out.params;
  delete out.parameters;
  if (typeof out.message === 'string') out.message = out.message.replace(PARAMS, '\nparams: [redacted]');
  if (typeof out.stack === 'string') out.stack = out.stack.replace(PARAMS, '\nparams: [redacted]');
  if (out.cause && typeof out.cause === 'object') out.cause = withoutValues(out.cause as SerializedError);
  return out;
}

/** pino's error serializer without statement values. */
export function logSafeError(error: Error): SerializedError {
  return withoutValues(stdSerializers.err(error) as unknown as SerializedError);
}
