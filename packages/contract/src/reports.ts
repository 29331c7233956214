/**
 * The staff's reports on the wire (admin.ts names their routes). Every amount is SAR and counts
 * money as the dashboard's sales figures do: each capture settled in a period adds its amount,
 * each refund settled in it takes its amount off, whatever day the order was placed; the VAT and
 * shipping inside are each movement's share of its order's. Periods are the shop's calendar days
 * (Riyadh), weeks from Sunday, or months, named by their first day.
 */
import { z } from 'zod';
import { REPORT_GROUPS } from '@shop/domain';

const calendarDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const sar = () => z.number();
const count = () => z.number().int();

/** Money received over a stretch of days. */
export const salesFiguresSchema = z.strictObject({
  /** Orders with a capture settled in the stretch. */
  orders: count(),
  /** Pieces paid for: each order's pieces × its share received (a whole refund takes them off). */
  pieces: count(),
  /** Captures − refunds; VAT and shipping inside. */
  received: sar(),
  vat: sar(),
  shipping: sar(),
  /** What the goods brought: received − VAT − shipping. */
  net_sales: sar(),
});

/** A named share of the goods' sales (a product, a category). */
const salesShareSchema = z.strictObject({
  /** Null: the product or category was deleted since, or the product had no category. */
  id: z.number().int().nullable(),
  name: z.string(),
  pieces: count(),
  net_sales: sar(),
});

export const adminSalesReportSchema = z.strictObject({
  from: calendarDay(),
  to: calendarDay(),
  group: z.enum(REPORT_GROUPS),
  /** The range of the same length just before, which the figures are compared with. */
  previous: z.strictObject({ from: calendarDay(), to: calendarDay() }),
  totals: salesFiguresSchema,
  previous_totals: salesFiguresSchema,
  /** Every period of the range, oldest first, even when nothing was received in it. */
  periods: z.array(
    salesFiguresSchema.extend({
      /** The period's first day (a period at either end of the range may be partly outside it). */
      start: calendarDay(),
      /** What was received in the same days of the previous range. */
      previous_received: sar(),
    }),
  ),
  /** Products by net sales, most first (the staff's language; the name the order kept). */
  products: z.array(salesShareSchema),
  /** Categories by net sales, most first: a product counts in its category today. */
  categories: z.array(salesShareSchema),
  /** Cities the orders were shipped to, by amount received, most first. */
  cities: z.array(
    z.strictObject({ id: z.number().int().nullable(), name: z.string(), orders: count(), received: sar() }),
  ),
});
export type AdminSalesReport = z.infer<typeof adminSalesReportSchema>;

/** VAT on the money of a stretch of days, for the accountant's return. */
export const vatFiguresSchema = z.strictObject({
  /** Captures: the amount with VAT, the amount without it, and the VAT. */
  sales_total: sar(),
  sales_taxable: sar(),
  sales_vat: sar(),
  /** Refunds, as positive amounts: with VAT, without it, and the VAT given back. */
  refunds_total: sar(),
  refunds_taxable: sar(),
  refunds_vat: sar(),
  /** sales_vat − refunds_vat. */
  net_vat: sar(),
});

export const adminVatReportSchema = z.strictObject({
  from: calendarDay(),
  to: calendarDay(),
  group: z.enum(REPORT_GROUPS),
  totals: vatFiguresSchema,
  periods: z.array(vatFiguresSchema.extend({ start: calendarDay() })),
});
export type AdminVatReport = z.infer<typeof adminVatReportSchema>;
