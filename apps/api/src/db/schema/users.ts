import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@shop/domain';
import { createdAt, languageEnum, updatedAt } from './columns.js';

/** What a staff member may do in the admin (domain's staffMay): owners manage staff and settings. */
export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /**
     * Latin digits only, as the signup form stores it. Not unique: a company's buyers may share
     * its number, and a unique phone would let sign-up tell anyone which numbers are registered.
     */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Optional buyer details printed on the tax invoice (a business buyer's name and VAT number). */
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    /** The language the customer last used: mails are written in it. */
    lang: languageEnum('lang').notNull().default('ar'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The customer's orders, kept by the database (trigger `orders_count_kept` of migration 0007)
     * so staff can sort customers by it without counting every customer's orders.
     */
    ordersCount: integer('orders_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.email),
    index('customers_orders_count_idx').on(t.ordersCount, t.id),
    // The staff's search (ILIKE '%…%') by email, phone, full name and company.
    index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('customers_name_trgm_idx').using('gin', sql`(${t.fname} || ' ' || ${t.lname}) gin_trgm_ops`),
    index('customers_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
  ],
);

/** Customer sign-in tokens: only the SHA-256 of the opaque token is kept. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_uq').on(t.tokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set once the code is confirmed: a single-use reset token (hash) valid 15 minutes. */
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_codes_customer_idx').on(t.customerId),
    index('password_reset_codes_token_idx').on(t.resetTokenHash),
  ],
);

/**
 * A sign-up waiting for its code: the account is created only when the code mailed to the address
 * comes back, so sign-up answers the same whether or not the address already has an account (that
 * address gets a "you already have an account" mail instead of a code). Only hashes are kept: the
 * code's (salted SHA-256) and the password's (scrypt).
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, as the form stores it. */
    email: text('email').notNull(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    lang: languageEnum('lang').notNull().default('ar'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('signup_requests_email_idx').on(t.email)],
);

/**
 * A change of a customer's email waiting for the code mailed to the new address (asked with the
 * current password); the email changes only when the code comes back.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_customer_idx').on(t.customerId)],
);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: staffRoleEnum('role').notNull().default('staff'),
    isActive: boolean('is_active').notNull().default(true),
    /** The dashboard's language, remembered across devices. */
    lang: languageEnum('lang').notNull().default('ar'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_users_email_uq').on(t.email)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_sessions_token_uq').on(t.tokenHash)],
);

/**
 * A staff member's forgotten-password code (salted SHA-256 only): 10 minutes, 5 tries; the code
 * and the new password come back together.
 */
export const staffResetCodes = pgTable(
  'staff_reset_codes',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_reset_codes_staff_idx').on(t.staffUserId)],
);

/**
 * Failed sign-ins and code checks per account, whatever address they come from (the per-address
 * rate limits are separate). The key names what is guarded and whose (`login:sara@example.com`,
 * `email-change:42`); it is the typed email, registered or not, so a lock looks the same for an
 * address without an account. `failures` counts within the window started at `window_started_at`;
 * reaching the limit sets `locked_until`. A success deletes the row.
 */
export const accountLockouts = pgTable('account_lockouts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Every change staff make, for owners to read: who, what, when, and the record before and after
 * (null before a creation and after a deletion). The staff member's email is kept with the entry,
 * so it still says who after their account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    /** create, update, delete, or a named action such as status or login. */
    action: text('action').notNull(),
    /** The kind of record: product, order, settings… */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The staff's search (ILIKE '%…%').
    index('audit_log_staff_email_trgm_idx').using('gin', sql`${t.staffEmail} gin_trgm_ops`),
    index('audit_log_entity_trgm_idx').using('gin', sql`${t.entity} gin_trgm_ops`),
    index('audit_log_action_trgm_idx').using('gin', sql`${t.action} gin_trgm_ops`),
  ],
);
