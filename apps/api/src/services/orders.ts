/**
 * Orders: placing one and reading the customer's own.
 *
 * Placing recomputes everything from the database with the domain's rules (docs/decisions.md,
 * Totals): tier prices, quantity bounds, the product's own colours and sizes, the coupon, the
 * address city's shipping fee and the settings' tax. Nothing the browser computed is read. The
 * order is stored as a snapshot (names in both languages, prices and totals as charged, the
 * address and the seller as they were) by one statement with its lines, the coupon's use, the
 * idempotency key's answer and the confirmation mail (docs/decisions.md, An order is written by
 * one statement).
 *
 * Reading answers from the order's own rows only (docs/decisions.md, A bill is frozen when
 * issued): a later catalogue, profile or settings edit never changes a placed order or its bill.
 * The bill's figures come from the domain's billFigures, the same for the customer and for staff.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderCreated, OrderDetail, OrderLine, OrderSummary, Paged } from '@shop/contract';
import {
  billFigures,
  computeTotals,
  type BillFigures,
  type BillLineFigures,
  halalasToSar,
  ORDER_STATUS_TEXT,
  canPayByCard,
  quantityError,
  totalQuantity,
  zatcaAmount,
  zatcaQrBase64,
  zatcaTimestamp,
  type CouponValue,
  type OrderCreateInput,
  type OrderStatus,
  type PageQuery,
  type PriceTier,
  type ValidationKey,
  shopDay,
} from '@shop/domain';
import {
  addresses,
  areas,
  cities,
  countries,
  coupons,
  customers,
  mailOutbox,
  orderLineItems,
  orderLines,
  orders,
  settings,
  type OrderAddressSnapshot,
  type OrderBankSnapshot,
  type OrderBuyerSnapshot,
} from '../db/schema.js';
import { jsonRow } from '../db/json-rows.js';
import type { Executor } from '../db/transaction.js';
import type { Lang, MessageKey } from '../shared/i18n.js';
import { couponStatusNow, couponUseUpdate, type StoredCoupon } from './coupons.js';
import { orderPlacedOutgoing, shopNameIn, type Mailer, type OrderMailRecipient } from './mail/index.js';
import {
  expiredKeysDelete,
  findKey,
  isKeyClash,
  keyClaimInsert,
  payloadHash,
  releaseExpiredKey,
  settledKey,
} from './idempotency.js';
import { receiptsOf } from './payment-receipts.js';
import { MAX_DB_INT } from './products.js';
import { isUniqueViolationOf, rowsOf } from './sql-rows.js';

/** Field → message keys (API or validation keys) of a refused order. */
export type OrderFieldErrors = Record<string, (MessageKey | ValidationKey)[]>;

export type PlaceOrderResult =
  | {
      kind: 'placed';
      order: OrderCreated;
      /** True when an earlier request with the same Idempotency-Key placed it. */
      replayed: boolean;
    }
  | { kind: 'refused'; errors: OrderFieldErrors };

export interface PlaceOrderRequest {
  customerId: number;
  lang: Lang;
  input: OrderCreateInput;
  /** The Idempotency-Key header (already checked for shape), or null without one. */
  idempotencyKey: string | null;
  now?: Date;
  /**
   * Sends the confirmation mail: recorded with the order, dispatched after its commit.
   * `origin` is the request's, for the bill link when PUBLIC_URL is not set.
   */
  mail?: { mailer: Mailer; origin?: string };
}

// ---- Placing an order -----------------------------------------------------------------------

interface ProductRow {
  id: number;
  nameAr: string;
  nameEn: string;
  image: string;
  isActive: boolean;
  tiers: { from: number; to: number; price: number }[];
  colors: { id: number; name_ar: string; name_en: string; code: string }[];
  sizes: { id: number; name: string }[];
}

