import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billFigures, billNotice, type StoredBill } from './bill';
import { computeTotals } from './totals';

describe('billFigures', () => {
  it('adds the rows to their line, the lines to the subtotal, and shows the quantity discount beside it', () => {
    // 60 suits at the 50–99 tier (98.50 instead of 106.00) in three sizes, 30 shirts at 106.00.
    const bill: StoredBill = {
      lines: [
        {
          quantity: 60,
          unitHalalas: 9_850,
          regularUnitHalalas: 10_600,
          rows: [{ quantity: 20 }, { quantity: 25 }, { quantity: 15 }],
        },
        { quantity: 30, unitHalalas: 10_600, regularUnitHalalas: 10_600, rows: [{ quantity: 30 }] },
      ],
      couponValueHalalas: 92_280,
      shippingHalalas: 5_100,
      taxHalalas: 123_273,
    };
    const figures = billFigures(bill);
    expect(figures.lines.map((l) => l.rows.map((r) => r.totalHalalas))).toEqual([
      [197_000, 246_250, 147_750],
      [318_000],
    ]);
    expect(figures.lines.map((l) => l.totalHalalas)).toEqual([591_000, 318_000]);
    // By hand: 591,000 + 318,000 = 909,000 halalas (9,090.00 SAR); at regular prices 90 × 106.00.
    expect(figures.subtotalHalalas).toBe(909_000);
    expect(figures.regularHalalas).toBe(954_000);
    expect(figures.quantityDiscountHalalas).toBe(45_000);
    // VAT is charged on the subtotal less the coupon plus delivery: 8,167.20 + 51.00.
    expect(figures.taxableHalalas).toBe(821_820);
    expect(figures.totalHalalas).toBe(821_820 + 123_273);
  });

  it('gives the subtotal and total an order was charged, for any order computeTotals places', () => {
    const tierArb = fc.record({
      from: fc.integer({ min: 1, max: 100 }),
      to: fc.integer({ min: 100, max: 1000 }),
      priceHalalas: fc.integer({ min: 0, max: 1_000_000 }),
    });
    const lineArb = fc.record({
      tiers: fc.array(tierArb, { minLength: 1, maxLength: 4 }),
      rows: fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 6 }),
      logoUnitHalalas: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.option(
          fc.oneof(
            fc.record({ type: fc.constant(0 as const), amount: fc.integer({ min: 0, max: 10_000_000 }) }),
            fc.record({ type: fc.constant(1 as const), amount: fc.integer({ min: 0, max: 10_000 }) }),
          ),
        ),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_500 }),
        (lines, coupon, fee, taxBasisPoints) => {
          const charged = computeTotals({
            lines: lines.map((l) => ({
              tiers: l.tiers,
              quantity: l.rows.reduce((a, b) => a + b, 0),
              logoUnitHalalas: l.logoUnitHalalas,
            })),
            coupon,
            shippingFeeHalalas: fee,
            taxBasisPoints,
          });
          // The order as stored: its lines as charged, its coupon, shipping and VAT.
          const figures = billFigures({
            lines: charged.lines.map((l, i) => ({
              quantity: l.quantity,
              unitHalalas: l.unitHalalas,
              regularUnitHalalas: l.regularUnitHalalas,
              logoUnitHalalas: l.logoUnitHalalas,
              rows: lines[i]!.rows.map((quantity) => ({ quantity })),
            })),
            couponValueHalalas: charged.couponValueHalalas,
            shippingHalalas: charged.shippingHalalas,
            taxHalalas: charged.taxHalalas,
          });
          expect(figures.subtotalHalalas).toBe(charged.discountedHalalas + charged.logoHalalas);
          expect(figures.logoHalalas).toBe(charged.logoHalalas);
          expect(figures.quantityDiscountHalalas).toBe(charged.discountHalalas);
          expect(figures.totalHalalas).toBe(charged.totalHalalas);
          for (const line of figures.lines) {
            expect(line.rows.reduce((s, r) => s + r.totalHalalas, 0)).toBe(line.totalHalalas);
          }
          expect(figures.lines.reduce((s, l) => s + l.totalHalalas + l.logoHalalas, 0)).toBe(
            figures.subtotalHalalas,
          );
        },
      ),
    );
  });
});

describe('billNotice', () => {
  it('names a cancelled or refunded order, and nothing else', () => {
    expect(billNotice({ status: 'cancelled', paymentStatus: 'unpaid' })).toBe('cancelled');
    expect(billNotice({ status: 'completed', paymentStatus: 'refunded' })).toBe('refunded');
    expect(billNotice({ status: 'cancelled', paymentStatus: 'refunded' })).toBe('cancelledRefunded');
    for (const status of ['pending', 'on_hold', 'processing', 'shipped', 'completed'] as const) {
      expect(billNotice({ status, paymentStatus: 'paid' })).toBeNull();
      expect(billNotice({ status, paymentStatus: 'unpaid' })).toBeNull();
    }
  });
});
