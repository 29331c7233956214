import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-errors.js';

/** A failed statement as Drizzle reports it: the values in the message and in `params`. */
class FailedQuery extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause?: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

describe('logSafeError', () => {
  it('keeps the statement and drops its values, also from the cause', () => {
    const secret = 'scrypt$17$8$1$c2FsdA$a2V5';
    const inner = new FailedQuery('update customers set password_hash = $1', [secret]);
    const error = new FailedQuery(
      'insert into mail_outbox values ($1, $2)',
      ['tokenhash123', 'code\n4821\nline'],
      inner,
    );
    const logged = JSON.stringify(logSafeError(error));
    expect(logged).toContain('insert into mail_outbox');
    expect(logged).toContain('update customers set password_hash');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('tokenhash123');
    expect(logged).not.toContain('4821');
  });

  it('leaves other errors as pino writes them', () => {
    const logged = logSafeError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  });
});
