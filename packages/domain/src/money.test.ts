import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  divRoundHalfUp,
  formatMoney,
  halalasToSar,
  multiplyMoney,
  parseSar,
  percentOf,
  roundHalfUp,
  sarToHalalas,
} from './money';

describe('roundHalfUp', () => {
  it('rounds halves up and others to the nearest integer', () => {
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(1.5)).toBe(2);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(2.5001)).toBe(3);
    expect(roundHalfUp(7)).toBe(7);
    expect(roundHalfUp(0)).toBe(0);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(-2.4)).toBe(-2);
    expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true);
  });

  it('absorbs binary floating-point noise at the half', () => {
    expect(1.005 * 100).toBeLessThan(100.5); // the trap
    expect(roundHalfUp(1.005 * 100)).toBe(101);
    expect(roundHalfUp(4.35 * 100)).toBe(435);
    expect(roundHalfUp(1.115 * 1000)).toBe(1115);
    expect(roundHalfUp(0.285 * 100)).toBe(29);
  });

  it('passes non-finite values through like Math.round', () => {
    expect(roundHalfUp(Number.NaN)).toBeNaN();
    expect(roundHalfUp(Infinity)).toBe(Infinity);
  });

  it('stays exact for large values', () => {
    expect(roundHalfUp(2 ** 51 + 0.5)).toBe(2 ** 51 + 1);
    expect(roundHalfUp(1e16)).toBe(1e16);
  });

  it('is within one half of its input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        expect(Math.abs(roundHalfUp(x) - x)).toBeLessThanOrEqual(0.5 + 1e-9 * Math.max(1, Math.abs(x)));
      }),
    );
  });
});

describe('divRoundHalfUp', () => {
  it('divides integers exactly and rounds half up', () => {
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(4, 3)).toBe(1);
    expect(divRoundHalfUp(-5, 2)).toBe(-3);
    expect(divRoundHalfUp(15_000, 10_000)).toBe(2);
    expect(divRoundHalfUp(14_999, 10_000)).toBe(1);
  });

  it('uses exact arithmetic beyond 2^53', () => {
    expect(divRoundHalfUp(2 ** 60, 2 ** 10)).toBe(2 ** 50);
  });

  it('agrees with BigInt arithmetic', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 50 }), fc.integer({ min: 1, max: 1_000_000 }), (n, d) => {
        const q = BigInt(n) / BigInt(d);
        const expected = Number(2n * (BigInt(n) % BigInt(d)) >= BigInt(d) ? q + 1n : q);
        expect(divRoundHalfUp(n, d)).toBe(expected);
      }),
    );
  });
});

describe('parseSar', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.', 1200],
    ['.5', 50],
    ['0', 0],
    ['0.01', 1],
    [' 12.5 ', 1250],
    ['1,234.50', 123450],
    ['1,234,567', 123456700],
    ['١٢٫٥', 1250],
    ['١٬٢٣٤٫٥٠', 123450],
    ['۱۲', 1200],
    ['12.345', 1235],
    ['12.344', 1234],
    ['12.3449', 1234],
    ['1.005', 101],
    ['0.005', 1],
    ['0.004', 0],
    ['99.995', 10000],
  ])('parses %j as %i halalas', (input, expected) => {
    expect(parseSar(input)).toBe(expected);
  });

  it.each([
    [12.5, 1250],
    [12, 1200],
    [0, 0],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1e-7, 0],
    [123456.78, 12345678],
  ])('parses the number %d as %i halalas', (input, expected) => {
    expect(parseSar(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '-1',
    '-0.5',
    '+5',
    '1e3',
    '12.5.0',
    '1,23',
    '12,34.5',
    '12 5',
    '.',
    'NaN',
    'Infinity',
    '0x10',
  ])('refuses %j', (input) => {
    expect(parseSar(input)).toBeNull();
  });

  it.each([-1, -0.01, Number.NaN, Infinity, -Infinity, 1e300])('refuses the number %d', (input) => {
    expect(parseSar(input)).toBeNull();
  });

  it('refuses amounts too large to be exact', () => {
    expect(parseSar('999999999999999999')).toBeNull();
  });
});

describe('halalasToSar and sarToHalalas', () => {
  it('converts both ways', () => {
    expect(halalasToSar(1250)).toBe(12.5);
    expect(halalasToSar(1999)).toBe(19.99);
    expect(halalasToSar(0)).toBe(0);
    expect(halalasToSar(-150)).toBe(-1.5);
    expect(sarToHalalas(12.5)).toBe(1250);
    expect(sarToHalalas(19.99)).toBe(1999);
    expect(sarToHalalas(1.005)).toBe(101);
    expect(sarToHalalas(-1.5)).toBe(-150);
    expect(Object.is(sarToHalalas(-0.001), 0)).toBe(true);
  });

  it('throws on non-finite amounts', () => {
    expect(() => sarToHalalas(Number.NaN)).toThrow(RangeError);
    expect(() => sarToHalalas(Infinity)).toThrow(RangeError);
  });

  it('round-trips every halala amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (h) => {
        expect(sarToHalalas(halalasToSar(h))).toBe(h);
      }),
    );
  });

  it('gives SAR numbers with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (h) => {
        expect(String(halalasToSar(h))).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [1250, '12.50'],
    [100000, '1,000.00'],
    [123450, '1,234.50'],
    [99999999, '999,999.99'],
    [123456789012, '1,234,567,890.12'],
    [-5, '-0.05'],
    [-123450, '-1,234.50'],
  ])('formats %i as %j', (h, text) => {
    expect(formatMoney(h)).toBe(text);
  });

  it('throws on non-finite amounts rather than show a wrong price', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips through parseSar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }), (h) => {
        expect(parseSar(formatMoney(h))).toBe(h);
      }),
    );
  });

  it('round-trips parseSar of a canonical amount', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.nat({ max: 99 }), (riyals, cents) => {
        const text = `${riyals}.${String(cents).padStart(2, '0')}`;
        const h = parseSar(text);
        expect(h).not.toBeNull();
        expect(formatMoney(h as number).replace(/,/g, '')).toBe(text);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds, multiplies and takes percentages in halalas', () => {
    expect(addMoney()).toBe(0);
    expect(addMoney(100, 250, 5)).toBe(355);
    expect(multiplyMoney(1250, 3)).toBe(3750);
    expect(multiplyMoney(1250, 0)).toBe(0);
    expect(multiplyMoney(333, 0.5)).toBe(167);
    expect(percentOf(10000, 1500)).toBe(1500);
    expect(percentOf(1, 5000)).toBe(1); // 0.5 halala rounds up
    expect(percentOf(1, 4999)).toBe(0);
    expect(percentOf(333, 1500)).toBe(50); // 49.95
    expect(percentOf(-333, 1500)).toBe(-50);
    expect(percentOf(1000, 0)).toBe(0);
    expect(percentOf(1000, 12.5)).toBe(1); // 1.25
  });

  it('computes percentages exactly even past 2^53', () => {
    expect(percentOf(2 ** 50, 10_000)).toBe(2 ** 50);
    expect(percentOf(2 ** 50 + 1, 5_000)).toBe(2 ** 49 + 1);
  });

  it('percentOf matches exact rational rounding', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.nat({ max: 10_000 }), (amount, bp) => {
        const n = BigInt(amount) * BigInt(bp);
        const q = n / 10_000n;
        const expected = Number(2n * (n % 10_000n) >= 10_000n ? q + 1n : q);
        expect(percentOf(amount, bp)).toBe(expected);
      }),
    );
  });
});
