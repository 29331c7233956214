/**
 * Customer accounts: sign-up, sign-in, profile, email and password change. Emails are unique
 * (stored lower-cased; the unique index is the final judge, so two sign-ups racing for one email
 * still end in one account); phones are not (docs/decisions.md, Sign-up without enumeration).
 *
 * Nothing here tells a stranger whether an email is registered:
 * - A wrong password and an unknown email get the same 422 (never a 401: the storefront reads any
 *   401 as "signed out"), and both count towards the email's lock (account-lockout.ts).
 * - Sign-up answers the same for every email: a new one gets a code that creates the account when
 *   it comes back, a registered one a mail saying it already has an account.
 * - An email change needs the current password, answers the same for a free and a taken address,
 *   and happens only when the code sent to the new address comes back.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CustomerProfile } from '@shop/contract';
import type {
  ChangePasswordInput,
  EmailChangeInput,
  LoginInput,
  ProfileInput,
  SignupInput,
} from '@shop/domain';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { customers, emailChanges, signupRequests } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { FieldErrors, NotFoundError } from '../shared/errors.js';
import type { Lang } from '../shared/i18n.js';
import { lockKey } from './account-lockout.js';
import { checkCurrentPassword, checkMailedCode, signInWithPassword } from './credential-checks.js';
import {
  SECRET_MASK,
  shopName,
  storefrontUrl,
  type MailContext,
  type MailLinkOptions,
} from './mail/index.js';
import {
  accountExistsMail,
  emailChangeCodeMail,
  emailChangedMail,
  signupCodeMail,
} from './mail/templates.js';
import {
  checkPendingCode,
  CODE_TTL_MS,
  codeRefused,
  hashCode,
  newCode,
  usePendingCode,
} from './one-time-codes.js';
import { createSession, revokeCustomerSessions, type SignedInCustomer } from './sessions.js';
import { isUniqueViolationOf } from './sql-rows.js';

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

/** A unique violation on the customers' email index as a 422 on `email`; null otherwise. */
export function uniqueViolation(err: unknown): FieldErrors | null {
  return isUniqueViolationOf(err, 'customers_email_uq')
    ? new FieldErrors({ email: ['account.emailTaken'] })
    : null;
}

export interface NewSession {
  token: string;
  profile: CustomerProfile;
}

const CODE_MINUTES = CODE_TTL_MS / 60_000;

/** The customer with this email, or undefined. */
async function customerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  return row;
}

/** Mails "this address already has an account" (in the account's language) with sign-in and reset links. */
async function mailAccountExists(
  ctx: MailContext,
  row: CustomerRow,
  reason: 'signup' | 'email-change',
  links: MailLinkOptions,
): Promise<void> {
  const lang = row.lang;
  await ctx.mailer.queue(ctx.db, {
    to: row.email,
    kind: 'account_exists',
    lang,
    ...accountExistsMail(lang, {
      name: row.fname,
      shop: await shopName(ctx.db, lang),
      signInUrl: storefrontUrl(ctx.mailer, '/auth', lang, links),
      resetUrl: storefrontUrl(ctx.mailer, '/auth/reset-password', lang, links),
      reason,
    }),
  });
}

/**
 * The work of a sign-up, run after the answer (the route answers every email alike, at the same
 * speed). A registered email gets the "you already have an account" mail (nothing when the account
 * is disabled); a new one a pending sign-up (earlier ones for the email end) and its code.
 */
