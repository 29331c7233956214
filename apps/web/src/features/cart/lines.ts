/**
 * Whether each cart line can be ordered: its total pieces must lie within the product's price
 * tiers (domain's quantityError, the same test as Add to cart on the product page). Checkout waits
 * until every line passes.
 */
import {
  cleanSelection,
  quantityError,
  totalQuantity,
  type QuantityError,
  type Selection,
} from '@shop/domain';
import { tiersOf } from '../product-core';
import type { CartItem } from './store';

export function lineQuantityError(item: CartItem): QuantityError | null {
  return quantityError(tiersOf(item.product), totalQuantity(item.selectedProduct));
}

export function canCheckout(items: readonly CartItem[]): boolean {
  return items.length > 0 && items.every((item) => lineQuantityError(item) === null);
}

/**
 * The cart's products as an order or a request for quotation sends them: each line's selection
 * without the colours and sizes brought back to 0 pieces.
 */
export function cartProducts(items: readonly CartItem[]): Selection[] {
  return items.map((item) => cleanSelection(item.selectedProduct));
}
