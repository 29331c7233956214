import { describe, expect, it } from 'vitest';
import { pickingGrid } from '../../admin/src/resources/orders/picking.js';

const size = (name: string, quantity: number) => ({ id: null, name, quantity, total: quantity * 10 });

describe('the picking sheet of an order line', () => {
  it('lays colours against sizes with row, column and grand totals, blank cells as zero', () => {
    const grid = pickingGrid({
      id: 1,
      name: 'Chef coat',
      image: '',
      quantity: 21,
      price: 10,
      regular_price: 10,
      total: 210,
      piece: { price: 10 },
      colors: [
        { id: 1, name: 'White', color_code: '#fff', sizes: [size('M', 5), size('L', 7)] },
        { id: 2, name: 'Black', color_code: '#000', sizes: [size('XL', 4), size('M', 5)] },
      ],
    });
    expect(grid.sizes).toEqual(['M', 'L', 'XL']);
    expect(grid.rows.map((row) => [row.colour, row.quantities, row.total])).toEqual([
      ['White', [5, 7, 0], 12],
      ['Black', [5, 0, 4], 9],
    ]);
    expect(grid.sizeTotals).toEqual([10, 7, 4]);
    expect(grid.total).toBe(21);
  });
});
