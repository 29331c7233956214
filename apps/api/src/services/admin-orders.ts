/**
 * Orders as staff handle them: the list with its filters, one order with its bill, moves along the
 * status workflow (domain's canMoveOrder) and the confirmation of a bank transfer. Each change is
 * one conditional update (the order must still be where staff saw it), written to the audit log in
 * the same transaction; the customer's status mail is sent by the caller once it has committed.
 */
import { and, asc, count, desc, eq, gte, ilike, like, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderRow } from '@shop/contract';
import {
  allowedMoves,
  canMoveOrder,
  halalasToSar,
  shopDayStart,
  type AdminOrderListQuery,
  type OrderStatus,
} from '@shop/domain';
import { customers, orderLines, orders } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { FieldErrors, NotFoundError } from '../http/errors.js';
import type { Lang } from '../http/i18n.js';
import { recordAudit, type StaffActor } from './audit.js';
import { ORDER_CODE_PREFIX, readOrderDetail } from './orders.js';
import { MAX_DB_INT } from './products.js';
import { csvNewestFirst, shopDateTimeCell, sarCell } from './csv.js';
import { containsPattern, pageOfIds, rowsOf } from './sql-rows.js';

/** A day of the filter is the shop's calendar day (shopDayStart); the next starts a day later (no daylight saving). */
const DAY_MS = 24 * 60 * 60 * 1000;

/** What narrows the list (and its CSV file): everything of the list's query but paging and sort. */
export type OrderListFilters = Partial<
  Pick<AdminOrderListQuery, 'q' | 'status' | 'payment_status' | 'from' | 'to'>
>;

/** Pieces of an order: the quantities of its lines. */
const piecesOfOrder = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

const ORDER_SORTS: Record<string, SQL> = {
  id: sql`${orders.id}`,
  created_at: sql`${orders.createdAt}`,
  total: sql`${orders.totalHalalas}`,
  status: sql`${orders.status}`,
  code: sql`${orders.code}`,
};

/**
 * The list's filters as conditions on orders: `where` is all of them; a search is also given as
 * its two arms, the order's code and its customer, so the count can add them up (see
 * countOrders).
 */
function orderListWhere(
  db: Executor,
  query: OrderListFilters,
): { where: SQL | undefined; search?: { code: SQL; customer: SQL }; filters: SQL | undefined } {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.payment_status) conditions.push(eq(orders.paymentStatus, query.payment_status));
  if (query.from) conditions.push(gte(orders.createdAt, shopDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, new Date(shopDayStart(query.to).getTime() + DAY_MS)));
  const filters = and(...conditions);
  // A term every code contains ("UA-", "ua", "-") matches every order: it narrows nothing, and
  // counting it as a search would read every order's code for the same total.
  if (!query.q || ORDER_CODE_PREFIX.includes(query.q.toUpperCase())) return { where: filters, filters };
  const pattern = containsPattern(query.q);
  // Every condition is on orders, so each side of the OR has its own index (the code's trigram
  // index, and the customers found through theirs, then orders_customer_idx), and the count
  // needs no join.
  const matchingCustomers = db
    .select({ id: customers.id })
    .from(customers)
    .where(
      or(
        ilike(customers.email, pattern),
        ilike(customers.phone, pattern),
        ilike(sql`${customers.fname} || ' ' || ${customers.lname}`, pattern),
      ),
    );
  const search = {
    // Codes are upper-case letters, digits and hyphens (newOrderCode), so LIKE on the upper-cased
    // text finds what ILIKE would, several times faster on a row the trigram index cannot skip.
    code: like(orders.code, containsPattern(query.q.toUpperCase())),
    customer: sql`${orders.customerId} = any(array(${matchingCustomers}))`,
  };
  return { where: and(or(search.code, search.customer), filters), search, filters };
}

/**
 * The number of orders matching the list's filters. A search is counted as the orders whose code
 * matches plus the other orders of the matching customers: the first count is read from the
 * codes' own index (orders_code_uq, an index-only scan), not from every order's row, which is what
 * a term matching most codes ("UA-") used to cost; each arm still uses its index for a rare term.
 */
