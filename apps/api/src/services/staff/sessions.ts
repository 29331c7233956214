/**
 * Staff sessions: sign-in, the session a cookie's token opens, logout, and the own password
 * change. A session token is an HttpOnly cookie of the admin (http/staff-auth.ts), never the
 * storefront's bearer token; it is stored as its SHA-256 only, like customers' sessions. A staff
 * session lives 12 hours and ends earlier on logout, on a password change or reset, and when an
 * owner disables the account, changes its role or sets its password (management.ts).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Staff } from '@shop/contract';
import type { ChangePasswordInput, LoginInput } from '@shop/domain';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { staffSessions, staffUsers } from '../../db/schema.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { FieldErrors } from '../../shared/errors.js';
import { LOCKOUT_DURATION_MS } from '../account-lockout.js';
import { recordAudit } from '../audit.js';
import { signInWithPassword } from '../credential-checks.js';
import { shopName, type MailContext } from '../mail/index.js';
import { staffLockedMail } from '../mail/templates.js';
import { hashToken, newToken } from '../sessions.js';
import { actorOf, OWNER_ROLE, staffAnswer, staffRow, type SignedInStaff } from './account.js';

/** How long a staff session lasts: a working day, after which staff sign in again. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

async function openSession(db: Executor, staffId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    staffUserId: staffId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
  });
  return token;
}

/** Ends every live session of a staff member. */
export async function revokeStaffSessions(db: Executor, staffId: number, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffUserId, staffId), isNull(staffSessions.revokedAt)));
}

/**
 * Opens a session for the right email and password of an active staff account; a 422 on `email`
 * otherwise (the same text whether the email is unknown or the password wrong). Wrong passwords
 * count towards the email's lock (account-lockout.ts): after 10 from any addresses every try is a
 * 429 for 15 minutes, and the failure that locks a staff account mails the owners (after the
 * answer, so its timing does not tell an existing account from an unknown email).
 */
export async function staffSignIn(
  ctx: MailContext,
  input: LoginInput,
  options: { now: Date; dashboardUrl: string },
): Promise<{ token: string; staff: Staff }> {
  const db = ctx.db;
  const { account: row, passwordHash } = await signInWithPassword(
    db,
    { scope: 'staff-login', email: input.email, password: input.password, now: options.now },
    async (email) => (await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1))[0],
    (locked) => ctx.mailer.defer(() => mailOwnersOfLock(ctx, locked.email, options.dashboardUrl)),
  );
  return withTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(staffUsers)
      .set({ lastLoginAt: new Date(), passwordHash })
      .where(eq(staffUsers.id, row.id))
      .returning();
    const token = await openSession(tx, row.id);
    return { token, staff: staffAnswer(updated ?? row) };
  });
}

/** Mails every active owner, in their language, that a staff account was locked. */
async function mailOwnersOfLock(ctx: MailContext, staffEmail: string, dashboardUrl: string): Promise<void> {
  const owners = await ctx.db
    .select({ email: staffUsers.email, name: staffUsers.name, lang: staffUsers.lang })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, OWNER_ROLE), eq(staffUsers.isActive, true)));
  for (const owner of owners) {
    await ctx.mailer.queue(ctx.db, {
      to: owner.email,
      kind: 'staff_locked',
      lang: owner.lang,
      ...staffLockedMail(owner.lang, {
        name: owner.name,
        shop: await shopName(ctx.db, owner.lang),
        staffEmail,
        minutes: LOCKOUT_DURATION_MS / 60_000,
        dashboardUrl,
      }),
    });
  }
}

/** Tokens are base64url text of a bounded length; anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The staff member a session token signs in (live session, active account), or null. */
export async function staffForToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<SignedInStaff | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      lang: staffUsers.lang,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffUsers.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Ends one session (logout). */
export async function revokeStaffSession(db: Executor, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Changes the own password: every session ends and a new one is answered. */
export async function changeStaffPassword(
  db: Executor,
  staff: SignedInStaff,
  input: ChangePasswordInput,
): Promise<{ token: string; staff: Staff }> {
  const row = await staffRow(db, staff.id);
  if (!(await verifyPassword(input.old_password, row.passwordHash)))
    throw new FieldErrors({ old_password: ['account.oldPasswordWrong'] });
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(staffUsers.id, row.id))
      .returning();
    await revokeStaffSessions(tx, row.id);
    await recordAudit(tx, actorOf(staff), {
      action: 'password',
      entity: 'staff',
      entityId: row.id,
      before: null,
      after: null,
    });
    return { token: await openSession(tx, row.id), staff: staffAnswer(updated ?? row) };
  });
}
