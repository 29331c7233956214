/**
 * Requests for quotation: a buyer asks for prices on a selection, staff price each line (or
 * decline), and the buyer orders at the quoted prices once while the quote holds, or asks for
 * changes. The rules are the domain's (quote.ts); the order is placed by the orders service with
 * the quote's prices, and its statement claims the quote (services/orders/place.ts), so two
 * acceptances at once place one order.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminQuote, AdminQuoteRow, Quote, QuoteLine, QuoteSummary } from '@shop/contract';
import {
  QUOTE_STATUS_TEXT,
  buyerMayAcceptQuote,
  buyerMayAskQuoteChanges,
  halalasToSar,
  quoteQuantityError,
  quoteRefusalKey,
  quoteStatusNow,
  quoteTierPrice,
  shopDay,
  staffMayDeclineQuote,
  staffMayPriceQuote,
  taxOn,
  totalQuantity,
  type AdminQuoteListQuery,
  type OrderCreateInput,
  type PageQuery,
  type QuoteAcceptInput,
  type QuotePricingInput,
  type QuoteRequestInput,
  type QuoteStatus,
  type ArtworkPlacement,
  type ValidationKey,
} from '@shop/domain';
import {
  artworks,
  cities,
  customers,
  quoteLines,
  quotes,
  settings,
  type QuoteLineItem,
} from '../db/schema.js';
import { ownArtworkIds } from './artworks.js';
import { answerKey, claimKey, type KeyClaim } from './idempotency.js';
import { rowsOf } from '../db/rows.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { FieldErrors, NotFoundError } from '../shared/errors.js';
import type { Lang, MessageKey } from '../shared/i18n.js';
import { recordAudit, type StaffActor } from './audit.js';
import { localizedText } from './localized.js';
import { MAX_DB_INT } from './products.js';
import { containsPattern } from './sql-rows.js';
import { placeOrder, type PlaceOrderResult } from './orders/index.js';
import type { Mailer } from './mail/index.js';

type QuoteRow = typeof quotes.$inferSelect;
/** A quote line with its artwork's type and whether it has a preview (null without artwork). */
type QuoteLineRow = typeof quoteLines.$inferSelect & {
  artworkType: string | null;
  artworkHasPreview: boolean | null;
};

const sarOrNull = (halalas: number | null) => (halalas === null ? null : halalasToSar(halalas));

/** The pieces, the tier subtotal and the quoted subtotal (null while a line is unpriced). */
function figures(lines: Pick<QuoteLineRow, 'quantity' | 'tierPriceHalalas' | 'unitPriceHalalas'>[]) {
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  const tier = lines.reduce((n, l) => n + l.quantity * l.tierPriceHalalas, 0);
  const priced = lines.length > 0 && lines.every((l) => l.unitPriceHalalas !== null);
  const quoted = priced ? lines.reduce((n, l) => n + l.quantity * (l.unitPriceHalalas ?? 0), 0) : null;
  return { pieces, tier_subtotal: halalasToSar(tier), subtotal: sarOrNull(quoted) };
}

function lineAnswer(line: QuoteLineRow, lang: Lang): QuoteLine {
  const colors = new Map<number, QuoteLine['colors'][number]>();
  for (const item of line.items) {
    let color = colors.get(item.colorId);
    if (!color) {
      color = {
        id: item.colorId,
        name: localizedText({ ar: item.colorNameAr, en: item.colorNameEn }, lang),
        color_code: item.colorCode,
        sizes: [],
      };
      colors.set(item.colorId, color);
    }
    color.sizes.push({ id: item.sizeId, name: item.sizeName, quantity: item.quantity });
  }
  return {
    id: line.id,
    product_id: line.productId,
    name: localizedText({ ar: line.productNameAr, en: line.productNameEn }, lang),
    image: line.productImage,
    quantity: line.quantity,
    tier_price: halalasToSar(line.tierPriceHalalas),
    price: sarOrNull(line.unitPriceHalalas),
    total: line.unitPriceHalalas === null ? null : halalasToSar(line.quantity * line.unitPriceHalalas),
    colors: [...colors.values()],
    artwork:
      line.artworkId !== null && line.placement !== null && line.artworkType !== null
        ? {
            id: line.artworkId,
            placement: line.placement,
            content_type: line.artworkType,
            has_preview: line.artworkHasPreview === true,
          }
        : null,
  };
}

