import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { customers } from './users.js';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    shippingFeeHalalas: integer('shipping_fee_halalas').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('areas_city_idx').on(t.cityId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Who takes the delivery when not the account holder; null means the account holder. */
    receiverName: text('receiver_name'),
    /** Stored in one form (05… for a Saudi mobile); null means the account's phone. */
    receiverPhone: text('receiver_phone'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    address: text('address').notNull(),
    building: text('building').notNull(),
    floor: text('floor').notNull(),
    apartment: text('apartment').notNull(),
    /** The Saudi national address's codes, each optional: five digits, four digits, RRRD2929. */
    postalCode: text('postal_code'),
    additionalNumber: text('additional_number'),
    shortAddress: text('short_address'),
    /** Optional; a blank note is stored as null (the address form's schema turns blank into null). */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);
