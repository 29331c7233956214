/**
 * Placing an order: the prepared order (prepare.ts) is written by one statement with its lines,
 * the coupon's use, the idempotency key's answer and the confirmation mail (docs/decisions.md, An
 * order is written by one statement), under a new order code, retried when the code or the key
 * clashes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderCreated } from '@shop/contract';
import { shopDay, type OrderCreateInput } from '@shop/domain';
import { mailOutbox, orders } from '../../db/schema.js';
import { jsonRow } from '../../db/json-rows.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import type { Lang, MessageParams } from '../../shared/i18n.js';
import { couponCustomerUseUpsert, couponUseUpdate } from '../coupons.js';
import {
  expiredKeysDelete,
  findKey,
  isKeyClash,
  keyClaimInsert,
  payloadHash,
  releaseExpiredKey,
  settledKey,
} from '../idempotency.js';
import { invoiceRequestInsert } from '../einvoicing/index.js';
import { orderPlacedOutgoing, type Mailer } from '../mail/index.js';
import { rowsOf } from '../../db/rows.js';
import { isCodeClash, newOrderCode } from './code.js';
import { prepareOrder, type OrderFieldErrors, type PreparedOrder, type QuotedPrices } from './prepare.js';

export type PlaceOrderResult =
  | {
      kind: 'placed';
      order: OrderCreated;
      /** True when an earlier request with the same Idempotency-Key placed it. */
      replayed: boolean;
      /** A tax invoice was requested with the order: the e-invoicing sweep has work. */
      invoiceRequested?: boolean;
    }
  | { kind: 'refused'; errors: OrderFieldErrors; params?: MessageParams };

export interface PlaceOrderRequest {
  customerId: number;
  lang: Lang;
  input: OrderCreateInput;
  /** The Idempotency-Key header (already checked for shape), or null without one. */
  idempotencyKey: string | null;
  /** Whose keys the key is among: the customer's own checkout's, or staff's making orders for them. */
  keyedBy?: 'customer' | 'staff';
  now?: Date;
  /**
   * Sends the confirmation mail: recorded with the order, dispatched after its commit.
   * `origin` is the request's, for the bill link when PUBLIC_URL is not set.
   */
  mail?: { mailer: Mailer; origin?: string };
  /** Placing a sent quote: its lines' prices, and the quote claimed by the order's statement. */
  quoted?: QuotedPrices;
}

/**
 * The CTEs that write an order's lines and their colours and sizes, once the CTE `o` has
 * inserted the order: the lines are inserted from a JSON list, and the items joined to the new
 * line ids by the lines' positions.
 */
function lineInserts(lines: PreparedOrder['lines']): SQL {
  const lineRows = lines.map(({ line }) => ({
    product_id: line.productId ?? null,
    name_ar: line.productNameAr,
    name_en: line.productNameEn,
    image: line.productImage ?? '',
    quantity: line.quantity,
    unit: line.unitPriceHalalas,
    regular: line.regularPriceHalalas,
    total: line.lineTotalHalalas,
    artwork_id: line.artworkId ?? null,
    placement: line.placement ?? null,
    logo_unit: line.logoUnitHalalas ?? 0,
    sort_order: line.sortOrder ?? 0,
  }));
  const itemRows = lines.flatMap(({ line, items }) =>
    items.map((item) => ({
      sort_order: line.sortOrder ?? 0,
      pos: 0,
      color_id: item.productColorId ?? null,
      color_ar: item.colorNameAr,
      color_en: item.colorNameEn,
      color_code: item.colorCode,
      size_id: item.productSizeId ?? null,
      size: item.sizeName,
      quantity: item.quantity,
    })),
  );
  // Items are read back in id order: `pos` keeps the order they were chosen in.
  itemRows.forEach((item, i) => (item.pos = i));
  return sql`l as (
      insert into order_lines (order_id, product_id, product_name_ar, product_name_en, product_image,
                               quantity, unit_price_halalas, regular_price_halalas, line_total_halalas,
                               artwork_id, placement, logo_unit_halalas, sort_order)
      select o.id, x.product_id, x.name_ar, x.name_en, x.image, x.quantity, x.unit, x.regular, x.total,
        x.artwork_id, x.placement::artwork_placement, x.logo_unit, x.sort_order
      from o, json_to_recordset(${JSON.stringify(lineRows)}::json) as x(
        product_id int, name_ar text, name_en text, image text, quantity int, unit int, regular int,
        total int, artwork_id int, placement text, logo_unit int, sort_order int)
      returning id, sort_order
    ),
    items as (
      insert into order_line_items (order_line_id, product_color_id, color_name_ar, color_name_en,
                                    color_code, product_size_id, size_name, quantity)
      select l.id, x.color_id, x.color_ar, x.color_en, x.color_code, x.size_id, x.size, x.quantity
      from json_to_recordset(${JSON.stringify(itemRows)}::json) as x(
        sort_order int, pos int, color_id int, color_ar text, color_en text, color_code text,
        size_id int, size text, quantity int)
      join l on l.sort_order = x.sort_order
      order by x.pos
    )`;
}

