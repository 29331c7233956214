/**
 * The warehouse's view of an order line: its colours down the side, its sizes across in the
 * product's own order (S, M, L, XL, whichever colour named them first; a size staff removed since
 * comes after the rest), the quantity in each cell, and the totals of each row, column and the line.
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
  const positions = new Map<string, number>();
  for (const colour of line.colors) {
    for (const size of colour.sizes) {
      if (!positions.has(size.name)) positions.set(size.name, size.position ?? Number.MAX_SAFE_INTEGER);
    }
  }
  // A stable sort: sizes without a place keep the order they first appear in.
  const sizes = [...positions.keys()].sort((a, b) => positions.get(a)! - positions.get(b)!);
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
