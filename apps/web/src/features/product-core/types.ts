import type { ProductCard as ProductListItem } from '@shop/contract';

/**
 * A product as the card, the variation drawer and the cart need it: everything the listing answers
 * except the description (the cart stores this shape, so it stays small).
 */
export type ProductSummary = Omit<ProductListItem, 'description'>;
