/** Public entry of the catalogue feature (pages are loaded lazily by the router). */
export { ProductCard, ProductCardSkeleton, type ProductCardProduct } from './components/ProductCard';
export { Pagination, pageWindow } from './components/Pagination';
export { ProductGrid } from './components/ProductGrid';
export { Money, useMoneyText } from './components/Money';
export { Stars } from './components/Stars';
export { PageHeader, type Crumb } from './components/Breadcrumbs';
export { tiersOf, startingPriceOf } from './lib/pricing';
export { categoryLink, productCategoryPath, SAUDI_SEGMENT } from './lib/links';