/**
 * Writes a prepared order in one statement, so it is stored whole or not at all without a
 * transaction's extra round trips: the coupon's use (when it has one), the idempotency key with
 * the order's answer (when it has one), the order, its lines and items, and its confirmation
 * mail's outbox row. Everything hangs on the claims: when the coupon's last use (or the
 * customer's own last use of it) went to another order, the order is not written and `placed` is
 * false; the caller then rolls the claims back (placeWithClaims). A twin request's committed key
 * fails the statement (isKeyClash), and so does a clash of order codes; either way nothing is
 * written.
 */
async function writeOrder(
  db: Executor,
  prepared: PreparedOrder,
  code: string,
  options: {
    claim: { scope: string; key: string; requestHash: string } | null;
    mail: typeof mailOutbox.$inferInsert | null;
    now: Date;
  },
): Promise<WrittenOrder> {
  const { claim, mail, now } = options;
  const order = jsonRow(orders, { ...prepared.order, code }, 'order_row');
  const parts: SQL[] = [];
  // The order is written only when each claim it needs went to it: the coupon's use and the
  // quote (a sent quote that still holds and has no order yet).
  const gates: SQL[] = [];
  const counted: SQL[] = [];
  if (prepared.coupon) {
    const { id, perCustomerLimit } = prepared.coupon;
    parts.push(sql`coupon_use as ${couponUseUpdate(db, id, now)}`);
    parts.push(
      sql`customer_use as (${couponCustomerUseUpsert(id, prepared.order.customerId, perCustomerLimit)})`,
    );
    gates.push(sql`exists (select 1 from coupon_use)`, sql`exists (select 1 from customer_use)`);
    counted.push(sql`, (select count(*) from customer_use)::int as customer_use`);
  }
  if (prepared.quoteId !== null) {
    parts.push(sql`quote_claim as (${quoteClaimUpdate(prepared, now)})`);
    gates.push(sql`exists (select 1 from quote_claim)`);
  }
  parts.push(
    gates.length > 0
      ? sql`gate as (select 1 as open where ${sql.join(gates, sql` and `)})`
      : sql`gate as (select 1 as open)`,
  );
  if (claim) {
    const answer = { id: prepared.order.id, code };
    parts.push(sql`claimed as (${keyClaimInsert(claim, answer, sql`gate`, now)})`);
    parts.push(sql`expired as (${expiredKeysDelete(claim.scope, claim.key)})`);
  }
  parts.push(
    sql`o as (insert into orders ${order.columns} select ${order.fields} from gate, ${order.source} returning id)`,
  );
  parts.push(lineInserts(prepared.lines));
  parts.push(sql`invoice as (${invoiceRequestInsert('o', code)})`);
  let mailId = sql`null::int`;
  if (mail) {
    const outbox = jsonRow(mailOutbox, mail, 'mail_row');
    parts.push(
      sql`m as (insert into mail_outbox ${outbox.columns} select ${outbox.fields} from o, ${outbox.source} returning id)`,
    );
    mailId = sql`(select id from m)`;
  }
  const [row] = await rowsOf<{
    placed: number;
    mail_id: number | null;
    invoiced: number;
    customer_use?: number;
  }>(
    db,
    sql`with ${sql.join(parts, sql`, `)} select (select count(*) from o)::int as placed, ${mailId} as mail_id,
      (select count(*) from invoice)::int as invoiced${sql.join(counted)}`,
  );
  return {
    placed: Number(row!.placed) > 0,
    mailId: row!.mail_id === null ? null : Number(row!.mail_id),
    invoiced: Number(row!.invoiced) > 0,
    customerUseTaken: row!.customer_use === undefined || Number(row!.customer_use) > 0,
  };
}

interface WrittenOrder {
  placed: boolean;
  mailId: number | null;
  invoiced: boolean;
  /** False when the customer had used the coupon as often as it allows. */
  customerUseTaken: boolean;
}

/** Thrown inside the order's transaction to give back the claims an order that was not written took. */
class OrderNotWritten extends Error {
  constructor(readonly written: WrittenOrder) {
    super('order not written');
  }
}

/**
 * Writes the order; with a coupon, inside a transaction: the coupon's use and the customer's use
 * are two claims, and when one of them fails the other is given back with the rollback.
 */
