/** Public entry of the layout feature: the storefront shell and the router's error element. */
export { AppLayout } from './AppLayout';
export { RouteError } from './RouteError';
export { CartBadge } from './Header';
