/**
 * The checks that prove who someone is, shared by customers and staff: a password at sign-in, the
 * current password before a sensitive change, and a code mailed to the account's address
 * (sign-up, email change, password resets). They share one set of guessing limits:
 *
 * - the account's lock (account-lockout.ts) is looked at first: while it holds, every try is a
 *   429 before the secret is even compared, the right one included;
 * - a wrong secret counts one failure towards that lock, and the same refusal is answered whether
 *   or not the account exists;
 * - secrets are compared in constant time, against a decoy when there is nothing to compare
 *   (auth/password.ts, one-time-codes.ts), so the time taken does not tell either;
 * - a sign-in or a code that succeeds forgets the failures.
 */
import { hashPassword, needsRehash, verifyPassword, verifyPasswordOrDecoy } from '../auth/password.js';
import type { Executor } from '../db/transaction.js';
import { FieldErrors } from '../shared/errors.js';
import { assertNotLocked, clearFailures, lockKey, recordFailure } from './account-lockout.js';
import { codeRefused } from './one-time-codes.js';

/**
 * One try at a secret under the lock of `key`: refused while locked; `check` answers what the
 * secret proved, or undefined for a wrong one, which counts a failure (`onLockedNow` runs for the
 * failure that locks the key) and throws `refusal()`.
 */
async function tryUnderLock<T>(
  db: Executor,
  key: string,
  now: Date,
  check: () => Promise<T | undefined>,
  refusal: () => Error,
  onLockedNow?: () => void,
): Promise<T> {
  await assertNotLocked(db, key, now);
  const found = await check();
  if (found === undefined) {
    const { lockedNow } = await recordFailure(db, key, now);
    if (lockedNow) onLockedNow?.();
    throw refusal();
  }
  return found;
}

/** What a sign-in needs of an account, customer or staff. */
export interface PasswordAccount {
  passwordHash: string;
  isActive: boolean;
}

/**
 * The sign-in routine of customers and staff: the account of `email` (found by `findAccount`) when
 * `password` is its password and the account is active, with the hash to store from now on (a new
 * one when the stored hash was made at an older cost). A wrong password and an unknown email are
 * the same 422 on `email` and both count towards the email's lock; `onLocked` gets the account
 * whose failure locked it. Only someone who knows the password learns that an account is disabled.
 */
export async function signInWithPassword<Account extends PasswordAccount>(
  db: Executor,
  attempt: { scope: 'login' | 'staff-login'; email: string; password: string; now: Date },
  findAccount: (email: string) => Promise<Account | undefined>,
  onLocked?: (account: Account) => void,
): Promise<{ account: Account; passwordHash: string }> {
  const guard = lockKey(attempt.scope, attempt.email);
  let found: Account | undefined;
  const account = await tryUnderLock(
    db,
    guard,
    attempt.now,
    async () => {
      found = await findAccount(attempt.email);
      const matches = await verifyPasswordOrDecoy(attempt.password, found?.passwordHash);
      return found && matches ? found : undefined;
    },
    () => new FieldErrors({ email: ['account.invalidCredentials'] }),
    () => {
      if (found) onLocked?.(found);
    },
  );
  await clearFailures(db, guard);
  if (!account.isActive) throw new FieldErrors({ email: ['account.inactive'] });
  // A hash made at an older cost is replaced now that the password is known.
  const passwordHash = needsRehash(account.passwordHash)
    ? await hashPassword(attempt.password)
    : account.passwordHash;
  return { account, passwordHash };
}

/**
 * Checks the current password of a signed-in account before a sensitive change, under the lock of
 * `key` (a stolen session cannot guess the password freely); a wrong one throws `refusal()`. A
 * right one does not forget the failures: only a sign-in does.
 */
export async function checkCurrentPassword(
  db: Executor,
  key: string,
  now: Date,
  check: { password: string; passwordHash: string },
  refusal: () => Error,
): Promise<void> {
  await tryUnderLock(
    db,
    key,
    now,
    async () => ((await verifyPassword(check.password, check.passwordHash)) ? true : undefined),
    refusal,
  );
}

/**
 * Checks a mailed code under the lock of `key`: `check` answers what a right code proved (undefined
 * for a wrong, expired or used-up code, or none at all: the same 422 on `otp`), `use` does the work
 * it allows, and the failures are forgotten once that work is done.
 */
export async function checkMailedCode<T, R>(
  db: Executor,
  key: string,
  now: Date,
  check: () => Promise<T | undefined>,
  use: (proved: T) => Promise<R>,
): Promise<R> {
  const proved = await tryUnderLock(db, key, now, check, codeRefused);
  const result = await use(proved);
  await clearFailures(db, key);
  return result;
}
