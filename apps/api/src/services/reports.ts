/**
 * The staff's reports: money received over a range of days (the sales report, compared with the
 * range just before, and split by product, category and city) and the VAT inside it (the VAT
 * report, for the accountant's return), each also as CSV files in the staff's language.
 *
 * Both count money as the dashboard's figures do (./admin-dashboard.ts): the payments ledger's
 * captures that went through add their amount on the shop's calendar day they settled, the
 * refunds that went through take theirs off, whatever day the order was placed. The VAT, the
 * shipping and the pieces inside a movement are its share of its order's (amount / order total);
 * a product's share is its line's part of the goods. Shares are summed exactly and rounded to the
 * halala once per figure shown, so a period's VAT is not a sum of rounded days.
 */
import { sql } from 'drizzle-orm';
import {
  addDays,
  halalasToSar,
  previousRange,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  daysInRange,
  eachDay,
  reportPeriods,
  shopDay,
  shopDayStart,
  type AdminReportQuery,
  type ReportGroup,
  type SalesReportTable,
} from '@shop/domain';
import type { AdminSalesReport, AdminVatReport } from '@shop/contract';
import { rowsOf } from '../db/rows.js';
import type { Executor } from '../db/transaction.js';
import { translate, type Lang, type MessageKey } from '../shared/i18n.js';
import { csvText, sarCell } from './csv.js';
import { localizedText } from './localized.js';

interface ReportRange {
  from: string;
  to: string;
  group: ReportGroup;
}

/**
 * The range asked for: an end not named is today (or the first day, when that is later), a start
 * not named REPORT_DEFAULT_DAYS before the end; a range from a first day alone is cut at
 * REPORT_MAX_DAYS, as the query refuses longer ones it names both ends of.
 */
export function reportRange(query: AdminReportQuery, now = new Date()): ReportRange {
  const today = shopDay(now);
  let to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  if (daysInRange(from, to) > REPORT_MAX_DAYS) to = addDays(from, REPORT_MAX_DAYS - 1);
  return { from, to, group: query.group };
}

/**
 * The ledger's movements settled from `from` to `to` (shop days, both included), one row per
 * order and day: the amount received (refunds negative) and its shares of the order's figures,
 * unrounded, with the capture and refund sides apart for the VAT report.
 */
interface DayRow {
  day: string;
  orders: string | number;
  received: string;
  vat: string;
  shipping: string;
  pieces: string;
  sales_total: string;
  sales_vat: string;
  refunds_total: string;
  refunds_vat: string;
}

/** A named share of the goods: a product, a category or a city. */
interface ShareRow {
  id: number | null;
  name_ar: string | null;
  name_en: string | null;
  orders: string | number;
  pieces: string;
  amount: string;
}

/**
 * The movements of a range as a common table (`moves`): a capture that went through or a refund
 * that went through, its shop day (UTC+3 all year), its signed amount and its order's figures.
 * Orders of nothing (total 0) have no money to share out.
 */
function movesBetween(from: string, to: string) {
  const start = shopDayStart(from).toISOString();
  const end = shopDayStart(addDays(to, 1)).toISOString();
  return sql`
    moves as (
      select p.order_id,
             to_char((p.settled_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD') as day,
             p.kind,
             (case when p.kind = 'refund' then -p.amount_halalas else p.amount_halalas end)::numeric as signed,
             o.total_halalas::numeric as total,
             o.tax_halalas as tax,
             o.shipping_halalas as shipping,
             o.discounted_halalas as goods,
             o.address -> 'city' as city,
             (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id) as pieces
        from payments p
        join orders o on o.id = p.order_id
       where p.settled_at >= ${start}::timestamptz
         and p.settled_at < ${end}::timestamptz
         and o.total_halalas > 0
         and ((p.kind = 'capture' and p.status = 'paid') or (p.kind = 'refund' and p.status = 'refunded'))
    )`;
}

async function daysOf(db: Executor, from: string, to: string): Promise<Map<string, DayRow>> {
  const rows = await rowsOf<DayRow>(
    db,
    sql`with ${movesBetween(from, to)}
        select day,
               count(distinct order_id) filter (where kind = 'capture') as orders,
               sum(signed)::text as received,
               sum(signed * tax / total)::text as vat,
               sum(signed * shipping / total)::text as shipping,
               sum(signed * pieces / total)::text as pieces,
               coalesce(sum(signed) filter (where kind = 'capture'), 0)::text as sales_total,
               coalesce(sum(signed * tax / total) filter (where kind = 'capture'), 0)::text as sales_vat,
               coalesce(-sum(signed) filter (where kind = 'refund'), 0)::text as refunds_total,
               coalesce(-sum(signed * tax / total) filter (where kind = 'refund'), 0)::text as refunds_vat
          from moves
         group by day`,
  );
  return new Map(rows.map((row) => [row.day, row]));
}