interface QuoteWithOrder extends QuoteRow {
  orderCode: string | null;
}

function quoteAnswer(quote: QuoteWithOrder, lines: QuoteLineRow[], lang: Lang, today: string): Quote {
  const now = quoteStatusNow(quote, today);
  return {
    id: quote.id,
    status: now,
    status_text: QUOTE_STATUS_TEXT[lang][now],
    created_at: quote.createdAt.toISOString(),
    quoted_at: quote.quotedAt?.toISOString() ?? null,
    wanted_by: quote.wantedBy,
    valid_until: quote.validUntil,
    note: quote.note,
    changes_note: quote.changesNote,
    staff_note: quote.staffNote,
    ...figures(lines),
    can_accept: buyerMayAcceptQuote(now),
    can_ask_changes: buyerMayAskQuoteChanges(now),
    order:
      quote.orderId !== null && quote.orderCode !== null
        ? { id: quote.orderId, code: quote.orderCode }
        : null,
    lines: lines.map((l) => lineAnswer(l, lang)),
  };
}

const orderCodeOf = sql<string | null>`(select code from orders where orders.id = ${quotes.orderId})`;

async function linesOf(db: Executor, quoteIds: number[]): Promise<Map<number, QuoteLineRow[]>> {
  const byQuote = new Map<number, QuoteLineRow[]>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select({
      ...getTableColumns(quoteLines),
      artworkType: artworks.contentType,
      artworkHasPreview: sql<boolean | null>`(${artworks.preview} is not null)`,
    })
    .from(quoteLines)
    .leftJoin(artworks, eq(artworks.id, quoteLines.artworkId))
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(asc(quoteLines.sortOrder), asc(quoteLines.id));
  for (const row of rows) {
    const list = byQuote.get(row.quoteId) ?? [];
    list.push(row);
    byQuote.set(row.quoteId, list);
  }
  return byQuote;
}

async function findQuote(db: Executor, id: number, customerId?: number): Promise<QuoteWithOrder | undefined> {
  const [row] = await db
    .select({ quote: quotes, orderCode: orderCodeOf })
    .from(quotes)
    .where(
      customerId === undefined
        ? eq(quotes.id, id)
        : and(eq(quotes.id, id), eq(quotes.customerId, customerId)),
    )
    .limit(1);
  return row ? { ...row.quote, orderCode: row.orderCode } : undefined;
}

// ---- The buyer ---------------------------------------------------------------------------------

interface ProductForQuote {
  id: number;
  nameAr: string;
  nameEn: string;
  image: string;
  isActive: boolean;
  tiers: { from: number; to: number | null; price: number }[];
  colors: { id: number; name_ar: string; name_en: string; code: string }[];
  sizes: { id: number; name: string }[];
}

