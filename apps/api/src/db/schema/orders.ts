import { sql } from 'drizzle-orm';
import {
  check,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ARTWORK_STATUSES, INITIAL_ORDER_STATUS, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@shop/domain';
import { artworkPlacementEnum, artworks } from './artworks.js';
import { products } from './catalogue.js';
import { bytes, createdAt, languageEnum, updatedAt } from './columns.js';
import { customers } from './users.js';

/** 0 = fixed amount off, 1 = percentage off. */
export type CouponType = 0 | 1;

export const artworkStatusEnum = pgEnum('artwork_status', ARTWORK_STATUSES);
/** 0 = bank transfer, 1 = credit card. */
export type PaymentMethod = 0 | 1;

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', ORDER_PAYMENT_STATUSES);

/** A place as it was named when the order was placed. */
export interface PlaceSnapshot {
  id: number;
  nameAr: string;
  nameEn: string;
}

/** The shipping address copied into an order, so later edits never change a placed order. */
export interface OrderAddressSnapshot {
  name: string;
  country: PlaceSnapshot;
  city: PlaceSnapshot;
  area: PlaceSnapshot;
  address: string;
  building: string;
  floor: string;
  apartment: string;
  note: string | null;
  /** The fields below were added later: orders placed before them lack them. */
  receiverName?: string | null;
  receiverPhone?: string | null;
  postalCode?: string | null;
  additionalNumber?: string | null;
  shortAddress?: string | null;
}

/**
 * The buyer as the bill names them, copied from the customer's profile when the order is placed:
 * a profile edited afterwards never changes an issued bill.
 */
export interface OrderBuyerSnapshot {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  companyName: string | null;
  vatNumber: string | null;
}

/** Where a bank-transfer order's total is to be paid, as the settings said when it was placed. */
export interface OrderBankSnapshot {
  nameAr: string;
  nameEn: string;
  account: string;
  iban: string;
}

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-cased; matched case-insensitively. */
    code: text('code').notNull(),
    /** 0 = fixed amount (amount in halalas), 1 = percentage (amount in basis points). */
    type: smallint('type').notNull().$type<CouponType>(),
    amount: integer('amount').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** How many orders of one customer may use it; null: any number. */
    perCustomerLimit: integer('per_customer_limit'),
    /** The least the products it applies to must come to, in halalas; null: no minimum. */
    minOrderHalalas: integer('min_order_halalas'),
    /** Whether it also takes the delivery charge off. */
    freeShipping: boolean('free_shipping').notNull().default(false),
    /**
     * The products and categories (with their subcategories) it applies to; both empty: every
     * product. Ids, not references: a product or category deleted later simply leaves the scope.
     */
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_type_known', sql`${t.type} IN (0, 1)`),
    check('coupons_amount_range', sql`${t.amount} >= 0 AND (${t.type} = 0 OR ${t.amount} <= 10000)`),
    check(
      'coupons_per_customer_limit_positive',
      sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0`,
    ),
    check('coupons_min_order_range', sql`${t.minOrderHalalas} IS NULL OR ${t.minOrderHalalas} >= 0`),
  ],
);

/**
 * How many orders of each customer used a coupon: the per-customer limit is taken from this count
 * by one conditional upsert inside the order's own statement, so two orders at once cannot both
 * take a customer's last use.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.customerId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** Moves only as domain.canMoveOrder allows. */
    status: orderStatusEnum('status').notNull().default(INITIAL_ORDER_STATUS),
    /** 0 = bank transfer, 1 = card */
    paymentMethod: smallint('payment_method').notNull().$type<PaymentMethod>(),
    /** Read from the ledger by domain.paymentStatusOf whenever a capture or refund is written. */
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The ledger's sums (the `payments` rows that went through), kept in the same transaction. */
    capturedHalalas: integer('captured_halalas').notNull().default(0),
    refundedHalalas: integer('refunded_halalas').notNull().default(0),
    /** The customer's language when ordering: the bill link and status mails use it. */
    lang: languageEnum('lang').notNull().default('ar'),
    /** Snapshot of the shipping address with place names in both languages. */
    address: jsonb('address').notNull().$type<OrderAddressSnapshot>(),
    couponCode: text('coupon_code'),
    /** The buyer's own purchase-order number, printed on the bill and the picking sheet. */
    poNumber: text('po_number'),
    /** The buyer's note to the shop (delivery instructions, what the pieces are for). */
    note: text('note'),
    /** The day the buyer asks to have the goods by (the shop's calendar day), if any. */
    requestedDeliveryDate: date('requested_delivery_date', { mode: 'string' }),
    /** Where staff are with the order's logos (null: the order has none): approved before production. */
    artworkStatus: artworkStatusEnum('artwork_status'),
    /** What staff asked the buyer to change in the artwork. */
    artworkNote: text('artwork_note'),
    /** Totals as charged, all halalas: domain.orderTotals at the time of the order. */
    regularHalalas: integer('regular_halalas').notNull(),
    discountedHalalas: integer('discounted_halalas').notNull(),
    discountHalalas: integer('discount_halalas').notNull(),
    couponValueHalalas: integer('coupon_value_halalas').notNull().default(0),
    shippingHalalas: integer('shipping_halalas').notNull().default(0),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    taxHalalas: integer('tax_halalas').notNull(),
    totalHalalas: integer('total_halalas').notNull(),
    /**
     * The tax invoice's parties as they were when the order was placed (docs/decisions.md, A bill
     * is frozen when issued): the seller's names, VAT number and address from the settings, the
     * buyer from the profile, and for a bank transfer the account to pay into.
     */
    sellerNameAr: text('seller_name_ar').notNull().default(''),
    sellerNameEn: text('seller_name_en').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    sellerAddressAr: text('seller_address_ar').notNull().default(''),
    sellerAddressEn: text('seller_address_en').notNull().default(''),
    buyer: jsonb('buyer').notNull().$type<OrderBuyerSnapshot>(),
    /** Null for a card order. */
    bank: jsonb('bank').$type<OrderBankSnapshot>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.code),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The staff's list: filters and sorts newest first, and the order code's search (ILIKE).
    index('orders_status_idx').on(t.status, t.id),
    index('orders_payment_status_idx').on(t.paymentStatus, t.id),
    index('orders_created_idx').on(t.createdAt),
    index('orders_total_idx').on(t.totalHalalas, t.id),
    // The dashboard's bank transfers awaiting staff, counted from the index alone.
    index('orders_unpaid_transfers_idx')
      .on(t.status)
      .where(sql`${t.paymentMethod} = 0 AND ${t.paymentStatus} = 'unpaid'`),
    index('orders_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
    check('orders_payment_method_known', sql`${t.paymentMethod} IN (0, 1)`),
    // Net paid is captures − refunds: never below 0.
    check(
      'orders_refunds_within_captures',
      sql`${t.refundedHalalas} >= 0 AND ${t.refundedHalalas} <= ${t.capturedHalalas}`,
    ),
  ],
);

/** One product of an order, as charged. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productNameAr: text('product_name_ar').notNull(),
    productNameEn: text('product_name_en').notNull(),
    productImage: text('product_image').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceHalalas: integer('unit_price_halalas').notNull(),
    regularPriceHalalas: integer('regular_price_halalas').notNull(),
    lineTotalHalalas: integer('line_total_halalas').notNull(),
    /** The buyer's logo for these pieces and where it goes; null without one. */
    artworkId: integer('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    placement: artworkPlacementEnum('placement'),
    /** The product's logo price per piece when ordered (0: no logo, or one a quote's price covers). */
    logoUnitHalalas: integer('logo_unit_halalas').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** One colour and size of an order line, as charged. */
export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productColorId: integer('product_color_id'),
    colorNameAr: text('color_name_ar').notNull(),
    colorNameEn: text('color_name_en').notNull(),
    colorCode: text('color_code').notNull(),
    productSizeId: integer('product_size_id'),
    sizeName: text('size_name').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_line_items_line_idx').on(t.orderLineId)],
);

/** Card payment providers: the built-in sandbox (default) or Moyasar. */
export const PAYMENT_PROVIDERS = ['sandbox', 'moyasar'] as const;
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
/** Who moved the money of a ledger row: a card provider, or a bank transfer staff recorded. */
export const LEDGER_PROVIDERS = [...PAYMENT_PROVIDERS, 'bank'] as const;
export type LedgerProvider = (typeof LEDGER_PROVIDERS)[number];
/**
 * A capture brings money in (a card payment, a confirmed transfer); a refund gives it back.
 * initiated: a card attempt whose page is open, or a refund asked of the provider and not yet
 * confirmed; paid: a capture that went through; refunded: a refund that went through; failed: a
 * declined or closed attempt, a refused refund, or a transfer confirmation an owner reversed.
 */
export const PAYMENT_KINDS = ['capture', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_ROW_STATUSES = ['initiated', 'paid', 'refunded', 'failed'] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

/**
 * The order's money, a row per movement: every card attempt (paid, failed or still open), every
 * confirmed bank transfer and every refund. Rows are never deleted; a refund names the capture it
 * gives back.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('capture'),
    provider: text('provider', { enum: LEDGER_PROVIDERS }).notNull(),
    /** The provider's id of the payment, invoice or refund, known once the provider has created it. */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's id of the money actually taken (what a refund is asked against). */
    providerCaptureId: text('provider_capture_id'),
    status: text('status', { enum: PAYMENT_ROW_STATUSES }).notNull().default('initiated'),
    amountHalalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    /** The provider's reason for a decline, or why an attempt was closed. */
    failureReason: text('failure_reason'),
    /** A refund: the capture it gives back. */
    refundOf: integer('refund_of'),
    /** Staff's reason for a refund or a reversal; "automatic: …" for the shop's own refunds. */
    reason: text('reason'),
    /** The staff member who recorded it (null: the shopper or the provider). */
    staffId: integer('staff_id'),
    /** When the money moved (capture paid, refund done): the dashboard's periods count from it. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_id_uq').on(t.provider, t.providerPaymentId),
    index('payments_settled_idx')
      .on(t.settledAt)
      .where(sql`${t.settledAt} IS NOT NULL`),
    check('payments_amount_not_negative', sql`${t.amountHalalas} >= 0`),
    check('payments_kind_known', sql`${t.kind} IN ('capture', 'refund')`),
    check('payments_provider_known', sql`${t.provider} IN ('sandbox', 'moyasar', 'bank')`),
    check('payments_status_known', sql`${t.status} IN ('initiated', 'paid', 'refunded', 'failed')`),
  ],
);

/** Provider callbacks and webhooks already handled: a replayed event id is refused. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: paymentProviderEnum('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

/**
 * Transfer receipts customers upload for their bank-transfer orders. Kept in the database, not in
 * the public media storage: only the customer and staff may read one, on any instance, and they
 * are few and small (RECEIPT_MAX_BYTES, RECEIPTS_PER_ORDER).
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Read from the file's first bytes (domain.receiptTypeOf). */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytes('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_receipts_order_idx').on(t.orderId)],
);
