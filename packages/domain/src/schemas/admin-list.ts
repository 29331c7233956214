import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { ORDER_PAYMENT_STATUSES } from '../payment';
import { ACTION_REASON_MAX } from '../order-lifecycle';
import { sarAmountField } from './admin-commerce';
import {
  flagField,
  idField,
  intField,
  key,
  optionalBlank,
  optionalText,
  pageField,
  perPageField,
  requiredText,
  searchField,
} from './fields';

/** The rows a staff list answers unless the dashboard asks for another number. */
const ADMIN_PER_PAGE_DEFAULT = 25;

/** Page, rows per page (25 unless set, at most 100) and the search box of every staff list. */
export const adminListBase = () => ({
  page: pageField(),
  per_page: perPageField(ADMIN_PER_PAGE_DEFAULT),
  q: searchField(),
});

/** A list's sort: one of the fields it names (`fallback` unless set) and asc or desc. */
export function adminSortFields<const T extends readonly [string, ...string[]]>(
  fields: T,
  fallback: T[number],
) {
  return {
    sort: optionalBlank(z.enum(fields, { error: key('validation.sortInvalid') })).default(fallback),
    order: sortDirection(),
  };
}

const sortDirection = () =>
  optionalBlank(z.enum(['asc', 'desc'], { error: key('validation.directionInvalid') })).default('asc');

/**
 * The query of the staff lists whose services check the sort field themselves (each names the
 * columns it sorts by); lists may add their own filters.
 */
export const adminListQuerySchema = z.object({
  ...adminListBase(),
  sort: optionalBlank(z.string().regex(/^[a-z_]{1,40}$/, { error: key('validation.sortInvalid') })),
  order: sortDirection(),
});

export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key('validation.dateInvalid') })
  // A real calendar day: Date.parse rolls 2026-02-31 over to March, so the day must read back.
  .refine(
    (v) => {
      const at = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
    },
    { error: key('validation.dateInvalid') },
  )
  .optional();

/** The admin's order list: the common query, plus status, payment status and a range of days. */
export const adminOrderListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: key('validation.invalid') }).optional(),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES, { error: key('validation.invalid') }).optional(),
  /** 0 bank transfer, 1 card. */
  payment_method: optionalBlank(intField('validation.invalid', 0, 1)),
  /** Orders still waiting for their money: not fully paid, and not cancelled (the dashboard's counts). */
  awaiting_payment: optionalBlank(flagField()),
  /** Orders whose money needs an owner: held while cancelled, above the total, or a refund refused. */
  needs_attention: optionalBlank(flagField()),
  /** First and last day (Riyadh calendar days, YYYY-MM-DD), both included. */
  from: dayField,
  to: dayField,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/**
 * Staff move an order to another status of the workflow (domain's decideMove). Shipping an order
 * not yet paid needs `override_reason`: the staff member's word, kept in the audit log.
 */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: key('validation.orderStatusInvalid') }),
  override_reason: optionalText(ACTION_REASON_MAX).optional(),
});
export type OrderStatusChangeInput = z.infer<typeof orderStatusChangeSchema>;

const reasonField = () => requiredText('validation.reasonRequired', ACTION_REASON_MAX);

/** An owner gives back part or all of what an order paid (SAR, more than 0), with the reason. */
export const orderRefundSchema = z.object({
  amount: sarAmountField(10_000_000, 'validation.refundAmountInvalid').refine((halalas) => halalas > 0, {
    error: key('validation.refundAmountInvalid'),
  }),
  reason: reasonField(),
});
export type OrderRefundInput = z.infer<typeof orderRefundSchema>;

/** An owner undoes a bank transfer confirmed in error, with the reason. */
export const paymentReversalSchema = z.object({ reason: reasonField() });
export type PaymentReversalInput = z.infer<typeof paymentReversalSchema>;

const parentFilter = idField().optional();

/** Cities of one country, when `country_id` is given. */
export const cityListQuerySchema = adminListQuerySchema.extend({ country_id: parentFilter });
/** Areas of one city, when `city_id` is given. */
export const areaListQuerySchema = adminListQuerySchema.extend({ city_id: parentFilter });
/** Reviews of one product, when `product_id` is given. */
export const reviewListQuerySchema = adminListQuerySchema.extend({ product_id: parentFilter });
/** Blog posts of one blog category, when `category_id` is given. */
export const blogPostListQuerySchema = adminListQuerySchema.extend({ category_id: parentFilter });
export type BlogPostListQuery = z.infer<typeof blogPostListQuerySchema>;
