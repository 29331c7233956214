import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { QUOTE_STATUSES } from '@shop/domain';
import { artworkPlacementEnum, artworks } from './artworks.js';
import { products } from './catalogue.js';
import { createdAt, languageEnum, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { customers } from './users.js';

export const quoteStatusEnum = pgEnum('quote_status', QUOTE_STATUSES);

/**
 * A request for quotation and staff's answer. Moves only as the domain's quote rules allow; the
 * order placed from it is `order_id` (set by the statement that writes that order, once).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: quoteStatusEnum('status').notNull().default('requested'),
    /** The language the buyer asked in: mails about the quote are written in it. */
    lang: languageEnum('lang').notNull(),
    wantedBy: date('wanted_by', { mode: 'string' }),
    note: text('note'),
    /** What the buyer last asked to change. */
    changesNote: text('changes_note'),
    /** What staff told the buyer with the prices (or the refusal). */
    staffNote: text('staff_note'),
    validUntil: date('valid_until', { mode: 'string' }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_customer_idx').on(t.customerId, t.id),
    index('quotes_status_idx').on(t.status, t.id),
    check(
      'quotes_priced_check',
      sql`${t.status} not in ('quoted', 'accepted') or ${t.validUntil} is not null`,
    ),
  ],
);

/** A colour and size of a quote line, named as they were when the buyer asked. */
export interface QuoteLineItem {
  colorId: number;
  colorNameAr: string;
  colorNameEn: string;
  colorCode: string;
  sizeId: number;
  sizeName: string;
  quantity: number;
}

/** One product of a quote: its pieces by colour and size, the tier price then and staff's price. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productNameAr: text('product_name_ar').notNull(),
    productNameEn: text('product_name_en').notNull(),
    productImage: text('product_image').notNull().default(''),
    quantity: integer('quantity').notNull(),
    items: jsonb('items').$type<QuoteLineItem[]>().notNull(),
    /** The tier's price of one piece for this quantity when the buyer asked. */
    tierPriceHalalas: integer('tier_price_halalas').notNull(),
    /** Staff's price of one piece; null until priced. */
    unitPriceHalalas: integer('unit_price_halalas'),
    /** The buyer's logo for these pieces and where it goes; null without one. */
    artworkId: integer('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    placement: artworkPlacementEnum('placement'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId),
    check('quote_lines_quantity_check', sql`${t.quantity} > 0`),
    check('quote_lines_price_check', sql`${t.unitPriceHalalas} is null or ${t.unitPriceHalalas} > 0`),
  ],
);