/** The products of a request with their tiers, colours and sizes, in one statement. */
async function productsForQuote(db: Executor, ids: number[]): Promise<Map<number, ProductForQuote>> {
  const rows = await rowsOf<ProductForQuote>(
    db,
    sql`select p.id, p.name_ar as "nameAr", p.name_en as "nameEn", p.image, p.is_active as "isActive",
      (select coalesce(json_agg(json_build_object('from', pt.from_qty, 'to', pt.to_qty, 'price', pt.price_halalas) order by pt.from_qty, pt.id), '[]'::json)
         from price_tiers pt where pt.product_id = p.id) as tiers,
      (select coalesce(json_agg(json_build_object('id', pc.id, 'name_ar', co.name_ar, 'name_en', co.name_en, 'code', pc.color_code) order by pc.sort_order, pc.id), '[]'::json)
         from product_colors pc join colors co on co.id = pc.color_id where pc.product_id = p.id) as colors,
      (select coalesce(json_agg(json_build_object('id', ps.id, 'name', ps.name) order by ps.sort_order, ps.id), '[]'::json)
         from product_sizes ps where ps.product_id = p.id) as sizes
    from products p where p.id in ${ids}`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

type Errors = Record<string, (MessageKey | ValidationKey)[]>;

/**
 * Records a buyer's request for quotation after checking it as an order is checked (each product
 * on sale and priced, its own colours and sizes, at least the first tier's pieces; more pieces than
 * the tiers reach is what quotes are for), with each line's tier price then.
 */
export async function requestQuote(
  db: Executor,
  req: {
    customerId: number;
    lang: Lang;
    input: QuoteRequestInput;
    now?: Date;
    /** Staff's draft for a customer: the Idempotency-Key its retries come with. */
    claim?: KeyClaim | null;
  },
): Promise<{ quote: Quote } | { errors: Errors }> {
  const now = req.now ?? new Date();
  const { input } = req;
  const errors: Errors = {};
  const add = (field: string, key: MessageKey | ValidationKey) => (errors[field] ??= []).push(key);
  const products = await productsForQuote(
    db,
    input.products.map((p) => p.product_id),
  );
  const lines: (typeof quoteLines.$inferInsert)[] = [];
  input.products.forEach((selection, i) => {
    const product = products.get(selection.product_id);
    if (!product || !product.isActive) return add(`products.${i}.product_id`, 'order.productUnavailable');
    const tiers = product.tiers.map((t) => ({ from: t.from, to: t.to, priceHalalas: t.price }));
    if (tiers.length === 0) return add(`products.${i}.product_id`, 'order.productUnpriced');
    const colors = new Map(product.colors.map((c) => [c.id, c]));
    const sizes = new Map(product.sizes.map((s) => [s.id, s]));
    const items: QuoteLineItem[] = [];
    selection.colors.forEach((color, j) => {
      const c = colors.get(color.color_id);
      if (!c) return add(`products.${i}.colors.${j}.color_id`, 'order.colorUnknown');
      color.sizes.forEach((size, k) => {
        const s = sizes.get(size.size_id);
        if (!s) return add(`products.${i}.colors.${j}.sizes.${k}.size_id`, 'order.sizeUnknown');
        items.push({
          colorId: c.id,
          colorNameAr: c.name_ar,
          colorNameEn: c.name_en,
          colorCode: c.code,
          sizeId: s.id,
          sizeName: s.name,
          quantity: size.quantity,
        });
      });
    });
    const quantity = totalQuantity(selection);
    const problem = quoteQuantityError(tiers, quantity);
    if (problem) return add(`products.${i}`, `validation.${problem}`);
    const tierPrice = quoteTierPrice(tiers, quantity);
    // Pieces and amounts are PostgreSQL integers, as an order's are: a request worth more than
    // about 21 million SAR at the tier prices is no web request (and could never be ordered).
    if (quantity > MAX_DB_INT || quantity * tierPrice > MAX_DB_INT)
      return add(`products.${i}`, 'order.tooLarge');
    lines.push({
      quoteId: 0,
      productId: product.id,
      productNameAr: product.nameAr,
      productNameEn: product.nameEn,
      productImage: product.image,
      quantity,
      items,
      tierPriceHalalas: tierPrice,
      sortOrder: i,
    });
  });
  if (input.wanted_by && input.wanted_by < shopDay(now)) add('wanted_by', 'validation.deliveryDateInPast');
  // Each logo goes on a product of the request, and is the buyer's own upload.
  const own = await ownArtworkIds(
    db,
    req.customerId,
    input.artworks.map((a) => a.artwork_id),
  );
  const requested = new Set(input.products.map((p) => p.product_id));
  input.artworks.forEach((artwork, i) => {
    if (!requested.has(artwork.product_id)) add(`artworks.${i}.product_id`, 'quote.artworkProductMissing');
    if (!own.has(artwork.artwork_id)) add(`artworks.${i}.artwork_id`, 'notFound.artwork');
  });
  if (Object.keys(errors).length > 0) return { errors };
  const artworkOf = new Map(input.artworks.map((a) => [a.product_id, a]));
  for (const line of lines) {
    const artwork = artworkOf.get(line.productId!);
    if (artwork) Object.assign(line, { artworkId: artwork.artwork_id, placement: artwork.placement });
  }

  const id = await withTransaction(db, async (tx) => {
    if (req.claim) await claimKey(tx, req.claim, now);
    const [created] = await tx
      .insert(quotes)
      .values({
        customerId: req.customerId,
        lang: req.lang,
        wantedBy: input.wanted_by ?? null,
        note: input.note ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteLines).values(lines.map((l) => ({ ...l, quoteId: created!.id })));
    if (req.claim) await answerKey(tx, req.claim, { id: created!.id, quote: true });
    return created!.id;
  });
  return { quote: (await getQuote(db, req.customerId, id, req.lang, now))! };
}

/** The buyer's quotes, newest first, without their lines. */
export async function listQuotes(
  db: Executor,
  customerId: number,
  lang: Lang,
  query: PageQuery,
  now = new Date(),
): Promise<{
  data: QuoteSummary[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}> {
  const where = eq(quotes.customerId, customerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ quote: quotes, orderCode: orderCodeOf })
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.quote.id),
  );
  const today = shopDay(now);
  const total = counted?.n ?? 0;
  return {
    data: rows.map((r) => {
      const { lines: _lines, ...summary } = quoteAnswer(
        { ...r.quote, orderCode: r.orderCode },
        lines.get(r.quote.id) ?? [],
        lang,
        today,
      );
      return summary;
    }),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

/** One of the buyer's quotes; undefined for an unknown id or anyone else's. */
export async function getQuote(
  db: Executor,
  customerId: number,
  id: number,
  lang: Lang,
  now = new Date(),
): Promise<Quote | undefined> {
  const quote = await findQuote(db, id, customerId);
  if (!quote) return undefined;
  const lines = await linesOf(db, [id]);
  return quoteAnswer(quote, lines.get(id) ?? [], lang, shopDay(now));
}

/** The buyer asks staff to change a sent (or lapsed) quote: it goes back to them. */
export async function askQuoteChanges(
  db: Executor,
  req: { customerId: number; id: number; lang: Lang; message: string; now?: Date },
): Promise<Quote> {
  const now = req.now ?? new Date();
  const quote = await findQuote(db, req.id, req.customerId);
  if (!quote) throw new NotFoundError('notFound.quote');
  const status = quoteStatusNow(quote, shopDay(now));
  if (!buyerMayAskQuoteChanges(status)) throw new FieldErrors({ message: ['quote.notOpen'] });
  const changed = await db
    .update(quotes)
    .set({ status: 'changes_requested', changesNote: req.message, updatedAt: now })
    .where(and(eq(quotes.id, req.id), eq(quotes.status, 'quoted'), sql`${quotes.orderId} is null`))
    .returning({ id: quotes.id });
  // Accepted or changed by a request that came first.
  if (changed.length === 0) throw new FieldErrors({ message: ['quote.notOpen'] });
  return (await getQuote(db, req.customerId, req.id, req.lang, now))!;
}

/**
 * Places the order of a sent quote at its prices: its lines as they were quoted, the buyer's
 * address, payment method and company details; no coupon (the prices are already agreed).
 */
export async function acceptQuote(
  db: Executor,
  req: {
    customerId: number;
    id: number;
    lang: Lang;
    input: QuoteAcceptInput;
    mail?: { mailer: Mailer; origin?: string };
    now?: Date;
  },
): Promise<PlaceOrderResult> {
  const now = req.now ?? new Date();
  const quote = await findQuote(db, req.id, req.customerId);
  if (!quote) throw new NotFoundError('notFound.quote');
  const status = quoteStatusNow(quote, shopDay(now));
  if (!buyerMayAcceptQuote(status)) return { kind: 'refused', errors: { _: [quoteRefusalKey(status)] } };
  const lines = (await linesOf(db, [req.id])).get(req.id) ?? [];
  const prices = new Map<number, number>();
  const logos = new Map<number, { artworkId: number; placement: ArtworkPlacement }>();
  const products: OrderCreateInput['products'] = [];
  for (const line of lines) {
    // A product deleted since it was quoted cannot be ordered.
    if (line.productId === null || line.unitPriceHalalas === null) {
      return { kind: 'refused', errors: { _: ['order.productUnavailable'] } };
    }
    prices.set(line.productId, line.unitPriceHalalas);
    if (line.artworkId !== null && line.placement !== null) {
      logos.set(line.productId, { artworkId: line.artworkId, placement: line.placement });
    }
    const colors = new Map<number, { color_id: number; sizes: { size_id: number; quantity: number }[] }>();
    for (const item of line.items) {
      const color = colors.get(item.colorId) ?? { color_id: item.colorId, sizes: [] };
      color.sizes.push({ size_id: item.sizeId, quantity: item.quantity });
      colors.set(item.colorId, color);
    }
    products.push({ product_id: line.productId, colors: [...colors.values()] });
  }
  const result = await placeOrder(db, {
    customerId: req.customerId,
    lang: req.lang,
    input: { ...req.input, coupon_code: null, products, artworks: [] },
    idempotencyKey: null,
    now,
    mail: req.mail,
    quoted: { quoteId: req.id, prices, artworks: logos },
  });
  if (result.kind === 'refused' && result.errors._?.includes('quote.notOpen')) {
    // Claimed meanwhile: say why as the quote reads now.
    const fresh = await findQuote(db, req.id, req.customerId);
    if (fresh)
      return { kind: 'refused', errors: { _: [quoteRefusalKey(quoteStatusNow(fresh, shopDay(now)))] } };
  }
  return result;
}

// ---- Staff -------------------------------------------------------------------------------------

const customerName = sql<string>`trim(${customers.fname} || ' ' || ${customers.lname})`;

function staffRow(
  quote: QuoteWithOrder,
  customer: { name: string; company: string | null; email: string; phone: string },
  lines: QuoteLineRow[],
  today: string,
): AdminQuoteRow {
  return {
    id: quote.id,
    status: quoteStatusNow(quote, today),
    customer_id: quote.customerId,
    customer_name: customer.name,
    company_name: customer.company,
    email: customer.email,
    phone: customer.phone,
    lang: quote.lang,
    ...(({ pieces, tier_subtotal, subtotal }) => ({ pieces, tier_subtotal, subtotal }))(figures(lines)),
    wanted_by: quote.wantedBy,
    valid_until: quote.validUntil,
    created_at: quote.createdAt.toISOString(),
    order:
      quote.orderId !== null && quote.orderCode !== null
        ? { id: quote.orderId, code: quote.orderCode }
        : null,
  };
}

const staffColumns = {
  quote: quotes,
  orderCode: orderCodeOf,
  name: customerName,
  company: customers.companyName,
  email: customers.email,
  phone: customers.phone,
  vatNumber: customers.vatNumber,
};

/** Staff's list of quotes, newest first (or by status), searched by the buyer's name, email or company. */
export async function listQuotesForStaff(
  db: Executor,
  query: AdminQuoteListQuery,
  now = new Date(),
): Promise<{ data: AdminQuoteRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(quotes.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(customers.fname, pattern),
        ilike(customers.lname, pattern),
        ilike(customers.email, pattern),
        ilike(customers.companyName, pattern),
      )!,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const order =
    query.sort === 'status' ? [direction(quotes.status), desc(quotes.id)] : [direction(quotes.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(staffColumns)
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.quote.id),
  );
  const today = shopDay(now);
  return {
    data: rows.map((r) =>
      staffRow({ ...r.quote, orderCode: r.orderCode }, r, lines.get(r.quote.id) ?? [], today),
    ),
    total: counted?.n ?? 0,
  };
}

/** One quote as staff price it, or undefined. */
export async function getQuoteForStaff(
  db: Executor,
  id: number,
  lang: Lang,
  now = new Date(),
): Promise<AdminQuote | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, id))
    .limit(1);
  if (!row) return undefined;
  const quote = { ...row.quote, orderCode: row.orderCode };
  const lines = (await linesOf(db, [id])).get(id) ?? [];
  return {
    ...staffRow(quote, row, lines, shopDay(now)),
    stored_status: quote.status,
    vat_number: row.vatNumber,
    note: quote.note,
    changes_note: quote.changesNote,
    staff_note: quote.staffNote,
    quoted_at: quote.quotedAt?.toISOString() ?? null,
    can_price: staffMayPriceQuote(quote.status),
    can_decline: staffMayDeclineQuote(quote.status),
    lines: lines.map((l) => lineAnswer(l, lang)),
  };
}

