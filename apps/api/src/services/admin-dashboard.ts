/**
 * The dashboard's home: sales of the last day, week and month (cancelled orders left out), orders
 * by status, the products that sold most in the last 30 days, and the newest orders and unhandled
 * messages. Periods are counted back from now; "today" is the shop's calendar day in Riyadh.
 *
 * The figures (sales, statuses, transfers awaiting staff, top products) read every order of the
 * month and count every order, which costs tens of milliseconds at 100,000 orders: they are kept
 * in the content cache for CONTENT_CACHE_SECONDS, and every order write (an order placed, moved or
 * its transfer confirmed) drops them on every instance (DASHBOARD_FIGURES_CHANGED), so a figure is
 * never older than the last order change. The newest orders and messages are read each time.
 */
import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@shop/contract';
import { halalasToSar, ORDER_STATUSES, shopDay, shopDayStart, type OrderStatus } from '@shop/domain';
import { contactMessages, customers, orderLines, orders } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import type { CacheScope } from '../shared/cache-invalidation.js';
import type { ServiceContext } from '../shared/context.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PRODUCTS = 5;
const NEWEST = 5;

const FIGURES_KEY = 'admin:dashboard-figures';

/** What an order write passes to `ctx.caches.invalidate`: the dashboard's figures are stale. */
export const DASHBOARD_FIGURES_CHANGED: CacheScope = { contentPrefixes: [FIGURES_KEY] };

type Figures = Pick<AdminDashboard, 'sales' | 'orders_by_status' | 'unpaid_bank_transfers' | 'top_products'>;

async function figures(db: Executor, now: Date): Promise<Figures> {
  const today = shopDayStart(shopDay(now));
  const week = new Date(today.getTime() - 6 * DAY_MS);
  const month = new Date(today.getTime() - 29 * DAY_MS);
  const sold = ne(orders.status, 'cancelled');
  const sumSince = (since: Date) =>
    sql<string>`coalesce(sum(${orders.totalHalalas}) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz and ${orders.status} <> 'cancelled'), 0)`;
  const countSince = (since: Date) =>
    sql<string>`count(*) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz and ${orders.status} <> 'cancelled')`;

  const [[sales], byStatus, [unpaid], top] = await Promise.all([
    db
      .select({
        todayTotal: sumSince(today),
        todayOrders: countSince(today),
        weekTotal: sumSince(week),
        weekOrders: countSince(week),
        monthTotal: sumSince(month),
        monthOrders: countSince(month),
      })
      .from(orders)
      .where(gte(orders.createdAt, month)),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.paymentMethod, 0), eq(orders.paymentStatus, 'unpaid'), sold)),
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

  const figure = (total: string | number, n: string | number) => ({
    orders: Number(n),
    total: halalasToSar(Number(total)),
  });
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of byStatus) statusCounts[row.status] = Number(row.n);
  return {
    sales: {
      today: figure(sales?.todayTotal ?? 0, sales?.todayOrders ?? 0),
      last_7_days: figure(sales?.weekTotal ?? 0, sales?.weekOrders ?? 0),
      last_30_days: figure(sales?.monthTotal ?? 0, sales?.monthOrders ?? 0),
    },
    orders_by_status: statusCounts,
    unpaid_bank_transfers: Number(unpaid?.n ?? 0),
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
