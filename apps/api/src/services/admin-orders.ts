/**
 * Orders as staff handle them: the list with its filters, one order with its bill, moves along the
 * status workflow (domain's canMoveOrder) and the confirmation of a bank transfer. Each change is
 * one conditional update (the order must still be where staff saw it), written to the audit log in
 * the same transaction; the customer's status mail is sent by the caller once it has committed.
 */
import { and, count, desc, eq, gte, ilike, inArray, like, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderRow } from '@shop/contract';
import {
  ORDER_STATUS_TEXT,
  actionReason,
  allowedMoves,
  decideMove,
  decideRefund,
  decideTransferConfirmation,
  decideTransferReversal,
  halalasToSar,
  netPaidHalalas,
  paymentStatusOf,
  shopDayStart,
  type AdminOrderListQuery,
  mayDecideArtwork,
  type ArtworkDecisionInput,
  type ArtworkStatus,
  type OrderActionRefusal,
  type OrderMoneyState,
  type OrderStatus,
  staffMay,
  staffMayMoveOrderTo,
  type StaffRole,
  type ValidationKey,
} from '@shop/domain';
import { customers, orderLineItems, orderLines, orders, payments } from '../db/schema.js';
import { withTransaction, type Executor, type Transaction } from '../db/transaction.js';
import { FieldErrors, NotFoundError } from '../shared/errors.js';
import { translate, type Lang, type MessageKey } from '../shared/i18n.js';
import {
  closeOpenAttempts,
  executeRefunds,
  lockOrderMoney,
  orderPayments,
  writeOrderMoney,
  writeRefundRows,
  type PaymentProvider,
} from './payments/index.js';
import { recordAudit, type StaffActor } from './audit.js';
import { CANCELLED_NOTE_REASON, orderEInvoiceDocuments, reconcileOrderNotes } from './einvoicing/index.js';
import { ORDER_CODE_PREFIX, readOrderDetail } from './orders/index.js';
import { MAX_DB_INT } from './products.js';
import { csvNewestFirst, phoneCell, shopDateTimeCell, sarCell } from './csv.js';
import { sortedBy, type SortColumns } from './list-sort.js';
import { containsPattern, pageOfIds } from './sql-rows.js';
import { rowsOf } from '../db/rows.js';
import { localized, localizedText } from './localized.js';

/** A day of the filter is the shop's calendar day (shopDayStart); the next starts a day later (no daylight saving). */
const DAY_MS = 24 * 60 * 60 * 1000;

/** What narrows the list (and its CSV file): everything of the list's query but paging and sort. */
export type OrderListFilters = Partial<
  Pick<
    AdminOrderListQuery,
    | 'q'
    | 'status'
    | 'payment_status'
    | 'payment_method'
    | 'awaiting_payment'
    | 'needs_attention'
    | 'from'
    | 'to'
  >
>;

/**
 * Orders whose money needs an owner: money held on a cancelled order (an automatic refund the
 * provider refused), or more held than the order's total (paid twice and not yet given back).
 */
export const MONEY_NEEDS_ATTENTION = sql`((${orders.status} = 'cancelled' and ${orders.capturedHalalas} > ${orders.refundedHalalas}) or ${orders.capturedHalalas} - ${orders.refundedHalalas} > ${orders.totalHalalas})`;