async function placeWithClaims(
  db: Executor,
  prepared: PreparedOrder,
  code: string,
  options: Parameters<typeof writeOrder>[3],
): Promise<WrittenOrder> {
  if (!prepared.coupon) return writeOrder(db, prepared, code, options);
  try {
    return await withTransaction(db, async (tx) => {
      const written = await writeOrder(tx, prepared, code, options);
      if (!written.placed) throw new OrderNotWritten(written);
      return written;
    });
  } catch (err) {
    if (err instanceof OrderNotWritten) return err.written;
    throw err;
  }
}

/**
 * Claims the order's quote for it: only the buyer's own sent quote, still holding on the shop's
 * calendar day, with no order yet. Two acceptances at once: the second finds it claimed.
 */
function quoteClaimUpdate(prepared: PreparedOrder, now: Date): SQL {
  return sql`update quotes set status = 'accepted', order_id = ${prepared.order.id}, updated_at = ${now}
    where id = ${prepared.quoteId} and customer_id = ${prepared.order.customerId} and status = 'quoted'
      and order_id is null and valid_until >= ${shopDay(now)}
    returning id`;
}

/** What a stored key answers for a request with payload hash `hash`. */
function replay(stored: { requestHash: string; response: unknown }, hash: string): PlaceOrderResult {
  if (stored.requestHash !== hash)
    return { kind: 'refused', errors: { idempotency_key: ['idempotency.keyReused'] } };
  const order = stored.response as OrderCreated | null;
  if (!order || typeof order.id !== 'number') throw new Error('idempotency key committed without an answer');
  return { kind: 'placed', order: { id: order.id, code: order.code }, replayed: true };
}

/**
 * Places an order, or answers the stored order of an earlier request with the same key, or why
 * it cannot be placed. See the module comment of services/idempotency.ts for the key's race.
 */
export async function placeOrder(db: Executor, req: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const now = req.now ?? new Date();
  const key = req.idempotencyKey;
  const scope = `${req.keyedBy ?? 'customer'}:${req.customerId}`;
  const hash = payloadHash(req.input);

  /**
   * A refusal, unless a twin request with the same key placed its order meanwhile (or is placing
   * it right now: settledKey waits for it): then that order is the answer.
   */
  const refuse = async (errors: OrderFieldErrors, params?: MessageParams): Promise<PlaceOrderResult> => {
    if (key) {
      const stored = await settledKey(db, scope, key);
      if (stored) return replay(stored, hash);
    }
    return params ? { kind: 'refused', errors, params } : { kind: 'refused', errors };
  };

  // No look-up of the key before the work: a fresh key is the common case, and a replay is
  // found anyway when the order's statement claims the key (or, for a replay the shop would now
  // refuse, by `refuse`).
  const prepared = await prepareOrder(db, req.customerId, req.lang, req.input, now, req.quoted ?? null);
  if ('errors' in prepared) return refuse(prepared.errors, prepared.params);
  const claim = key ? { scope, key, requestHash: hash } : null;

  for (let attempt = 1; ; attempt += 1) {
    const code = newOrderCode(now);
    const mail = req.mail
      ? orderPlacedOutgoing(
          req.mail.mailer,
          {
            id: prepared.order.id,
            code,
            totalHalalas: prepared.order.totalHalalas,
            lang: req.lang,
            bank: prepared.order.bank ?? null,
          },
          prepared.recipient,
          { origin: req.mail.origin },
        )
      : null;
    try {
      const written = await placeWithClaims(db, prepared, code, {
        claim,
        mail: mail && req.mail ? req.mail.mailer.outboxRow(mail) : null,
        now,
      });
      // The quote was accepted, lapsed or changed meanwhile, or the coupon's last use (or the
      // customer's) went to another order.
      if (!written.placed) {
        if (prepared.quoteId !== null) return refuse({ _: ['quote.notOpen'] });
        return refuse({ coupon_code: [written.customerUseTaken ? 'coupon.usedUp' : 'coupon.alreadyUsed'] });
      }
      if (mail && req.mail && written.mailId !== null) req.mail.mailer.dispatch(written.mailId, mail);
      return {
        kind: 'placed',
        order: { id: prepared.order.id, code },
        replayed: false,
        invoiceRequested: written.invoiced,
      };
    } catch (err) {
      if (claim && isKeyClash(err)) {
        const stored = await findKey(db, scope, claim.key);
        if (stored) return replay(stored, hash);
        // The clash was with an expired record of the key (a day old): free it and place anew.
        await releaseExpiredKey(db, scope, claim.key);
        if (attempt < 5) continue;
      }
      if (isCodeClash(err) && attempt < 5) continue;
      throw err;
    }
  }
}
