/**
 * Orders staff make for a customer who phoned or wrote: checked and priced by the same rules as the
 * customer's own order (services/orders), never by the dashboard's figures. Placed at once on
 * bank-transfer terms (the customer gets the usual confirmation with the bank details), or kept as a
 * draft quote in the customer's account, which staff price and send for the customer to accept and
 * pay by card or transfer (services/quotes). Each is in the audit log under the staff member.
 */
import { eq } from 'drizzle-orm';
import type { StaffOrderMade, StaffOrderPreview } from '@shop/contract';
import { halalasToSar, type OrderCreateInput, type StaffOrderInput } from '@shop/domain';
import { customers } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { FieldErrors } from '../shared/errors.js';
import type { Lang } from '../shared/i18n.js';
import { recordAudit, type StaffActor } from './audit.js';
import type { Mailer } from './mail/index.js';
import { placeOrder, prepareOrder } from './orders/index.js';
import { requestQuote } from './quotes.js';
import {
  findKey,
  isKeyClash,
  payloadHash,
  releaseExpiredKey,
  settledKey,
  type StoredKey,
} from './idempotency.js';

/** The customer the order is for: an active account, with the language their mails are in. */
async function customerOf(db: Executor, id: number): Promise<{ id: number; lang: Lang }> {
  const [row] = await db
    .select({ id: customers.id, lang: customers.lang, isActive: customers.isActive })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  if (!row || !row.isActive) throw new FieldErrors({ customer_id: ['admin.customerUnknown'] });
  return { id: row.id, lang: row.lang };
}

/** The order as the customer's own checkout would send it: on bank-transfer terms. */
function orderInput(input: StaffOrderInput): OrderCreateInput {
  return {
    payment_method: 0,
    address_id: input.address_id ?? 0,
    po_number: input.po_number,
    note: input.note,
    requested_delivery_date: input.requested_delivery_date,
    coupon_code: input.coupon_code,
    products: input.products,
    artworks: [],
  };
}

/** What the order would come to now, or the same field errors placing it would answer. */
export async function previewStaffOrder(
  db: Executor,
  input: StaffOrderInput,
  lang: Lang,
  now = new Date(),
): Promise<StaffOrderPreview> {
  const customer = await customerOf(db, input.customer_id);
  const prepared = await prepareOrder(db, customer.id, lang, orderInput(input), now);
  if ('errors' in prepared) throw new FieldErrors(prepared.errors, prepared.params);
  const { order, lines } = prepared;
  return {
    lines: lines.map(({ line }) => ({
      product_id: line.productId!,
      quantity: line.quantity,
      unit_price: halalasToSar(line.unitPriceHalalas),
      line_total: halalasToSar(line.lineTotalHalalas),
    })),
    subtotal: halalasToSar(order.regularHalalas),
    discount: halalasToSar(order.discountHalalas ?? 0),
    coupon_value: halalasToSar(order.couponValueHalalas ?? 0),
    shipping: halalasToSar(order.shippingHalalas ?? 0),
    tax: halalasToSar(order.taxHalalas ?? 0),
    total: halalasToSar(order.totalHalalas),
  };
}

/** The draft an earlier request with the same key made, or why the key cannot be used again. */
function replayedDraft(stored: StoredKey, requestHash: string): StaffOrderMade & { replayed: boolean } {
  const answer = stored.response as { id?: unknown; quote?: unknown } | null;
  if (stored.requestHash !== requestHash || answer?.quote !== true || typeof answer.id !== 'number')
    throw new FieldErrors({ idempotency_key: ['idempotency.keyReused'] });
  return { kind: 'quote', id: answer.id, code: null, replayed: true };
}

/**
 * Places the order for the customer, or records it as a draft quote; audited either way. A
 * placed order is written in the customer's language (their mails and bill), like their own.
 */
export async function makeStaffOrder(
  db: Executor,
  actor: StaffActor,
  input: StaffOrderInput,
  options: {
    lang: Lang;
    mail?: { mailer: Mailer; origin?: string };
    now?: Date;
    /** The Idempotency-Key: a retry answers the order or draft the first attempt made. */
    idempotencyKey?: string | null;
  },
): Promise<StaffOrderMade & { replayed: boolean }> {
  const now = options.now ?? new Date();
  const customer = await customerOf(db, input.customer_id);
  if (input.action === 'draft') {
    // The same scope as a placed order's key: a key sent once for a draft and once for an order
    // is a key reused with another request.
    const claim = options.idempotencyKey
      ? { scope: `staff:${customer.id}`, key: options.idempotencyKey, requestHash: payloadHash(input) }
      : null;
    const draft = () =>
      requestQuote(db, {
        customerId: customer.id,
        lang: customer.lang,
        input: {
          products: input.products,
          artworks: [],
          wanted_by: input.requested_delivery_date,
          note: input.note,
        },
        now,
        claim,
      });
    let made;
    for (let attempt = 1; ; attempt += 1) {
      try {
        made = await draft();
        break;
      } catch (err) {
        if (!claim || !isKeyClash(err)) throw err;
        // A retry, or its twin sent at the same moment: the draft the first one made.
        const stored = await findKey(db, claim.scope, claim.key);
        if (stored) return replayedDraft(stored, claim.requestHash);
        // The clash was with a day-old record of the key: free it and draft anew.
        await releaseExpiredKey(db, claim.scope, claim.key);
        if (attempt >= 5) throw err;
      }
    }
    if ('errors' in made) {
      // A retry the shop would now refuse (a product taken off sale since): the draft its first
      // attempt made is still the answer, once no twin holds the key.
      const stored = claim ? await settledKey(db, claim.scope, claim.key) : undefined;
      if (stored) return replayedDraft(stored, claim!.requestHash);
      throw new FieldErrors(made.errors);
    }
    await recordAudit(db, actor, {
      action: 'quote.create',
      entity: 'quote',
      entityId: made.quote.id,
      after: { customer_id: customer.id, pieces: made.quote.pieces },
    });
    return { kind: 'quote', id: made.quote.id, code: null, replayed: false };
  }
  const result = await placeOrder(db, {
    customerId: customer.id,
    lang: customer.lang,
    input: orderInput(input),
    idempotencyKey: options.idempotencyKey ?? null,
    keyedBy: 'staff',
    now,
    mail: options.mail,
  });
  if (result.kind === 'refused') throw new FieldErrors(result.errors, result.params);
  // A retry of the same attempt: the first one's order, audited once.
  if (result.replayed) return { kind: 'order', id: result.order.id, code: result.order.code, replayed: true };
  await recordAudit(db, actor, {
    action: 'order.create',
    entity: 'order',
    entityId: result.order.id,
    after: { customer_id: customer.id, code: result.order.code, payment_method: 0 },
  });
  return { kind: 'order', id: result.order.id, code: result.order.code, replayed: false };
}
