import { addMoney, multiplyMoney, type Halalas } from './money';
import type { OrderStatus } from './order-status';
import type { OrderPaymentStatus } from './payment';

/**
 * A bill's figures, read from a placed order as it was stored (docs/decisions.md, A bill is
 * frozen when issued). The customer's bill, the staff's order page and the account's list all
 * show these, so one order never shows two subtotals.
 *
 * The bill reads top to bottom as: the lines, each quantity × the tier price charged; the
 * subtotal, which is the sum of those lines; minus the coupon, plus shipping and VAT, equals the
 * total. The quantity discount (what the same pieces would have cost at the first tier's price,
 * less the subtotal) is information for the buyer: it is already inside the line prices, so it is
 * never subtracted a second time and never printed as a second subtotal.
 */

/** One colour and size of a stored line: its pieces. */
export interface StoredBillRow {
  quantity: number;
}

/** One product of a stored order: its pieces, the tier price charged and the first tier's price. */
export interface StoredBillLine {
  quantity: number;
  unitHalalas: Halalas;
  regularUnitHalalas: Halalas;
  /** The buyer's logo on these pieces: its price per piece (0 or absent without a logo). */
  logoUnitHalalas?: Halalas;
  /** Its colours and sizes in the order they were chosen (each printed as a row of the bill). */
  rows: readonly StoredBillRow[];
}

/** What a bill is computed from: the order's lines and the charges stored with it. */
export interface StoredBill {
  lines: readonly StoredBillLine[];
  couponValueHalalas: Halalas;
  shippingHalalas: Halalas;
  taxHalalas: Halalas;
}

export interface BillRowFigures {
  quantity: number;
  /** quantity × the line's unit price. */
  totalHalalas: Halalas;
}

export interface BillLineFigures {
  quantity: number;
  unitHalalas: Halalas;
  regularUnitHalalas: Halalas;
  /** quantity × unit: the sum of its rows. */
  totalHalalas: Halalas;
  /** quantity × the first tier's price. */
  regularHalalas: Halalas;
  /** The logo's price per piece (0 without one). */
  logoUnitHalalas: Halalas;
  /** quantity × logo unit: printed as its own row under the line's colours and sizes. */
  logoHalalas: Halalas;
  rows: BillRowFigures[];
}

export interface BillFigures {
  lines: BillLineFigures[];
  /** Σ line totals and their logo charges: the only subtotal a bill shows. */
  subtotalHalalas: Halalas;
  /** Σ the lines' logo charges (inside the subtotal). */
  logoHalalas: Halalas;
  /** Σ quantity × first tier's price (information). */
  regularHalalas: Halalas;
  /** regular − the goods' total: the saving already inside the line prices (information, never subtracted). */
  quantityDiscountHalalas: Halalas;
  couponValueHalalas: Halalas;
  shippingHalalas: Halalas;
  /** subtotal − coupon + shipping: what VAT was charged on (delivery is standard rated). */
  taxableHalalas: Halalas;
  taxHalalas: Halalas;
  /** subtotal − coupon + shipping + VAT. */
  totalHalalas: Halalas;
}

/**
 * The figures of a bill from its stored order. Every amount is a whole number of halalas and the
 * line amounts are products of whole numbers, so nothing is rounded here: the rows add up to
 * their line, the lines to the subtotal, and the subtotal, coupon, shipping and VAT to the total.
 * For an order placed with computeTotals, the subtotal is its `discountedHalalas` plus its
 * `logoHalalas`, and the total its `totalHalalas`, the amount charged (the property test in
 * bill.test.ts checks it).
 */
export function billFigures(bill: StoredBill): BillFigures {
  const lines = bill.lines.map((line): BillLineFigures => {
    const rows = line.rows.map((row) => ({
      quantity: row.quantity,
      totalHalalas: multiplyMoney(line.unitHalalas, row.quantity),
    }));
    return {
      quantity: line.quantity,
      unitHalalas: line.unitHalalas,
      regularUnitHalalas: line.regularUnitHalalas,
      totalHalalas: multiplyMoney(line.unitHalalas, line.quantity),
      regularHalalas: multiplyMoney(line.regularUnitHalalas, line.quantity),
      logoUnitHalalas: line.logoUnitHalalas ?? 0,
      logoHalalas: multiplyMoney(line.logoUnitHalalas ?? 0, line.quantity),
      rows,
    };
  });
  const goodsHalalas = addMoney(...lines.map((l) => l.totalHalalas));
  const logoHalalas = addMoney(...lines.map((l) => l.logoHalalas));
  const subtotalHalalas = addMoney(goodsHalalas, logoHalalas);
  const regularHalalas = addMoney(...lines.map((l) => l.regularHalalas));
  const taxableHalalas = subtotalHalalas - bill.couponValueHalalas + bill.shippingHalalas;
  return {
    lines,
    subtotalHalalas,
    logoHalalas,
    regularHalalas,
    quantityDiscountHalalas: regularHalalas - goodsHalalas,
    couponValueHalalas: bill.couponValueHalalas,
    shippingHalalas: bill.shippingHalalas,
    taxableHalalas,
    taxHalalas: bill.taxHalalas,
    totalHalalas: addMoney(taxableHalalas, bill.taxHalalas),
  };
}

/**
 * What a bill must say over its figures: a cancelled order's bill and a refunded one's are kept
 * (they were issued), but nobody may read them as money owed or as a sale that stands. Null for
 * every other order.
 */
export type BillNotice = 'cancelled' | 'refunded' | 'cancelledRefunded';

export function billNotice(order: {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
}): BillNotice | null {
  const cancelled = order.status === 'cancelled';
  const refunded = order.paymentStatus === 'refunded';
  if (cancelled && refunded) return 'cancelledRefunded';
  if (cancelled) return 'cancelled';
  if (refunded) return 'refunded';
  return null;
}

export type TaxInvoiceForm = 'standard' | 'simplified';

/**
 * Which tax invoice an order gets: a standard one (فاتورة ضريبية), cleared by ZATCA before it is
 * final, when the buyer gave a VAT number (a business buying for its business); a simplified one
 * (فاتورة ضريبية مبسطة) otherwise.
 */
export function taxInvoiceFormOf(buyerVatNumber: string | null | undefined): TaxInvoiceForm {
  return buyerVatNumber && buyerVatNumber.trim() ? 'standard' : 'simplified';
}
