/** Column helpers and enums shared by several areas of the schema. */
import { customType, pgEnum, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The shop's two languages (the storefront's path prefix, a subscriber's or sender's language). */
export const languageEnum = pgEnum('language', ['ar', 'en']);

/** Raw bytes (PostgreSQL bytea): node-postgres and PGlite both hand them over as a Buffer/Uint8Array. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
