import { describe, expect, it } from 'vitest';
import { compareSizesByRange, sizeRangeOf } from './size-range';

describe('size ranges', () => {
  it.each([
    ['S', 'letters'],
    ['m', 'letters'],
    ['XS', 'letters'],
    ['XXS', 'letters'],
    ['XL', 'letters'],
    ['XXL', 'letters'],
    ['XXXL', 'letters'],
    [' 3XL ', 'letters'],
    ['5xl', 'letters'],
    ['42', 'numbers'],
    ['6', 'numbers'],
    ['38.5', 'numbers'],
    ['32/34', 'numbers'],
    ['One size', 'other'],
    ['4-6Y', 'other'],
    ['SM', 'other'],
    ['XXXXXL', 'other'],
    ['', 'other'],
  ])('%s is of the %s range', (name, range) => {
    expect(sizeRangeOf(name)).toBe(range);
  });

  it('groups letters, then numbers, then the rest, each in staff’s order', () => {
    const sizes = [
      { name: '52', sort_order: 1 },
      { name: 'One size', sort_order: 0 },
      { name: 'L', sort_order: 3 },
      { name: '30', sort_order: 0 },
      { name: 'S', sort_order: 1 },
    ];
    expect([...sizes].sort(compareSizesByRange).map((s) => s.name)).toEqual([
      'S',
      'L',
      '30',
      '52',
      'One size',
    ]);
  });
});
