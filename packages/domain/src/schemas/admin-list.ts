import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { ORDER_PAYMENT_STATUSES } from '../payment';
import { QUOTE_STATUSES } from '../quote';
import { ACTION_REASON_MAX } from '../order-lifecycle';
import { sarAmountField } from './admin-commerce';
import {
  flagField,
  idField,
  intField,
  key,
  optionalBlank,
  calendarDayField,
  optionalText,
  pageField,
  perPageField,
  requiredText,
  searchField,
  textInput,
} from './fields';

/**
 * An exact-match filter of a staff list (the audit log's entity or record id): one line under the
 * text rule, at most `max` characters; blank is unset. A NUL, which PostgreSQL cannot compare,
 * never reaches the query.
 */
export const adminFilterField = (max: number) =>
  optionalBlank(
    textInput('validation.invalid').pipe(
      z
        .string()
        .trim()
        .max(max, { error: key('validation.tooLong') }),
    ),
  );

/** The most records one list request may name by id: a page's worth (per_page's own bound). */
export const ADMIN_IDS_MAX = 100;

/**
 * `ids=3,8,21`: only the records with these ids, so the dashboard reads the records a page refers
 * to in one request (react-admin's getMany). Every id must be a database id, else the whole filter
 * is refused on `ids` (idInvalid), and at most ADMIN_IDS_MAX may be named (idsTooMany): a
 * malformed request is a mistake to report. An id that names no record is not: it is simply absent
 * from the answer, as a record deleted a moment ago would be. Blank is unset.
 */
export const adminIdsFilter = () => ({
  ids: optionalBlank(
    z.string({ error: key('validation.idInvalid') }).transform((text, ctx) => {
      const parts = text.split(',');
      if (parts.length > ADMIN_IDS_MAX) {
        ctx.addIssue({ code: 'custom', message: key('validation.idsTooMany') });
        return z.NEVER;
      }
      const ids: number[] = [];
      for (const part of parts) {
        const parsed = idField().safeParse(part);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: key('validation.idInvalid') });
          return z.NEVER;
        }
        ids.push(parsed.data);
      }
      return ids;
    }),
  ),
});

/** The rows a staff list answers unless the dashboard asks for another number. */
const ADMIN_PER_PAGE_DEFAULT = 25;

/** Page, rows per page (25 unless set, at most 100) and the search box of every staff list. */
export const adminListBase = () => ({
  page: pageField(),
  per_page: perPageField(ADMIN_PER_PAGE_DEFAULT),
  q: searchField(),
});

/**
 * A list's sort: one of the fields it names (`fallback` unless set) and asc or desc. A z.enum
 * checks membership in its own values, so a name every object inherits (`__proto__`,
 * `constructor`, `toString`) is refused like any other unknown field (sortInvalid), never looked up.
 */
export function adminSortFields<const T extends readonly [string, ...string[]]>(
  fields: T,
  fallback: T[number],
) {
  return {
    sort: optionalBlank(z.enum(fields, { error: key('validation.sortInvalid') })).default(fallback),
    order: sortDirection(),
  };
}

/**
 * The sort of a list whose default order is its own (newest first, unhandled first…): `id` or one
 * of the columns it names, or nothing. Every list sorts by id, the column react-admin falls back to.
 */
export function adminSortBy<const T extends readonly string[]>(...fields: T) {
  const names = ['id', ...fields] as const as readonly ['id', ...T];
  return {
    sort: optionalBlank(z.enum(names, { error: key('validation.sortInvalid') })),
    order: sortDirection(),
  };
}

const sortDirection = () =>
  optionalBlank(z.enum(['asc', 'desc'], { error: key('validation.directionInvalid') })).default('asc');

/**
 * The query of a staff list that sorts by id only; lists extend it with their own columns
 * (adminSortBy) and filters. An unknown sort field is refused with sortInvalid, never ignored:
 * a list that silently kept its own order would look sorted when it is not.
 */
export const adminListQuerySchema = z.object({
  ...adminListBase(),
  ...adminSortBy(),
});

export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

const dayField = calendarDayField().optional();

