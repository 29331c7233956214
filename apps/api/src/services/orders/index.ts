/**
 * Orders: placing one and reading the customer's own (and, for staff, any one with its bill).
 * The public entry of services/orders: callers import from here, not from its files.
 */
export { ORDER_CODE_PREFIX, newOrderCode } from './code.js';
export { placeOrder, type PlaceOrderRequest, type PlaceOrderResult } from './place.js';
export { prepareOrder, type OrderFieldErrors } from './prepare.js';
export { getOrder, listOrders, readOrderDetail } from './read.js';
export { replaceOrderArtwork } from './artwork.js';
