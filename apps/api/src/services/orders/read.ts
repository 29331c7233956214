/**
 * Reading orders: the customer's own list and one order with its bill, for the customer and for
 * staff. Answers come from the order's own rows only (docs/decisions.md, A bill is frozen when
 * issued): a later catalogue, profile or settings edit never changes a placed order or its bill.
 * The bill's figures come from the domain's billFigures, the same for the customer and for staff.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderDetail, OrderLine, OrderSummary, Paged } from '@shop/contract';
import {
  taxInvoiceFormOf,
  type TaxInvoiceForm,
  billFigures,
  type BillFigures,
  type BillLineFigures,
  halalasToSar,
  ORDER_STATUS_TEXT,
  canPayByCard,
  zatcaAmount,
  zatcaQrBase64,
  zatcaTimestamp,
  type ArtworkPlacement,
  type OrderStatus,
  type PageQuery,
} from '@shop/domain';
import { artworks, einvoiceDocuments, orderLines, orders } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type { Lang } from '../../shared/i18n.js';
import { receiptsOf } from '../payment-receipts.js';
import { MAX_DB_INT } from '../products.js';
import { localizedText } from '../localized.js';

interface ItemJson {
  color_id: number | null;
  color_ar: string;
  color_en: string;
  color_code: string;
  size_id: number | null;
  size: string;
  size_position: number | null;
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
  logoUnit: number;
  artworkId: number | null;
  placement: ArtworkPlacement | null;
  artworkType: string | null;
  artworkHasPreview: boolean | null;
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
      logoUnit: orderLines.logoUnitHalalas,
      artworkId: orderLines.artworkId,
      placement: orderLines.placement,
      artworkType: artworks.contentType,
      artworkHasPreview: sql<boolean | null>`(${artworks.preview} is not null)`,
      items: sql<
        ItemJson[]
      >`(select coalesce(json_agg(json_build_object('color_id', i.product_color_id, 'color_ar', i.color_name_ar, 'color_en', i.color_name_en, 'color_code', i.color_code, 'size_id', i.product_size_id, 'size', i.size_name, 'size_position', case when ps.id is null then null else (select count(*) from product_sizes p2 where p2.product_id = ps.product_id and (p2.sort_order, p2.id) < (ps.sort_order, ps.id)) end, 'quantity', i.quantity) order by i.id), '[]'::json)
        from order_line_items i left join product_sizes ps on ps.id = i.product_size_id
        where i.order_line_id = order_lines.id)`,
    })
    .from(orderLines)
    .leftJoin(artworks, eq(artworks.id, orderLines.artworkId))
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
          name: localizedText({ ar: item.color_ar, en: item.color_en }, lang),
          color_code: item.color_code,
          sizes: [],
        },
      };
      colors.push(last.color);
    }
    last.color.sizes.push({
      id: item.size_id,
      name: item.size,
      position: item.size_position === null ? null : Number(item.size_position),
      quantity: item.quantity,
      total: halalasToSar(figures.rows[i]!.totalHalalas),
    });
  });
  const price = halalasToSar(figures.unitHalalas);
  return {
    id: row.productId,
    name: localizedText({ ar: row.nameAr, en: row.nameEn }, lang),
    image: row.image,
    quantity: row.quantity,
    price,
    regular_price: halalasToSar(figures.regularUnitHalalas),
    total: halalasToSar(figures.totalHalalas),
    piece: { price },
    colors,
    artwork:
      row.artworkId !== null && row.placement !== null && row.artworkType !== null
        ? {
            id: row.artworkId,
            placement: row.placement,
            content_type: row.artworkType,
            has_preview: row.artworkHasPreview === true || String(row.artworkHasPreview) === 'true',
          }
        : null,
    logo_price: halalasToSar(figures.logoUnitHalalas),
    logo_total: halalasToSar(figures.logoHalalas),
  };
}

/** The bill's figures of a stored order (domain's billFigures): one source for every answer. */
function figuresOf(row: Pick<SummaryRow, 'couponValue' | 'shipping' | 'tax'>, lines: LineRow[]): BillFigures {
  return billFigures({
    lines: lines.map((l) => ({
      quantity: l.quantity,
      unitHalalas: l.unit,
      regularUnitHalalas: l.regular,
      logoUnitHalalas: l.logoUnit,
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
  poNumber: orders.poNumber,
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
  poNumber: string | null;
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
    logos: halalasToSar(figures.logoHalalas),
    coupon_code: row.couponCode,
    po_number: row.poNumber,
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
  return { id: p.id, name: localizedText({ ar: p.nameAr, en: p.nameEn }, lang) };
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
      note: orders.note,
      requestedDeliveryDate: orders.requestedDeliveryDate,
      artworkStatus: orders.artworkStatus,
      artworkNote: orders.artworkNote,
    })
    .from(orders)
    .where(and(eq(orders.id, id), customerId === null ? undefined : eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) return undefined;
  const [lines, receipts, [invoice]] = await Promise.all([
    loadLines(db, [row.id]),
    receiptsOf(db, [row.id]),
    db
      .select({ form: einvoiceDocuments.form, status: einvoiceDocuments.status, qr: einvoiceDocuments.qr })
      .from(einvoiceDocuments)
      .where(and(eq(einvoiceDocuments.orderId, row.id), eq(einvoiceDocuments.kind, 'invoice')))
      .limit(1),
  ]);
  const figures = figuresOf(row, lines);
  const summary = toSummary(row as SummaryRow, lines, lang, figures);
  const sellerName = localizedText({ ar: row.sellerNameAr, en: row.sellerNameEn }, lang);
  const a = row.address;
  const { buyer, bank } = row;
  return {
    ...summary,
    customerId: row.customerId,
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    note: row.note,
    requested_delivery_date: row.requestedDeliveryDate,
    artwork_status: row.artworkStatus,
    artwork_note: row.artworkNote,
    address: {
      name: a.name,
      country: place(a.country, lang),
      city: place(a.city, lang),
      area: place(a.area, lang),
      address: a.address,
      building: a.building,
      floor: a.floor,
      apartment: a.apartment,
      receiver_name: a.receiverName ?? null,
      receiver_phone: a.receiverPhone ?? null,
      postal_code: a.postalCode ?? null,
      additional_number: a.additionalNumber ?? null,
      short_address: a.shortAddress ?? null,
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
      address: localizedText({ ar: row.sellerAddressAr, en: row.sellerAddressEn }, lang),
    },
    bank:
      row.paymentMethod === 0 && bank
        ? {
            bank_name: localizedText({ ar: bank.nameAr, en: bank.nameEn }, lang),
            bank_account: bank.account,
            iban: bank.iban,
          }
        : null,
    receipts: receipts.get(row.id) ?? [],
    // The signed e-invoice's QR; before it is signed (or without e-invoicing) the phase 1 QR of
    // what the bill prints: the seller's name as shown, VAT number, time and amounts.
    zatca_qr:
      invoice?.qr ??
      zatcaQrBase64({
        sellerName,
        vatNumber: row.vatNumber,
        timestamp: zatcaTimestamp(row.createdAt),
        totalWithVat: zatcaAmount(figures.totalHalalas),
        vat: zatcaAmount(figures.taxHalalas),
      }),
    einvoice: invoice
      ? {
          // Decided when it is signed (from the buyer); until then, what signing will decide.
          form: invoice.qr ? (invoice.form as TaxInvoiceForm) : taxInvoiceFormOf(buyer.vatNumber),
          status: invoice.status as NonNullable<OrderDetail['einvoice']>['status'],
        }
      : null,
  };
}
