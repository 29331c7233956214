import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, lineTotals, type LineInput } from './totals';
import type { PriceTier } from './tiers';

const tiers: PriceTier[] = [
  { from: 10, to: 49, priceHalalas: 5000 },
  { from: 50, to: 99, priceHalalas: 4500 },
  { from: 100, to: 500, priceHalalas: 4000 },
];

describe('lineTotals', () => {
  it.each([
    // qty, unit, discounted, regular, discount
    [0, 5000, 0, 0, 0],
    [9, 5000, 45000, 45000, 0],
    [10, 5000, 50000, 50000, 0],
    [49, 5000, 245000, 245000, 0],
    [50, 4500, 225000, 250000, 25000],
    [99, 4500, 445500, 495000, 49500],
    [100, 4000, 400000, 500000, 100000],
    [500, 4000, 2000000, 2500000, 500000],
    [501, 5000, 2505000, 2505000, 0],
  ])(
    'qty %i → unit %i, discounted %i, regular %i, discount %i',
    (qty, unit, discounted, regular, discount) => {
      expect(lineTotals({ tiers, quantity: qty })).toEqual({
        quantity: qty,
        unitHalalas: unit,
        regularUnitHalalas: 5000,
        discountedHalalas: discounted,
        regularHalalas: regular,
        discountHalalas: discount,
        logoUnitHalalas: 0,
        logoHalalas: 0,
      });
    },
  );

  it('counts invalid quantities as nothing', () => {
    for (const quantity of [-5, Number.NaN, Infinity]) {
      expect(lineTotals({ tiers, quantity }).discountedHalalas).toBe(0);
    }
  });

  it('never charges a negative price from corrupt tiers', () => {
    const line = lineTotals({ tiers: [{ from: 1, to: 10, priceHalalas: -100 }], quantity: 3 });
    expect(line.discountedHalalas).toBe(0);
  });
});

