import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findTier,
  quantityError,
  regularPriceOf,
  risingTierPrices,
  scaledPrice,
  sortTiers,
  tierUpperBound,
  unitPriceFor,
  validateTiers,
  type PriceTier,
} from './tiers';

// Deliberately unsorted, as staff may enter them.
const tiers: PriceTier[] = [
  { from: 51, to: 200, priceHalalas: 4000 },
  { from: 10, to: 50, priceHalalas: 4500 },
  { from: 201, to: 1000, priceHalalas: 3500 },
];

describe('findTier and unitPriceFor at every tier boundary', () => {
  // [qty, expected tier from (or undefined), unit price]
  const cases: [number, number | undefined, number][] = [
    [0, undefined, 4500],
    [9, undefined, 4500], // first.from − 1: outside every tier → first tier's price
    [10, 10, 4500],
    [11, 10, 4500],
    [50, 10, 4500],
    [51, 51, 4000],
    [200, 51, 4000],
    [201, 201, 3500],
    [1000, 201, 3500],
    [1001, undefined, 4500], // last.to + 1 → first tier's price
    [1_000_000_000, undefined, 4500],
    [Number.MAX_SAFE_INTEGER, undefined, 4500],
    [-1, undefined, 4500],
    [Number.NaN, undefined, 4500],
  ];

  it.each(cases)('qty %d → tier from %s, unit %i', (qty, from, unit) => {
    expect(findTier(tiers, qty)?.from).toBe(from);
    expect(unitPriceFor(tiers, qty)).toBe(unit);
  });

  it('returns the tier object itself, so the UI can highlight it by identity', () => {
    expect(findTier(tiers, 60)).toBe(tiers[0]);
  });

  it('has no price without tiers', () => {
    expect(findTier([], 5)).toBeUndefined();
    expect(unitPriceFor([], 5)).toBe(0);
    expect(regularPriceOf([])).toBe(0);
  });

  it('treats a single-quantity tier inclusively on both ends', () => {
    const single = [
      { from: 5, to: 5, priceHalalas: 100 },
      { from: 1, to: 4, priceHalalas: 200 },
    ];
    expect(unitPriceFor(single, 5)).toBe(100);
    expect(unitPriceFor(single, 4)).toBe(200);
    expect(unitPriceFor(single, 6)).toBe(200);
  });
});

describe('regularPriceOf', () => {
  it('is the price of the tier with the lowest from, whatever the input order', () => {
    expect(regularPriceOf(tiers)).toBe(4500);
    expect(regularPriceOf([...tiers].reverse())).toBe(4500);
  });
});

describe('quantityError', () => {
  it.each([
    [0, 'lowerQuantity'],
    [-3, 'lowerQuantity'],
    [Number.NaN, 'lowerQuantity'],
    [9, 'lowerQuantity'],
    [10, null],
    [50, null],
    [51, null],
    [200, null],
    [201, null],
    [1000, null],
    [1001, 'largerQuantity'],
    [Number.MAX_SAFE_INTEGER, 'largerQuantity'],
  ] as const)('qty %d → %s', (qty, error) => {
    expect(quantityError(tiers, qty)).toBe(error);
  });

  it('counts 0 as too little even when the first tier starts at 0', () => {
    expect(quantityError([{ from: 0, to: 10, priceHalalas: 100 }], 0)).toBe('lowerQuantity');
  });

  it('only refuses nothing when there are no tiers', () => {
    expect(quantityError([], 0)).toBe('lowerQuantity');
    expect(quantityError([], 5)).toBeNull();
  });
});

describe('sortTiers', () => {
  it('returns a sorted copy without touching the input', () => {
    const before = JSON.stringify(tiers);
    const sorted = sortTiers(tiers);
    expect(sorted.map((t) => t.from)).toEqual([10, 51, 201]);
    expect(sorted).not.toBe(tiers);
    expect(JSON.stringify(tiers)).toBe(before);
  });
});

