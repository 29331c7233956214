/**
 * Logo artwork buyers upload for their quotes and orders: the file as sent and a PNG preview drawn
 * from it. Kept in the database like transfer receipts (only the buyer and staff may read one, on
 * any instance); a PDF has no preview when the server cannot draw one.
 */
import { index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ARTWORK_PLACEMENTS } from '@shop/domain';
import { bytes, createdAt } from './columns.js';
import { customers } from './users.js';

export const artworkPlacementEnum = pgEnum('artwork_placement', ARTWORK_PLACEMENTS);

export const artworks = pgTable(
  'artworks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Read from the file's first bytes (domain.artworkTypeOf). */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytes('data').notNull(),
    /** A PNG of at most 800 px a side; null when it could not be drawn (a PDF without the tool). */
    preview: bytes('preview'),
    createdAt: createdAt(),
  },
  (t) => [index('artworks_customer_idx').on(t.customerId)],
);
