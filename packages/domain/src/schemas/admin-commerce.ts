import { z } from 'zod';
import { normaliseCouponCode } from '../coupon';
import { parseSar } from '../money';
import { idField, intField, key, nameText, textInput } from './fields';
import type { ValidationKey } from './messages';

/**
 * Schemas of the admin's commerce forms: places with their shipping fees, coupons, and the
 * switches staff flip on customers, reviews and contact messages. Amounts are typed in SAR (or
 * percent) and stored as halalas (or basis points). Messages are translation keys (messages.ts).
 */

/** A SAR amount of 0 or more, at most 2 decimals, Arabic digits accepted → halalas. */
export function sarAmountField(max = 10_000_000, message: ValidationKey = 'validation.amountInvalid') {
  return z.union([z.number(), textInput(message)], { error: key(message) }).transform((v, ctx) => {
    const halalas = parseSar(v);
    const decimals = String(v).split(/[.\u066B]/)[1] ?? '';
    if (halalas === null || halalas > max * 100 || decimals.trim().length > 2) {
      ctx.addIssue({ code: 'custom', message: key(message) });
      return z.NEVER;
    }
    return halalas;
  });
}

/** A whole sort position (lists are shown in this order). */
export const sortOrderField = intField('validation.sortOrderInvalid', 0, 1_000_000).default(0);

const names = {
  name_ar: nameText('validation.nameArRequired'),
  name_en: nameText('validation.nameEnRequired'),
};

export const countryInputSchema = z.object({
  code: textInput('validation.countryCodeInvalid')
    .pipe(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, { error: key('validation.countryCodeInvalid') }),
    )
    .transform((v) => v.toUpperCase()),
  ...names,
  sort_order: sortOrderField,
});
export type CountryInput = z.infer<typeof countryInputSchema>;

export const cityInputSchema = z.object({
  country_id: idField(),
  ...names,
  /** SAR; 0 is free shipping. */
  shipping_fee: sarAmountField(100_000),
  sort_order: sortOrderField,
});
export type CityInput = z.infer<typeof cityInputSchema>;

export const areaInputSchema = z.object({
  city_id: idField(),
  ...names,
  sort_order: sortOrderField,
});
export type AreaInput = z.infer<typeof areaInputSchema>;

const dateTimeField = z
  .union([textInput('validation.dateTimeInvalid'), z.null()], { error: key('validation.dateTimeInvalid') })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return null;
    const at = new Date(v);
    if (Number.isNaN(at.getTime()) || at.getFullYear() < 2000 || at.getFullYear() > 2200) {
      ctx.addIssue({ code: 'custom', message: key('validation.dateTimeInvalid') });
      return z.NEVER;
    }
    return at;
  });

/**
 * A coupon: type 0 takes `amount` SAR off, type 1 takes `amount` percent off. Codes are stored as
 * the storefront compares them (upper case, trimmed).
 */
/** A usage limit: a whole number of 1 or more, or empty for none. */
function optionalLimit() {
  return z
    .union([z.null(), z.literal(''), intField('validation.usageLimitInvalid', 1, 100_000_000)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
}

/** The products or categories a coupon is limited to: distinct ids, none meaning no limit. */
function scopeIds() {
  return z
    .array(idField(), { error: key('validation.invalid') })
    .max(COUPON_SCOPE_MAX, { error: key('validation.scopeTooMany') })
    .default([])
    .transform((ids) => [...new Set(ids)]);
}

/** How many products or categories one coupon may name. */
export const COUPON_SCOPE_MAX = 500;

export const couponInputSchema = z
  .object({
    code: textInput('validation.couponCodeInvalid')
      .transform(normaliseCouponCode)
      .pipe(z.string().regex(/^[A-Z0-9_-]{3,32}$/, { error: key('validation.couponCodeInvalid') })),
    type: z.coerce
      .number({ error: key('validation.couponTypeInvalid') })
      .pipe(z.union([z.literal(0), z.literal(1)], { error: key('validation.couponTypeInvalid') })),
    amount: z.union([z.number(), textInput('validation.amountInvalid')], {
      error: key('validation.amountInvalid'),
    }),
    starts_at: dateTimeField,
    ends_at: dateTimeField,
    usage_limit: optionalLimit(),
    per_customer_limit: optionalLimit(),
    /** SAR the products it applies to must come to; empty: no minimum. */
    min_order: z
      .union([z.null(), z.literal(''), sarAmountField()], { error: key('validation.amountInvalid') })
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
    free_shipping: z.boolean({ error: key('validation.invalid') }).default(false),
    product_ids: scopeIds(),
    category_ids: scopeIds(),
    is_active: z.boolean({ error: key('validation.invalid') }).default(true),
  })
  .transform((v, ctx) => {
    // Fixed amounts are halalas; percentages are basis points (12.5 % → 1250), at most 100 %.
    const parsed = (v.type === 0 ? sarAmountField() : sarAmountField(100)).safeParse(v.amount);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: key(v.type === 0 ? 'validation.amountInvalid' : 'validation.percentInvalid'),
      });
      return z.NEVER;
    }
    // A coupon that takes nothing off and gives no free delivery would only confuse its buyer.
    if (parsed.data === 0 && !v.free_shipping) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: key('validation.couponGivesNothing') });
      return z.NEVER;
    }
    if (v.starts_at && v.ends_at && v.ends_at <= v.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: key('validation.endsBeforeStart') });
      return z.NEVER;
    }
    // One customer cannot use it more often than everyone together may.
    if (v.usage_limit !== null && v.per_customer_limit !== null && v.per_customer_limit > v.usage_limit) {
      ctx.addIssue({
        code: 'custom',
        path: ['per_customer_limit'],
        message: key('validation.perCustomerOverTotal'),
      });
      return z.NEVER;
    }
    return { ...v, amount: parsed.data };
  });
export type CouponInput = z.infer<typeof couponInputSchema>;

/** Staff disable a customer account (its sessions end) or enable it again. */
export const customerStatusSchema = z.object({
  is_active: z.boolean({ error: key('validation.invalid') }),
});

/** Staff hide a review from the storefront or show it again. */
export const reviewVisibilitySchema = z.object({
  is_hidden: z.boolean({ error: key('validation.invalid') }),
});

/** Staff mark a contact message handled, or not yet. */
export const contactHandledSchema = z.object({
  handled: z.boolean({ error: key('validation.invalid') }),
});