describe('validateTiers', () => {
  it('accepts contiguous tiers in any order', () => {
    expect(validateTiers(tiers)).toEqual([]);
    expect(validateTiers([])).toEqual([]);
    expect(validateTiers([{ from: 1, to: 1, priceHalalas: 1 }])).toEqual([]);
  });

  it('flags overlap and gaps on the later tier, by input index', () => {
    expect(
      validateTiers([
        { from: 10, to: 50, priceHalalas: 100 },
        { from: 50, to: 60, priceHalalas: 90 },
      ]),
    ).toEqual([{ index: 1, code: 'overlap' }]);
    expect(
      validateTiers([
        { from: 52, to: 60, priceHalalas: 90 },
        { from: 10, to: 50, priceHalalas: 100 },
      ]),
    ).toEqual([{ index: 0, code: 'gap' }]);
    expect(
      validateTiers([
        { from: 10, to: 50, priceHalalas: 100 },
        { from: 10, to: 50, priceHalalas: 90 },
      ]),
    ).toEqual([{ index: 1, code: 'overlap' }]);
  });

  it('flags from after to, non-positive from and non-positive price', () => {
    expect(validateTiers([{ from: 5, to: 4, priceHalalas: 100 }])).toEqual([
      { index: 0, code: 'fromAfterTo' },
    ]);
    expect(validateTiers([{ from: 0, to: 4, priceHalalas: 100 }])).toEqual([
      { index: 0, code: 'nonPositiveFrom' },
    ]);
    expect(validateTiers([{ from: -2, to: 4, priceHalalas: 100 }])).toEqual([
      { index: 0, code: 'nonPositiveFrom' },
    ]);
    expect(validateTiers([{ from: 1, to: 4, priceHalalas: 0 }])).toEqual([
      { index: 0, code: 'nonPositivePrice' },
    ]);
    expect(validateTiers([{ from: 1, to: 4, priceHalalas: -5 }])).toEqual([
      { index: 0, code: 'nonPositivePrice' },
    ]);
    expect(validateTiers([{ from: Number.NaN, to: 4, priceHalalas: Number.NaN }])).toEqual([
      { index: 0, code: 'nonPositiveFrom' },
      { index: 0, code: 'nonPositivePrice' },
    ]);
  });

  it('gives every quantity in range exactly one tier when valid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }),
        (start, widths) => {
          let from = start;
          const list: PriceTier[] = widths.map((w, i) => {
            const tier = { from, to: from + w - 1, priceHalalas: 1000 - i };
            from += w;
            return tier;
          });
          expect(validateTiers(list)).toEqual([]);
          expect(validateTiers([...list].reverse())).toEqual([]);
          for (let q = start; q < from; q += 1) {
            expect(list.filter((t) => t.from <= q && q <= tierUpperBound(t))).toHaveLength(1);
            expect(quantityError(list, q)).toBeNull();
          }
          expect(quantityError(list, start - 1)).toBe('lowerQuantity');
          expect(quantityError(list, from)).toBe('largerQuantity');
        },
      ),
    );
  });
});

describe('an open-ended last tier ("200+")', () => {
  const open: PriceTier[] = [
    { from: 200, to: null, priceHalalas: 3000 },
    { from: 10, to: 199, priceHalalas: 4000 },
  ];

  it('prices every quantity from its start, however large', () => {
    expect(findTier(open, 199)?.from).toBe(10);
    expect(findTier(open, 200)?.from).toBe(200);
    expect(unitPriceFor(open, 1_000_000)).toBe(3000);
    expect(quantityError(open, Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(quantityError(open, 9)).toBe('lowerQuantity');
    expect(validateTiers(open)).toEqual([]);
  });

  it('may only be the last tier', () => {
    expect(
      validateTiers([
        { from: 10, to: null, priceHalalas: 4000 },
        { from: 200, to: 300, priceHalalas: 3000 },
      ]),
    ).toEqual([{ index: 0, code: 'openBeforeLast' }]);
  });
});

describe('risingTierPrices', () => {
  it('names the tiers that cost as much or more per piece than the one before', () => {
    const list: PriceTier[] = [
      { from: 51, to: 100, priceHalalas: 4500 },
      { from: 1, to: 50, priceHalalas: 4000 },
      { from: 101, to: null, priceHalalas: 3500 },
      { from: 0, to: 0, priceHalalas: 4000 },
    ];
    // Sorted: 0 (4000), 1–50 (4000: same, warned), 51–100 (4500: rises), 101+ (3500).
    expect(risingTierPrices(list)).toEqual([0, 1]);
    expect(risingTierPrices(tiers)).toEqual([]);
  });
});

describe('unit price property', () => {
  const tierArb = fc.record({
    from: fc.integer({ min: -5, max: 1000 }),
    to: fc.integer({ min: -5, max: 2000 }),
    priceHalalas: fc.integer({ min: -100, max: 100_000 }),
  });

  it('is always one of the tier prices, the first tier price outside every tier', () => {
    fc.assert(
      fc.property(fc.array(tierArb, { maxLength: 6 }), fc.integer({ min: -10, max: 3000 }), (list, qty) => {
        const unit = unitPriceFor(list, qty);
        if (list.length === 0) {
          expect(unit).toBe(0);
          return;
        }
        expect(list.map((t) => t.priceHalalas)).toContain(unit);
        const matching = list.some((t) => t.from <= qty && qty <= t.to);
        if (!matching) expect(unit).toBe(regularPriceOf(list));
        else expect(findTier(list, qty)?.priceHalalas).toBe(unit);
      }),
    );
  });
});

describe('a price changed by a percentage', () => {
  it('rounds to the nearest halala, half up, both ways', () => {
    expect(scaledPrice(10_000, 1_000)).toBe(11_000);
    expect(scaledPrice(4_550, -1_000)).toBe(4_095);
    // 12.5 % of 1.01 SAR is 12.625 halalas: 113.625 → 114.
    expect(scaledPrice(101, 1_250)).toBe(114);
    expect(scaledPrice(999, 0)).toBe(999);
  });
});
