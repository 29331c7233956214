/**
 * Per-account limits on guessing (docs/decisions.md, Account lockout), on top of the per-address
 * rate limits: a password or code guesser who spreads the tries over many addresses still meets
 * them. Failures are counted in the database (`account_lockouts`), so every instance counts one
 * account together.
 *
 * - 10 failures within 15 minutes lock the key for 15 minutes; while locked every try is refused
 *   with a 429 before the password or code is even looked at (the right one too).
 * - A success forgets the failures; so does a quiet window, and the end of a lock.
 * - The key is what was typed (`login:` + the email), registered or not: an address without an
 *   account is counted and locked the same way, so neither the answers nor the lock tell whether
 *   an account exists.
 */
import { eq, sql } from 'drizzle-orm';
import { accountLockouts } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { AccountLockedError } from '../shared/errors.js';
import { rowsOf } from '../db/rows.js';

export const LOCKOUT_MAX_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;

/** What is guarded: customer and staff sign-in, and the codes mailed to each. */
export type LockScope = 'login' | 'staff-login' | 'reset' | 'staff-reset' | 'signup' | 'email-change';

/** How often (in failures counted by this process) rows long over are deleted. */
const SWEEP_EVERY = 200;
let failuresSeen = 0;

/** The key of one account (an email, lower-cased, or a customer id) in one scope. */
export function lockKey(scope: LockScope, subject: string | number): string {
  return `${scope}:${String(subject).toLowerCase()}`;
}

/** Throws AccountLockedError while `key` is locked. */
export async function assertNotLocked(db: Executor, key: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: accountLockouts.lockedUntil })
    .from(accountLockouts)
    .where(eq(accountLockouts.key, key))
    .limit(1);
  if (row?.lockedUntil && row.lockedUntil > now)
    throw new AccountLockedError(Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000)));
}

/**
 * Counts one failure of `key` in one atomic upsert (parallel failures from several instances all
 * count). Answers `lockedNow` for the failure that reached the limit, and only that one, so a
 * notice of the lock is sent once.
 */
export async function recordFailure(db: Executor, key: string, now: Date): Promise<{ lockedNow: boolean }> {
  if (++failuresSeen % SWEEP_EVERY === 0) await sweepLockouts(db, now).catch(() => {});
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString();
  const lockEnd = new Date(now.getTime() + LOCKOUT_DURATION_MS).toISOString();
  // A window that began too long ago, or a lock that has ended, starts the count again.
  const stale = sql`(l.window_started_at <= ${windowStart}::timestamptz or (l.locked_until is not null and l.locked_until <= ${at}::timestamptz))`;
  const counted = sql`(case when ${stale} then 1 else l.failures + 1 end)`;
  const [row] = await rowsOf<{ failures: number }>(
    db,
    sql`insert into account_lockouts as l (key, failures, window_started_at, locked_until)
        values (${key}, 1, ${at}::timestamptz, ${LOCKOUT_MAX_FAILURES <= 1 ? lockEnd : null}::timestamptz)
        on conflict (key) do update set
          failures = ${counted},
          window_started_at = case when ${stale} then ${at}::timestamptz else l.window_started_at end,
          locked_until = case
            when ${counted} >= ${LOCKOUT_MAX_FAILURES} then ${lockEnd}::timestamptz
            when l.locked_until > ${at}::timestamptz then l.locked_until
            else null end
        returning failures`,
  );
  return { lockedNow: Number(row?.failures) === LOCKOUT_MAX_FAILURES };
}

/** Forgets the failures of `key` (a success). */
export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(accountLockouts).where(eq(accountLockouts.key, key));
}

/** Drops rows whose window and lock are long over (run now and then; they mean nothing any more). */
export async function sweepLockouts(db: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LOCKOUT_WINDOW_MS - LOCKOUT_DURATION_MS).toISOString();
  await db.execute(
    sql`delete from account_lockouts where window_started_at < ${before}::timestamptz
        and (locked_until is null or locked_until < ${before}::timestamptz)`,
  );
}
