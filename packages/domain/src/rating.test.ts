import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, ratingSummary } from './rating';

describe('averageRating', () => {
  it.each([
    [[], 0],
    [[5], 5],
    [[4, 5], 4.5],
    [[5, 4, 4], 4.33],
    [[5, 5, 4], 4.67],
    [[1, 2], 1.5],
    [[1, 1, 1, 1, 1, 1, 1, 2], 1.13], // 1.125 rounds half up
  ])('%j → %d', (stars, avg) => {
    expect(averageRating(stars)).toBe(avg);
  });

  it('refuses values that are not 1 to 5 stars', () => {
    for (const bad of [0, 6, 2.5, Number.NaN]) expect(() => averageRating([bad])).toThrow(RangeError);
  });

  it('stays within the stars given, at most two decimals', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (stars) => {
        const avg = averageRating(stars);
        expect(avg).toBeGreaterThanOrEqual(Math.min(...stars));
        expect(avg).toBeLessThanOrEqual(Math.max(...stars));
        expect(Math.round(avg * 100) / 100).toBe(avg);
        const mean = stars.reduce((a, b) => a + b, 0) / stars.length;
        expect(Math.abs(avg - mean)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('ratingSummary', () => {
  it('counts visible reviews only', () => {
    expect(ratingSummary([{ rate: 5 }, { rate: 4, isHidden: false }, { rate: 1, isHidden: true }])).toEqual({
      avgRate: 4.5,
      ratesCount: 2,
    });
    expect(ratingSummary([{ rate: 1, isHidden: true }])).toEqual({ avgRate: 0, ratesCount: 0 });
  });
});
