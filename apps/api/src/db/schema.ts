/**
 * The shop's database schema (Drizzle, pg-core). One schema for PGlite and PostgreSQL.
 *
 * Conventions (DESIGN.md section 4):
 * - Money is integer halalas, in columns ending in `_halalas`.
 * - Bilingual text sits in `_ar` / `_en` column pairs; the API answers the path's language.
 * - `search_text` columns hold domain's normalised search text, written at save time.
 * - Image columns hold the URL of the 640 px file, `/media/{key}-640.webp`; the files live as
 *   `DATA_DIR/uploads/{key}-{width}.webp` (widths in src/media) and are served under `/media/`.
 * - Percentages are stored in basis points (1500 = 15%) so they stay integers.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- settings
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
  bankName: text('bank_name').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
  bankIban: text('bank_iban').notNull().default(''),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- catalogue
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descAr: text('desc_ar').notNull().default(''),
    descEn: text('desc_en').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Menu categories ("Made in Saudi") group brands / factories in the header drawer. */
    isMenu: boolean('is_menu').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** Sanitised HTML. */
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    image: text('image').notNull().default(''),
    hoverImage: text('hover_image').notNull().default(''),
    isMen: boolean('is_men').notNull().default(false),
    isWomen: boolean('is_women').notNull().default(false),
    isChild: boolean('is_child').notNull().default(false),
    /** Average of visible reviews, kept in step when reviews change (0 when none). */
    avgRate: real('avg_rate').notNull().default(0),
    ratesCount: integer('rates_count').notNull().default(0),
    /** domain.normaliseSearch(name_ar + name_en + description text). */
    searchText: text('search_text').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Listing order is (sort_order, id): these let a page be read in index order, not sorted.
    index('products_category_idx').on(t.categoryId, t.sortOrder, t.id),
    index('products_listing_idx').on(t.isActive, t.sortOrder, t.id),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_photos_product_idx').on(t.productId, t.sortOrder)],
);

/** A named colour (shared across products). */
export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  code: text('code').notNull(),
});

/** A colour offered for one product: the API's `pivot_colors[]`; its id is the selection's color_id. */
export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'restrict' }),
    colorCode: text('color_code').notNull(),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_colors_product_idx').on(t.productId, t.sortOrder)],
);

/** A size offered for one product: the API's `sizes[]`; its id is the selection's size_id. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId, t.sortOrder)],
);

/** Price tiers (the API's `pieces[]`): contiguous, non-overlapping ranges of total pieces. */
export const priceTiers = pgTable(
  'price_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fromQty: integer('from_qty').notNull(),
    toQty: integer('to_qty').notNull(),
    priceHalalas: integer('price_halalas').notNull(),
  },
  (t) => [index('price_tiers_product_idx').on(t.productId, t.fromQty)],
);

// ---------------------------------------------------------------- customers
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_email_uq').on(t.email)],
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

// ---------------------------------------------------------------- geography and addresses
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
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

// ---------------------------------------------------------------- coupons and orders
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-cased; matched case-insensitively. */
    code: text('code').notNull(),
    /** 0 = fixed amount (amount in halalas), 1 = percentage (amount in basis points). */
    type: smallint('type').notNull(),
    amount: integer('amount').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.code)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** pending | on_hold | processing | completed | cancelled */
    status: text('status').notNull().default('pending'),
    /** 0 = bank transfer, 1 = card */
    paymentMethod: smallint('payment_method').notNull(),
    /** unpaid | paid | refunded */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** Snapshot of the shipping address with place names in both languages. */
    address: jsonb('address').notNull(),
    couponCode: text('coupon_code'),
    /** Totals as charged (DESIGN.md 5.1), all halalas. */
    regularHalalas: integer('regular_halalas').notNull(),
    discountedHalalas: integer('discounted_halalas').notNull(),
    discountHalalas: integer('discount_halalas').notNull(),
    couponValueHalalas: integer('coupon_value_halalas').notNull().default(0),
    shippingHalalas: integer('shipping_halalas').notNull().default(0),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    taxHalalas: integer('tax_halalas').notNull(),
    totalHalalas: integer('total_halalas').notNull(),
    /** Seller snapshot for the tax invoice. */
    sellerNameAr: text('seller_name_ar').notNull().default(''),
    sellerNameEn: text('seller_name_en').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.code),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
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

// ---------------------------------------------------------------- reviews
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
  ],
);

// ---------------------------------------------------------------- messages and mail
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('ar'),
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
  lang: text('lang').notNull().default('ar'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every mail the shop sends; kept (and readable by staff) when no SMTP_URL is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull().default(''),
  /** queued | sent | failed | kept */
  status: text('status').notNull().default('queued'),
  error: text('error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- staff
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** owner | manager | editor | support */
    role: text('role').notNull().default('manager'),
    isActive: boolean('is_active').notNull().default(true),
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

// ---------------------------------------------------------------- content
export const homeSections = pgTable('home_sections', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const homeSectionProducts = pgTable(
  'home_section_products',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => homeSections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.productId] })],
);

/** Hero slides of the home page (also the settings payload's `sloders` and `intros`). */
export const introSlides = pgTable('intro_slides', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  /** Sanitised HTML. */
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().default(''),
  image: text('image').notNull(),
  url: text('url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised HTML. */
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull(),
    image: text('image').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_category_idx').on(t.categoryId, t.createdAt),
    index('blog_posts_created_idx').on(t.createdAt),
  ],
);

/** Static pages: id 1 about, 2 privacy policy, 3 terms (SPEC.md section 7). */
export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  /** Sanitised HTML. */
  contentAr: text('content_ar').notNull(),
  contentEn: text('content_en').notNull(),
  image: text('image').notNull().default(''),
  updatedAt: updatedAt(),
});

export const aboutVisionItems = pgTable('about_vision_items', {
  id: serial('id').primaryKey(),
  image: text('image').notNull().default(''),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  /** Sanitised HTML. */
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

// ---------------------------------------------------------------- infrastructure
/** Idempotency-Key records for order creation (DESIGN.md 5.12), kept 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
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
