import { describe, expect, it } from 'vitest';
import { pickingGrid } from '../../admin/src/resources/orders/picking.js';

const size = (name: string, quantity: number, position: number | null = null) => ({
  id: null,
  name,
  position,
  quantity,
  total: quantity * 10,
});

const line = (colors: { name: string; sizes: ReturnType<typeof size>[] }[]) => ({
  id: 1,
  name: 'Chef coat',
  image: '',
  quantity: 21,
  price: 10,
  regular_price: 10,
  total: 210,
  piece: { price: 10 },
  colors: colors.map((colour, index) => ({ id: index + 1, color_code: '#fff', ...colour })),
  artwork: null,
  logo_price: 0,
  logo_total: 0,
});

describe('the picking sheet of an order line', () => {
  it('lays colours against sizes with row, column and grand totals, blank cells as zero', () => {
    const grid = pickingGrid(
      line([
        { name: 'White', sizes: [size('M', 5), size('L', 7)] },
        { name: 'Black', sizes: [size('XL', 4), size('M', 5)] },
      ]),
    );
    expect(grid.sizes).toEqual(['M', 'L', 'XL']);
    expect(grid.rows.map((row) => [row.colour, row.quantities, row.total])).toEqual([
      ['White', [5, 7, 0], 12],
      ['Black', [5, 0, 4], 9],
    ]);
    expect(grid.sizeTotals).toEqual([10, 7, 4]);
    expect(grid.total).toBe(21);
  });

  it("puts the sizes in the product's own order whichever colour named them first, a removed size last", () => {
    const grid = pickingGrid(
      line([
        { name: 'White', sizes: [size('M', 5, 1), size('XL', 2, 3), size('Old', 1)] },
        { name: 'Black', sizes: [size('S', 4, 0), size('L', 6, 2)] },
      ]),
    );
    expect(grid.sizes).toEqual(['S', 'M', 'L', 'XL', 'Old']);
    expect(grid.rows.map((row) => row.quantities)).toEqual([
      [0, 5, 0, 2, 1],
      [4, 0, 6, 0, 0],
    ]);
  });
});
