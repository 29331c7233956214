/** Public entry of the checkout feature. The page itself is loaded lazily by the router. */
export { checkoutTotals, couponValueOf, basisPointsOf } from './pricing';
export { createIdempotencyKeeper, type IdempotencyKeeper } from './idempotency';