// docs/decisions.md, Totals
describe('computeTotals', () => {
  const lines: LineInput[] = [
    { tiers, quantity: 60 }, // 60 × 45.00 = 2,700.00, regular 3,000.00
    { tiers: [{ from: 1, to: 100, priceHalalas: 1999 }], quantity: 3 }, // 59.97
    { tiers, quantity: 0 }, // no pieces: no shipping for it
  ];

  it('adds lines, shipping once per product with pieces, and tax on the couponed subtotal and shipping', () => {
    const totals = computeTotals({ lines, shippingFeeHalalas: 2500, taxBasisPoints: 1500 });
    expect(totals.discountedHalalas).toBe(275997);
    expect(totals.regularHalalas).toBe(305997);
    expect(totals.discountHalalas).toBe(30000);
    expect(totals.couponValueHalalas).toBe(0);
    expect(totals.shippingHalalas).toBe(5000);
    expect(totals.taxHalalas).toBe(42150); // 15% of 2,809.97 = 421.4955 rounds up
    expect(totals.totalHalalas).toBe(275997 + 5000 + 42150);
    expect(totals.lines).toHaveLength(3);
  });

  it('applies a fixed coupon, capped at the subtotal', () => {
    const fixed = computeTotals({ lines, coupon: { type: 0, amount: 10000 }, taxBasisPoints: 1500 });
    expect(fixed.couponValueHalalas).toBe(10000);
    expect(fixed.taxHalalas).toBe(39900); // 15% of 2,659.97 = 398.9955
    expect(fixed.totalHalalas).toBe(275997 - 10000 + 39900);

    const huge = computeTotals({
      lines,
      coupon: { type: 0, amount: 10_000_000 },
      shippingFeeHalalas: 2500,
      taxBasisPoints: 1500,
    });
    expect(huge.couponValueHalalas).toBe(275997);
    expect(huge.taxHalalas).toBe(750); // delivery is still charged, and taxed
    expect(huge.totalHalalas).toBe(5750);
  });

  it('applies a percentage coupon in basis points, rounded half up', () => {
    const pct = computeTotals({ lines, coupon: { type: 1, amount: 1000 }, taxBasisPoints: 1500 });
    expect(pct.couponValueHalalas).toBe(27600); // 10% of 2,759.97 = 275.997
    expect(pct.taxHalalas).toBe(37260); // 15% of 2,483.97 = 372.5955
    expect(pct.totalHalalas).toBe(275997 - 27600 + 37260);
  });

  it('is all zero for an empty cart', () => {
    const t = computeTotals({
      lines: [],
      coupon: { type: 0, amount: 500 },
      shippingFeeHalalas: 2500,
      taxBasisPoints: 1500,
    });
    expect(t).toEqual({
      lines: [],
      regularHalalas: 0,
      discountedHalalas: 0,
      discountHalalas: 0,
      couponValueHalalas: 0,
      couponFit: 'noEligibleProducts',
      logoHalalas: 0,
      shippingHalalas: 0,
      taxHalalas: 0,
      totalHalalas: 0,
    });
  });

  it('charges a logo per piece beside the goods: taxed, and never reduced by a coupon', () => {
    const withLogo: LineInput[] = [
      { tiers, quantity: 60, logoUnitHalalas: 500 }, // goods 2,700.00, logo 60 × 5.00 = 300.00
      { tiers: [{ from: 1, to: 100, priceHalalas: 1999 }], quantity: 3 }, // 59.97, no logo
    ];
    const t = computeTotals({ lines: withLogo, coupon: { type: 1, amount: 1000 }, taxBasisPoints: 1500 });
    expect(t.lines.map((l) => [l.logoUnitHalalas, l.logoHalalas])).toEqual([
      [500, 30000],
      [0, 0],
    ]);
    expect(t.logoHalalas).toBe(30000);
    expect(t.couponValueHalalas).toBe(27600); // 10% of the goods' 2,759.97 only
    expect(t.taxHalalas).toBe(41760); // 15% of 2,759.97 − 276.00 + 300.00 = 2,783.97 → 417.5955
    expect(t.totalHalalas).toBe(275997 - 27600 + 30000 + 41760);
  });

  describe('a coupon with conditions', () => {
    const scoped: LineInput[] = [
      { ...lines[0]!, productId: 7 }, // 2,700.00
      { ...lines[1]!, productId: 8 }, // 59.97
    ];

    it('takes its discount from the products it applies to only', () => {
      const pct = computeTotals({
        lines: scoped,
        coupon: { type: 1, amount: 1000, productIds: [8] },
        taxBasisPoints: 0,
      });
      expect(pct.couponFit).toBe('fits');
      expect(pct.couponValueHalalas).toBe(600); // 10% of 59.97
      const fixed = computeTotals({
        lines: scoped,
        coupon: { type: 0, amount: 10_000, productIds: [8] },
        taxBasisPoints: 0,
      });
      expect(fixed.couponValueHalalas).toBe(5997); // capped at the products it applies to
    });

    it('takes nothing off when none of the products is one it applies to', () => {
      const t = computeTotals({
        lines: scoped,
        coupon: { type: 1, amount: 1000, productIds: [9], freeShipping: true },
        shippingFeeHalalas: 2500,
        taxBasisPoints: 1500,
      });
      expect(t.couponFit).toBe('noEligibleProducts');
      expect(t.couponValueHalalas).toBe(0);
      expect(t.shippingHalalas).toBe(5000);
    });

    it('holds its minimum against the products it applies to, after the quantity discount', () => {
      const coupon = { type: 0 as const, amount: 1000, productIds: [7], minOrderHalalas: 270_000 };
      expect(computeTotals({ lines: scoped, coupon, taxBasisPoints: 0 }).couponFit).toBe('fits');
      const short = computeTotals({
        lines: scoped,
        coupon: { ...coupon, minOrderHalalas: 270_001 },
        taxBasisPoints: 0,
      });
      expect(short.couponFit).toBe('belowMinimum');
      expect(short.couponValueHalalas).toBe(0);
      expect(short.totalHalalas).toBe(275997);
    });

    it('takes the delivery charge off with free shipping, and the tax on it', () => {
      const t = computeTotals({
        lines: scoped,
        coupon: { type: 0, amount: 0, freeShipping: true },
        shippingFeeHalalas: 2500,
        taxBasisPoints: 1500,
      });
      expect(t.couponFit).toBe('fits');
      expect(t.couponValueHalalas).toBe(0);
      expect(t.shippingHalalas).toBe(0);
      expect(t.taxHalalas).toBe(41400); // 15% of 2,759.97 = 413.9955
    });
  });

  it('treats a null coupon, a missing fee and a zero tax rate as nothing', () => {
    const t = computeTotals({ lines, coupon: null, taxBasisPoints: 0 });
    expect(t.totalHalalas).toBe(275997);
  });

  const tierArb = fc.record({
    from: fc.integer({ min: 1, max: 500 }),
    to: fc.integer({ min: 1, max: 1000 }),
    priceHalalas: fc.integer({ min: -1000, max: 1_000_000 }),
  });
  const inputArb = fc.record({
    lines: fc.array(
      fc.record({
        tiers: fc.array(tierArb, { maxLength: 4 }),
        quantity: fc.integer({ min: -5, max: 1200 }),
        logoUnitHalalas: fc.option(fc.integer({ min: -100, max: 5_000 }), { nil: undefined }),
      }),
      {
        maxLength: 6,
      },
    ),
    coupon: fc.option(
      fc.oneof(
        fc.record({ type: fc.constant(0 as const), amount: fc.integer({ min: -1000, max: 10_000_000 }) }),
        fc.record({ type: fc.constant(1 as const), amount: fc.integer({ min: -1000, max: 20_000 }) }),
      ),
    ),
    shippingFeeHalalas: fc.option(fc.integer({ min: -1000, max: 100_000 }), { nil: undefined }),
    taxBasisPoints: fc.integer({ min: -100, max: 10_000 }),
  });

  it('is never negative and total = discounted − coupon + logos + shipping + tax', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = computeTotals(input);
        for (const value of [
          t.discountedHalalas,
          t.regularHalalas,
          t.couponValueHalalas,
          t.logoHalalas,
          t.shippingHalalas,
          t.taxHalalas,
          t.totalHalalas,
        ]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(t.couponValueHalalas).toBeLessThanOrEqual(t.discountedHalalas);
        expect(t.totalHalalas).toBe(
          t.discountedHalalas - t.couponValueHalalas + t.logoHalalas + t.shippingHalalas + t.taxHalalas,
        );
        expect(t.logoHalalas).toBe(t.lines.reduce((s, l) => s + l.logoHalalas, 0));
        expect(t.regularHalalas - t.discountHalalas).toBe(t.discountedHalalas);
        expect(t.discountedHalalas).toBe(t.lines.reduce((s, l) => s + l.discountedHalalas, 0));
      }),
    );
  });

  it('never shows a negative saving when larger tiers are not dearer than the first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 4 }),
        fc.nat({ max: 2000 }),
        (prices, qty) => {
          const sorted = [...prices].sort((a, b) => b - a);
          const list = sorted.map((price, i) => ({
            from: 1 + i * 100,
            to: 100 + i * 100,
            priceHalalas: price,
          }));
          expect(lineTotals({ tiers: list, quantity: qty }).discountHalalas).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
