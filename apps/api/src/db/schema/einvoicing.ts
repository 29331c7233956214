import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { orders } from './orders.js';

/** A Saudi national address as the e-invoicing settings keep the seller's. */
export interface StoredNationalAddress {
  street: string;
  buildingNumber: string;
  additionalNumber: string;
  district: string;
  city: string;
  postalCode: string;
}

/** One message of ZATCA's validation results, kept for staff. */
export interface StoredFatooraMessage {
  code: string;
  message: string;
}

/**
 * The shop's e-invoicing registration and onboarding (a single row, id = 1). Secrets (the private
 * key, the CSIDs' secrets) are stored encrypted with EINVOICE_KEY and are never answered by the
 * API nor logged.
 */
export const einvoiceSettings = pgTable(
  'einvoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Documents are issued only once onboarding reached production. */
    enabled: boolean('enabled').notNull().default(false),
    environment: text('environment').notNull().default('simulation'),
    sellerNameAr: text('seller_name_ar').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    crNumber: text('cr_number').notNull().default(''),
    address: jsonb('address').$type<StoredNationalAddress>(),
    branch: text('branch').notNull().default(''),
    industry: text('industry').notNull().default(''),
    /** none → key (key and CSR made) → compliance (compliance CSID) → checked → production. */
    step: text('step').notNull().default('none'),
    privateKeyEncrypted: text('private_key_encrypted'),
    csr: text('csr'),
    complianceToken: text('compliance_token'),
    complianceSecretEncrypted: text('compliance_secret_encrypted'),
    complianceRequestId: text('compliance_request_id'),
    productionToken: text('production_token'),
    productionSecretEncrypted: text('production_secret_encrypted'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('einvoice_settings_single_row', sql`${t.id} = 1`),
    check(
      'einvoice_settings_environment_known',
      sql`${t.environment} IN ('developer-portal', 'simulation', 'production', 'simulator')`,
    ),
    check(
      'einvoice_settings_step_known',
      sql`${t.step} IN ('none', 'key', 'compliance', 'checked', 'production')`,
    ),
  ],
);

/**
 * The head of the shop's document chain (a single row): the last counter (ICV) given and the last
 * document's hash (the next one's PIH). Issuing a document locks this row, so documents issued by
 * parallel orders on several instances get consecutive counters and an unbroken chain.
 */
export const einvoiceChain = pgTable(
  'einvoice_chain',
  {
    id: integer('id').primaryKey().default(1),
    lastCounter: integer('last_counter').notNull().default(0),
    lastHash: text('last_hash').notNull(),
  },
  (t) => [check('einvoice_chain_single_row', sql`${t.id} = 1`)],
);

/**
 * Every e-invoicing document of the shop: requested with the order (or its cancellation or
 * refund) in the same transaction, then signed in the chain's order, then sent. unsigned: waits
 * for its place in the chain; held: cannot be issued as the order stands (`errors` says why);
 * pending: signed, to be sent (at `next_attempt_at`); reported (simplified) or cleared
 * (standard): accepted, maybe with warnings; rejected: refused by ZATCA, which holds back the
 * documents after it until staff act.
 */
export const einvoiceDocuments = pgTable(
  'einvoice_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    form: text('form').notNull(),
    number: text('number').notNull(),
    uuid: uuid('uuid').notNull(),
    /** The chain's fields and the signed document: null while unsigned. */
    counter: integer('counter'),
    previousHash: text('previous_hash'),
    hash: text('hash'),
    xml: text('xml'),
    qr: text('qr'),
    /** The invoice a credit or debit note corrects, and why. */
    correctsDocumentId: integer('corrects_document_id'),
    reason: text('reason'),
    /** A part refund's amount with VAT; null when a note corrects the whole invoice. */
    requestedHalalas: integer('requested_halalas'),
    totalHalalas: integer('total_halalas'),
    vatHalalas: integer('vat_halalas'),
    status: text('status').notNull().default('unsigned'),
    warnings: jsonb('warnings').$type<StoredFatooraMessage[]>().notNull().default([]),
    errors: jsonb('errors').$type<StoredFatooraMessage[]>().notNull().default([]),
    /** The XML ZATCA returned with its stamp, for a cleared standard invoice. */
    clearedXml: text('cleared_xml'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('einvoice_documents_counter_uq').on(t.counter),
    uniqueIndex('einvoice_documents_number_uq').on(t.number),
    uniqueIndex('einvoice_documents_uuid_uq').on(t.uuid),
    index('einvoice_documents_order_idx').on(t.orderId, t.id),
    // The signer's look for documents waiting for their place in the chain, oldest first.
    index('einvoice_documents_unsigned_idx')
      .on(t.id)
      .where(sql`${t.status} = 'unsigned'`),
    // The sender's look for documents due to be sent, in the chain's order.
    index('einvoice_documents_due_idx')
      .on(t.counter)
      .where(sql`${t.status} = 'pending'`),
    check('einvoice_documents_kind_known', sql`${t.kind} IN ('invoice', 'credit-note', 'debit-note')`),
    check('einvoice_documents_form_known', sql`${t.form} IN ('standard', 'simplified')`),
    check(
      'einvoice_documents_status_known',
      sql`${t.status} IN ('unsigned', 'held', 'pending', 'reported', 'cleared', 'rejected')`,
    ),
    check('einvoice_documents_counter_positive', sql`${t.counter} > 0`),
    // A document leaves `unsigned` only with its place in the chain and its signed XML.
    check(
      'einvoice_documents_signed_when_sent',
      sql`${t.status} IN ('unsigned', 'held') OR (${t.counter} IS NOT NULL AND ${t.hash} IS NOT NULL AND ${t.xml} IS NOT NULL)`,
    ),
  ],
);