/** Pieces of an order: the quantities of its lines. */
const piecesOfOrder = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
/** An order's logo charges (Σ pieces × logo price per piece of its lines). */
const logosOfOrder = sql<number>`(select coalesce(sum(${orderLines.quantity} * ${orderLines.logoUnitHalalas}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

const ORDER_SORTS: SortColumns<NonNullable<AdminOrderListQuery['sort']>> = {
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
  if (query.payment_method !== undefined)
    conditions.push(eq(orders.paymentMethod, query.payment_method as 0 | 1));
  if (query.awaiting_payment !== undefined) {
    const awaiting = and(eq(orders.paymentStatus, 'unpaid'), ne(orders.status, 'cancelled'));
    conditions.push(query.awaiting_payment ? awaiting : not(awaiting!));
  }
  if (query.needs_attention !== undefined)
    conditions.push(query.needs_attention ? MONEY_NEEDS_ATTENTION : not(MONEY_NEEDS_ATTENTION));
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
 * codes' own index (orders_code_uq, an index-only scan), not from every order's row, which a term
 * matching most codes ("UA-") would otherwise cost; each arm still uses its index for a rare term.
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
  const sortBy = sortedBy(ORDER_SORTS, query);
  const order = sortBy ? [sortBy, desc(orders.id)] : [desc(orders.id)];
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
  'company',
  'vat_number',
  'email',
  'phone',
  'city',
  'status',
  'payment_method',
  'payment_status',
  'subtotal',
  'logos',
  'discount',
  'shipping',
  'tax',
  'total',
  'coupon_code',
  'pieces',
  'po_number',
  'requested_delivery_date',
] as const;

/** The columns of the orders' lines file: a row per colour and size of each order, in order. */
export const ORDER_LINE_CSV_COLUMNS = [
  'code',
  'created_at',
  'customer_name',
  'company',
  'po_number',
  'product',
  'color',
  'size',
  'quantity',
  'unit_price',
  'logo_price',
  'line_total',
] as const;

/** What both orders files say of an order: its code, when, and the buyer as the bill names them (not as the profile says today). */
const orderFileColumns = {
  code: orders.code,
  createdAt: orders.createdAt,
  fname: sql<string>`${orders.buyer} ->> 'fname'`,
  lname: sql<string>`${orders.buyer} ->> 'lname'`,
  company: sql<string | null>`${orders.buyer} ->> 'companyName'`,
};

/** A file's column headings in the staff's language. */
const headings = (columns: readonly string[], lang: Lang) =>
  columns.map((column) => translate(lang, `export.order.${column}`));
/** Orders read per statement while the file is written. */
const ORDER_CSV_PAGE = 1000;

/**
 * The orders matching the list's filters as a CSV file (../csv.ts), newest first, one row per
 * order with ORDER_CSV_COLUMNS, headed and worded in `lang` (status, payment, city), the buyer's
 * company and VAT number as the bill names them, the phone kept as text (phoneCell), the date and
 * time in Riyadh, amounts in SAR with two decimals (subtotal − discount + shipping + tax = total;
 * the discount is the coupon's, the quantity prices and the logo charges are already in the
 * subtotal). Read ORDER_CSV_PAGE orders at a time, each page
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
    header: headings(ORDER_CSV_COLUMNS, lang),
    id: orders.id,
    where: orderListWhere(db, filters).where,
    pageSize,
    onError,
    read: (pageWhere) =>
      db
        .select({
          id: orders.id,
          ...orderFileColumns,
          email: sql<string>`${orders.buyer} ->> 'email'`,
          phone: sql<string>`${orders.buyer} ->> 'phone'`,
          vatNumber: sql<string | null>`${orders.buyer} ->> 'vatNumber'`,
          city: localized<string | null>(
            {
              ar: sql`${orders.address} -> 'city' ->> 'nameAr'`,
              en: sql`${orders.address} -> 'city' ->> 'nameEn'`,
            },
            lang,
          ),
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          goods: orders.discountedHalalas,
          logos: logosOfOrder,
          discount: orders.couponValueHalalas,
          shipping: orders.shippingHalalas,
          tax: orders.taxHalalas,
          total: orders.totalHalalas,
          couponCode: orders.couponCode,
          pieces: piecesOfOrder,
          poNumber: orders.poNumber,
          requestedDeliveryDate: orders.requestedDeliveryDate,
        })
        .from(orders)
        // Joined although no column is read from it: from one table the query builder writes
        // bare column names, and piecesOfOrder's subquery needs `orders.id` qualified.
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(pageWhere)
        .orderBy(desc(orders.id))
        .limit(pageSize),
    cells: (r) => [
      r.code,
      shopDateTimeCell(r.createdAt),
      `${r.fname} ${r.lname}`.trim(),
      r.company ?? '',
      r.vatNumber ?? '',
      r.email,
      phoneCell(r.phone),
      r.city ?? '',
      ORDER_STATUS_TEXT[lang][r.status],
      translate(lang, `export.paymentMethod.${r.paymentMethod === 1 ? 1 : 0}`),
      translate(lang, `export.paymentStatus.${r.paymentStatus}`),
      sarCell(r.goods + Number(r.logos)),
      sarCell(Number(r.logos)),
      sarCell(r.discount),
      sarCell(r.shipping),
      sarCell(r.tax),
      sarCell(r.total),
      r.couponCode ?? '',
      String(r.pieces),
      r.poNumber ?? '',
      r.requestedDeliveryDate ?? '',
    ],
  });
}

/**
 * The lines of the orders matching the list's filters as a CSV file, for the warehouse's and the
 * accountant's spreadsheets: one row per colour and size of each order (ORDER_LINE_CSV_COLUMNS,
 * headed in `lang`, names as the order kept them in `lang`), newest order first, each row's
 * amount its pieces × the line's price per piece with its logo's. Streamed like exportOrdersCsv.
 */
export function exportOrderLinesCsv(
  db: Executor,
  filters: OrderListFilters,
  lang: Lang,
  onError: (error: Error) => void,
  pageSize = ORDER_CSV_PAGE,
) {
  return csvNewestFirst({
    header: headings(ORDER_LINE_CSV_COLUMNS, lang),
    id: orderLineItems.id,
    where: orderListWhere(db, filters).where,
    pageSize,
    onError,
    read: (pageWhere) =>
      db
        .select({
          id: orderLineItems.id,
          ...orderFileColumns,
          poNumber: orders.poNumber,
          productAr: orderLines.productNameAr,
          productEn: orderLines.productNameEn,
          colorAr: orderLineItems.colorNameAr,
          colorEn: orderLineItems.colorNameEn,
          size: orderLineItems.sizeName,
          quantity: orderLineItems.quantity,
          unitPrice: orderLines.unitPriceHalalas,
          logoPrice: orderLines.logoUnitHalalas,
        })
        .from(orderLineItems)
        .innerJoin(orderLines, eq(orderLines.id, orderLineItems.orderLineId))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        // The list's search names the customer.
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(pageWhere)
        .orderBy(desc(orderLineItems.id))
        .limit(pageSize),
    cells: (r) => [
      r.code,
      shopDateTimeCell(r.createdAt),
      `${r.fname} ${r.lname}`.trim(),
      r.company ?? '',
      r.poNumber ?? '',
      localizedText({ ar: r.productAr, en: r.productEn }, lang),
      localizedText({ ar: r.colorAr, en: r.colorEn }, lang),
      r.size,
      String(r.quantity),
      sarCell(r.unitPrice),
      sarCell(r.logoPrice),
      sarCell((r.unitPrice + r.logoPrice) * r.quantity),
    ],
  });
}

/** The order's money state for the domain's decisions, from the columns a detail reads. */
function moneyState(detail: {
  status: OrderStatus;
  payment_method: 0 | 1;
  totalHalalas: number;
  capturedHalalas: number;
  refundedHalalas: number;
  artwork_status: ArtworkStatus | null;
}): OrderMoneyState {
  return {
    artworkStatus: detail.artwork_status,
    status: detail.status,
    paymentMethod: detail.payment_method,
    totalHalalas: detail.totalHalalas,
    capturedHalalas: detail.capturedHalalas,
    refundedHalalas: detail.refundedHalalas,
  };
}

/**
 * One order with its bill in `lang`, its ledger, and what the staff member (by `role`) may do
 * next, every "may" from the domain's order machine; undefined when there is none.
 */
export async function getOrderForStaff(
  db: Executor,
  lang: Lang,
  id: number,
  role: StaffRole,
): Promise<AdminOrderDetail | undefined> {
  const found = await readOrderDetail(db, lang, id, null);
  if (!found) return undefined;
  const [[money], ledger, einvoiceDocuments] = await Promise.all([
    db
      .select({
        totalHalalas: orders.totalHalalas,
        capturedHalalas: orders.capturedHalalas,
        refundedHalalas: orders.refundedHalalas,
      })
      .from(orders)
      .where(eq(orders.id, id)),
    orderPayments(db, [id]),
    orderEInvoiceDocuments(db, id),
  ]);
  const { customerId, ...detail } = found;
  const state = moneyState({ ...detail, ...money! });
  // Overriding an unpaid order's shipment is a decision about money: the orders' money area's.
  const mayOverride = staffMay(role, 'orders');
  const moves = allowedMoves(detail.status).filter(
    (to) =>
      staffMayMoveOrderTo(role, to) &&
      (decideMove(state, to).ok || (mayOverride && decideMove(state, to, { reason: 'x' }).ok)),
  );
  return {
    ...detail,
    customer_id: customerId,
    allowed_moves: moves,
    moves_needing_override: moves.filter((to) => !decideMove(state, to).ok),
    can_confirm_payment: staffMay(role, 'orders') && decideTransferConfirmation(state).ok,
    net_paid: halalasToSar(netPaidHalalas(state)),
    captured: halalasToSar(state.capturedHalalas),
    can_refund: decideRefund(state, role, 1, 'x').ok,
    can_reverse_payment: decideTransferReversal(state, role, 'x').ok,
    payments: ledger.get(id) ?? [],
    einvoice_documents: einvoiceDocuments,
  };
}

/** The field and message of each refusal of the order machine (a 422). */
const REFUSAL_FIELDS: Record<OrderActionRefusal, [string, MessageKey | ValidationKey]> = {
  moveNotAllowed: ['status', 'admin.orderMoveRefused'],
  artworkNotApproved: ['status', 'admin.artworkNotApproved'],
  unpaidNeedsOverride: ['override_reason', 'admin.unpaidNeedsOverride'],
  reasonRequired: ['reason', 'validation.reasonRequired'],
  ownerOnly: ['reason', 'admin.ownerOnly'],
  notBankTransfer: ['payment_status', 'admin.notBankTransfer'],
  orderCancelled: ['payment_status', 'admin.orderCancelled'],
  alreadyPaid: ['payment_status', 'admin.alreadyPaid'],
  nothingToReverse: ['payment_status', 'admin.nothingToReverse'],
  nothingToRefund: ['amount', 'admin.nothingToRefund'],
  refundAboveNetPaid: ['amount', 'admin.refundAboveNetPaid'],
  refundNotPositive: ['amount', 'validation.refundAmountInvalid'],
};

function refused(refusal: OrderActionRefusal, field?: string): FieldErrors {
  const [name, message] = REFUSAL_FIELDS[refusal];
  return new FieldErrors({ [field ?? name]: [message] });
}

/**
 * Staff approve the order's logos for production, or send them back with what to change (the
 * order's row is locked, so two decisions at once are taken one after the other); audited.
 * Answers which mail the buyer gets.
 */
export async function decideOrderArtwork(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: ArtworkDecisionInput,
): Promise<'artwork_approved' | 'artwork_changes'> {
  return withTransaction(db, async (tx) => {
    const before = await lockedOrder(tx, id);
    const status = before.artworkStatus ?? null;
    const decision = input.action;
    if (!mayDecideArtwork(status, decision))
      throw new FieldErrors({ action: ['admin.artworkDecisionRefused'] });
    const next: ArtworkStatus = decision === 'approve' ? 'approved' : 'changes_requested';
    const note = decision === 'approve' ? null : (input.note ?? null);
    await tx
      .update(orders)
      .set({ artworkStatus: next, artworkNote: note, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await recordAudit(tx, actor, {
      action: decision === 'approve' ? 'artwork-approve' : 'artwork-changes',
      entity: 'order',
      entityId: id,
      before: { artwork_status: status },
      after: { artwork_status: next, artwork_note: note },
    });
    return decision === 'approve' ? 'artwork_approved' : 'artwork_changes';
  });
}

/** The locked order's money state, or a 404. */
async function lockedOrder(tx: Transaction, id: number) {
  if (id > MAX_DB_INT) throw new NotFoundError('notFound.order');
  const state = await lockOrderMoney(tx, id);
  if (!state) throw new NotFoundError('notFound.order');
  return state;
}

/**
 * Moves an order to `to` when the order machine allows it (shipping an unpaid order only with an
 * override reason, audited); a 422 naming the field otherwise. Cancelling closes the order's open
 * card attempts: their references are answered so the caller closes the provider's pages once
 * this has committed. Two staff moving one order at once: the order row is locked, so the second
 * sees the first's move and is refused if it no longer applies.
 */
export async function moveOrderStatus(
  db: Executor,
  actor: StaffActor,
  id: number,
  to: OrderStatus,
  overrideReason?: string | null,
): Promise<{ closedReferences: string[]; noteRequested: boolean }> {
  return withTransaction(db, async (tx) => {
    const before = await lockedOrder(tx, id);
    const override = overrideReason ? { reason: overrideReason } : null;
    const decision = decideMove(before, to, override);
    if (!decision.ok)
      throw refused(decision.refusal, decision.refusal === 'reasonRequired' ? 'override_reason' : undefined);
    const now = new Date();
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, id));
    const closedReferences = decision.closesOpenAttempts ? await closeOpenAttempts(tx, id, now) : [];
    const note = to === 'cancelled' ? await reconcileOrderNotes(tx, id, CANCELLED_NOTE_REASON) : undefined;
    await recordAudit(tx, actor, {
      action: decision.overridden ? 'status-unpaid-override' : 'status',
      entity: 'order',
      entityId: id,
      before: { status: before.status, payment_status: paymentStatusOf(before) },
      after: {
        status: to,
        ...(decision.overridden ? { override_reason: actionReason(overrideReason) } : {}),
        ...(closedReferences.length > 0 ? { closed_payment_attempts: closedReferences.length } : {}),
      },
    });
    return { closedReferences, noteRequested: note?.kind === 'requested' };
  });
}

/**
 * Records that a bank transfer for what the order still owes has arrived: a capture in its
 * ledger. A 422 when it is not a transfer, is cancelled, or is paid already.
 */
export async function confirmBankPayment(db: Executor, actor: StaffActor, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await lockedOrder(tx, id);
    const decision = decideTransferConfirmation(before);
    if (!decision.ok) throw refused(decision.refusal);
    const now = new Date();
    const amount = before.totalHalalas - netPaidHalalas(before);
    await tx.insert(payments).values({
      orderId: id,
      kind: 'capture',
      provider: 'bank',
      status: 'paid',
      amountHalalas: amount,
      staffId: actor.id,
      settledAt: now,
    });
    const after = {
      capturedHalalas: before.capturedHalalas + amount,
      refundedHalalas: before.refundedHalalas,
    };
    await writeOrderMoney(tx, id, after, now);
    await recordAudit(tx, actor, {
      action: 'confirm-payment',
      entity: 'order',
      entityId: id,
      before: { payment_status: paymentStatusOf(before) },
      after: {
        payment_status: paymentStatusOf(after),
        amount: halalasToSar(amount),
        paid_at: now.toISOString(),
      },
    });
  });
}

/**
 * An owner undoes a transfer confirmation made in error: its capture is marked failed with the
 * reason, and the order owes its total again (audited).
 */
export async function reverseBankPayment(
  db: Executor,
  actor: StaffActor,
  role: StaffRole,
  id: number,
  reason: string,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await lockedOrder(tx, id);
    const decision = decideTransferReversal(before, role, reason);
    if (!decision.ok) throw refused(decision.refusal);
    const now = new Date();
    const reversed = await tx
      .update(payments)
      .set({
        status: 'failed',
        failureReason: 'Reversed by an owner',
        reason: actionReason(reason),
        updatedAt: now,
      })
      .where(
        and(
          eq(payments.orderId, id),
          eq(payments.kind, 'capture'),
          eq(payments.provider, 'bank'),
          eq(payments.status, 'paid'),
        ),
      )
      .returning({ amount: payments.amountHalalas });
    const amount = reversed.reduce((sum, r) => sum + r.amount, 0);
    const after = {
      capturedHalalas: before.capturedHalalas - amount,
      refundedHalalas: before.refundedHalalas,
    };
    await writeOrderMoney(tx, id, after, now);
    await recordAudit(tx, actor, {
      action: 'reverse-payment',
      entity: 'order',
      entityId: id,
      before: { payment_status: paymentStatusOf(before), captured: halalasToSar(before.capturedHalalas) },
      after: { payment_status: paymentStatusOf(after), reason: actionReason(reason) },
    });
  });
}

/**
 * An owner gives back `amountHalalas` of what the order holds, with the reason (audited): the
 * refund rows are written with the order locked, then the provider is asked once committed (a
 * transfer's refund is recorded as done: staff send it back themselves). Answers whether the
 * provider refused (the amount is held again, and the order page shows the failed row).
 */
export async function refundOrder(
  db: Executor,
  provider: PaymentProvider,
  actor: StaffActor & { role: StaffRole },
  id: number,
  input: { amountHalalas: number; reason: string },
  log: Parameters<typeof executeRefunds>[3],
): Promise<{ failed: boolean; noteRequested: boolean }> {
  const { rows: pending, noteRequested } = await withTransaction(db, async (tx) => {
    const before = await lockedOrder(tx, id);
    const decision = decideRefund(before, actor.role, input.amountHalalas, input.reason);
    if (!decision.ok) throw refused(decision.refusal);
    const now = new Date();
    const rows = await writeRefundRows(tx, before, id, input.amountHalalas, {
      reason: actionReason(input.reason)!,
      staffId: actor.id,
      now,
    });
    const note = await reconcileOrderNotes(tx, id, actionReason(input.reason)!);
    await recordAudit(tx, actor, {
      action: 'refund',
      entity: 'order',
      entityId: id,
      before: { payment_status: paymentStatusOf(before), refunded: halalasToSar(before.refundedHalalas) },
      after: { amount: halalasToSar(input.amountHalalas), reason: actionReason(input.reason) },
    });
    return { rows, noteRequested: note.kind === 'requested' };
  });
  const reversed = await executeRefunds(db, provider, pending, log);
  const notes = noteRequested || reversed;
  if (pending.length === 0) return { failed: false, noteRequested: notes };
  const failed = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(
          payments.id,
          pending.map((p) => p.refundRowId),
        ),
        eq(payments.status, 'failed'),
      ),
    );
  return { failed: failed.length > 0, noteRequested: notes };
}

/**
 * Moves each order of a batch to `to`, each in its own transaction as moveOrderStatus does: an
 * order the workflow refuses (or that is gone) is left as it was and reported with its reason's
 * message key, and the others move.
 */
export async function moveOrdersStatus(
  db: Executor,
  actor: StaffActor,
  ids: readonly number[],
  to: OrderStatus,
): Promise<{
  moved: { id: number; closedReferences: string[]; noteRequested: boolean }[];
  refused: { id: number; code: string | null; reason: MessageKey | ValidationKey }[];
}> {
  const moved: { id: number; closedReferences: string[]; noteRequested: boolean }[] = [];
  const refusedIds: { id: number; reason: MessageKey | ValidationKey }[] = [];
  for (const id of ids) {
    try {
      moved.push({ id, ...(await moveOrderStatus(db, actor, id, to)) });
    } catch (err) {
      if (err instanceof NotFoundError) refusedIds.push({ id, reason: err.messageKey as MessageKey });
      else if (err instanceof FieldErrors)
        refusedIds.push({ id, reason: Object.values(err.fields)[0]?.[0] ?? 'admin.forbidden' });
      else throw err;
    }
  }
  const codes = new Map<number, string>();
  const refusedOrderIds = refusedIds.map((r) => r.id).filter((id) => id <= MAX_DB_INT);
  if (refusedOrderIds.length > 0) {
    const rows = await db
      .select({ id: orders.id, code: orders.code })
      .from(orders)
      .where(inArray(orders.id, refusedOrderIds));
    for (const row of rows) codes.set(row.id, row.code);
  }
  return { moved, refused: refusedIds.map((r) => ({ ...r, code: codes.get(r.id) ?? null })) };
}