interface PlaceRow {
  address: Pick<OrderAddressSnapshot, 'name' | 'address' | 'building' | 'floor' | 'apartment' | 'note'>;
  country: OrderAddressSnapshot['country'];
  city: OrderAddressSnapshot['city'];
  area: OrderAddressSnapshot['area'];
  shippingFeeHalalas: number;
  taxBasisPoints: number | null;
  sellerNameAr: string | null;
  sellerNameEn: string | null;
  vatNumber: string | null;
  sellerAddressAr: string | null;
  sellerAddressEn: string | null;
  /** Null when the shop has no settings row yet. */
  bank: OrderBankSnapshot | null;
  /** The buyer as the profile reads now: the bill keeps this copy. */
  buyer: OrderBuyerSnapshot;
  /** For the confirmation mail, written with the order. */
  shopNameAr: string | null;
  shopNameEn: string | null;
}

interface CouponRow extends Omit<StoredCoupon, 'startsAt' | 'endsAt'> {
  startsAt: string | null;
  endsAt: string | null;
}

interface OrderInputs {
  /** The new order's id, taken from its sequence now so the confirmation mail can link its bill. */
  orderId: number;
  /** The customer's address with its places in both languages, and the shop's settings. */
  place: PlaceRow | null;
  products: ProductRow[];
  coupon: StoredCoupon | undefined;
}

const placeName = (table: typeof countries | typeof cities | typeof areas) =>
  sql`json_build_object('id', ${table.id}, 'nameAr', ${table.nameAr}, 'nameEn', ${table.nameEn})`;

/**
 * Everything an order is computed from, in one statement (one round trip, which is most of an
 * order's cost): the address with its places, the customer and the settings; the products with
 * their tiers, colours and sizes; the coupon; and the order's id. An id taken by an order that is
 * then refused is skipped, as sequences skip ids anyway.
 */
async function loadOrderInputs(
  db: Executor,
  customerId: number,
  input: OrderCreateInput,
): Promise<OrderInputs> {
  const ids = input.products.map((p) => p.product_id);
  const [row] = await rowsOf<{
    order_id: number | string;
    place: PlaceRow | null;
    products: ProductRow[];
    coupon: CouponRow | null;
  }>(
    db,
    sql`select
      nextval(pg_get_serial_sequence('orders', 'id')) as order_id,
      (select json_build_object(
          'address', json_build_object('name', ${addresses.name}, 'address', ${addresses.address},
            'building', ${addresses.building}, 'floor', ${addresses.floor},
            'apartment', ${addresses.apartment}, 'note', ${addresses.note}),
          'country', ${placeName(countries)}, 'city', ${placeName(cities)}, 'area', ${placeName(areas)},
          'shippingFeeHalalas', ${cities.shippingFeeHalalas},
          'taxBasisPoints', ${settings.taxBasisPoints},
          'sellerNameAr', ${settings.sellerNameAr}, 'sellerNameEn', ${settings.sellerNameEn},
          'vatNumber', ${settings.vatNumber},
          'sellerAddressAr', ${settings.addressAr}, 'sellerAddressEn', ${settings.addressEn},
          'bank', case when ${settings.id} is null then null else json_build_object(
            'nameAr', ${settings.bankNameAr}, 'nameEn', ${settings.bankNameEn},
            'account', ${settings.bankAccount}, 'iban', ${settings.bankIban}) end,
          'buyer', json_build_object('fname', ${customers.fname}, 'lname', ${customers.lname},
            'email', ${customers.email}, 'phone', ${customers.phone},
            'companyName', ${customers.companyName}, 'vatNumber', ${customers.vatNumber}),
          'shopNameAr', ${settings.appNameAr}, 'shopNameEn', ${settings.appNameEn})
        from ${addresses}
        join ${customers} on ${customers.id} = ${addresses.customerId}
        join ${countries} on ${countries.id} = ${addresses.countryId}
        join ${cities} on ${cities.id} = ${addresses.cityId}
        join ${areas} on ${areas.id} = ${addresses.areaId}
        left join ${settings} on ${settings.id} = 1
        where ${addresses.id} = ${input.address_id} and ${addresses.customerId} = ${customerId}
      ) as place,
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'nameAr', p.name_ar, 'nameEn', p.name_en, 'image', p.image, 'isActive', p.is_active,
          'tiers', (select coalesce(json_agg(json_build_object('from', pt.from_qty, 'to', pt.to_qty, 'price', pt.price_halalas) order by pt.from_qty, pt.id), '[]'::json)
                    from price_tiers pt where pt.product_id = p.id),
          'colors', (select coalesce(json_agg(json_build_object('id', pc.id, 'name_ar', co.name_ar, 'name_en', co.name_en, 'code', pc.color_code) order by pc.sort_order, pc.id), '[]'::json)
                     from product_colors pc join colors co on co.id = pc.color_id where pc.product_id = p.id),
          'sizes', (select coalesce(json_agg(json_build_object('id', ps.id, 'name', ps.name) order by ps.sort_order, ps.id), '[]'::json)
                    from product_sizes ps where ps.product_id = p.id))), '[]'::json)
        from products p where p.id in ${ids}
      ) as products,
      ${
        input.coupon_code
          ? sql`(select json_build_object('id', ${coupons.id}, 'code', ${coupons.code}, 'type', ${coupons.type},
                  'amount', ${coupons.amount}, 'isActive', ${coupons.isActive},
                  'startsAt', ${coupons.startsAt}, 'endsAt', ${coupons.endsAt},
                  'usageLimit', ${coupons.usageLimit}, 'usedCount', ${coupons.usedCount})
                from ${coupons} where ${coupons.code} = ${input.coupon_code})`
          : sql`null::json`
      } as coupon`,
  );
  const coupon = row!.coupon;
  return {
    orderId: Number(row!.order_id),
    place: row!.place,
    products: row!.products,
    coupon: coupon
      ? {
          ...coupon,
          type: coupon.type === 1 ? 1 : 0,
          startsAt: coupon.startsAt === null ? null : new Date(coupon.startsAt),
          endsAt: coupon.endsAt === null ? null : new Date(coupon.endsAt),
        }
      : undefined,
  };
}

