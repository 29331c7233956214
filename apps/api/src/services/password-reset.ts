/**
 * Password reset by a four-digit code sent by mail (docs/decisions.md, Password reset codes and
 * Reset codes):
 *
 * - A request makes a random code (crypto.randomInt), valid 10 minutes, and ends every earlier
 *   pending code of the customer. Only a salted SHA-256 of the code is stored.
 * - A code is checked with its email, against that customer's newest pending code only. Each
 *   check uses up one of 5 tries before comparing (an atomic update), so parallel guesses cannot
 *   exceed the 5; after them the code is locked and a new one must be requested.
 * - A confirmed code yields a single-use reset token (random, stored hashed, 15 minutes); setting
 *   the new password uses it up, ends every session and every pending code of the customer.
 *
 * Every failed check answers the same 422, whether the email is unknown, has no pending code, the
 * code is wrong, expired or locked: a difference would tell which emails are registered. On top
 * of the 5 tries per code, 10 wrong codes for one email (from any addresses, registered or not)
 * lock its checks for 15 minutes (account-lockout.ts): requesting code after code does not give
 * a guesser more tries. The mailed code is kept out of what staff read in the outbox.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { customers, passwordResetCodes } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { FieldErrors } from '../shared/errors.js';
import type { Lang } from '../shared/i18n.js';
import { lockKey } from './account-lockout.js';
import { checkMailedCode } from './credential-checks.js';
import { SECRET_MASK, shopName, type MailContext } from './mail/index.js';
import { resetCodeMail } from './mail/templates.js';
import {
  CODE_MAX_TRIES,
  CODE_TTL_MS,
  checkPendingCode,
  codeMatches,
  codeRefused,
  hashCode,
  newCode,
} from './one-time-codes.js';
import { hashToken, newToken, revokeCustomerSessions } from './sessions.js';

export const RESET_CODE_TTL_MS = CODE_TTL_MS;
export const RESET_CODE_MAX_TRIES = CODE_MAX_TRIES;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

export { newCode as newResetCode, hashCode as hashResetCode, codeMatches as resetCodeMatches };

/**
 * Starts a reset for `email`: when it belongs to an active customer, a new code is stored (older
 * ones end) and mailed in the request's language. Unknown emails get the same work up to the
 * lookup and the code's hash; the caller answers both the same way, and runs this after the
 * answer (see the route) so its timing shows nothing either.
 */
export async function requestPasswordReset(
  ctx: MailContext,
  email: string,
  lang: Lang,
  now = new Date(),
): Promise<void> {
  const code = newCode();
  const codeHash = hashCode(code);
  const [customer] = await ctx.db
    .select({ id: customers.id, fname: customers.fname, email: customers.email })
    .from(customers)
    .where(and(eq(customers.email, email), eq(customers.isActive, true)))
    .limit(1);
  if (!customer) return;
  const mail = {
    to: customer.email,
    kind: 'reset_code' as const,
    lang,
    ...resetCodeMail(lang, {
      name: customer.fname,
      code: SECRET_MASK,
      minutes: RESET_CODE_TTL_MS / 60_000,
      shop: await shopName(ctx.db, lang),
    }),
    secret: code,
  };
  const mailId = await withTransaction(ctx.db, async (tx) => {
    await endPendingCodes(tx, customer.id, now);
    await tx.insert(passwordResetCodes).values({
      customerId: customer.id,
      codeHash,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
    });
    return ctx.mailer.record(tx, mail);
  });
  ctx.mailer.dispatch(mailId, mail);
}

/** Ends every code (and reset token) of the customer not yet used. */
async function endPendingCodes(db: Executor, customerId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.customerId, customerId), isNull(passwordResetCodes.usedAt)));
}

/**
 * Checks a code for an email and answers a reset token for it. The try is counted before the
 * comparison, in one update that also checks the code is pending, unexpired and not locked; a
 * wrong one also counts against the email's lock.
 */
export async function confirmResetCode(
  db: Executor,
  email: string,
  code: string,
  now = new Date(),
): Promise<string> {
  const pendingCode = async () => {
    const [pending] = await db
      .select({ id: passwordResetCodes.id })
      .from(passwordResetCodes)
      .innerJoin(customers, eq(customers.id, passwordResetCodes.customerId))
      .where(
        and(
          eq(customers.email, email),
          eq(customers.isActive, true),
          isNull(passwordResetCodes.usedAt),
          isNull(passwordResetCodes.resetTokenHash),
        ),
      )
      .orderBy(desc(passwordResetCodes.id))
      .limit(1);
    return (await checkPendingCode(db, 'password_reset_codes', pending?.id, code, now)) ? pending : undefined;
  };
  const tried = await checkMailedCode(
    db,
    lockKey('reset', email),
    now,
    pendingCode,
    async (pending) => pending,
  );
  const token = newToken();
  const [confirmed] = await db
    .update(passwordResetCodes)
    .set({
      resetTokenHash: hashToken(token),
      resetTokenExpiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    })
    .where(
      and(
        eq(passwordResetCodes.id, tried.id),
        isNull(passwordResetCodes.resetTokenHash),
        isNull(passwordResetCodes.usedAt),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  // Two right answers at once: only the first gets a token.
  if (!confirmed) throw codeRefused();
  return token;
}

/**
 * Sets a new password with a reset token. The token is used up in the same transaction that
 * changes the password, ends every session and every other pending code of the customer.
 */
export async function resetPassword(
  db: Executor,
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<void> {
  const refused = () => new FieldErrors({ token: ['account.resetTokenInvalid'] });
  // Tokens are base64url; anything else is not worth a query or a hash.
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw refused();
  const tokenHash = hashToken(token);
  const [live] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.resetTokenHash, tokenHash),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.resetTokenExpiresAt, now),
      ),
    )
    .limit(1);
  if (!live) throw refused();
  // Hashed before the transaction: scrypt takes a few hundred milliseconds.
  const passwordHash = await hashPassword(newPassword);
  await withTransaction(db, async (tx) => {
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetCodes.id, live.id),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.resetTokenExpiresAt, now),
        ),
      )
      .returning({ customerId: passwordResetCodes.customerId });
    // Used by a parallel request meanwhile.
    if (!used) throw refused();
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, used.customerId));
    await revokeCustomerSessions(tx, used.customerId, now);
    await endPendingCodes(tx, used.customerId, now);
  });
}
