import { z } from 'zod';
import { daysInRange, REPORT_GROUPS, REPORT_MAX_DAYS } from '../report';
import { calendarDayField, key, optionalBlank } from './fields';

/**
 * A report's range and periods: first and last day (Riyadh calendar days, both included; the
 * last 30 days when unset), gathered by day, week or month (day when unset). The last day may
 * not come before the first, and a range covers at most REPORT_MAX_DAYS.
 */
export const adminReportQuerySchema = z
  .object({
    from: optionalBlank(calendarDayField()),
    to: optionalBlank(calendarDayField()),
    group: optionalBlank(z.enum(REPORT_GROUPS, { error: key('validation.reportGroupInvalid') })).default(
      'day',
    ),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: key('validation.endsBeforeStart') });
    } else if (daysInRange(query.from, query.to) > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: key('validation.reportRangeTooLong') });
    }
  });
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

/** The tables of the sales report, each a CSV file of its own. */
export const SALES_REPORT_TABLES = ['periods', 'products', 'categories', 'cities'] as const;
export type SalesReportTable = (typeof SALES_REPORT_TABLES)[number];

/** The sales report as a CSV file: the report's range and one of its tables (periods unless set). */
export const adminSalesReportCsvQuerySchema = adminReportQuerySchema.safeExtend({
  table: optionalBlank(z.enum(SALES_REPORT_TABLES, { error: key('validation.invalid') })).default('periods'),
});
