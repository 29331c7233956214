/**
 * How errors are written to the log. A failed database statement (Drizzle's DrizzleQueryError)
 * carries the statement's values in its message and in a `params` property: a password hash, a
 * token hash, a reset code's hash or a mail's text would reach the log with it. The serializer
 * keeps the statement and drops the values, on the error and on its causes.
 */
import { stdSerializers, type LogFn, type Logger } from 'pino';

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

/**
 * @fastify/compress writes every failed pipe at error level, among them a client that closed the
 * connection before a compressed answer was all sent ("premature close", from end-of-stream): a
 * shopper leaving a page mid-download, not a fault of the shop, and about forty a run of the
 * browser journeys. Such a record is written at info level instead, as Fastify writes its own
 * "stream closed prematurely"; every other record is written as it came (pino's logMethod hook).
 */
export function clientHangUpAsInfo(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  const [first] = args;
  if (level >= 50 && first instanceof Error && first.message === 'premature close') {
    this.info({ err: first }, 'the client closed the connection before the answer was sent');
    return;
  }
  method.apply(this, args);
}
