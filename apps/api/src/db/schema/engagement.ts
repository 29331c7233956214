import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, languageEnum, updatedAt } from './columns.js';
import { customers } from './users.js';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rate: smallint('rate').notNull(),
    comment: text('comment').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_customer_uq').on(t.productId, t.customerId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // A customer's reviews: the staff's search by the reviewer's email, and a customer's deletion.
    index('reviews_customer_idx').on(t.customerId),
    // The staff's search (ILIKE '%…%') of comments.
    index('reviews_comment_trgm_idx').using('gin', sql`${t.comment} gin_trgm_ops`),
    check('reviews_rate_stars', sql`${t.rate} BETWEEN 1 AND 5`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    lang: languageEnum('lang').notNull().default('ar'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_uq').on(t.email)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  lang: languageEnum('lang').notNull().default('ar'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});