export async function startSignup(
  ctx: MailContext,
  input: SignupInput,
  lang: Lang,
  links: MailLinkOptions,
  now: Date,
): Promise<void> {
  const existing = await customerByEmail(ctx.db, input.email);
  if (existing) {
    if (existing.isActive) await mailAccountExists(ctx, existing, 'signup', links);
    return;
  }
  const code = newCode();
  const passwordHash = await hashPassword(input.password);
  const mail = {
    to: input.email,
    kind: 'signup_code' as const,
    lang,
    ...signupCodeMail(lang, {
      name: input.fname,
      code: SECRET_MASK,
      minutes: CODE_MINUTES,
      shop: await shopName(ctx.db, lang),
    }),
    secret: code,
  };
  const mailId = await withTransaction(ctx.db, async (tx) => {
    await tx
      .update(signupRequests)
      .set({ usedAt: now })
      .where(and(eq(signupRequests.email, input.email), isNull(signupRequests.usedAt)));
    await tx.insert(signupRequests).values({
      email: input.email,
      fname: input.fname,
      lname: input.lname,
      phone: input.phone,
      passwordHash,
      lang,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return ctx.mailer.record(tx, mail);
  });
  ctx.mailer.dispatch(mailId, mail);
}

/**
 * Creates the account of a pending sign-up whose code comes back, and its first session. Every
 * failure is the same 422 on `otp` (no pending sign-up, a registered email, a wrong, expired or
 * used-up code); wrong codes count towards the email's lock.
 */
export async function confirmSignup(
  db: Executor,
  email: string,
  code: string,
  now: Date,
): Promise<NewSession> {
  const pendingSignup = async () => {
    const [pending] = await db
      .select({ id: signupRequests.id })
      .from(signupRequests)
      .where(and(eq(signupRequests.email, email), isNull(signupRequests.usedAt)))
      .orderBy(desc(signupRequests.id))
      .limit(1);
    return (await checkPendingCode(db, 'signup_requests', pending?.id, code, now)) ? pending : undefined;
  };
  return checkMailedCode(db, lockKey('signup', email), now, pendingSignup, (pending) =>
    withTransaction(db, async (tx) => {
      if (!(await usePendingCode(tx, 'signup_requests', pending.id, now))) throw codeRefused();
      const [request] = await tx.select().from(signupRequests).where(eq(signupRequests.id, pending.id));
      const [row] = await tx
        .insert(customers)
        .values({
          fname: request!.fname,
          lname: request!.lname,
          email: request!.email,
          phone: request!.phone,
          passwordHash: request!.passwordHash,
          lang: request!.lang,
        })
        .onConflictDoNothing({ target: customers.email })
        .returning();
      // The email was registered since the code was sent (another sign-up won): nothing to create.
      if (!row) throw codeRefused();
      return { token: await createSession(tx, row.id, now), profile: profileOf(row) };
    }),
  );
}

/**
 * Opens a session for the right email and password; a 422 on `email` otherwise. Wrong passwords
 * count towards the email's lock, which refuses every try (429) until it ends.
 */
export async function signIn(
  db: Executor,
  input: LoginInput,
  lang: Lang,
  now = new Date(),
): Promise<NewSession> {
  const { account: row, passwordHash } = await signInWithPassword(
    db,
    { scope: 'login', email: input.email, password: input.password, now },
    (email) => customerByEmail(db, email),
  );
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
 * blank they are cleared. The email is not changed here: one sent must be the current one (a
 * change needs the password and a code, requestEmailChange).
 */
export async function updateProfile(
  db: Executor,
  customerId: number,
  input: ProfileInput,
): Promise<CustomerProfile> {
  const current = await customerRow(db, customerId);
  if (input.email !== undefined && input.email !== current.email)
    throw new FieldErrors({ email: ['account.emailChangeNeedsCode'] });
  const [row] = await db
    .update(customers)
    .set({
      fname: input.fname,
      lname: input.lname,
      phone: input.phone,
      ...(input.company_name !== undefined ? { companyName: input.company_name } : {}),
      ...(input.vat_number !== undefined ? { vatNumber: input.vat_number } : {}),
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId))
    .returning();
  if (!row) throw new NotFoundError();
  return profileOf(row);
}

/**
 * Checks the current password of an email change; a wrong one is a 422 on `password` and counts
 * towards the account's sign-in lock (a stolen session cannot guess the password freely).
 * Answers the work to run after the answer: see requestEmailChange.
 */
export async function checkEmailChange(
  db: Executor,
  signedIn: SignedInCustomer,
  input: EmailChangeInput,
  now: Date,
): Promise<CustomerRow> {
  const row = await customerRow(db, signedIn.customerId);
  await checkCurrentPassword(
    db,
    lockKey('login', row.email),
    now,
    { password: input.password, passwordHash: row.passwordHash },
    () => new FieldErrors({ password: ['account.oldPasswordWrong'] }),
  );
  if (input.email === row.email) throw new FieldErrors({ email: ['account.emailUnchanged'] });
  return row;
}

/**
 * The rest of an email change, run after the answer (the same for every address): a taken
 * address gets the "already has an account" mail (in its holder's language) and no code; a free
 * one a pending change (earlier ones of the customer end) and its code, in the request's language.
 */
export async function requestEmailChange(
  ctx: MailContext,
  row: CustomerRow,
  change: { email: string; lang: Lang },
  links: MailLinkOptions,
  now: Date,
): Promise<void> {
  const { email: newEmail, lang } = change;
  const holder = await customerByEmail(ctx.db, newEmail);
  if (holder) {
    if (holder.isActive) await mailAccountExists(ctx, holder, 'email-change', links);
    return;
  }
  const code = newCode();
  const mail = {
    to: newEmail,
    kind: 'email_change_code' as const,
    lang,
    ...emailChangeCodeMail(lang, {
      name: row.fname,
      code: SECRET_MASK,
      minutes: CODE_MINUTES,
      shop: await shopName(ctx.db, lang),
    }),
    secret: code,
  };
  const mailId = await withTransaction(ctx.db, async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.customerId, row.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      customerId: row.id,
      newEmail,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return ctx.mailer.record(tx, mail);
  });
  ctx.mailer.dispatch(mailId, mail);
}

/**
 * Changes the email to the pending new one when its code comes back, and tells the old address.
 * Every failure is the same 422 on `otp`; wrong codes count towards the account's email-change lock.
 */
export async function confirmEmailChange(
  ctx: MailContext,
  signedIn: SignedInCustomer,
  code: string,
  now: Date,
): Promise<CustomerProfile> {
  const pendingChange = async () => {
    const [pending] = await ctx.db
      .select({ id: emailChanges.id, newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .where(and(eq(emailChanges.customerId, signedIn.customerId), isNull(emailChanges.usedAt)))
      .orderBy(desc(emailChanges.id))
      .limit(1);
    return (await checkPendingCode(ctx.db, 'email_changes', pending?.id, code, now)) ? pending : undefined;
  };
  const guard = lockKey('email-change', signedIn.customerId);
  const { before, after } = await checkMailedCode(ctx.db, guard, now, pendingChange, (pending) =>
    withTransaction(ctx.db, async (tx) => {
      if (!(await usePendingCode(tx, 'email_changes', pending.id, now))) throw codeRefused();
      const old = await customerRow(tx, signedIn.customerId);
      const [row] = await tx
        .update(customers)
        .set({ email: pending.newEmail, updatedAt: now })
        .where(eq(customers.id, signedIn.customerId))
        .returning()
        .catch((err: unknown) => {
          // The address was registered since the code was sent.
          if (uniqueViolation(err)) throw codeRefused();
          throw err;
        });
      return { before: old, after: row! };
    }),
  );
  ctx.mailer.defer(async () => {
    const lang = before.lang;
    await ctx.mailer.queue(ctx.db, {
      to: before.email,
      kind: 'email_changed',
      lang,
      ...emailChangedMail(lang, {
        name: before.fname,
        shop: await shopName(ctx.db, lang),
        newEmail: after.email,
      }),
    });
  });
  return profileOf(after);
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
