/**
 * The warehouse's view of an order line: its colours down the side, its sizes across (in the order
 * the order names them), the quantity in each cell, and the totals of each row, column and the line.
 */
import type { AdminOrderDetail } from '@shop/contract';

export interface PickingGrid {
  name: string;
  sizes: string[];
  rows: { colour: string; colourCode: string; quantities: number[]; total: number }[];
  sizeTotals: number[];
  total: number;
}

export function pickingGrid(line: AdminOrderDetail['products'][number]): PickingGrid {
  const sizes: string[] = [];
  for (const colour of line.colors)
    for (const size of colour.sizes) if (!sizes.includes(size.name)) sizes.push(size.name);
  const rows = line.colors.map((colour) => {
    const quantities = sizes.map((name) =>
      colour.sizes.filter((size) => size.name === name).reduce((sum, size) => sum + size.quantity, 0),
    );
    return {
      colour: colour.name,
      colourCode: colour.color_code,
      quantities,
      total: quantities.reduce((a, b) => a + b, 0),
    };
  });
  const sizeTotals = sizes.map((_, index) =>
    rows.reduce((sum, row) => sum + (row.quantities[index] ?? 0), 0),
  );
  return { name: line.name, sizes, rows, sizeTotals, total: sizeTotals.reduce((a, b) => a + b, 0) };
}