type OrderInsert = typeof orders.$inferInsert;
type LineInsert = Omit<typeof orderLines.$inferInsert, 'orderId'>;
type ItemInsert = Omit<typeof orderLineItems.$inferInsert, 'orderLineId'>;

interface PreparedOrder {
  order: Omit<OrderInsert, 'code'> & { id: number };
  lines: { line: LineInsert; items: ItemInsert[] }[];
  coupon: StoredCoupon | null;
  /** Who the confirmation mail goes to, and the shop's name in the order's language. */
  recipient: OrderMailRecipient;
}

function addError(errors: OrderFieldErrors, field: string, key: MessageKey | ValidationKey) {
  const list = (errors[field] ??= []);
  if (!list.includes(key)) list.push(key);
}

/**
 * Checks the order against the database and computes it, or answers why it cannot be placed.
 * Every problem found is reported at once (address, each product, the coupon), so the shopper
 * fixes them in one go. Field paths follow the parsed payload (which is the storefront's payload:
 * it sends only colours and sizes with pieces).
 */
async function prepareOrder(
  db: Executor,
  customerId: number,
  lang: Lang,
  input: OrderCreateInput,
  now: Date,
): Promise<PreparedOrder | { errors: OrderFieldErrors }> {
  const errors: OrderFieldErrors = {};
  const { orderId, place, products, coupon: found } = await loadOrderInputs(db, customerId, input);
  if (!place) addError(errors, 'address_id', 'order.addressUnknown');

  const byId = new Map(products.map((p) => [Number(p.id), p]));
  const tiersOf = new Map<number, PriceTier[]>();
  input.products.forEach((selection, i) => {
    const product = byId.get(selection.product_id);
    if (!product || !product.isActive) {
      addError(errors, `products.${i}.product_id`, 'order.productUnavailable');
      return;
    }
    const colorIds = new Set(product.colors.map((c) => c.id));
    const sizeIds = new Set(product.sizes.map((s) => s.id));
    selection.colors.forEach((color, j) => {
      if (!colorIds.has(color.color_id)) {
        addError(errors, `products.${i}.colors.${j}.color_id`, 'order.colorUnknown');
      }
      color.sizes.forEach((size, k) => {
        if (!sizeIds.has(size.size_id)) {
          addError(errors, `products.${i}.colors.${j}.sizes.${k}.size_id`, 'order.sizeUnknown');
        }
      });
    });
    const tiers = product.tiers.map((t) => ({ from: t.from, to: t.to, priceHalalas: t.price }));
    if (tiers.length === 0) {
      addError(errors, `products.${i}.product_id`, 'order.productUnpriced');
      return;
    }
    tiersOf.set(selection.product_id, tiers);
    const problem = quantityError(tiers, totalQuantity(selection));
    if (problem) addError(errors, `products.${i}`, `validation.${problem}`);
  });

  let coupon: StoredCoupon | null = null;
  if (input.coupon_code) {
    const status = found ? couponStatusNow(found, now) : undefined;
    if (!found) addError(errors, 'coupon_code', 'validation.couponInvalid');
    else if (status !== 'valid') addError(errors, 'coupon_code', `coupon.${status!}` as MessageKey);
    else coupon = found;
  }
  if (Object.keys(errors).length > 0 || !place) return { errors };

  const couponValue: CouponValue | null = coupon ? { type: coupon.type, amount: coupon.amount } : null;
  const totals = computeTotals({
    lines: input.products.map((p) => ({ tiers: tiersOf.get(p.product_id)!, quantity: totalQuantity(p) })),
    coupon: couponValue,
    shippingFeeHalalas: place.shippingFeeHalalas,
    taxBasisPoints: place.taxBasisPoints ?? 0,
  });
  // Columns are PostgreSQL integers: an order worth more than about 21 million SAR cannot be
  // stored (and is no web order); it is refused instead of failing in the database.
  const amounts = [
    totals.regularHalalas,
    totals.totalHalalas,
    ...totals.lines.flatMap((l) => [l.regularHalalas, l.discountedHalalas]),
  ];
  if (amounts.some((a) => !Number.isSafeInteger(a) || Math.abs(a) > MAX_DB_INT)) {
    return { errors: { products: ['order.tooLarge'] } };
  }

  const snapshot: OrderAddressSnapshot = {
    name: place.address.name,
    country: place.country,
    city: place.city,
    area: place.area,
    address: place.address.address,
    building: place.address.building,
    floor: place.address.floor,
    apartment: place.address.apartment,
    note: place.address.note,
  };
  const lines = input.products.map((selection, i) => {
    const product = byId.get(selection.product_id)!;
    const figures = totals.lines[i]!;
    const colors = new Map(product.colors.map((c) => [c.id, c]));
    const sizes = new Map(product.sizes.map((s) => [s.id, s]));
    return {
      line: {
        productId: product.id,
        productNameAr: product.nameAr,
        productNameEn: product.nameEn,
        productImage: product.image,
        quantity: figures.quantity,
        unitPriceHalalas: figures.unitHalalas,
        regularPriceHalalas: figures.regularUnitHalalas,
        lineTotalHalalas: figures.discountedHalalas,
        sortOrder: i,
      },
      items: selection.colors.flatMap((color) => {
        const c = colors.get(color.color_id)!;
        return color.sizes.map((size) => ({
          productColorId: c.id,
          colorNameAr: c.name_ar,
          colorNameEn: c.name_en,
          colorCode: c.code,
          productSizeId: size.size_id,
          sizeName: sizes.get(size.size_id)!.name,
          quantity: size.quantity,
        }));
      }),
    };
  });

  return {
    order: {
      id: orderId,
      customerId,
      paymentMethod: input.payment_method,
      lang,
      address: snapshot,
      couponCode: coupon?.code ?? null,
      regularHalalas: totals.regularHalalas,
      discountedHalalas: totals.discountedHalalas,
      discountHalalas: totals.discountHalalas,
      couponValueHalalas: totals.couponValueHalalas,
      shippingHalalas: totals.shippingHalalas,
      taxBasisPoints: place.taxBasisPoints ?? 0,
      taxHalalas: totals.taxHalalas,
      totalHalalas: totals.totalHalalas,
      sellerNameAr: place.sellerNameAr ?? '',
      sellerNameEn: place.sellerNameEn ?? '',
      vatNumber: place.vatNumber ?? '',
      sellerAddressAr: place.sellerAddressAr ?? '',
      sellerAddressEn: place.sellerAddressEn ?? '',
      buyer: place.buyer,
      // The account shown on a transfer order's bill; a card order is paid on the provider's page.
      bank:
        input.payment_method === 0 ? (place.bank ?? { nameAr: '', nameEn: '', account: '', iban: '' }) : null,
      createdAt: now,
      updatedAt: now,
    },
    lines,
    coupon,
    recipient: {
      email: place.buyer.email,
      name: place.buyer.fname,
      shop: shopNameIn({ ar: place.shopNameAr, en: place.shopNameEn }, lang),
    },
  };
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
                               quantity, unit_price_halalas, regular_price_halalas, line_total_halalas, sort_order)
      select o.id, x.product_id, x.name_ar, x.name_en, x.image, x.quantity, x.unit, x.regular, x.total, x.sort_order
      from o, json_to_recordset(${JSON.stringify(lineRows)}::json) as x(
        product_id int, name_ar text, name_en text, image text, quantity int, unit int, regular int,
        total int, sort_order int)
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
 * mail's outbox row. Everything hangs on the coupon's use: when the last use went to another
 * order, nothing is written and `placed` is false. A twin request's committed key fails the
 * statement (isKeyClash), and so does a clash of order codes; either way nothing is written.
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
): Promise<{ placed: boolean; mailId: number | null }> {
  const { claim, mail, now } = options;
  const order = jsonRow(orders, { ...prepared.order, code }, 'order_row');
  const parts: SQL[] = [];
  if (prepared.coupon) {
    parts.push(sql`coupon_use as ${couponUseUpdate(db, prepared.coupon.id, now)}`);
    parts.push(sql`gate as (select 1 as open where exists (select 1 from coupon_use))`);
  } else {
    parts.push(sql`gate as (select 1 as open)`);
  }
  if (claim) {
    const answer = { id: prepared.order.id, code };
    parts.push(sql`claimed as (${keyClaimInsert(claim, answer, sql`gate`, now)})`);
    parts.push(sql`expired as (${expiredKeysDelete(claim.scope, claim.key)})`);
  }
  parts.push(
    sql`o as (insert into orders ${order.columns} select ${order.fields} from gate, ${order.source} returning id)`,
  );
  parts.push(lineInserts(prepared.lines));
  let mailId = sql`null::int`;
  if (mail) {
    const outbox = jsonRow(mailOutbox, mail, 'mail_row');
    parts.push(
      sql`m as (insert into mail_outbox ${outbox.columns} select ${outbox.fields} from o, ${outbox.source} returning id)`,
    );
    mailId = sql`(select id from m)`;
  }
  const [row] = await rowsOf<{ placed: number; mail_id: number | null }>(
    db,
    sql`with ${sql.join(parts, sql`, `)} select (select count(*) from o)::int as placed, ${mailId} as mail_id`,
  );
  return { placed: Number(row!.placed) > 0, mailId: row!.mail_id === null ? null : Number(row!.mail_id) };
}

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or retyped stays right. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How every order code begins. */
export const ORDER_CODE_PREFIX = 'UA-';

