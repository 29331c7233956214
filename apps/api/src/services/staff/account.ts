/**
 * A staff account as stored and as the admin API answers it, the owner role, and the staff member
 * a request is signed in as. Staff are separate from customers: their own table, their own sessions
 * (sessions.ts) and two roles (domain's staffMay).
 */
import { eq } from 'drizzle-orm';
import type { Staff } from '@shop/contract';
import type { StaffRole } from '@shop/domain';
import { staffUsers } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { NotFoundError } from '../../shared/errors.js';
import type { Lang } from '../../shared/i18n.js';
import type { StaffActor } from '../audit.js';

/** The role that may manage everything, staff included. */
export const OWNER_ROLE = 'owner';

export type StaffRow = typeof staffUsers.$inferSelect;

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

/** Who the audit log names for a change made by a signed-in staff member. */
export function actorOf(staff: SignedInStaff): StaffActor {
  return { id: staff.id, email: staff.email };
}

/** The stored account of `id`; a 404 when there is none. */
export async function staffRow(db: Executor, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  if (!row) throw new NotFoundError('notFound.staff');
  return row;
}
