/**
 * A product's size chart: rows of measurements (chest, length…) named in both languages, with a
 * value for each of the product's sizes. Values are kept by the shop's size (`s{sizes.id}`), not by
 * position, so reordering or dropping a size never shifts another size's value.
 */

/** One measurement as stored: its name in both languages and a value per shop size. */
export interface StoredSizeChartRow {
  name_ar: string;
  name_en: string;
  /** `s{sizes.id}` → the value shown under that size ("96–100"). */
  values: Record<string, string>;
}

export interface StoredSizeChart {
  rows: StoredSizeChartRow[];
}

/** At most this many measurements in one chart. */
export const SIZE_CHART_ROWS_MAX = 12;
/** The longest value of one cell ("96–100 cm"). */
export const SIZE_CHART_VALUE_MAX = 24;

/** The key a shop size's value is kept under. */
export const sizeChartKey = (shopSizeId: number): string => `s${shopSizeId}`;

/**
 * The chart as one product's sizes read it: each row's values in the order of `sizes` (a size the
 * chart has no value for, or one that is no longer the shop's, reads ''); only the values of the
 * product's own sizes are kept. Null when there is no chart or it has no row.
 */
export function sizeChartFor(
  chart: StoredSizeChart | null | undefined,
  sizes: readonly { size_id: number | null }[],
): { name_ar: string; name_en: string; values: string[] }[] | null {
  if (!chart || chart.rows.length === 0) return null;
  return chart.rows.map((row) => ({
    name_ar: row.name_ar,
    name_en: row.name_en,
    values: sizes.map((size) =>
      size.size_id === null ? '' : (row.values[sizeChartKey(size.size_id)] ?? ''),
    ),
  }));
}

/** A chart keeping only the values of `shopSizeIds` (a size taken off the product drops its values). */
export function sizeChartOf(
  chart: StoredSizeChart | null,
  shopSizeIds: readonly number[],
): StoredSizeChart | null {
  if (!chart || chart.rows.length === 0) return null;
  const keys = new Set(shopSizeIds.map(sizeChartKey));
  return {
    rows: chart.rows.map((row) => ({
      name_ar: row.name_ar,
      name_en: row.name_en,
      values: Object.fromEntries(
        Object.entries(row.values).filter(([key, value]) => keys.has(key) && value !== ''),
      ),
    })),
  };
}