/** The admin's order list: the common query, plus status, payment status and a range of days. */
export const adminOrderListQuerySchema = adminListQuerySchema.extend({
  ...adminSortBy('created_at', 'total', 'status', 'code'),
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

/** Staff's list of quote requests, newest first: search by customer name, email or company. */
export const adminQuoteListQuerySchema = adminListQuerySchema.extend({
  ...adminSortBy('created_at', 'status'),
  status: z.enum(QUOTE_STATUSES, { error: key('validation.invalid') }).optional(),
});
export type AdminQuoteListQuery = z.infer<typeof adminQuoteListQuerySchema>;

/**
 * Staff move an order to another status of the workflow (domain's decideMove). Shipping an order
 * not yet paid needs `override_reason`: the staff member's word, kept in the audit log.
 */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: key('validation.orderStatusInvalid') }),
  override_reason: optionalText(ACTION_REASON_MAX).optional(),
});
export type OrderStatusChangeInput = z.infer<typeof orderStatusChangeSchema>;

/**
 * Staff move a batch of orders (ticked in the list) to one status. No unpaid-shipment override:
 * that exception is taken one order at a time, with its reason.
 */
export const orderStatusBatchSchema = z.object({
  ids: z
    .array(idField(), { error: key('validation.idInvalid') })
    .min(1, { error: key('validation.idInvalid') })
    .max(ADMIN_IDS_MAX, { error: key('validation.idsTooMany') })
    .transform((ids) => [...new Set(ids)]),
  status: orderStatusChangeSchema.shape.status,
});
export type OrderStatusBatchInput = z.infer<typeof orderStatusBatchSchema>;

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

/**
 * The queries of the staff lists, each with the columns it sorts by (the columns a screen lets
 * staff click, and those of the API's own default orders).
 */
export const staffListQuerySchema = adminListQuerySchema.extend(
  adminSortBy('name', 'email', 'role', 'created_at', 'last_login_at'),
);
export const countryListQuerySchema = adminListQuerySchema.extend({
  ...adminIdsFilter(),
  ...adminSortBy('code', 'name_ar', 'name_en', 'sort_order'),
});
/** Cities of one country, when `country_id` is given. */
export const cityListQuerySchema = adminListQuerySchema.extend({
  ...adminIdsFilter(),
  country_id: parentFilter,
  ...adminSortBy('name_ar', 'name_en', 'sort_order', 'shipping_fee', 'country_id'),
});
/** Areas of one city, when `city_id` is given. */
export const areaListQuerySchema = adminListQuerySchema.extend({
  ...adminIdsFilter(),
  city_id: parentFilter,
  ...adminSortBy('name_ar', 'name_en', 'sort_order', 'city_id'),
});
export const couponListQuerySchema = adminListQuerySchema.extend(
  adminSortBy('code', 'created_at', 'used_count', 'ends_at'),
);
export const customerListQuerySchema = adminListQuerySchema.extend(
  adminSortBy('created_at', 'email', 'fname', 'orders_count'),
);
/** Reviews of one product, when `product_id` is given. */
export const reviewListQuerySchema = adminListQuerySchema.extend({
  product_id: parentFilter,
  ...adminSortBy('rate', 'created_at', 'is_hidden'),
});
export const subscriberListQuerySchema = adminListQuerySchema.extend(adminSortBy('email', 'created_at'));
export const contactMessageListQuerySchema = adminListQuerySchema.extend(adminSortBy('created_at', 'email'));
export const mailListQuerySchema = adminListQuerySchema.extend(adminSortBy('created_at', 'to', 'status'));
/** Lists shown in staff's own order (sponsors, slides, vision items, home sections). */
export const orderedListQuerySchema = adminListQuerySchema.extend(adminSortBy('sort_order'));
export const blogCategoryListQuerySchema = adminListQuerySchema.extend({
  ...adminIdsFilter(),
  ...adminSortBy('sort_order', 'name_ar', 'name_en'),
});
/** Blog posts of one blog category, when `category_id` is given. */
export const blogPostListQuerySchema = adminListQuerySchema.extend({
  category_id: parentFilter,
  ...adminSortBy('created_at', 'title_ar', 'title_en'),
});

export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
export type CountryListQuery = z.infer<typeof countryListQuerySchema>;
export type CityListQuery = z.infer<typeof cityListQuerySchema>;
export type AreaListQuery = z.infer<typeof areaListQuerySchema>;
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
export type OrderedListQuery = z.infer<typeof orderedListQuerySchema>;
export type BlogCategoryListQuery = z.infer<typeof blogCategoryListQuerySchema>;
export type BlogPostListQuery = z.infer<typeof blogPostListQuerySchema>;