/**
 * A human-readable order code: "UA-" + the order's date in Riyadh (YYMMDD) + "-" + 6 random
 * base32 characters (about a billion per day, so a clash is rare; the unique index catches it and
 * the order is retried with a new code).
 */
export function newOrderCode(now: Date): string {
  const day = shopDay(now).slice(2).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${ORDER_CODE_PREFIX}${day}-${tail}`;
}

function isCodeClash(err: unknown): boolean {
  return isUniqueViolationOf(err, 'orders_code_uq');
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
  const scope = `customer:${req.customerId}`;
  const hash = payloadHash(req.input);

  /**
   * A refusal, unless a twin request with the same key placed its order meanwhile (or is placing
   * it right now: settledKey waits for it): then that order is the answer.
   */
  const refuse = async (errors: OrderFieldErrors): Promise<PlaceOrderResult> => {
    if (key) {
      const stored = await settledKey(db, scope, key);
      if (stored) return replay(stored, hash);
    }
    return { kind: 'refused', errors };
  };

  // No look-up of the key before the work: a fresh key is the common case, and a replay is
  // found anyway when the order's statement claims the key (or, for a replay the shop would now
  // refuse, by `refuse`).
  const prepared = await prepareOrder(db, req.customerId, req.lang, req.input, now);
  if ('errors' in prepared) return refuse(prepared.errors);
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
      const written = await writeOrder(db, prepared, code, {
        claim,
        mail: mail && req.mail ? req.mail.mailer.outboxRow(mail) : null,
        now,
      });
      // The coupon's last use went to another order meanwhile.
      if (!written.placed) return refuse({ coupon_code: ['coupon.usedUp'] });
      if (mail && req.mail && written.mailId !== null) req.mail.mailer.dispatch(written.mailId, mail);
      return { kind: 'placed', order: { id: prepared.order.id, code }, replayed: false };
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

// ---- Reading orders -------------------------------------------------------------------------

interface ItemJson {
  color_id: number | null;
  color_ar: string;
  color_en: string;
  color_code: string;
  size_id: number | null;
  size: string;
  quantity: number;
}

interface LineRow {
  orderId: number;
  productId: number | null;
  nameAr: string;
  nameEn: string;
  image: string;
  quantity: number;
  unit: number;
  regular: number;
  total: number;
  items: ItemJson[];
}

/**
 * The lines of several orders with their colours and sizes, in one statement. The correlation is
 * written out (`order_lines.id`): from a single table the query builder writes bare column names,
 * which inside the subquery would name the item's own columns.
 */
function loadLines(db: Executor, orderIds: number[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      nameAr: orderLines.productNameAr,
      nameEn: orderLines.productNameEn,
      image: orderLines.productImage,
      quantity: orderLines.quantity,
      unit: orderLines.unitPriceHalalas,
      regular: orderLines.regularPriceHalalas,
      total: orderLines.lineTotalHalalas,
      items: sql<
        ItemJson[]
      >`(select coalesce(json_agg(json_build_object('color_id', i.product_color_id, 'color_ar', i.color_name_ar, 'color_en', i.color_name_en, 'color_code', i.color_code, 'size_id', i.product_size_id, 'size', i.size_name, 'quantity', i.quantity) order by i.id), '[]'::json)
        from order_line_items i where i.order_line_id = order_lines.id)`,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.sortOrder), asc(orderLines.id));
}

function toLine(row: LineRow, figures: BillLineFigures, lang: Lang): OrderLine {
  const colors: OrderLine['colors'] = [];
  let last: { key: string; color: OrderLine['colors'][number] } | undefined;
  row.items.forEach((item, i) => {
    // Items of one colour were written together; a colour is the run of items sharing it.
    const key = `${item.color_id}|${item.color_ar}|${item.color_en}|${item.color_code}`;
    if (!last || last.key !== key) {
      last = {
        key,
        color: {
          id: item.color_id,
          name: lang === 'ar' ? item.color_ar : item.color_en,
          color_code: item.color_code,
          sizes: [],
        },
      };
      colors.push(last.color);
    }
    last.color.sizes.push({
      id: item.size_id,
      name: item.size,
      quantity: item.quantity,
      total: halalasToSar(figures.rows[i]!.totalHalalas),
    });
  });
  const price = halalasToSar(figures.unitHalalas);
  return {
    id: row.productId,
    name: lang === 'ar' ? row.nameAr : row.nameEn,
    image: row.image,
    quantity: row.quantity,
    price,
    regular_price: halalasToSar(figures.regularUnitHalalas),
    total: halalasToSar(figures.totalHalalas),
    piece: { price },
    colors,
  };
}

/** The bill's figures of a stored order (domain's billFigures): one source for every answer. */
function figuresOf(row: Pick<SummaryRow, 'couponValue' | 'shipping' | 'tax'>, lines: LineRow[]): BillFigures {
  return billFigures({
    lines: lines.map((l) => ({
      quantity: l.quantity,
      unitHalalas: l.unit,
      regularUnitHalalas: l.regular,
      rows: l.items,
    })),
    couponValueHalalas: row.couponValue,
    shippingHalalas: row.shipping,
    taxHalalas: row.tax,
  });
}

const summaryColumns = {
  id: orders.id,
  code: orders.code,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paidAt: orders.paidAt,
  couponCode: orders.couponCode,
  // The other figures (lines, subtotal, quantity discount, total) come from the lines: figuresOf.
  couponValue: orders.couponValueHalalas,
  shipping: orders.shippingHalalas,
  taxBasisPoints: orders.taxBasisPoints,
  tax: orders.taxHalalas,
  // The charged total (payments and refunds are checked against it) and what was refunded.
  total: orders.totalHalalas,
  refunded: orders.refundedHalalas,
};

type SummaryRow = {
  id: number;
  code: string;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: 0 | 1;
  paymentStatus: OrderSummary['payment_status'];
  couponCode: string | null;
  couponValue: number;
  shipping: number;
  taxBasisPoints: number;
  tax: number;
  total: number;
  refunded: number;
};

/**
 * An order's summary in `lang`. Its figures are the bill's (billFigures): the subtotal is the sum
 * of the lines, and the quantity discount (`discount`, with `regular`) is what the tier prices
 * already saved, shown as information.
 */
function toSummary(
  row: SummaryRow,
  lines: LineRow[],
  lang: Lang,
  figures: BillFigures = figuresOf(row, lines),
): OrderSummary {
  return {
    id: row.id,
    code: row.code,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    status_text: ORDER_STATUS_TEXT[lang][row.status],
    payment_method: row.paymentMethod === 1 ? 1 : 0,
    payment_status: row.paymentStatus,
    can_pay: canPayByCard(row),
    items_count: lines.reduce((n, l) => n + l.quantity, 0),
    regular: halalasToSar(figures.regularHalalas),
    subtotal: halalasToSar(figures.subtotalHalalas),
    discount: halalasToSar(figures.quantityDiscountHalalas),
    coupon_code: row.couponCode,
    coupon_value: halalasToSar(figures.couponValueHalalas),
    shipping: halalasToSar(figures.shippingHalalas),
    tax_rate: row.taxBasisPoints / 100,
    tax: halalasToSar(figures.taxHalalas),
    total: halalasToSar(figures.totalHalalas),
    refunded: halalasToSar(row.refunded),
    products: lines.map((l, i) => toLine(l, figures.lines[i]!, lang)),
  };
}

function linesByOrder(lines: LineRow[]): Map<number, LineRow[]> {
  const map = new Map<number, LineRow[]>();
  for (const line of lines) {
    const list = map.get(line.orderId);
    if (list) list.push(line);
    else map.set(line.orderId, [line]);
  }
  return map;
}

/**
 * A page of the customer's orders, newest first, with their lines: three statements whatever the
 * page size (the page with its total, the lines with their items, and a count only when a page
 * past the end is asked for).
 */
export async function listOrders(
  db: Executor,
  lang: Lang,
  customerId: number,
  query: PageQuery,
): Promise<Paged<OrderSummary>> {
  const rows = await db
    .select({ ...summaryColumns, total_rows: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  let total = rows[0]?.total_rows ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
    total = counted?.n ?? 0;
  }
  const lines = linesByOrder(
    await loadLines(
      db,
      rows.map((r) => r.id),
    ),
  );
  return {
    data: rows.map((r) => toSummary(r as SummaryRow, lines.get(r.id) ?? [], lang)),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

function place(p: { id: number; nameAr: string; nameEn: string }, lang: Lang) {
  return { id: p.id, name: lang === 'ar' ? p.nameAr : p.nameEn };
}

/** Text in the language asked for, or the other one when that one was left blank. */
function either(ar: string, en: string, lang: Lang): string {
  return (lang === 'ar' ? ar || en : en || ar) ?? '';
}

/**
 * One of the customer's orders with everything its bill shows; undefined when it does not exist
 * or is another customer's. Two statements: the order, then its lines.
 */
export async function getOrder(
  db: Executor,
  lang: Lang,
  customerId: number,
  id: number,
): Promise<OrderDetail | undefined> {
  const found = await readOrderDetail(db, lang, id, customerId);
  if (!found) return undefined;
  const { customerId: _own, ...detail } = found;
  return detail;
}

/**
 * An order with its bill, in `lang`: the customer's own when `customerId` is given, any order for
 * staff (null). Undefined when there is no such order. Everything comes from the order's own
 * columns and lines, written when it was placed; no customer or settings row is read, so the
 * customer and staff see the bill that was issued.
 */
export async function readOrderDetail(
  db: Executor,
  lang: Lang,
  id: number,
  customerId: number | null,
): Promise<(OrderDetail & { customerId: number }) | undefined> {
  if (id > MAX_DB_INT) return undefined;
  const [row] = await db
    .select({
      ...summaryColumns,
      address: orders.address,
      sellerNameAr: orders.sellerNameAr,
      sellerNameEn: orders.sellerNameEn,
      vatNumber: orders.vatNumber,
      sellerAddressAr: orders.sellerAddressAr,
      sellerAddressEn: orders.sellerAddressEn,
      buyer: orders.buyer,
      bank: orders.bank,
      customerId: orders.customerId,
    })
    .from(orders)
    .where(and(eq(orders.id, id), customerId === null ? undefined : eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) return undefined;
  const [lines, receipts] = await Promise.all([loadLines(db, [row.id]), receiptsOf(db, [row.id])]);
  const figures = figuresOf(row, lines);
  const summary = toSummary(row as SummaryRow, lines, lang, figures);
  const sellerName = either(row.sellerNameAr, row.sellerNameEn, lang);
  const a = row.address;
  const { buyer, bank } = row;
  return {
    ...summary,
    customerId: row.customerId,
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    address: {
      name: a.name,
      country: place(a.country, lang),
      city: place(a.city, lang),
      area: place(a.area, lang),
      address: a.address,
      building: a.building,
      floor: a.floor,
      apartment: a.apartment,
      note: a.note,
    },
    customer: {
      fname: buyer.fname,
      lname: buyer.lname,
      email: buyer.email,
      phone: buyer.phone,
      company_name: buyer.companyName,
      vat_number: buyer.vatNumber,
    },
    seller: {
      name: sellerName,
      vat_number: row.vatNumber,
      address: either(row.sellerAddressAr, row.sellerAddressEn, lang),
    },
    bank:
      row.paymentMethod === 0 && bank
        ? { bank_name: either(bank.nameAr, bank.nameEn, lang), bank_account: bank.account, iban: bank.iban }
        : null,
    receipts: receipts.get(row.id) ?? [],
    // The QR holds what the bill prints: the seller's name as shown, VAT number, time and amounts.
    zatca_qr: zatcaQrBase64({
      sellerName,
      vatNumber: row.vatNumber,
      timestamp: zatcaTimestamp(row.createdAt),
      totalWithVat: zatcaAmount(figures.totalHalalas),
      vat: zatcaAmount(figures.taxHalalas),
    }),
  };
}
