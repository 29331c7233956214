/** Public entry of the product feature (the page is loaded lazily by the router). */
export { VariationDrawer, type VariationDrawerProps } from './components/VariationDrawer';
export { SelectionSummary } from './components/SelectionSummary';
export { TierPanel } from './components/TierPanel';