async function countOrders(db: Executor, conditions: ReturnType<typeof orderListWhere>): Promise<number> {
  const { search, filters } = conditions;
  const countOf = (where: SQL | undefined) => db.select({ n: count() }).from(orders).where(where);
  if (!search) return Number((await countOf(filters))[0]?.n ?? 0);
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select (${countOf(and(search.code, filters))}) + (${countOf(and(search.customer, not(search.code), filters))}) as n`,
  );
  return Number(row?.n ?? 0);
}

/** A page of orders, newest first unless sorted otherwise, with the number that match. */
export async function listOrdersForStaff(
  db: Executor,
  query: AdminOrderListQuery,
): Promise<{ data: AdminOrderRow[]; total: number }> {
  const conditions = orderListWhere(db, query);
  const { where } = conditions;
  const sortBy = query.sort ? ORDER_SORTS[query.sort] : undefined;
  const order = sortBy
    ? [query.order === 'desc' ? desc(sortBy) : asc(sortBy), desc(orders.id)]
    : [desc(orders.id)];
  // The page's ids first, so the per-row work (the customer, the items' count) is done for the
  // page's rows only, not for every row an OFFSET skips.
  const page = pageOfIds(db, orders.id, where, order, query);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: orders.id,
        code: orders.code,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        total: orders.totalHalalas,
        itemsCount: piecesOfOrder,
        customerId: customers.id,
        fname: customers.fname,
        lname: customers.lname,
        email: customers.email,
        phone: customers.phone,
      })
      .from(orders)
      .innerJoin(page, eq(page.id, orders.id))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .orderBy(...order),
    countOrders(db, conditions),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      code: r.code,
      created_at: r.createdAt.toISOString(),
      status: r.status,
      payment_method: r.paymentMethod === 1 ? 1 : 0,
      payment_status: r.paymentStatus,
      total: halalasToSar(r.total),
      items_count: Number(r.itemsCount),
      customer_id: r.customerId,
      customer_name: `${r.fname} ${r.lname}`.trim(),
      customer_email: r.email,
      customer_phone: r.phone,
    })),
    total,
  };
}

/** The accountant's columns of the orders file, in order. */
export const ORDER_CSV_COLUMNS = [
  'code',
  'created_at',
  'customer_name',
  'email',
  'phone',
  'city',
  'status',
  'payment_method',
  'payment_status',
  'subtotal',
  'discount',
  'shipping',
  'tax',
  'total',
  'coupon_code',
  'pieces',
] as const;

const PAYMENT_METHOD_CELLS = { 0: 'bank_transfer', 1: 'card' } as const;
/** Orders read per statement while the file is written. */
const ORDER_CSV_PAGE = 1000;

/**
 * The orders matching the list's filters as a CSV file (../csv.ts), newest first, one row per
 * order with ORDER_CSV_COLUMNS: the date and time in Riyadh, the city in `lang`, amounts in SAR
 * with two decimals (subtotal − discount + shipping + tax = total; the discount is the coupon's,
 * the quantity prices are already in the subtotal). Read ORDER_CSV_PAGE orders at a time, each page
 * after the last id of the one before, so any number of orders streams in constant memory.
 */
export function exportOrdersCsv(
  db: Executor,
  filters: OrderListFilters,
  lang: Lang,
  onError: (error: Error) => void,
  pageSize = ORDER_CSV_PAGE,
) {
  return csvNewestFirst({
    header: ORDER_CSV_COLUMNS,
    id: orders.id,
    where: orderListWhere(db, filters).where,
    pageSize,
    onError,
    read: (pageWhere) =>
      db
        .select({
          id: orders.id,
          code: orders.code,
          createdAt: orders.createdAt,
          fname: customers.fname,
          lname: customers.lname,
          email: customers.email,
          phone: customers.phone,
          city: sql<string | null>`${orders.address} -> 'city' ->> ${lang === 'en' ? 'nameEn' : 'nameAr'}`,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          subtotal: orders.discountedHalalas,
          discount: orders.couponValueHalalas,
          shipping: orders.shippingHalalas,
          tax: orders.taxHalalas,
          total: orders.totalHalalas,
          couponCode: orders.couponCode,
          pieces: piecesOfOrder,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(pageWhere)
        .orderBy(desc(orders.id))
        .limit(pageSize),
    cells: (r) => [
      r.code,
      shopDateTimeCell(r.createdAt),
      `${r.fname} ${r.lname}`.trim(),
      r.email,
      r.phone,
      r.city ?? '',
      r.status,
      PAYMENT_METHOD_CELLS[r.paymentMethod === 1 ? 1 : 0],
      r.paymentStatus,
      sarCell(r.subtotal),
      sarCell(r.discount),
      sarCell(r.shipping),
      sarCell(r.tax),
      sarCell(r.total),
      r.couponCode ?? '',
      String(r.pieces),
    ],
  });
}

/** One order with its bill in `lang` and what staff may do next; undefined when there is none. */
export async function getOrderForStaff(
  db: Executor,
  lang: Lang,
  id: number,
): Promise<AdminOrderDetail | undefined> {
  const found = await readOrderDetail(db, lang, id, null);
  if (!found) return undefined;
  const { customerId, ...detail } = found;
  return {
    ...detail,
    customer_id: customerId,
    allowed_moves: [...allowedMoves(detail.status)],
    can_confirm_payment: detail.payment_method === 0 && detail.payment_status === 'unpaid',
  };
}

type OrderState = {
  status: OrderStatus;
  paymentStatus: 'unpaid' | 'paid' | 'refunded';
  paymentMethod: number;
};

async function orderState(db: Executor, id: number): Promise<OrderState> {
  if (id > MAX_DB_INT) throw new NotFoundError('notFound.order');
  const [row] = await db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('notFound.order');
  return row;
}

/**
 * Moves an order to `to` when the workflow allows it from its current status; a 422 on `status`
 * otherwise. Two staff moving the same order at once: the second finds it moved and is refused.
 */
export async function moveOrderStatus(
  db: Executor,
  actor: StaffActor,
  id: number,
  to: OrderStatus,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await orderState(tx, id);
    if (!canMoveOrder(before.status, to)) throw new FieldErrors({ status: ['admin.orderMoveRefused'] });
    const moved = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, before.status)))
      .returning({ id: orders.id });
    if (moved.length === 0) throw new FieldErrors({ status: ['admin.orderMoveRefused'] });
    await recordAudit(tx, actor, {
      action: 'status',
      entity: 'order',
      entityId: id,
      before: { status: before.status },
      after: { status: to },
    });
  });
}

/** Marks a bank transfer order paid; a 422 when it is paid already or was paid by card. */
export async function confirmBankPayment(db: Executor, actor: StaffActor, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await orderState(tx, id);
    if (before.paymentMethod !== 0) throw new FieldErrors({ payment_status: ['admin.notBankTransfer'] });
    const now = new Date();
    const paid = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'unpaid')))
      .returning({ id: orders.id });
    if (paid.length === 0) throw new FieldErrors({ payment_status: ['admin.alreadyPaid'] });
    await recordAudit(tx, actor, {
      action: 'confirm-payment',
      entity: 'order',
      entityId: id,
      before: { payment_status: before.paymentStatus },
      after: { payment_status: 'paid', paid_at: now.toISOString() },
    });
  });
}
