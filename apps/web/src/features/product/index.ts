/**
 * Public entry of the product feature. The page is loaded lazily by the router; the building blocks
 * other features show (card, tiers, variation drawer) live in features/product-core.
 */
export { useProduct } from './api';
