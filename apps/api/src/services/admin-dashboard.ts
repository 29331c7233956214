/**
 * The dashboard's home: money received in the last day, week and month (the payments ledger:
 * captures − refunds settled in the period, with the VAT and shipping inside shown apart), orders
 * by status, the products that sold most in the last 30 days, and the newest orders and unhandled
 * messages. Periods are counted back from now; "today" is the shop's calendar day in Riyadh.
 *
 * The figures (sales, statuses, transfers awaiting staff, top products) read every order of the
 * month and count every order, which costs tens of milliseconds at 100,000 orders: they are kept
 * in the content cache for CONTENT_CACHE_SECONDS, and every order write (an order placed, moved or
 * its transfer confirmed) drops them on every instance (DASHBOARD_FIGURES_CHANGED), so a figure is
 * never older than the last order change. The newest orders and messages are read each time.
 */
import { and, count, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@shop/contract';
import { halalasToSar, ORDER_STATUSES, shopDay, shopDayStart, type OrderStatus } from '@shop/domain';
import { contactMessages, customers, orderLines, orders, payments } from '../db/schema.js';
import { MONEY_NEEDS_ATTENTION } from './admin-orders.js';
import type { Executor } from '../db/transaction.js';
import type { CacheScope } from '../shared/cache-invalidation.js';
import type { ServiceContext } from '../shared/context.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PRODUCTS = 5;
const NEWEST = 5;

const FIGURES_KEY = 'admin:dashboard-figures';

/** What an order write passes to `ctx.caches.invalidate`: the dashboard's figures are stale. */
export const DASHBOARD_FIGURES_CHANGED: CacheScope = { contentPrefixes: [FIGURES_KEY] };

type Figures = Pick<
  AdminDashboard,
  | 'sales'
  | 'orders_by_status'
  | 'unpaid_bank_transfers'
  | 'unpaid_orders'
  | 'payments_attention'
  | 'top_products'
>;

/**
 * Money received since `since`: each capture settled in the period adds its amount, each refund
 * settled in it takes its amount off; the VAT and shipping inside are each movement's share of its
 * order's (amount × the order's VAT / its total), rounded once per period.
 */
function receivedSince(since: Date) {
  const inPeriod = sql`${payments.settledAt} >= ${since.toISOString()}::timestamptz`;
  const signed = sql`(case when ${payments.kind} = 'refund' then -${payments.amountHalalas} else ${payments.amountHalalas} end)`;
  const share = (part: unknown) =>
    sql<string>`coalesce(round(sum(${signed}::numeric * ${part} / nullif(${orders.totalHalalas}, 0)) filter (where ${inPeriod})), 0)`;
  return {
    total: sql<string>`coalesce(sum(${signed}) filter (where ${inPeriod}), 0)`,
    vat: share(orders.taxHalalas),
    shipping: share(orders.shippingHalalas),
    orders: sql<string>`count(distinct ${payments.orderId}) filter (where ${inPeriod} and ${payments.kind} = 'capture')`,
  };
}

async function figures(db: Executor, now: Date): Promise<Figures> {
  const today = shopDayStart(shopDay(now));
  const week = new Date(today.getTime() - 6 * DAY_MS);
  const month = new Date(today.getTime() - 29 * DAY_MS);
  const sold = ne(orders.status, 'cancelled');
  const awaiting = and(eq(orders.paymentStatus, 'unpaid'), sold);

  const [[sales], byStatus, [counts], top] = await Promise.all([
    db
      .select({ today: receivedSince(today), week: receivedSince(week), month: receivedSince(month) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          gte(payments.settledAt, month),
          or(
            and(eq(payments.kind, 'capture'), eq(payments.status, 'paid')),
            and(eq(payments.kind, 'refund'), eq(payments.status, 'refunded')),
          ),
        ),
      ),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
    // Each count is the order list's filter of the same name, so a card's figure is its list's total.
    db
      .select({
        transfers: sql<string>`count(*) filter (where ${and(awaiting, eq(orders.paymentMethod, 0))})`,
        unpaid: sql<string>`count(*) filter (where ${awaiting})`,
        attention: sql<string>`count(*) filter (where ${MONEY_NEEDS_ATTENTION})`,
      })
      .from(orders),
    db
      .select({
        productId: orderLines.productId,
        nameAr: sql<string>`max(${orderLines.productNameAr})`,
        nameEn: sql<string>`max(${orderLines.productNameEn})`,
        quantity: sql<string>`sum(${orderLines.quantity})`,
        total: sql<string>`sum(${orderLines.lineTotalHalalas})`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(gte(orders.createdAt, month), sold))
      .groupBy(orderLines.productId)
      .orderBy(desc(sql`sum(${orderLines.quantity})`))
      .limit(TOP_PRODUCTS),
  ]);

  const received = (period: Record<'orders' | 'total' | 'vat' | 'shipping', string | number>) => ({
    orders: Number(period.orders),
    total: halalasToSar(Number(period.total)),
    vat: halalasToSar(Number(period.vat)),
    shipping: halalasToSar(Number(period.shipping)),
  });
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of byStatus) statusCounts[row.status] = Number(row.n);
  return {
    sales: {
      today: received(sales!.today),
      last_7_days: received(sales!.week),
      last_30_days: received(sales!.month),
    },
    orders_by_status: statusCounts,
    unpaid_bank_transfers: Number(counts?.transfers ?? 0),
    unpaid_orders: Number(counts?.unpaid ?? 0),
    payments_attention: Number(counts?.attention ?? 0),
    top_products: top.map((p) => ({
      product_id: p.productId,
      name_ar: p.nameAr,
      name_en: p.nameEn,
      quantity: Number(p.quantity),
      total: halalasToSar(Number(p.total)),
    })),
  };
}

/** The dashboard's home: the figures (cached, see the top of this file) and the newest records. */
export async function dashboard(ctx: ServiceContext, now = new Date()): Promise<AdminDashboard> {
  const { db } = ctx;
  const [cached, newest, messages] = await Promise.all([
    ctx.cache.get(FIGURES_KEY, () => figures(db, now)),
    db
      .select({
        id: orders.id,
        code: orders.code,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        total: orders.totalHalalas,
        fname: customers.fname,
        lname: customers.lname,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .orderBy(desc(orders.id))
      .limit(NEWEST),
    db
      .select()
      .from(contactMessages)
      .where(isNull(contactMessages.readAt))
      .orderBy(desc(contactMessages.id))
      .limit(NEWEST),
  ]);
  return {
    ...cached,
    newest_orders: newest.map((o) => ({
      id: o.id,
      code: o.code,
      created_at: o.createdAt.toISOString(),
      status: o.status,
      payment_status: o.paymentStatus,
      total: halalasToSar(o.total),
      customer_name: `${o.fname} ${o.lname}`.trim(),
    })),
    newest_messages: messages.map((m) => ({
      id: m.id,
      name: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      message: m.message,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
