import { z } from 'zod';
import { stripInvisible } from '../invisible';
import { ORDER_STATUSES } from '../order-status';
import { ORDER_PAYMENT_STATUSES } from '../payment';
import { idField, key, textInput } from './fields';

/** The most rows an admin list answers at once. */
export const ADMIN_PER_PAGE_MAX = 100;

const pageNumber = (fallback: number, max: number) =>
  z.coerce
    .number({ error: key('validation.invalid') })
    .int({ error: key('validation.invalid') })
    .min(1, { error: key('validation.invalid') })
    .max(max, { error: key('validation.invalid') })
    .default(fallback);

/**
 * The query of every admin list: `page` from 1, `per_page` up to 100, a free-text `q`, and a sort
 * field and direction (each list names the fields it sorts by). Lists may add their own filters.
 */
export const adminListQuerySchema = z.object({
  page: pageNumber(1, 1_000_000),
  per_page: pageNumber(25, ADMIN_PER_PAGE_MAX),
  q: textInput('validation.invalid')
    .pipe(z.string().max(200, { error: key('validation.invalid') }))
    .transform((v) => stripInvisible(v).trim())
    .optional()
    .transform((v) => (v ? v : undefined)),
  sort: z
    .string()
    .regex(/^[a-z_]{1,40}$/, { error: key('validation.invalid') })
    .optional(),
  order: z.enum(['asc', 'desc'], { error: key('validation.invalid') }).default('asc'),
});

export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key('validation.dateInvalid') })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: key('validation.dateInvalid') })
  .optional();

/** The admin's order list: the common query, plus status, payment status and a range of days. */
export const adminOrderListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: key('validation.invalid') }).optional(),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES, { error: key('validation.invalid') }).optional(),
  /** First and last day (Riyadh calendar days, YYYY-MM-DD), both included. */
  from: dayField,
  to: dayField,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** Staff move an order to another status of the workflow (domain's canMoveOrder). */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: key('validation.orderStatusInvalid') }),
});
export type OrderStatusChangeInput = z.infer<typeof orderStatusChangeSchema>;

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
