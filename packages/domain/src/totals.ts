import { couponFit, couponValue, type CouponFit, type CouponValue } from './coupon';
import { addMoney, multiplyMoney, type Halalas } from './money';
import { shippingFor } from './shipping';
import { taxOn } from './tax';
import { regularPriceOf, unitPriceFor, type PriceTier } from './tiers';

/**
 * One formula for cart, checkout, order and bill (docs/decisions.md, Totals). The server runs it to charge and
 * the storefront runs it to show, so the figure shown is the figure charged.
 */

/** One product of a cart or order: its tiers and its total pieces over all colours and sizes. */
export interface LineInput {
  tiers: readonly PriceTier[];
  quantity: number;
  /** Which product the line is: a coupon limited to some products reads it. */
  productId?: number;
  /** The price per piece of putting the buyer's logo on these pieces (the product's own); 0 or absent without a logo. */
  logoUnitHalalas?: Halalas;
}

export interface LineTotals {
  quantity: number;
  /** Tier price for the quantity. */
  unitHalalas: Halalas;
  /** First tier's price: what one piece costs without a quantity discount. */
  regularUnitHalalas: Halalas;
  /** quantity × unit: what the line costs. */
  discountedHalalas: Halalas;
  /** quantity × regular unit. */
  regularHalalas: Halalas;
  /** regular − discounted: the quantity saving. */
  discountHalalas: Halalas;
  /** The logo's price per piece (0 without a logo). */
  logoUnitHalalas: Halalas;
  /** quantity × logo unit: what putting the logo on the pieces costs. */
  logoHalalas: Halalas;
}

export interface TotalsInput {
  lines: readonly LineInput[];
  coupon?: CouponValue | null;
  /** The delivery city's fee, charged once per product line with pieces. */
  shippingFeeHalalas?: Halalas;
  /** Settings tax rate in basis points (1500 = 15%). */
  taxBasisPoints: number;
}

export interface Totals {
  lines: LineTotals[];
  regularHalalas: Halalas;
  discountedHalalas: Halalas;
  discountHalalas: Halalas;
  couponValueHalalas: Halalas;
  /** Whether the coupon's conditions hold (null without a coupon); one that does not fit takes nothing off. */
  couponFit: CouponFit | null;
  /** Σ the lines' logo charges: a service beside the goods, which no coupon reduces. */
  logoHalalas: Halalas;
  shippingHalalas: Halalas;
  taxHalalas: Halalas;
  totalHalalas: Halalas;
}

/** A quantity that is not a whole positive number counts as nothing bought. */
function pieces(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

export function lineTotals(line: LineInput): LineTotals {
  const quantity = pieces(line.quantity);
  // A negative price can only come from corrupt data (validateTiers refuses it); charging it would
  // pay the shopper, so it counts as 0 and every total stays non-negative.
  const unitHalalas = Math.max(0, unitPriceFor(line.tiers, quantity));
  const regularUnitHalalas = Math.max(0, regularPriceOf(line.tiers));
  const discountedHalalas = multiplyMoney(unitHalalas, quantity);
  const regularHalalas = multiplyMoney(regularUnitHalalas, quantity);
  // Negative only if staff price a larger tier above the first one; kept exact so that
  // regular − discount = discounted always holds on every screen and bill.
  const discountHalalas = regularHalalas - discountedHalalas;
  const logoUnitHalalas = Math.max(0, line.logoUnitHalalas ?? 0);
  const logoHalalas = multiplyMoney(logoUnitHalalas, quantity);
  return {
    quantity,
    unitHalalas,
    regularUnitHalalas,
    discountedHalalas,
    regularHalalas,
    discountHalalas,
    logoUnitHalalas,
    logoHalalas,
  };
}

/**
 * Order totals, each step rounded half up to the halala:
 * discounted = Σ qty×unit; coupon = couponValue(the discounted total of the lines it applies to),
 * nothing when its conditions do not hold; logos = Σ qty×logo unit (the coupon takes nothing off
 * them: it is a price of the goods); shipping = fee × lines with pieces, nothing with a
 * free-shipping coupon that applies; tax = tax% of (discounted − coupon + logos + shipping);
 * total = discounted − coupon + logos + shipping + tax, never negative.
 *
 * Delivery is part of the taxable supply: Saudi VAT applies to it at the standard rate, and a tax
 * invoice (ZATCA) states it as a standard-rated charge, so VAT is taken on it too.
 */
export function computeTotals(input: TotalsInput): Totals {
  const lines = input.lines.map(lineTotals);
  const discountedHalalas = addMoney(...lines.map((l) => l.discountedHalalas));
  const regularHalalas = addMoney(...lines.map((l) => l.regularHalalas));
  const discountHalalas = addMoney(...lines.map((l) => l.discountHalalas));
  const coupon = input.coupon ?? null;
  const fitted = coupon
    ? couponFit(
        coupon,
        lines.map((l, i) => ({ ...l, productId: input.lines[i]!.productId })),
      )
    : null;
  const applies = fitted?.fit === 'fits';
  const couponValueHalalas = coupon && applies ? couponValue(coupon, fitted.eligibleHalalas) : 0;
  const productCount = lines.filter((l) => l.quantity > 0).length;
  const shippingHalalas =
    applies && coupon?.freeShipping ? 0 : shippingFor(input.shippingFeeHalalas ?? 0, productCount);
  const logoHalalas = addMoney(...lines.map((l) => l.logoHalalas));
  const taxable = discountedHalalas - couponValueHalalas + logoHalalas + shippingHalalas;
  const taxHalalas = taxOn(taxable, input.taxBasisPoints);
  const totalHalalas = addMoney(taxable, taxHalalas);
  return {
    lines,
    regularHalalas,
    discountedHalalas,
    discountHalalas,
    couponValueHalalas,
    couponFit: fitted?.fit ?? null,
    logoHalalas,
    shippingHalalas,
    taxHalalas,
    totalHalalas,
  };
}
