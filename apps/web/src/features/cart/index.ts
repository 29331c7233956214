/** Public entry of the cart feature. The page itself is loaded lazily by the router. */
export {
  useCartStore,
  useCartCount,
  createCartStore,
  loadCartItems,
  saveCartItems,
  toCartProduct,
  CART_STORAGE_KEY,
  type CartItem,
  type CartProduct,
  type CartState,
} from './store';
export { useRefreshCartProducts } from './refresh';
export { canCheckout, cartProducts, lineQuantityError } from './lines';