/** Exact sums of day rows' columns, over the days `from` … `to`. */
function sumDays(days: Map<string, DayRow>, from: string, to: string) {
  const sums = {
    orders: 0,
    received: 0,
    vat: 0,
    shipping: 0,
    pieces: 0,
    sales_total: 0,
    sales_vat: 0,
    refunds_total: 0,
    refunds_vat: 0,
  };
  for (const day of eachDay(from, to)) {
    const row = days.get(day);
    if (!row) continue;
    for (const name of Object.keys(sums) as (keyof typeof sums)[]) sums[name] += Number(row[name]);
  }
  return sums;
}

type Sums = ReturnType<typeof sumDays>;

const sar = (halalas: number) => halalasToSar(Math.round(halalas));

function salesFigures(sums: Sums) {
  const received = Math.round(sums.received);
  const vat = Math.round(sums.vat);
  const shipping = Math.round(sums.shipping);
  return {
    orders: sums.orders,
    pieces: Math.round(sums.pieces),
    received: halalasToSar(received),
    vat: halalasToSar(vat),
    shipping: halalasToSar(shipping),
    net_sales: halalasToSar(received - vat - shipping),
  };
}

function vatFigures(sums: Sums) {
  const salesTotal = Math.round(sums.sales_total);
  const salesVat = Math.round(sums.sales_vat);
  const refundsTotal = Math.round(sums.refunds_total);
  const refundsVat = Math.round(sums.refunds_vat);
  return {
    sales_total: halalasToSar(salesTotal),
    sales_taxable: halalasToSar(salesTotal - salesVat),
    sales_vat: halalasToSar(salesVat),
    refunds_total: halalasToSar(refundsTotal),
    refunds_taxable: halalasToSar(refundsTotal - refundsVat),
    refunds_vat: halalasToSar(refundsVat),
    net_vat: halalasToSar(salesVat - refundsVat),
  };
}

/** Each period of the range with its first and last day inside the range. */
function periodsOf({ from, to, group }: ReportRange) {
  return reportPeriods(from, to, group).map((start, index, starts) => {
    const next = starts[index + 1];
    return { start, first: start < from ? from : start, last: next ? addDays(next, -1) : to };
  });
}

async function shares(db: Executor, { from, to }: ReportRange) {
  const inRange = sql`with ${movesBetween(from, to)}`;
  // A line's part of its order's goods, then the goods' part of the order's total: what the
  // product brought net of VAT, shipping and the coupon.
  const goodsShares = sql`
    count(distinct m.order_id) filter (where m.kind = 'capture') as orders,
    sum(m.signed * l.quantity / m.total)::text as pieces,
    sum(m.signed * l.line_total_halalas * (m.total - m.tax - m.shipping)
        / (nullif(m.goods, 0) * m.total))::text as amount
    from moves m
    join order_lines l on l.order_id = m.order_id`;
  const [products, categories, cities] = await Promise.all([
    rowsOf<ShareRow>(
      db,
      sql`${inRange}
          select l.product_id as id,
                 max(l.product_name_ar) as name_ar,
                 max(l.product_name_en) as name_en,
                 ${goodsShares}
           group by l.product_id,
                    case when l.product_id is null then l.product_name_ar end,
                    case when l.product_id is null then l.product_name_en end`,
    ),
    rowsOf<ShareRow>(
      db,
      sql`${inRange}
          select c.id,
                 max(c.name_ar) as name_ar,
                 max(c.name_en) as name_en,
                 ${goodsShares}
            left join products p on p.id = l.product_id
            left join categories c on c.id = p.category_id
           group by c.id`,
    ),
    rowsOf<ShareRow>(
      db,
      sql`${inRange}
          select (m.city ->> 'id')::int as id,
                 max(m.city ->> 'nameAr') as name_ar,
                 max(m.city ->> 'nameEn') as name_en,
                 count(distinct m.order_id) filter (where m.kind = 'capture') as orders,
                 '0' as pieces,
                 sum(m.signed)::text as amount
            from moves m
           group by (m.city ->> 'id')::int`,
    ),
  ]);
  return { products, categories, cities };
}

function named(row: ShareRow, lang: Lang, missing: MessageKey): string {
  if (row.name_ar === null && row.name_en === null) return translate(lang, missing);
  return localizedText({ ar: row.name_ar ?? '', en: row.name_en ?? '' }, lang);
}

const mostFirst = <T extends { amount: number }>(rows: T[]) => rows.sort((a, b) => b.amount - a.amount);

