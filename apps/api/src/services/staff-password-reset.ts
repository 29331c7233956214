/**
 * A staff member's forgotten password: a four-digit code mailed to the staff account's address
 * (one-time-codes.ts: 10 minutes, 5 tries, stored as a salted hash, masked in the outbox), then
 * the code and the new password together. The answers never tell whether an email belongs to a
 * staff account; 10 wrong codes for one email lock its checks for 15 minutes (account-lockout.ts).
 * A reset ends every session of the account and is written to the audit log.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { StaffResetInput } from '@shop/domain';
import { hashPassword } from '../auth/password.js';
import { staffResetCodes, staffUsers } from '../db/schema.js';
import { withTransaction } from '../db/transaction.js';
import type { Lang } from '../shared/i18n.js';
import { lockKey } from './account-lockout.js';
import { recordAudit } from './audit.js';
import { checkMailedCode } from './credential-checks.js';
import { SECRET_MASK, shopName, type MailContext } from './mail/index.js';
import { staffResetCodeMail } from './mail/templates.js';
import {
  checkPendingCode,
  CODE_TTL_MS,
  codeRefused,
  hashCode,
  newCode,
  usePendingCode,
} from './one-time-codes.js';
import { revokeStaffSessions } from './staff/index.js';

/**
 * Mails a code when `email` belongs to an active staff account (earlier codes end), in the staff
 * member's dashboard language; nothing otherwise. The route runs it after answering.
 */
export async function requestStaffPasswordReset(ctx: MailContext, email: string, now: Date): Promise<void> {
  const code = newCode();
  const codeHash = hashCode(code);
  const [staff] = await ctx.db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, lang: staffUsers.lang })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, email), eq(staffUsers.isActive, true)))
    .limit(1);
  if (!staff) return;
  const lang: Lang = staff.lang;
  const mail = {
    to: staff.email,
    kind: 'staff_reset_code' as const,
    lang,
    ...staffResetCodeMail(lang, {
      name: staff.name,
      code: SECRET_MASK,
      minutes: CODE_TTL_MS / 60_000,
      shop: await shopName(ctx.db, lang),
    }),
    secret: code,
  };
  const mailId = await withTransaction(ctx.db, async (tx) => {
    await tx
      .update(staffResetCodes)
      .set({ usedAt: now })
      .where(and(eq(staffResetCodes.staffUserId, staff.id), isNull(staffResetCodes.usedAt)));
    await tx.insert(staffResetCodes).values({
      staffUserId: staff.id,
      codeHash,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return ctx.mailer.record(tx, mail);
  });
  ctx.mailer.dispatch(mailId, mail);
}

/**
 * Sets the new password when the code is right: the code is used up, every session of the account
 * ends, and the audit log says so. Every failure is the same 422 on `otp`.
 */
export async function resetStaffPassword(ctx: MailContext, input: StaffResetInput, now: Date): Promise<void> {
  const db = ctx.db;
  const pendingCode = async () => {
    const [pending] = await db
      .select({ id: staffResetCodes.id, staffId: staffUsers.id, email: staffUsers.email })
      .from(staffResetCodes)
      .innerJoin(staffUsers, eq(staffUsers.id, staffResetCodes.staffUserId))
      .where(
        and(eq(staffUsers.email, input.email), eq(staffUsers.isActive, true), isNull(staffResetCodes.usedAt)),
      )
      .orderBy(desc(staffResetCodes.id))
      .limit(1);
    return (await checkPendingCode(db, 'staff_reset_codes', pending?.id, input.otp, now))
      ? pending
      : undefined;
  };
  await checkMailedCode(db, lockKey('staff-reset', input.email), now, pendingCode, async (pending) => {
    // Hashed before the transaction: scrypt takes a few hundred milliseconds.
    const passwordHash = await hashPassword(input.new_password);
    await withTransaction(db, async (tx) => {
      if (!(await usePendingCode(tx, 'staff_reset_codes', pending.id, now))) throw codeRefused();
      await tx
        .update(staffUsers)
        .set({ passwordHash, updatedAt: now })
        .where(eq(staffUsers.id, pending.staffId));
      await revokeStaffSessions(tx, pending.staffId, now);
      await recordAudit(
        tx,
        { id: pending.staffId, email: pending.email },
        {
          action: 'password-reset',
          entity: 'staff',
          entityId: pending.staffId,
          before: null,
          after: null,
        },
      );
    });
  });
}
