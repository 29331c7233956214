/**
 * Every answer of the API, as it travels on the wire (JSON): money in SAR as a number, dates as
 * ISO 8601 strings, names in the request path's language. The API serialises its answers from
 * these schemas (unknown keys never leave the server), the storefront and the end-to-end tests
 * take their types from them, and the API tests parse answers with them.
 *
 * Objects are strict: parsing an answer with an extra or a missing key fails, so a test that
 * parses an answer also checks its exact shape.
 */
import { z } from 'zod';
import { ARTWORK_PLACEMENTS, ARTWORK_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@shop/domain';

const id = () => z.number().int().positive();
const count = () => z.number().int().nonnegative();
/** An amount in SAR with at most two decimals (stored as halalas). */
const sar = () => z.number();
/** A timestamp as JSON carries it: ISO 8601 text. */
const isoDateTime = () => z.iso.datetime({ offset: true });

// ---- Envelopes -----------------------------------------------------------------------------

/** An answer without data: the result of a form, or an error. */
export const messageAnswerSchema = z.strictObject({ message: z.string() });

/** A 422: the failed fields, each with its translated texts ("_" for the body as a whole). */
export const validationErrorAnswerSchema = z.strictObject({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** Every successful GET answers `{ message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.strictObject({ message: z.string(), data });
}

/** A page of a list, numbered from 1; `last_page` is at least 1, also for an empty list. */
export function paged<T extends z.ZodType>(item: T) {
  return z.strictObject({
    data: z.array(item),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: count(),
  });
}

/** An id with a name in the request's language (countries, areas, blog categories, sizes...). */
export const namedItemSchema = z.strictObject({ id: id(), name: z.string() });

// ---- Catalogue -----------------------------------------------------------------------------

/** A colour of a product ("pivot" of product and colour). */
export const productColorSchema = z.strictObject({
  id: id(),
  product_id: id(),
  color_id: id(),
  image: z.string(),
  color_code: z.string(),
  color: namedItemSchema,
});

/** A price tier: `price` SAR per piece for `from`..`to` pieces (inclusive); `to` is null on an open-ended last tier ("200+"). */
export const productTierSchema = z.strictObject({
  id: id(),
  from: z.number().int().positive(),
  to: z.number().int().positive().nullable(),
  price: sar(),
});

/** A product as listing grids and carousels show it. */
export const productCardSchema = z.strictObject({
  id: id(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  hover_image: z.string(),
  category_id: id(),
  category: namedItemSchema,
  is_men: z.boolean(),
  is_women: z.boolean(),
  is_child: z.boolean(),
  /** Average of the visible reviews, two decimals; 0 when there are none. */
  avg_rate: z.number().min(0).max(5),
  rates_count: count(),
  colors_count: count(),
  sizes_count: count(),
  /** The first tier's price in SAR (the regular price); null when the product has no tiers. */
  price: sar().nullable(),
  pivot_colors: z.array(productColorSchema),
  sizes: z.array(namedItemSchema),
  pieces: z.array(productTierSchema),
  /** Whether the product page's answer carries a size chart. */
  has_size_chart: z.boolean(),
  /** SAR per piece for putting the buyer's logo on it; null: not offered in the cart (a quote may ask). */
  logo_price: sar().nullable(),
});

/** A visible review; the reviewer's name and email are masked by the server. */
export const productReviewSchema = z.strictObject({
  id: id(),
  rate: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: isoDateTime(),
  client: z.strictObject({ fname: z.string(), email: z.string() }),
});

export const productPhotoSchema = z.strictObject({ id: id(), product_id: id(), image: z.string() });

/** A size chart: each measurement with its value under each of the product's `sizes`, in their order. */
export const sizeChartSchema = z.strictObject({
  rows: z.array(z.strictObject({ name: z.string(), values: z.array(z.string()) })),
});

/** The product page: the card plus its photos, newest reviews and size chart. */
export const productSchema = productCardSchema.extend({
  photos: z.array(productPhotoSchema),
  rates: z.array(productReviewSchema),
  size_chart: sizeChartSchema.nullable(),
});

/** A category with its active subcategories (`childs`), recursively. */
export interface Category {
  id: number;
  name: string;
  /** The stored Arabic name its canonical URL is written with in both languages. */
  url_name: string;
  desc: string;
  image: string;
  parent_id: number | null;
  /** A "Made in Saudi" (menu) category. */
  is_menu: boolean;
  has_childs: boolean;
  childs: Category[];
}
export const categorySchema: z.ZodType<Category> = z
  .strictObject({
    id: id(),
    name: z.string(),
    url_name: z.string(),
    desc: z.string(),
    image: z.string(),
    parent_id: id().nullable(),
    is_menu: z.boolean(),
    has_childs: z.boolean(),
    get childs() {
      return z.array(categorySchema);
    },
  })
  .meta({ id: 'Category' });

// ---- Content -------------------------------------------------------------------------------

/** An intro slide of the home page, or an item of the about page's vision section. */
export const introSchema = z.strictObject({
  id: id(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
});
export const visionItemSchema = introSchema;

/** The shop's own details; `tax` is the VAT rate in percent (15). */
export const siteSettingsSchema = z.strictObject({
  app_name: z.string(),
  logo: z.string(),
  about: z.string(),
  facebook: z.string(),
  google: z.string(),
  twitter: z.string(),
  vimeo: z.string(),
  instagram: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  chat_number: z.string(),
  tax: z.number().min(0),
  vat_number: z.string(),
  seller_name: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  iban: z.string(),
});

export const pageLinkSchema = z.strictObject({ id: id(), title: z.string(), slug: z.string() });

/** What every storefront page needs: the shop's details, both category trees, pages and slides. */
export const settingsSchema = z.strictObject({
  setting: siteSettingsSchema,
  /** Top-level ordinary categories, each with its subtree. */
  categories: z.array(categorySchema),
  /** Top-level "Made in Saudi" categories, each with its subtree. */
  menuCategories: z.array(categorySchema),
  pages: z.array(pageLinkSchema),
  /** The intro slides under their historical name (same list as `intros`). */
  sloders: z.array(introSchema),
  intros: z.array(introSchema),
});

export const sponsorSchema = z.strictObject({
  id: id(),
  name: z.string(),
  image: z.string(),
  url: z.string(),
});

export const homeSectionSchema = z.strictObject({
  id: id(),
  name: z.string(),
  products: z.array(productCardSchema),
});

export const homeSchema = z.strictObject({
  sections: z.array(homeSectionSchema),
  intros: z.array(introSchema),
  sponsors: z.array(sponsorSchema),
});

/** A static page (about, privacy policy, terms); `content` is HTML. */
export const pageSchema = z.strictObject({
  id: id(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  content: z.string(),
});

/** A blog post; `content` is HTML, `excerpt` its opening words as plain text. */
export const blogPostSchema = z.strictObject({
  id: id(),
  title: z.string(),
  image: z.string(),
  content: z.string(),
  excerpt: z.string(),
  is_featured: z.boolean(),
  created_at: isoDateTime(),
  blog_category_id: id(),
  category: namedItemSchema,
});

export const blogCategorySchema = namedItemSchema;

// ---- Geography -----------------------------------------------------------------------------

export const countrySchema = namedItemSchema;
/** A city with the shipping fee to it in SAR. */
export const citySchema = z.strictObject({ id: id(), name: z.string(), shipping_fee: sar() });
export const areaSchema = namedItemSchema;

// ---- Customer account ----------------------------------------------------------------------

/** The signed-in customer's own details; company and VAT number print on bills as the buyer. */
export const customerProfileSchema = z.strictObject({
  id: id(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string().nullable(),
  vat_number: z.string().nullable(),
});

/**
 * A new session (signup, login): the opaque sign-in token the storefront keeps in the `token`
 * cookie and sends as a bearer header, valid one day. `message` repeats the answer's message
 * (the storefront's signup shows `data.message`).
 */
export const sessionSchema = z.strictObject({
  token: z.string(),
  message: z.string(),
  profile: customerProfileSchema,
});

/**
 * A sign-up's first step: the same answer for every email (a new one is sent a code, a registered
 * one a "you already have an account" mail); `message` repeats the answer's message, where the
 * storefront of SPEC.md reads it. The token comes from signup/confirm.
 */
export const signupStartedSchema = z.strictObject({ message: z.string() });

/** A fresh token after a password change (every earlier session is revoked). */
export const tokenSchema = z.strictObject({ token: z.string() });

/**
 * A confirmed reset code: the single-use reset token (15 minutes) for reset/password, given in both
 * places the storefront reads it (`token` and `otp.token`).
 */
export const resetTokenSchema = z.strictObject({
  token: z.string(),
  otp: z.strictObject({ token: z.string() }),
});

/**
 * An address's receiver (null: the account holder) and its Saudi national address codes (null:
 * not given; an order placed before they existed answers null too).
 */
export const nationalAddressAnswerFields = {
  receiver_name: z.string().nullable(),
  receiver_phone: z.string().nullable(),
  postal_code: z.string().nullable(),
  additional_number: z.string().nullable(),
  short_address: z.string().nullable(),
};

/** A saved delivery address with its places named in the request's language. */
export const savedAddressSchema = z.strictObject({
  id: id(),
  name: z.string(),
  country_id: id(),
  city_id: id(),
  area_id: id(),
  country: namedItemSchema,
  /** The city with its shipping fee (SAR per product of an order). */
  city: z.strictObject({ id: id(), name: z.string(), shipping_fee: sar() }),
  area: namedItemSchema,
  address: z.string(),
  building: z.string(),
  floor: z.string(),
  apartment: z.string(),
  ...nationalAddressAnswerFields,
  note: z.string().nullable(),
});

/**
 * A usable coupon: type '0' takes `amount` SAR off, type '1' takes `amount` percent off, from the
 * products it applies to (`product_ids`; null: every product) when they come to at least
 * `min_order` SAR (null: no minimum); `free_shipping` also takes the delivery charge off.
 */
export const couponSchema = z.strictObject({
  code: z.string(),
  type: z.enum(['0', '1']),
  amount: z.number().nonnegative(),
  product_ids: z.array(z.number().int()).nullable(),
  min_order: z.number().nonnegative().nullable(),
  free_shipping: z.boolean(),
});

// ---- Orders --------------------------------------------------------------------------------

/** A size of an ordered colour, as charged: one row of the bill. */
export const orderSizeSchema = z.strictObject({
  /** The product's size id at the time of the order (null once staff removed that size). */
  id: id().nullable(),
  name: z.string(),
  /**
   * The size's place in the product's list of sizes now (0 first: S before M before L), for a
   * list of every colour's sizes in that order; null once staff removed the size.
   */
  position: z.number().int().nonnegative().nullable(),
  quantity: z.number().int().positive(),
  /** quantity × the line's `price`: the row's amount (the rows of a line add up to its `total`). */
  total: sar(),
});

/** A colour of an ordered product, as charged. */
export const orderColorSchema = z.strictObject({
  /** The product's colour id at the time of the order (null once staff removed it). */
  id: id().nullable(),
  name: z.string(),
  color_code: z.string(),
  sizes: z.array(orderSizeSchema),
});

/** A line's logo: the buyer's artwork (its file and preview under artworks/{id}) and where it goes. */
export const lineArtworkAnswerSchema = z.strictObject({
  id: id(),
  placement: z.enum(ARTWORK_PLACEMENTS),
  content_type: z.string(),
  has_preview: z.boolean(),
});
export type LineArtwork = z.infer<typeof lineArtworkAnswerSchema>;

/**
 * An ordered product as charged: `price` is the tier price per piece paid (also as `piece.price`,
 * the storefront's historical name), `regular_price` the first tier's, `total` = quantity × price;
 * with a logo charged per piece, `logo_total` = quantity × `logo_price` beside it.
 */
export const orderLineSchema = z.strictObject({
  /** The product's id (null once the product was deleted; the line keeps its name and prices). */
  id: id().nullable(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int().positive(),
  price: sar(),
  regular_price: sar(),
  total: sar(),
  piece: z.strictObject({ price: sar() }),
  colors: z.array(orderColorSchema),
  /** The logo on these pieces; null without one. */
  artwork: lineArtworkAnswerSchema.nullable(),
  /** SAR per piece charged for the logo (0: none, or a quote's price covers it). */
  logo_price: sar(),
  logo_total: sar(),
});

/**
 * An order as the account's list shows it, with its bill's figures (SAR, the domain's
 * billFigures): subtotal = Σ of the lines' `total` and `logo_total` (`logos`);
 * subtotal − coupon_value + shipping + tax = total. `regular` (the pieces at the first tier's
 * price) and `discount` (regular − subtotal, the quantity saving already inside the line prices)
 * are information: nothing subtracts them again.
 */
export const orderSummarySchema = z.strictObject({
  id: id(),
  code: z.string(),
  created_at: isoDateTime(),
  status: z.enum(ORDER_STATUSES),
  /** The status in the request's language. */
  status_text: z.string(),
  /** 0 bank transfer, 1 card. */
  payment_method: z.union([z.literal(0), z.literal(1)]),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  /** A card order still unpaid and not cancelled: the account offers to pay it again. */
  can_pay: z.boolean(),
  items_count: count(),
  regular: sar(),
  subtotal: sar(),
  discount: sar(),
  /** Σ the lines' logo charges (inside the subtotal). */
  logos: sar(),
  coupon_code: z.string().nullable(),
  /** The buyer's own purchase-order number, as given at checkout. */
  po_number: z.string().nullable(),
  coupon_value: sar(),
  shipping: sar(),
  /** VAT rate in percent at the time of the order. */
  tax_rate: z.number().nonnegative(),
  tax: sar(),
  total: sar(),
  /** What was given back to the customer (refunds that went through), SAR. */
  refunded: sar(),
  products: z.array(orderLineSchema),
});

/** A place of an order's address as it was named when ordering. */
const orderPlaceSchema = namedItemSchema;

/** A transfer receipt the customer uploaded (its file is read at /orders/:id/receipts/:receipt_id). */
export const orderReceiptSchema = z.strictObject({
  id: id(),
  /** image/jpeg, image/png, image/webp or application/pdf, read from the file itself. */
  content_type: z.string(),
  byte_size: z.number().int(),
  created_at: isoDateTime(),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/** A buyer's logo artwork as uploaded: its type read from the file, and whether it has a preview. */
export const artworkSchema = z.strictObject({
  id: id(),
  /** image/png, image/jpeg, image/webp, image/svg+xml or application/pdf. */
  content_type: z.string(),
  byte_size: z.number().int(),
  /** Whether GET artworks/{id}/preview has a picture (a PDF may have none). */
  has_preview: z.boolean(),
  created_at: isoDateTime(),
});
export type Artwork = z.infer<typeof artworkSchema>;

/**
 * The bill: the order with its buyer, delivery address, seller, bank details and ZATCA QR, all as
 * stored when the order was placed (later profile or settings edits never change them).
 */
export const orderDetailSchema = orderSummarySchema.extend({
  paid_at: isoDateTime().nullable(),
  /** The buyer's note to the shop, as given at checkout. */
  note: z.string().nullable(),
  /** The day the buyer asked to have the goods by (YYYY-MM-DD), if any. */
  requested_delivery_date: z.string().nullable(),
  /** Where staff are with the order's logos (null: none); what they asked to change. */
  artwork_status: z.enum(ARTWORK_STATUSES).nullable(),
  artwork_note: z.string().nullable(),
  address: z.strictObject({
    name: z.string(),
    country: orderPlaceSchema,
    city: orderPlaceSchema,
    area: orderPlaceSchema,
    address: z.string(),
    building: z.string(),
    floor: z.string(),
    apartment: z.string(),
    ...nationalAddressAnswerFields,
    note: z.string().nullable(),
  }),
  customer: z.strictObject({
    fname: z.string(),
    lname: z.string(),
    email: z.string(),
    phone: z.string(),
    company_name: z.string().nullable(),
    vat_number: z.string().nullable(),
  }),
  seller: z.strictObject({ name: z.string(), vat_number: z.string(), address: z.string() }),
  /** Where to transfer a bank-transfer order's total; null for card orders. */
  bank: z.strictObject({ bank_name: z.string(), bank_account: z.string(), iban: z.string() }).nullable(),
  /**
   * The bill's QR payload (base64 TLV): ZATCA's phase 2 QR of the signed e-invoice (seller, VAT
   * number, time, total, VAT, hash, signature, public key and, for simplified invoices, the
   * certificate's signature) once it is signed; the phase 1 QR (the first five) before that or
   * without e-invoicing.
   */
  zatca_qr: z.string(),
  /**
   * The order's e-invoice with ZATCA, when the shop issues them: its form (standard for a buyer
   * with a VAT number, simplified otherwise) and where it is (a standard invoice is final only
   * once cleared).
   */
  einvoice: z
    .strictObject({
      form: z.enum(['standard', 'simplified']),
      status: z.enum(['unsigned', 'held', 'pending', 'reported', 'cleared', 'rejected']),
    })
    .nullable(),
  /** Transfer receipts the customer uploaded, oldest first. */
  receipts: z.array(orderReceiptSchema),
});

/** A placed order: its id (the bill is /bill/{id}) and code. */
export const orderCreatedSchema = z.strictObject({ id: id(), code: z.string() });

/** Where to send the shopper to pay a card order: the provider's hosted payment page. */
export const paymentRedirectSchema = z.strictObject({ redirect_url: z.string() });

// ---- Staff uploads -------------------------------------------------------------------------

/**
 * An image staff uploaded, stored as WebP in every width of its kind: `url` is the 640 px file
 * (the value image columns store), `srcset` lists every width (`srcSetOf`), `width` and `height`
 * are the 640 px file's pixels (for the `<img>` attributes).
 */
export const uploadedImageSchema = z.strictObject({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

// ---- Operations ----------------------------------------------------------------------------

export const healthSchema = z.strictObject({
  status: z.enum(['ok', 'error', 'draining']),
  database: z.enum(['pglite', 'postgres']),
});

// ---- Types ---------------------------------------------------------------------------------

export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
export type ValidationErrorAnswer = z.infer<typeof validationErrorAnswerSchema>;
export interface Envelope<T> {
  message: string;
  data: T;
}
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
export type NamedItem = z.infer<typeof namedItemSchema>;
export type ProductColor = z.infer<typeof productColorSchema>;
export type ProductTier = z.infer<typeof productTierSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;
export type ProductReview = z.infer<typeof productReviewSchema>;
export type ProductPhoto = z.infer<typeof productPhotoSchema>;
export type Product = z.infer<typeof productSchema>;
export type Intro = z.infer<typeof introSchema>;
export type VisionItem = Intro;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type PageLink = z.infer<typeof pageLinkSchema>;
export type Settings = z.infer<typeof settingsSchema>;
export type Sponsor = z.infer<typeof sponsorSchema>;
export type HomeSection = z.infer<typeof homeSectionSchema>;
export type Home = z.infer<typeof homeSchema>;
export type Page = z.infer<typeof pageSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type BlogCategory = NamedItem;
export type Country = NamedItem;
export type City = z.infer<typeof citySchema>;
export type Area = NamedItem;
export type Health = z.infer<typeof healthSchema>;
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type ResetToken = z.infer<typeof resetTokenSchema>;
export type SignupStarted = z.infer<typeof signupStartedSchema>;
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type SizeChart = z.infer<typeof sizeChartSchema>;
export type OrderSize = z.infer<typeof orderSizeSchema>;
export type OrderColor = z.infer<typeof orderColorSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderCreated = z.infer<typeof orderCreatedSchema>;
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
