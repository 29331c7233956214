/**
 * Staff accounts and their sessions. Staff are separate from customers: their own table, their own
 * sessions (an HttpOnly cookie of the admin, never the storefront's bearer token), and two roles
 * (domain's staffMay). Tokens are stored as their SHA-256 only, like customers' sessions; a staff
 * session lives 12 hours and ends earlier on logout, on a password change, and when an owner
 * disables the account, changes its role or sets its password.
 */
import { and, asc, count, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Staff } from '@shop/contract';
import type {
  StaffListQuery,
  ChangePasswordInput,
  LoginInput,
  StaffCreateInput,
  StaffRole,
  StaffUpdateInput,
} from '@shop/domain';
import { hashPassword, needsRehash, verifyPassword, verifyPasswordOrDecoy } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { staffSessions, staffUsers } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { FieldErrors, NotFoundError } from '../shared/errors.js';
import type { Lang } from '../shared/i18n.js';
import {
  assertNotLocked,
  clearFailures,
  lockKey,
  LOCKOUT_DURATION_MS,
  recordFailure,
} from './account-lockout.js';
import { recordAudit, type StaffActor } from './audit.js';
import { shopName, type MailContext } from './mail/index.js';
import { staffLockedMail } from './mail/templates.js';
import { hashToken, newToken } from './sessions.js';
import { sortedBy, type SortColumns } from './list-sort.js';
import { containsPattern, violatedUniqueIndex } from './sql-rows.js';

/** The role that may manage everything, staff included. */
export const OWNER_ROLE = 'owner';

/** How long a staff session lasts: a working day, after which staff sign in again. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

type StaffRow = typeof staffUsers.$inferSelect;

/** The signed-in staff member of a request. */
export interface SignedInStaff {
  sessionId: number;
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  lang: Lang;
}

/** A staff account as the admin API answers it (never its password hash). */
export function staffAnswer(row: StaffRow): Staff {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    is_active: row.isActive,
    lang: row.lang,
    last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function actorOf(staff: SignedInStaff): StaffActor {
  return { id: staff.id, email: staff.email };
}

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
  const guard = lockKey('staff-login', input.email);
  await assertNotLocked(db, guard, options.now);
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, input.email)).limit(1);
  const matches = await verifyPasswordOrDecoy(input.password, row?.passwordHash);
  if (!row || !matches) {
    const { lockedNow } = await recordFailure(db, guard, options.now);
    if (lockedNow && row) ctx.mailer.defer(() => mailOwnersOfLock(ctx, row.email, options.dashboardUrl));
    throw new FieldErrors({ email: ['account.invalidCredentials'] });
  }
  await clearFailures(db, guard);
  if (!row.isActive) throw new FieldErrors({ email: ['account.inactive'] });
  const passwordHash = needsRehash(row.passwordHash) ? await hashPassword(input.password) : row.passwordHash;
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

async function staffRow(db: Executor, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  if (!row) throw new NotFoundError('notFound.staff');
  return row;
}

export async function getStaff(db: Executor, id: number): Promise<Staff> {
  return staffAnswer(await staffRow(db, id));
}

/** Remembers the dashboard's language of a staff member. */
export async function setStaffLang(db: Executor, staffId: number, lang: Lang): Promise<Staff> {
  const [row] = await db
    .update(staffUsers)
    .set({ lang, updatedAt: new Date() })
    .where(eq(staffUsers.id, staffId))
    .returning();
  if (!row) throw new NotFoundError('notFound.staff');
  return staffAnswer(row);
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

const STAFF_SORTS: SortColumns<NonNullable<StaffListQuery['sort']>> = {
  name: sql`${staffUsers.name}`,
  email: sql`${staffUsers.email}`,
  role: sql`${staffUsers.role}`,
  created_at: sql`${staffUsers.createdAt}`,
  last_login_at: sql`${staffUsers.lastLoginAt}`,
  id: sql`${staffUsers.id}`,
};

/** A page of staff accounts, searched by name or email. */
export async function listStaff(
  db: Executor,
  query: StaffListQuery,
): Promise<{ data: Staff[]; total: number }> {
  const where = query.q
    ? or(ilike(staffUsers.name, containsPattern(query.q)), ilike(staffUsers.email, containsPattern(query.q)))
    : undefined;
  const sortBy = sortedBy(STAFF_SORTS, { ...query, sort: query.sort ?? 'id' }) ?? asc(staffUsers.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffUsers)
      .where(where)
      .orderBy(sortBy, asc(staffUsers.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(staffUsers).where(where),
  ]);
  return { data: rows.map(staffAnswer), total: Number(total?.n ?? 0) };
}

/** A staff email already used by another account, as its field's 422; the error otherwise. */
function mapEmailTaken(err: unknown): never {
  if (violatedUniqueIndex(err, ['staff_users_email_uq']) === 'staff_users_email_uq')
    throw new FieldErrors({ email: ['admin.staffEmailTaken'] });
  throw err;
}

async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, email), exceptId === undefined ? undefined : ne(staffUsers.id, exceptId)))
    .limit(1);
  return !!row;
}

