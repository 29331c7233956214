import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeQuantity,
  cleanSelection,
  colorQuantity,
  defaultActiveColor,
  emptySelection,
  parseQuantityInput,
  setQuantity,
  sizeQuantity,
  totalQuantity,
  type Selection,
} from './selection';

const RED = 1;
const BLUE = 2;
const S = 10;
const M = 11;

function freeze<T>(value: T): T {
  // Deep-freezing proves the functions never mutate their input.
  if (value && typeof value === 'object') {
    Object.values(value).forEach(freeze);
    Object.freeze(value);
  }
  return value;
}

describe('changeQuantity', () => {
  it('creates an unchosen colour and size on a positive change', () => {
    const sel = changeQuantity(freeze(emptySelection(7)), RED, M, 3);
    expect(sel).toEqual({ product_id: 7, colors: [{ color_id: RED, sizes: [{ size_id: M, quantity: 3 }] }] });
  });

  it('creates an unchosen size in a chosen colour, appended after the others', () => {
    const a = changeQuantity(emptySelection(7), RED, M, 3);
    const b = changeQuantity(freeze(a), RED, S, 2);
    expect(b.colors[0]?.sizes).toEqual([
      { size_id: M, quantity: 3 },
      { size_id: S, quantity: 2 },
    ]);
  });

  it('creates nothing on a non-positive change to an unchosen size', () => {
    const empty = freeze(emptySelection(7));
    expect(changeQuantity(empty, RED, M, -1)).toBe(empty);
    expect(changeQuantity(empty, RED, M, 0)).toBe(empty);
    const one = freeze(changeQuantity(empty, RED, M, 1));
    expect(changeQuantity(one, RED, S, -1)).toBe(one);
  });

  it('adds and subtracts on a chosen size', () => {
    let sel = changeQuantity(emptySelection(7), RED, M, 3);
    sel = changeQuantity(sel, RED, M, 4);
    expect(sizeQuantity(sel, RED, M)).toBe(7);
    sel = changeQuantity(sel, RED, M, -2);
    expect(sizeQuantity(sel, RED, M)).toBe(5);
  });

  it('removes a size reaching 0 and never goes below 0', () => {
    let sel = changeQuantity(emptySelection(7), RED, M, 3);
    sel = changeQuantity(sel, RED, S, 1);
    sel = changeQuantity(sel, RED, M, -10);
    expect(sel.colors).toEqual([{ color_id: RED, sizes: [{ size_id: S, quantity: 1 }] }]);
  });

  it('removes a colour left without sizes and keeps the others in order', () => {
    let sel = changeQuantity(emptySelection(7), RED, M, 1);
    sel = changeQuantity(sel, BLUE, M, 2);
    sel = changeQuantity(sel, RED, M, -1);
    expect(sel.colors).toEqual([{ color_id: BLUE, sizes: [{ size_id: M, quantity: 2 }] }]);
  });

  it.each([0.5, -1.5, Number.NaN, Infinity, -Infinity, 2 ** 60])('ignores the delta %d', (delta) => {
    const sel = freeze(changeQuantity(emptySelection(7), RED, M, 1));
    expect(changeQuantity(sel, RED, M, delta)).toBe(sel);
  });

  it('does not mutate the selection it is given', () => {
    const sel = freeze(changeQuantity(changeQuantity(emptySelection(7), RED, M, 2), BLUE, S, 1));
    expect(() => changeQuantity(sel, RED, M, 1)).not.toThrow();
    expect(() => changeQuantity(sel, RED, M, -2)).not.toThrow();
    expect(() => changeQuantity(sel, BLUE, M, 5)).not.toThrow();
    expect(sizeQuantity(sel, RED, M)).toBe(2);
  });
});

describe('setQuantity', () => {
  const base = freeze(changeQuantity(emptySelection(7), RED, M, 4));

  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['012', 12],
    ['١٢', 12],
    ['۱۲', 12],
    [12, 12],
    [1, 1],
  ])('sets %j as %i', (input, expected) => {
    expect(sizeQuantity(setQuantity(base, RED, M, input), RED, M)).toBe(expected);
  });

  it('removes the size when set to 0 and creates nothing for 0 on an unchosen size', () => {
    expect(setQuantity(base, RED, M, '0').colors).toEqual([]);
    expect(setQuantity(base, RED, S, 0)).toBe(base);
  });

  it('creates an unchosen size and colour when set above 0', () => {
    const sel = setQuantity(base, BLUE, S, '5');
    expect(sizeQuantity(sel, BLUE, S)).toBe(5);
    expect(sizeQuantity(sel, RED, M)).toBe(4);
  });

  it('keeps the same selection when set to its current value', () => {
    expect(setQuantity(base, RED, M, '4')).toBe(base);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1e3x',
    '1e3',
    '-1',
    '+1',
    '1.5',
    '1,000',
    '0x10',
    'Infinity',
    '12a',
    '99999999999999999999',
  ])('ignores the text %j', (input) => {
    expect(setQuantity(base, RED, M, input)).toBe(base);
  });

  it.each([-1, 1.5, Number.NaN, Infinity])('ignores the number %d', (input) => {
    expect(setQuantity(base, RED, M, input)).toBe(base);
  });

  it('then sizeQuantity returns the number set', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 1, max: 3 }),
            fc.integer({ min: 1, max: 3 }),
            fc.integer({ min: -5, max: 5 }),
          ),
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.nat({ max: 100_000 }),
        fc.boolean(),
        (changes, colorId, sizeId, n, asText) => {
          const start = changes.reduce((s, [c, z, d]) => changeQuantity(s, c, z, d), emptySelection(1));
          const sel = setQuantity(start, colorId, sizeId, asText ? ` ${n} ` : n);
          expect(sizeQuantity(sel, colorId, sizeId)).toBe(n);
        },
      ),
    );
  });
});

