/**
 * The dashboard's home: sales of the last day, week and month (cancelled orders left out), orders
 * by status, the products that sold most in the last 30 days, and the newest orders and unhandled
 * messages. Periods are counted back from now; "today" is the shop's calendar day in Riyadh.
 */
import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@shop/contract';
import { halalasToSar, ORDER_STATUSES, type OrderStatus } from '@shop/domain';
import { contactMessages, customers, orderLines, orders } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const TOP_PRODUCTS = 5;
const NEWEST = 5;

/** Midnight of the shop's day that holds `now`. */
function riyadhDayStart(now: Date): Date {
  const local = new Date(now.getTime() + RIYADH_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - RIYADH_OFFSET_MS,
  );
}

export async function dashboard(db: Executor, now = new Date()): Promise<AdminDashboard> {
  const today = riyadhDayStart(now);
  const week = new Date(today.getTime() - 6 * DAY_MS);
  const month = new Date(today.getTime() - 29 * DAY_MS);
  const sold = ne(orders.status, 'cancelled');
  const sumSince = (since: Date) =>
    sql<string>`coalesce(sum(${orders.totalHalalas}) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz and ${orders.status} <> 'cancelled'), 0)`;
  const countSince = (since: Date) =>
    sql<string>`count(*) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz and ${orders.status} <> 'cancelled')`;

  const [[sales], byStatus, [unpaid], top, newest, messages] = await Promise.all([
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
