/** Staff accounts: the first owner of a new deployment. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { staffUsers } from '../db/schema.js';
import { hashPassword } from '../auth/password.js';

/** The role that may manage everything, staff included. */
export const OWNER_ROLE = 'owner';

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
