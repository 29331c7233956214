/**
 * The four-digit codes mailed to prove an address (password reset, sign-up, email change, staff
 * password reset), with the rules they share (docs/decisions.md, Reset codes):
 *
 * - a random code (crypto.randomInt), valid 10 minutes; only a salted SHA-256 of it is stored,
 *   compared in constant time;
 * - each check uses up one of 5 tries before comparing, in one atomic update that also checks
 *   the code is unused and unexpired, so parallel guesses cannot exceed the 5;
 * - a failed check does the same work whether or not there was a code to compare (a decoy hash).
 *
 * The mail itself carries the code in its `secret` only (mail/mailer.ts): staff reading the
 * outbox see it masked.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction.js';
import { FieldErrors } from '../shared/errors.js';
import { rowsOf } from '../db/rows.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

/** A new four-digit code, each of the 10,000 equally likely. */
export function newCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

function digest(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`).digest();
}

/** `salt$sha256(salt:code)`: the per-row salt keeps equal codes from having equal hashes. */
export function hashCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}$${digest(salt, code).toString('hex')}`;
}

/** Compares a code with a stored hash in constant time; a malformed hash never matches. */
export function codeMatches(code: string, stored: string): boolean {
  const [salt, hex] = stored.split('$');
  if (!salt || !hex || !/^[0-9a-f]{64}$/.test(hex)) return false;
  return timingSafeEqual(digest(salt, code), Buffer.from(hex, 'hex'));
}

/** A stored hash of no code, compared when there is nothing to compare, to keep the work alike. */
export const DECOY_CODE_HASH = hashCode(newCode());

/** The one refusal of every failed check: wrong, expired, used up, or no code at all. */
export const codeRefused = () => new FieldErrors({ otp: ['account.otpInvalid'] });

/** The tables of pending codes that share the columns id, code_hash, expires_at, attempts, used_at. */
export type CodeTable = 'signup_requests' | 'email_changes' | 'staff_reset_codes' | 'password_reset_codes';

/**
 * Checks `code` against the pending row `id` of `table` (undefined: there is none, and a decoy is
 * compared). The try is counted first, in one update that also requires the row to be unused,
 * unexpired and under the try limit; answers whether the code matched.
 */
export async function checkPendingCode(
  db: Executor,
  table: CodeTable,
  id: number | undefined,
  code: string,
  now: Date,
): Promise<boolean> {
  // A customer's reset code that was confirmed already holds a reset token: it takes no more tries.
  const unconfirmed = table === 'password_reset_codes' ? sql` and reset_token_hash is null` : sql``;
  const [tried] =
    id === undefined
      ? []
      : await rowsOf<{ code_hash: string }>(
          db,
          sql`update ${sql.identifier(table)} set attempts = attempts + 1
              where id = ${id} and used_at is null and expires_at > ${now.toISOString()}::timestamptz
                and attempts < ${CODE_MAX_TRIES}${unconfirmed}
              returning code_hash`,
        );
  const matches = codeMatches(code, tried?.code_hash ?? DECOY_CODE_HASH);
  return Boolean(tried) && matches;
}

/** Marks a pending row used; false when a parallel request used it first. */
export async function usePendingCode(
  db: Executor,
  table: CodeTable,
  id: number,
  now: Date,
): Promise<boolean> {
  const used = await rowsOf<{ id: number }>(
    db,
    sql`update ${sql.identifier(table)} set used_at = ${now.toISOString()}::timestamptz
        where id = ${id} and used_at is null returning id`,
  );
  return used.length > 0;
}
