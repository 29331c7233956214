/** A staff member to act as in service tests: the audit log names them. */
import type { Database } from '../../src/db/client.js';
import { staffUsers } from '../../src/db/schema.js';
import type { StaffActor } from '../../src/services/audit.js';

let staffSeq = 0;

export async function newStaff(database: Database, role: 'owner' | 'staff' = 'staff'): Promise<StaffActor> {
  staffSeq += 1;
  const email = `catalogue-staff-${process.pid}-${staffSeq}@example.com`;
  const [row] = await database.db
    .insert(staffUsers)
    // Never signed in with: services are called directly, so the hash is not a real one.
    .values({ name: `Staff ${staffSeq}`, email, passwordHash: 'not-a-password-hash', role })
    .returning({ id: staffUsers.id, email: staffUsers.email });
  return row!;
}
