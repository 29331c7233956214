/**
 * Customer accounts: sign-up, sign-in, profile and password change. Emails are unique (stored
 * lower-cased) and so are phones; the unique indexes are the final judges, so two sign-ups racing
 * for one email still end in one account and one 422. A wrong password and an unknown email get
 * the same 422 (never a 401: the storefront reads any 401 as "signed out").
 */
import { and, eq, ne, or } from 'drizzle-orm';
import type { CustomerProfile } from '@shop/contract';
import type { ChangePasswordInput, LoginInput, ProfileInput, SignupInput } from '@shop/domain';
import { hashPassword, needsRehash, verifyPassword, verifyPasswordOrDecoy } from '../auth/password.js';
import { customers } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { FieldErrors, NotFoundError } from '../http/errors.js';
import type { Lang, MessageKey } from '../http/i18n.js';
import { createSession, revokeCustomerSessions, type SignedInCustomer } from './sessions.js';
import { violatedUniqueIndex } from './sql-rows.js';

type CustomerRow = typeof customers.$inferSelect;

export function profileOf(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    phone: row.phone,
    company_name: row.companyName,
    vat_number: row.vatNumber,
  };
}

/** The fields whose unique index a PostgreSQL unique violation names, if it is one of ours. */
const UNIQUE_FIELDS: Record<string, { field: 'email' | 'phone'; key: MessageKey }> = {
  customers_email_uq: { field: 'email', key: 'account.emailTaken' },
  customers_phone_uq: { field: 'phone', key: 'account.phoneTaken' },
};

/** A unique violation on the customers' email or phone index as a 422 on that field; null otherwise. */
export function uniqueViolation(err: unknown): FieldErrors | null {
  const index = violatedUniqueIndex(err, Object.keys(UNIQUE_FIELDS));
  const known = index === undefined ? undefined : UNIQUE_FIELDS[index];
  return known ? new FieldErrors({ [known.field]: [known.key] }) : null;
}

/** 422s for an email or phone already used by another account (`exceptId`: the account itself). */
async function checkUnique(db: Executor, email: string, phone: string, exceptId?: number): Promise<void> {
  const taken = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(
      and(
        or(eq(customers.email, email), eq(customers.phone, phone)),
        exceptId === undefined ? undefined : ne(customers.id, exceptId),
      ),
    )
    .limit(2);
  const fields: Partial<Record<string, MessageKey[]>> = {};
  if (taken.some((row) => row.email === email)) fields.email = ['account.emailTaken'];
  if (taken.some((row) => row.phone === phone)) fields.phone = ['account.phoneTaken'];
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}

/** Runs a write that may hit the email or phone index; a hit becomes its field's 422. */
async function mappingUniqueViolations<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}

export interface NewSession {
  token: string;
  profile: CustomerProfile;
}

/** Creates the account and its first session. */
export async function signUp(db: Executor, input: SignupInput, lang: Lang): Promise<NewSession> {
  // Checked first so both fields are reported at once; the unique indexes settle a race.
  await checkUnique(db, input.email, input.phone);
  const passwordHash = await hashPassword(input.password);
  return mappingUniqueViolations(() =>
    withTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          fname: input.fname,
          lname: input.lname,
          email: input.email,
          phone: input.phone,
          passwordHash,
          lang,
        })
        .returning();
      const token = await createSession(tx, row!.id);
      return { token, profile: profileOf(row!) };
    }),
  );
}

/** Opens a session for the right email and password; a 422 on `email` otherwise. */
export async function signIn(db: Executor, input: LoginInput, lang: Lang): Promise<NewSession> {
  const [row] = await db.select().from(customers).where(eq(customers.email, input.email)).limit(1);
  const matches = await verifyPasswordOrDecoy(input.password, row?.passwordHash);
  if (!row || !matches) throw new FieldErrors({ email: ['account.invalidCredentials'] });
  // Only someone who knows the password learns that the account is disabled.
  if (!row.isActive) throw new FieldErrors({ email: ['account.inactive'] });
  // A hash made at an older cost is replaced now that the password is known.
  const passwordHash = needsRehash(row.passwordHash) ? await hashPassword(input.password) : row.passwordHash;
  return withTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(customers)
      .set({ lang, passwordHash, ...(passwordHash !== row.passwordHash ? { updatedAt: new Date() } : {}) })
      .where(eq(customers.id, row.id))
      .returning();
    const token = await createSession(tx, row.id);
    return { token, profile: profileOf(updated ?? row) };
  });
}

async function customerRow(db: Executor, customerId: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getProfile(db: Executor, customerId: number): Promise<CustomerProfile> {
  return profileOf(await customerRow(db, customerId));
}

/**
 * Saves the profile. Company name and VAT number left out of the input keep their values; sent
 * blank they are cleared.
 */
export async function updateProfile(
  db: Executor,
  customerId: number,
  input: ProfileInput,
): Promise<CustomerProfile> {
  await checkUnique(db, input.email, input.phone, customerId);
  const [row] = await mappingUniqueViolations(() =>
    db
      .update(customers)
      .set({
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        phone: input.phone,
        ...(input.company_name !== undefined ? { companyName: input.company_name } : {}),
        ...(input.vat_number !== undefined ? { vatNumber: input.vat_number } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId))
      .returning(),
  );
  if (!row) throw new NotFoundError();
  return profileOf(row);
}

/**
 * Changes the password after checking the current one; every session of the customer is revoked
 * (a stolen token stops working) and a fresh token is answered for the device that asked.
 */
export async function changePassword(
  db: Executor,
  signedIn: SignedInCustomer,
  input: ChangePasswordInput,
): Promise<string> {
  const row = await customerRow(db, signedIn.customerId);
  if (!(await verifyPassword(input.old_password, row.passwordHash)))
    throw new FieldErrors({ old_password: ['account.oldPasswordWrong'] });
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, row.id));
    await revokeCustomerSessions(tx, row.id);
    return createSession(tx, row.id);
  });
}
