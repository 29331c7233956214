/**
 * Public entry of the product building blocks that several features show: the price helpers, the
 * product card, the price tiers, the colour swatches, the selection summary and the variation
 * drawer. Catalogue, home, product and cart depend on this module, never on each other for these.
 */
export { tiersOf, startingPriceOf } from './pricing';
export { quantityLimitText } from './quantity-limit';
export type { ProductSummary } from './types';
export { ProductCard, ProductCardSkeleton, type ProductCardProduct } from './components/ProductCard';
export { VariationDrawer, type VariationDrawerProps } from './components/VariationDrawer';
export { ColorSwatches } from './components/ColorSwatches';
export { SelectionSummary } from './components/SelectionSummary';
export { TierPanel } from './components/TierPanel';
export { SizeChartTable } from './components/SizeChart';
