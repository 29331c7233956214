/**
 * Staff accounts as owners manage them: list, create, change, delete, and the first owner of a
 * new shop. Nobody changes their own role or disables or deletes themselves, and the last active
 * owner stays one, so the shop cannot be locked out of its dashboard. Every change is audited.
 */
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Staff } from '@shop/contract';
import type { StaffCreateInput, StaffListQuery, StaffUpdateInput } from '@shop/domain';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { staffUsers } from '../../db/schema.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { FieldErrors, NotFoundError } from '../../shared/errors.js';
import type { Lang } from '../../shared/i18n.js';
import { recordAudit, type StaffActor } from '../audit.js';
import { sortedBy, type SortColumns } from '../list-sort.js';
import { containsPattern, violatedUniqueIndex } from '../sql-rows.js';
import { actorOf, OWNER_ROLE, staffAnswer, staffRow, type SignedInStaff } from './account.js';
import { revokeStaffSessions } from './sessions.js';

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