/**
 * Staff send prices for every line with the last day they hold, or decline the request; audited.
 * Answers the quote's new state and which mail the buyer gets.
 */
export async function answerQuote(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: QuotePricingInput,
  lang: Lang,
  now = new Date(),
): Promise<{ quote: AdminQuote; mail: 'quote_sent' | 'quote_declined' }> {
  await withTransaction(db, async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update').limit(1);
    if (!quote) throw new NotFoundError('notFound.quote');
    const status: QuoteStatus = quote.status;
    if (input.action === 'decline') {
      if (!staffMayDeclineQuote(status)) throw new FieldErrors({ action: ['quote.closed'] });
      await tx
        .update(quotes)
        .set({ status: 'declined', staffNote: input.staff_note ?? null, updatedAt: now })
        .where(eq(quotes.id, id));
      await recordAudit(tx, actor, {
        action: 'quote.decline',
        entity: 'quote',
        entityId: id,
        before: { status },
        after: { status: 'declined', staff_note: input.staff_note ?? null },
      });
      return;
    }
    if (!staffMayPriceQuote(status)) throw new FieldErrors({ action: ['quote.closed'] });
    if (input.valid_until < shopDay(now)) throw new FieldErrors({ valid_until: ['quote.validUntilPast'] });
    const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id));
    const ids = new Set(lines.map((l) => l.id));
    const errors: Errors = {};
    input.lines.forEach((line, i) => {
      if (!ids.has(line.id)) (errors[`lines.${i}.id`] ??= []).push('quote.lineUnknown');
    });
    if (input.lines.length !== lines.length || lines.some((l) => !input.lines.some((p) => p.id === l.id))) {
      (errors.lines ??= []).push('quote.everyLinePriced');
    }
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    // Priced so that the buyer can order it: with VAT and the dearest delivery, the order's total
    // must fit the order's columns (acceptQuote would refuse it as too large, every time).
    const pieces = new Map(lines.map((l) => [l.id, l.quantity]));
    const subtotal = input.lines.reduce((sum, l) => sum + (pieces.get(l.id) ?? 0) * l.unit_price, 0);
    const [shop] = await tx.select({ taxBasisPoints: settings.taxBasisPoints }).from(settings).limit(1);
    const [delivery] = await tx.select({ fee: max(cities.shippingFeeHalalas) }).from(cities);
    const beforeVat = subtotal + (delivery?.fee ?? 0);
    const total = beforeVat + taxOn(beforeVat, shop?.taxBasisPoints ?? 0);
    if (!Number.isSafeInteger(total) || total > MAX_DB_INT)
      throw new FieldErrors({ lines: ['quote.tooLarge'] });
    for (const line of input.lines) {
      await tx
        .update(quoteLines)
        .set({ unitPriceHalalas: line.unit_price })
        .where(eq(quoteLines.id, line.id));
    }
    await tx
      .update(quotes)
      .set({
        status: 'quoted',
        validUntil: input.valid_until,
        staffNote: input.staff_note ?? null,
        quotedAt: now,
        updatedAt: now,
      })
      .where(eq(quotes.id, id));
    await recordAudit(tx, actor, {
      action: 'quote.send',
      entity: 'quote',
      entityId: id,
      before: { status, valid_until: quote.validUntil },
      after: {
        status: 'quoted',
        valid_until: input.valid_until,
        prices: Object.fromEntries(input.lines.map((l) => [l.id, halalasToSar(l.unit_price)])),
      },
    });
  });
  return {
    quote: (await getQuoteForStaff(db, id, lang, now))!,
    mail: input.action === 'send' ? 'quote_sent' : 'quote_declined',
  };
}