/** Creates a staff account (owners only, or the command line). */
export async function createStaff(db: Executor, actor: StaffActor, input: StaffCreateInput): Promise<Staff> {
  if (await emailTaken(db, input.email)) throw new FieldErrors({ email: ['admin.staffEmailTaken'] });
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role,
        isActive: input.is_active,
      })
      .returning()
      .catch(mapEmailTaken);
    const created = staffAnswer(row!);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'staff',
      entityId: row!.id,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Fails unless another active owner than `staffId` remains. The owners' rows are locked first, so
 * two owners demoting each other at once cannot both succeed.
 */
async function assertAnotherOwner(tx: Executor, staffId: number): Promise<void> {
  const owners = await tx
    .select({ id: staffUsers.id, isActive: staffUsers.isActive })
    .from(staffUsers)
    .where(eq(staffUsers.role, OWNER_ROLE))
    .for('update');
  if (!owners.some((o) => o.id !== staffId && o.isActive))
    throw new FieldErrors({ role: ['admin.lastOwner'] });
}

/**
 * Changes a staff account. Nobody changes their own role or disables themselves (an owner could
 * lock the shop out); the last active owner stays an active owner; a new password, role or
 * disabling ends the account's sessions.
 */
export async function updateStaff(
  db: Executor,
  actor: SignedInStaff,
  id: number,
  input: StaffUpdateInput,
): Promise<Staff> {
  const current = await staffRow(db, id);
  if (id === actor.id && (input.role !== current.role || !input.is_active))
    throw new FieldErrors({ role: ['admin.notSelf'] });
  if (await emailTaken(db, input.email, id)) throw new FieldErrors({ email: ['admin.staffEmailTaken'] });
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return withTransaction(db, async (tx) => {
    const before = await staffRow(tx, id);
    const losesOwner =
      before.role === OWNER_ROLE && before.isActive && (input.role !== OWNER_ROLE || !input.is_active);
    if (losesOwner) await assertAnotherOwner(tx, id);
    const [row] = await tx
      .update(staffUsers)
      .set({
        name: input.name,
        email: input.email,
        role: input.role,
        isActive: input.is_active,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: new Date(),
      })
      .where(eq(staffUsers.id, id))
      .returning()
      .catch(mapEmailTaken);
    if (passwordHash || before.role !== input.role || !input.is_active) await revokeStaffSessions(tx, id);
    const after = staffAnswer(row!);
    await recordAudit(tx, actorOf(actor), {
      action: 'update',
      entity: 'staff',
      entityId: id,
      before: staffAnswer(before),
      after: passwordHash ? { ...after, password: 'changed' } : after,
    });
    return after;
  });
}

/** Deletes a staff account: never one's own, never the last active owner. */
export async function deleteStaff(db: Executor, actor: SignedInStaff, id: number): Promise<Staff> {
  if (id === actor.id) throw new FieldErrors({ id: ['admin.notSelf'] });
  return withTransaction(db, async (tx) => {
    const before = await staffRow(tx, id);
    if (before.role === OWNER_ROLE && before.isActive) await assertAnotherOwner(tx, id);
    await tx.delete(staffUsers).where(eq(staffUsers.id, id));
    const gone = staffAnswer(before);
    await recordAudit(tx, actorOf(actor), {
      action: 'delete',
      entity: 'staff',
      entityId: id,
      before: gone,
      after: null,
    });
    return gone;
  });
}

export type FirstOwnerResult = 'created' | 'owner-exists' | 'email-taken';

/**
 * Creates the owner account from `email` and `password` when the shop has no owner yet (a fresh
 * production database, where no demo staff is seeded). An existing owner is never changed, so
 * the variables can stay set across restarts and a password changed later is kept.
 */
export async function ensureFirstOwner(
  db: Db,
  owner: { email: string; password: string; name: string },
): Promise<FirstOwnerResult> {
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, OWNER_ROLE))
    .limit(1);
  if (existing) return 'owner-exists';
  const passwordHash = await hashPassword(owner.password);
  // Instances starting together may both get here: the unique email lets one insert win.
  const inserted = await db
    .insert(staffUsers)
    .values({ name: owner.name, email: owner.email, passwordHash, role: OWNER_ROLE, isActive: true })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id });
  if (inserted.length > 0) return 'created';
  // Either a concurrent start created this owner, or a non-owner staff account has the address.
  const [same] = await db
    .select({ role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.email, owner.email))
    .limit(1);
  return same?.role === OWNER_ROLE ? 'owner-exists' : 'email-taken';
}
