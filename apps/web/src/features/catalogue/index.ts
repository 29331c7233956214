/** Public entry of the catalogue feature (pages are loaded lazily by the router). */
export { ProductGrid } from './components/ProductGrid';
