/**
 * Breadcrumb header (SPEC 2): the shop-wide title band from shared UI, so catalogue pages look like
 * the content pages. Items are in logical order (Home first); in Arabic the page is right-to-left,
 * so the trail reads from the right and its order on screen is reversed, as SPEC asks.
 */
export { PageHeader, type Crumb } from '../../../shared/ui/Breadcrumb';
