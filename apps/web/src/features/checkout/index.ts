/**
 * Public entry of the checkout feature. The page itself is loaded lazily by the router; its order
 * form's parts (address, payment, order details) and what follows a placed order also serve an
 * order placed from an accepted quote (features/account).
 */
export { checkoutTotals, couponValueOf, basisPointsOf } from './pricing';
export { createIdempotencyKeeper, type IdempotencyKeeper } from './idempotency';
export { AddressPicker } from './components/AddressPicker';
export { PaymentMethods, type PaymentMethod } from './components/PaymentMethods';
export {
  EMPTY_ORDER_DETAILS,
  OrderDetailsForm,
  type OrderDetailsValues,
} from './components/OrderDetailsForm';
export { placedNext, PlacedSpinner, useOpenPlacedOrder, type PlacedNext } from './placed';
