/** Public entry of the layout feature: the storefront shell and what replaces a crashed page. */
export { AppLayout } from './AppLayout';
export { RouteErrorBoundary } from './RouteError';
export { CartBadge } from './Header';
