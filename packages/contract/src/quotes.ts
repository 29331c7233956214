/**
 * Requests for quotation on the wire: the buyer's quotes (account) and staff's (dashboard), and
 * (routes.ts and admin.ts name their routes). Money in SAR; a line's `price` and `total` are null until staff priced it.
 */
import { z } from 'zod';
import { QUOTE_STATUSES, QUOTE_STATUSES_NOW } from '@shop/domain';
import { lineArtworkAnswerSchema, orderCreatedSchema } from './answers';

const id = () => z.number().int().positive();
const sar = () => z.number();
const isoDateTime = () => z.iso.datetime({ offset: true });
const calendarDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A colour of a quote line with its sizes' pieces (ids are the product's colour and sizes). */
export const quoteColorSchema = z.strictObject({
  id: id(),
  name: z.string(),
  color_code: z.string(),
  sizes: z.array(z.strictObject({ id: id(), name: z.string(), quantity: z.number().int().positive() })),
});

/** One product of a quote: its pieces by colour and size, the tier price and staff's price. */
export const quoteLineSchema = z.strictObject({
  id: id(),
  /** The product (null once deleted; the line keeps its name). */
  product_id: id().nullable(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int().positive(),
  /** The shop's tier price of one piece for this quantity when the buyer asked. */
  tier_price: sar(),
  /** Staff's price of one piece; null until priced. */
  price: sar().nullable(),
  /** quantity × price; null until priced. */
  total: sar().nullable(),
  colors: z.array(quoteColorSchema),
  /** The logo to put on these pieces; null without one. */
  artwork: lineArtworkAnswerSchema.nullable(),
});

/** A quote as its buyer reads it. */
export const quoteSchema = z.strictObject({
  id: id(),
  status: z.enum(QUOTE_STATUSES_NOW),
  /** The status in the request's language. */
  status_text: z.string(),
  created_at: isoDateTime(),
  quoted_at: isoDateTime().nullable(),
  wanted_by: calendarDay().nullable(),
  /** The last day the prices hold (the shop's calendar). */
  valid_until: calendarDay().nullable(),
  note: z.string().nullable(),
  changes_note: z.string().nullable(),
  staff_note: z.string().nullable(),
  pieces: z.number().int().nonnegative(),
  /** The pieces at the tier prices. */
  tier_subtotal: sar(),
  /** The pieces at the quoted prices (before shipping and VAT); null until priced. */
  subtotal: sar().nullable(),
  can_accept: z.boolean(),
  can_ask_changes: z.boolean(),
  /** The order placed from it. */
  order: orderCreatedSchema.nullable(),
  lines: z.array(quoteLineSchema),
});
export const quoteSummarySchema = quoteSchema.omit({ lines: true });

export type QuoteLine = z.infer<typeof quoteLineSchema>;
export type Quote = z.infer<typeof quoteSchema>;
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** A quote in staff's list. */
export const adminQuoteRowSchema = z.strictObject({
  id: id(),
  status: z.enum(QUOTE_STATUSES_NOW),
  customer_id: id(),
  customer_name: z.string(),
  company_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  lang: z.enum(['ar', 'en']),
  pieces: z.number().int().nonnegative(),
  tier_subtotal: sar(),
  subtotal: sar().nullable(),
  wanted_by: calendarDay().nullable(),
  valid_until: calendarDay().nullable(),
  created_at: isoDateTime(),
  order: orderCreatedSchema.nullable(),
});

/** One quote as staff price it. */
export const adminQuoteSchema = adminQuoteRowSchema.extend({
  stored_status: z.enum(QUOTE_STATUSES),
  vat_number: z.string().nullable(),
  note: z.string().nullable(),
  changes_note: z.string().nullable(),
  staff_note: z.string().nullable(),
  quoted_at: isoDateTime().nullable(),
  can_price: z.boolean(),
  can_decline: z.boolean(),
  lines: z.array(quoteLineSchema),
});

export type AdminQuoteRow = z.infer<typeof adminQuoteRowSchema>;
export type AdminQuote = z.infer<typeof adminQuoteSchema>;
