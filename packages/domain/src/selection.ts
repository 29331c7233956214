import { toLatinDigits } from './digits';

/**
 * What a shopper picked of one product: pieces per colour and size (docs/product.md, What is stored). The same
 * shape is kept in the cart and sent in the order payload. All functions are immutable: a change
 * returns a new selection and never touches the one given, so stores can compare by reference.
 */
export interface SelectionSize {
  size_id: number;
  quantity: number;
}

export interface SelectionColor {
  color_id: number;
  sizes: SelectionSize[];
}

export interface Selection {
  product_id: number;
  colors: SelectionColor[];
}

export function emptySelection(productId: number): Selection {
  return { product_id: productId, colors: [] };
}

/**
 * Adds a signed change to one colour/size (docs/product.md, Choosing quantities; docs/decisions.md, Selection changes):
 * - a positive change on an unchosen colour or size creates it (appended, keeping pick order);
 * - a non-positive change on an unchosen size creates nothing;
 * - the quantity never goes below 0; a size reaching 0 is removed, and so is a colour left empty.
 * A delta that is not a safe integer (fractional, NaN, ±Infinity) is ignored: `sel` is returned.
 */
export function changeQuantity(sel: Selection, colorId: number, sizeId: number, delta: number): Selection {
  if (!Number.isSafeInteger(delta) || delta === 0) return sel;
  const colorIndex = sel.colors.findIndex((c) => c.color_id === colorId);
  const color = sel.colors[colorIndex];
  const sizeIndex = color ? color.sizes.findIndex((s) => s.size_id === sizeId) : -1;
  const current = color?.sizes[sizeIndex]?.quantity ?? 0;

  if (sizeIndex === -1 && delta < 0) return sel;
  const next = Math.max(0, current + delta);
  if (!Number.isSafeInteger(next)) return sel;

  if (!color) {
    return {
      ...sel,
      colors: [...sel.colors, { color_id: colorId, sizes: [{ size_id: sizeId, quantity: next }] }],
    };
  }
  const sizes =
    sizeIndex === -1
      ? [...color.sizes, { size_id: sizeId, quantity: next }]
      : next === 0
        ? color.sizes.filter((_, i) => i !== sizeIndex)
        : color.sizes.map((s, i) => (i === sizeIndex ? { ...s, quantity: next } : s));
  const colors =
    sizes.length === 0
      ? sel.colors.filter((_, i) => i !== colorIndex)
      : sel.colors.map((c, i) => (i === colorIndex ? { ...c, sizes } : c));
  return { ...sel, colors };
}

/**
 * Reads a quantity typed in a box: digits only (Arabic-Indic digits accepted), surrounding spaces
 * allowed. Anything else (blank, signs, decimals, exponents, letters) is not a quantity.
 */
export function parseQuantityInput(input: string | number): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input : null;
  if (typeof input !== 'string') return null;
  const text = toLatinDigits(input).trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Typing a number sets the quantity: the difference is applied through changeQuantity, so the
 * same rules hold (0 removes the size; 0 on an unchosen size creates nothing). Input that is not
 * a whole non-negative number is ignored and `sel` is returned unchanged (docs/product.md, Choosing quantities).
 */
export function setQuantity(
  sel: Selection,
  colorId: number,
  sizeId: number,
  input: string | number,
): Selection {
  const target = parseQuantityInput(input);
  if (target === null) return sel;
  return changeQuantity(sel, colorId, sizeId, target - sizeQuantity(sel, colorId, sizeId));
}

/** All pieces of the product: the quantity that picks the price tier. */
export function totalQuantity(sel: Selection): number {
  let total = 0;
  for (const color of sel.colors) for (const size of color.sizes) total += size.quantity;
  return total;
}

export function colorQuantity(sel: Selection, colorId: number): number {
  let total = 0;
  for (const color of sel.colors) {
    if (color.color_id === colorId) for (const size of color.sizes) total += size.quantity;
  }
  return total;
}

export function sizeQuantity(sel: Selection, colorId: number, sizeId: number): number {
  const color = sel.colors.find((c) => c.color_id === colorId);
  return color?.sizes.find((s) => s.size_id === sizeId)?.quantity ?? 0;
}

/**
 * The colour shown first: the first product colour (in the product's order, not pick order) that
 * has pieces selected, else the product's first colour; undefined for a product without colours.
 */
export function defaultActiveColor(sel: Selection, productColorIds: readonly number[]): number | undefined {
  return productColorIds.find((id) => colorQuantity(sel, id) > 0) ?? productColorIds[0];
}

/**
 * Drops sizes without pieces (quantity not above 0, or not a number) and colours left without
 * sizes: the order payload carries only what is bought (docs/product.md, Placing an order). Returns `sel` itself when
 * nothing needs dropping.
 */
export function cleanSelection(sel: Selection): Selection {
  let changed = false;
  const colors: SelectionColor[] = [];
  for (const color of sel.colors) {
    const sizes = color.sizes.filter((s) => s.quantity > 0);
    if (sizes.length !== color.sizes.length) changed = true;
    if (sizes.length === 0) {
      changed = true;
      continue;
    }
    colors.push(sizes.length === color.sizes.length ? color : { ...color, sizes });
  }
  return changed ? { ...sel, colors } : sel;
}
