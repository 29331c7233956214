/**
 * Orders as staff handle them: the list with its filters, one order with its bill, moves along the
 * status workflow (domain's canMoveOrder) and the confirmation of a bank transfer. Each change is
 * one conditional update (the order must still be where staff saw it), written to the audit log in
 * the same transaction; the customer's status mail is sent by the caller once it has committed.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderRow } from '@shop/contract';
import {
  allowedMoves,
  canMoveOrder,
  halalasToSar,
  type AdminOrderListQuery,
  type OrderStatus,
} from '@shop/domain';
import { customers, orderLines, orders } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { FieldErrors, NotFoundError } from '../http/errors.js';
import type { Lang } from '../http/i18n.js';
import { recordAudit, type StaffActor } from './audit.js';
import { readOrderDetail } from './orders.js';
import { MAX_DB_INT } from './products.js';
import { csvNewestFirst, riyadhDateTimeCell, sarCell } from './csv.js';
import { containsPattern, pageOfIds } from './sql-rows.js';

/** Riyadh keeps UTC+3 all year: a day of the filter is the shop's calendar day. */
const riyadhMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** What narrows the list (and its CSV file): everything of the list's query but paging and sort. */
export type OrderListFilters = Partial<Pick<AdminOrderListQuery, 'q' | 'status' | 'payment_status' | 'from' | 'to'>>;

/** Pieces of an order: the quantities of its lines. */
const piecesOfOrder = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

const ORDER_SORTS: Record<string, SQL> = {
  id: sql`${orders.id}`,
  created_at: sql`${orders.createdAt}`,
  total: sql`${orders.totalHalalas}`,
  status: sql`${orders.status}`,
  code: sql`${orders.code}`,
};

/** The list's filters (search, status, payment status, Riyadh days) as one condition on orders. */
function orderListWhere(db: Executor, query: OrderListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    // Every condition is on orders, so each side of the OR has its own index (the code's trigram
    // index, and the customers found through theirs, then orders_customer_idx), and the count
    // needs no join.
    const matchingCustomers = db
      .select({ id: customers.id })
      .from(customers)
      .where(
        or(
          ilike(customers.email, like),
          ilike(customers.phone, like),
          ilike(sql`${customers.fname} || ' ' || ${customers.lname}`, like),
        ),
      );
    conditions.push(
      or(ilike(orders.code, like), sql`${orders.customerId} = any(array(${matchingCustomers}))`),
    );
  }
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.payment_status) conditions.push(eq(orders.paymentStatus, query.payment_status));
  if (query.from) conditions.push(gte(orders.createdAt, riyadhMidnight(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, new Date(riyadhMidnight(query.to).getTime() + DAY_MS)));
  return and(...conditions);
}

/** A page of orders, newest first unless sorted otherwise, with the number that match. */
export async function listOrdersForStaff(
  db: Executor,
  query: AdminOrderListQuery,
): Promise<{ data: AdminOrderRow[]; total: number }> {
  const where = orderListWhere(db, query);
  const sortBy = query.sort ? ORDER_SORTS[query.sort] : undefined;
  const order = sortBy
    ? [query.order === 'desc' ? desc(sortBy) : asc(sortBy), desc(orders.id)]
    : [desc(orders.id)];
  // The page's ids first, so the per-row work (the customer, the items' count) is done for the
  // page's rows only, not for every row an OFFSET skips.
  const page = pageOfIds(db, orders.id, where, order, query);
  const [rows, [total]] = await Promise.all([
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
    db.select({ n: count() }).from(orders).where(where),
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
    total: Number(total?.n ?? 0),
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
    where: orderListWhere(db, filters),
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
      riyadhDateTimeCell(r.createdAt),
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