/** The sales report of a range, names in `lang`. */
export async function salesReport(db: Executor, range: ReportRange, lang: Lang): Promise<AdminSalesReport> {
  const previous = previousRange(range.from, range.to);
  // The range before is as long as the range: a day's twin lies `length` days earlier.
  const length = daysInRange(range.from, range.to);
  const [days, split] = await Promise.all([daysOf(db, previous.from, range.to), shares(db, range)]);

  const goodsShare = (row: ShareRow, missing: MessageKey) => ({
    id: row.id,
    name: named(row, lang, missing),
    pieces: Math.round(Number(row.pieces)),
    amount: Number(row.amount ?? 0),
  });
  const products = mostFirst(split.products.map((row) => goodsShare(row, 'report.deletedRecord')));
  const categories = mostFirst(split.categories.map((row) => goodsShare(row, 'report.noCategory')));
  const cities = mostFirst(
    split.cities.map((row) => ({
      id: row.id,
      name: named(row, lang, 'report.deletedRecord'),
      orders: Number(row.orders),
      amount: Number(row.amount),
    })),
  );

  return {
    from: range.from,
    to: range.to,
    group: range.group,
    previous,
    totals: salesFigures(sumDays(days, range.from, range.to)),
    previous_totals: salesFigures(sumDays(days, previous.from, previous.to)),
    periods: periodsOf(range).map(({ start, first, last }) => ({
      start,
      ...salesFigures(sumDays(days, first, last)),
      previous_received: sar(sumDays(days, addDays(first, -length), addDays(last, -length)).received),
    })),
    products: products.map(({ amount, ...row }) => ({ ...row, net_sales: sar(amount) })),
    categories: categories.map(({ amount, ...row }) => ({ ...row, net_sales: sar(amount) })),
    cities: cities.map(({ amount, ...row }) => ({ ...row, received: sar(amount) })),
  };
}

/** The VAT report of a range. */
export async function vatReport(db: Executor, range: ReportRange): Promise<AdminVatReport> {
  const days = await daysOf(db, range.from, range.to);
  return {
    from: range.from,
    to: range.to,
    group: range.group,
    totals: vatFigures(sumDays(days, range.from, range.to)),
    periods: periodsOf(range).map(({ start, first, last }) => ({
      start,
      ...vatFigures(sumDays(days, first, last)),
    })),
  };
}

const heading = (lang: Lang, ...columns: string[]) =>
  columns.map((c) => translate(lang, `report.column.${c}`));
const amount = (value: number) => sarCell(Math.round(value * 100));

/** One table of the sales report as a CSV file, headings and names in `lang`. */
export async function salesReportCsv(
  db: Executor,
  range: ReportRange,
  table: SalesReportTable,
  lang: Lang,
): Promise<string> {
  const report = await salesReport(db, range, lang);
  if (table === 'periods') {
    const row = (period: string, f: AdminSalesReport['totals'], previous: number | null) => [
      period,
      String(f.orders),
      String(f.pieces),
      amount(f.received),
      amount(f.vat),
      amount(f.shipping),
      amount(f.net_sales),
      previous === null ? '' : amount(previous),
    ];
    return csvText(
      heading(
        lang,
        'period',
        'orders',
        'pieces',
        'received',
        'vat',
        'shipping',
        'netSales',
        'previousReceived',
      ),
      [
        ...report.periods.map((p) => row(p.start, p, p.previous_received)),
        row(translate(lang, 'report.total'), report.totals, report.previous_totals.received),
      ],
    );
  }
  if (table === 'cities') {
    return csvText(
      heading(lang, 'id', 'city', 'orders', 'received'),
      report.cities.map((c) => [
        c.id === null ? '' : String(c.id),
        c.name,
        String(c.orders),
        amount(c.received),
      ]),
    );
  }
  const rows = table === 'products' ? report.products : report.categories;
  return csvText(
    heading(lang, 'id', table === 'products' ? 'product' : 'category', 'pieces', 'netSales'),
    rows.map((r) => [r.id === null ? '' : String(r.id), r.name, String(r.pieces), amount(r.net_sales)]),
  );
}

/** The VAT report as a CSV file, headings in `lang`, a total row last. */
export async function vatReportCsv(db: Executor, range: ReportRange, lang: Lang): Promise<string> {
  const report = await vatReport(db, range);
  const row = (period: string, f: AdminVatReport['totals']) => [
    period,
    amount(f.sales_total),
    amount(f.sales_taxable),
    amount(f.sales_vat),
    amount(f.refunds_total),
    amount(f.refunds_taxable),
    amount(f.refunds_vat),
    amount(f.net_vat),
  ];
  return csvText(
    heading(
      lang,
      'period',
      'salesTotal',
      'salesTaxable',
      'salesVat',
      'refundsTotal',
      'refundsTaxable',
      'refundsVat',
      'netVat',
    ),
    [...report.periods.map((p) => row(p.start, p)), row(translate(lang, 'report.total'), report.totals)],
  );
}