describe('quantities', () => {
  const sel = [
    [RED, M, 3],
    [RED, S, 2],
    [BLUE, M, 5],
  ].reduce((s, [c, z, d]) => changeQuantity(s, c as number, z as number, d as number), emptySelection(7));

  it('sums per size, per colour and in total', () => {
    expect(totalQuantity(sel)).toBe(10);
    expect(colorQuantity(sel, RED)).toBe(5);
    expect(colorQuantity(sel, BLUE)).toBe(5);
    expect(colorQuantity(sel, 99)).toBe(0);
    expect(sizeQuantity(sel, RED, S)).toBe(2);
    expect(sizeQuantity(sel, BLUE, S)).toBe(0);
    expect(sizeQuantity(sel, 99, S)).toBe(0);
    expect(totalQuantity(emptySelection(7))).toBe(0);
  });
});

describe('parseQuantityInput', () => {
  it('reads whole non-negative numbers only', () => {
    expect(parseQuantityInput('٣')).toBe(3);
    expect(parseQuantityInput('\u00a07\u00a0')).toBe(7);
    expect(parseQuantityInput('7 7')).toBeNull();
    expect(parseQuantityInput(0)).toBe(0);
  });
});

describe('defaultActiveColor', () => {
  it('is the first product colour with selected sizes, in product order', () => {
    let sel = changeQuantity(emptySelection(7), BLUE, M, 1);
    sel = changeQuantity(sel, RED, M, 1); // picked after blue, but red comes first in the product
    expect(defaultActiveColor(sel, [3, RED, BLUE])).toBe(RED);
    expect(defaultActiveColor(changeQuantity(emptySelection(7), BLUE, M, 1), [3, RED, BLUE])).toBe(BLUE);
  });

  it('falls back to the first product colour, or undefined without colours', () => {
    expect(defaultActiveColor(emptySelection(7), [3, RED])).toBe(3);
    expect(defaultActiveColor(changeQuantity(emptySelection(7), 99, M, 1), [3, RED])).toBe(3);
    expect(defaultActiveColor(emptySelection(7), [])).toBeUndefined();
  });
});

describe('cleanSelection', () => {
  it('drops zero sizes and empty colours', () => {
    const dirty: Selection = freeze({
      product_id: 7,
      colors: [
        { color_id: RED, sizes: [{ size_id: M, quantity: 0 }] },
        {
          color_id: BLUE,
          sizes: [
            { size_id: M, quantity: 2 },
            { size_id: S, quantity: 0 },
          ],
        },
        { color_id: 3, sizes: [] },
        {
          color_id: 4,
          sizes: [
            { size_id: S, quantity: -1 },
            { size_id: M, quantity: Number.NaN },
          ],
        },
      ],
    });
    expect(cleanSelection(dirty)).toEqual({
      product_id: 7,
      colors: [{ color_id: BLUE, sizes: [{ size_id: M, quantity: 2 }] }],
    });
  });

  it('returns a clean selection itself', () => {
    const sel = changeQuantity(emptySelection(7), RED, M, 1);
    expect(cleanSelection(sel)).toBe(sel);
  });
});

describe('selection invariant', () => {
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('change' as const),
      color: fc.integer({ min: 1, max: 3 }),
      size: fc.integer({ min: 1, max: 3 }),
      delta: fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double()),
    }),
    fc.record({
      kind: fc.constant('set' as const),
      color: fc.integer({ min: 1, max: 3 }),
      size: fc.integer({ min: 1, max: 3 }),
      input: fc.oneof(
        fc.nat({ max: 20 }).map(String),
        fc.string(),
        fc.integer({ min: -5, max: 20 }),
        fc.double(),
      ),
    }),
  );

  it('never keeps a zero size or an empty colour after any sequence of changes and sets', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let sel = emptySelection(1);
        for (const s of steps) {
          sel =
            s.kind === 'change'
              ? changeQuantity(sel, s.color, s.size, s.delta)
              : setQuantity(sel, s.color, s.size, s.input);
          for (const color of sel.colors) {
            expect(color.sizes.length).toBeGreaterThan(0);
            for (const size of color.sizes) {
              expect(Number.isInteger(size.quantity)).toBe(true);
              expect(size.quantity).toBeGreaterThan(0);
            }
            // No duplicate sizes within a colour, and no duplicate colours.
            expect(new Set(color.sizes.map((z) => z.size_id)).size).toBe(color.sizes.length);
          }
          expect(new Set(sel.colors.map((c) => c.color_id)).size).toBe(sel.colors.length);
          expect(cleanSelection(sel)).toBe(sel);
        }
      }),
    );
  });
});
