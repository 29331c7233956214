/** Seed step: demo customers (with one saved address) and the staff owner, with their known passwords. */
import * as s from '../../schema.js';
import { afterT0, t0Date } from '../clock.js';
import { CUSTOMERS, STAFF } from '../content/site.js';
import { demoPasswordHash } from '../passwords.js';
import { insertBatched, type Tx } from '../write.js';

/** Customer ids the seed writes (the reviews step picks reviewers among them). */
export const demoCustomerIds = (): number[] => CUSTOMERS.map((_, i) => i + 1);

export interface UsersPlan {
  customers: (typeof s.customers.$inferInsert)[];
  staff: typeof s.staffUsers.$inferInsert;
}

export async function planUsers(): Promise<UsersPlan> {
  // One hash at a time: each takes about 128 MiB while it runs.
  for (const password of new Set([...CUSTOMERS.map((c) => c.password), STAFF.password])) {
    await demoPasswordHash(password);
  }
  const customers = await Promise.all(
    CUSTOMERS.map(async (c, i) => ({
      id: i + 1,
      fname: c.fname,
      lname: c.lname,
      email: c.email.toLowerCase(),
      phone: c.phone,
      passwordHash: await demoPasswordHash(c.password),
      isActive: true,
      createdAt: afterT0(-60 * 24 * 30 + i * 600),
      updatedAt: afterT0(-60 * 24 * 30 + i * 600),
    })),
  );
  const staff = {
    id: 1,
    name: STAFF.name,
    email: STAFF.email,
    passwordHash: await demoPasswordHash(STAFF.password),
    role: STAFF.role,
    isActive: true,
    createdAt: t0Date(),
    updatedAt: t0Date(),
  };
  return { customers, staff };
}

/** Needs the geography step's first country, city and area. */
export async function writeUsers(tx: Tx, plan: UsersPlan): Promise<void> {
  await insertBatched(tx, s.customers, plan.customers);
  await tx.insert(s.staffUsers).values(plan.staff);
  // the demo customer's saved address (Riyadh, Al Olaya)
  await tx.insert(s.addresses).values({
    id: 1,
    customerId: 1,
    name: 'المكتب الرئيسي',
    countryId: 1,
    cityId: 1,
    areaId: 1,
    address: 'طريق الملك فهد، بجوار برج المملكة',
    building: '2929',
    floor: '3',
    apartment: '305',
    postalCode: '12214',
    additionalNumber: '7788',
    shortAddress: 'RRRD2929',
    note: 'الاستلام من الاستقبال في أوقات الدوام',
    createdAt: t0Date(),
    updatedAt: t0Date(),
  });
}
