import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/** A single row (id = 1) of shop-wide settings. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  appNameAr: text('app_name_ar').notNull(),
  appNameEn: text('app_name_en').notNull(),
  logo: text('logo').notNull().default(''),
  aboutAr: text('about_ar').notNull().default(''),
  aboutEn: text('about_en').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  google: text('google').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  vimeo: text('vimeo').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  addressAr: text('address_ar').notNull().default(''),
  addressEn: text('address_en').notNull().default(''),
  /** WhatsApp number in international form without +, e.g. 966500000000. */
  chatNumber: text('chat_number').notNull().default(''),
  /** VAT rate in basis points: 1500 = 15%. */
  taxBasisPoints: integer('tax_basis_points').notNull().default(1500),
  vatNumber: text('vat_number').notNull().default(''),
  sellerNameAr: text('seller_name_ar').notNull().default(''),
  sellerNameEn: text('seller_name_en').notNull().default(''),
  bankNameAr: text('bank_name_ar').notNull().default(''),
  bankNameEn: text('bank_name_en').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
  bankIban: text('bank_iban').notNull().default(''),
  updatedAt: updatedAt(),
});
