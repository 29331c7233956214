import { sql } from 'drizzle-orm';
import {
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
import { createdAt, languageEnum } from './columns.js';

/**
 * queued: to be sent (again, after a failed attempt, at `next_attempt_at`); sent: accepted by SMTP;
 * failed: refused for good, or given up after the last attempt; kept: no SMTP_URL, kept for staff
 * to read.
 */
export const mailStatusEnum = pgEnum('mail_status', ['queued', 'sent', 'failed', 'kept']);

/** Every mail the shop sends; kept (and readable by staff) when no SMTP_URL is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** What the mail is (reset code, welcome, order placed, order status...), for staff and tests. */
    kind: text('kind').notNull().default('general'),
    lang: languageEnum('lang').notNull().default('ar'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    /**
     * The one-time code of a code mail (reset, sign-up, email change). `text` and `html` hold the
     * mail with the code masked, which is what staff read; the code is put back only into the mail
     * handed to the mail server, and this column is emptied once the mail is sent or given up.
     * Never answered by the API.
     */
    secret: text('secret'),
    status: mailStatusEnum('status').notNull().default('queued'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a queued mail is next due: after a failed attempt, its retry; while it is being sent,
     * the end of its sender's lease, after which any instance may take it (a crash loses nothing).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The staff's search (ILIKE '%…%') by recipient, subject and kind.
  (t) => [
    index('mail_outbox_to_trgm_idx').using('gin', sql`${t.to} gin_trgm_ops`),
    index('mail_outbox_subject_trgm_idx').using('gin', sql`${t.subject} gin_trgm_ops`),
    index('mail_outbox_kind_trgm_idx').using('gin', sql`${t.kind} gin_trgm_ops`),
    // The sweeper's look for queued mails that are due.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);

/**
 * Idempotency-Key records for order creation, kept 24 hours: a replayed key answers the stored
 * result instead of placing a second order.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    /** The answer body given the first time, replayed as is. */
    response: jsonb('response').$type<unknown>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key)],
);

/** Fixed-window rate-limit counters when no Redis is configured. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
