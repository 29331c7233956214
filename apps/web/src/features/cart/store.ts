/**
 * The cart: items of { product, selectedProduct }, kept in localStorage under `cart` as `{ items }`
 * only. The drawer flags are transient. Quantity rules come from @shop/domain's selection
 * functions, so the cart follows exactly the rules of the product page.
 *
 * A line never rests at 0 pieces: adding an empty selection does nothing, a line the shopper brings
 * to 0 in the variation drawer is removed when the drawer closes (while it is open the shopper may
 * still move pieces from one size to another), and an empty stored line is dropped on load.
 */
import { create } from 'zustand';
import { changeQuantity, cleanSelection, setQuantity, totalQuantity, type Selection } from '@shop/domain';
import type { Product, ProductCard as ProductListItem } from '@shop/contract';
import type { ProductSummary } from '../product-core';

/** What the cart keeps of a product: enough to show and price it, without reviews and gallery. */
export type CartProduct = ProductSummary;

export interface CartItem {
  product: CartProduct;
  selectedProduct: Selection;
}

export interface CartState {
  items: CartItem[];
  /** Transient: the variation drawer opened from the cart, and the product it edits. */
  isDrawerOpen: boolean;
  drawerProductId: number | null;
  /** Replaces the item with the same product id, else appends; an empty selection is ignored. */
  addToCart: (product: CartProduct | Product | ProductListItem, selection: Selection) => void;
  removeFromCart: (productId: number) => void;
  /** Adds a signed change to one colour/size of a cart item (domain changeQuantity rules). */
  updateCartItemQuantity: (productId: number, colorId: number, sizeId: number, change: number) => void;
  /** A typed quantity (non-numeric input is ignored). */
  setCartItemQuantity: (productId: number, colorId: number, sizeId: number, input: string | number) => void;
  /** Refreshes the stored product data (names, prices) from the API, keeping the selection. */
  refreshProduct: (product: CartProduct | Product | ProductListItem) => void;
  clearCart: () => void;
  openDrawer: (productId: number) => void;
  /** Closes the drawer and removes the line it edited if that line has no pieces left. */
  closeDrawer: () => void;
}

export const CART_STORAGE_KEY = 'cart';

/** Strips what the cart does not need (description, reviews, photos) so storage stays small. */
export function toCartProduct(product: CartProduct | Product | ProductListItem): CartProduct {
  const { description: _d, photos: _p, rates: _r, ...rest } = product as Product;
  return rest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSelection(value: unknown): value is Selection {
  if (!isRecord(value) || typeof value.product_id !== 'number' || !Array.isArray(value.colors)) return false;
  return value.colors.every(
    (c) =>
      isRecord(c) &&
      typeof c.color_id === 'number' &&
      Array.isArray(c.sizes) &&
      c.sizes.every((s) => isRecord(s) && typeof s.size_id === 'number' && typeof s.quantity === 'number'),
  );
}

function isCartItem(value: unknown): value is CartItem {
  if (!isRecord(value) || !isRecord(value.product) || !isSelection(value.selectedProduct)) return false;
  const product = value.product;
  return (
    typeof product.id === 'number' &&
    typeof product.name === 'string' &&
    Array.isArray(product.pieces) &&
    Array.isArray(product.pivot_colors) &&
    Array.isArray(product.sizes)
  );
}

/** Reads the stored cart. Anything unreadable starts an empty cart; the shopper sees no error. */
export function loadCartItems(storage: Storage | undefined = safeStorage()): CartItem[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(CART_STORAGE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !Array.isArray(parsed.items))
      throw new Error('cart: stored value has no items list');
    const items = parsed.items
      .filter(isCartItem)
      .map((item) => ({ ...item, selectedProduct: cleanSelection(item.selectedProduct) }))
      .filter((item) => totalQuantity(item.selectedProduct) > 0);
    if (items.length !== parsed.items.length) console.warn('cart: dropped unreadable or empty stored items');
    return items;
  } catch (error) {
    console.error('cart: could not read the stored cart, starting empty', error);
    return [];
  }
}

export function saveCartItems(items: CartItem[], storage: Storage | undefined = safeStorage()) {
  if (!storage) return;
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ items }));
  } catch (error) {
    console.error('cart: could not save the cart', error);
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function mapItem(items: CartItem[], productId: number, update: (sel: Selection) => Selection): CartItem[] {
  let changed = false;
  const next = items.map((item) => {
    if (item.product.id !== productId) return item;
    const selectedProduct = update(item.selectedProduct);
    if (selectedProduct === item.selectedProduct) return item;
    changed = true;
    return { ...item, selectedProduct };
  });
  return changed ? next : items;
}

export function createCartStore(storage: Storage | undefined = safeStorage()) {
  // Starts empty, as the server renders every page, and loads the saved cart right after: React
  // hydrates the server's HTML with the store's initial state, then re-renders with the items.
  const store = create<CartState>()((set) => ({
    items: [],
    isDrawerOpen: false,
    drawerProductId: null,
    addToCart: (product, selection) =>
      set((state) => {
        const item: CartItem = {
          product: toCartProduct(product),
          selectedProduct: cleanSelection({ ...selection, product_id: product.id }),
        };
        if (totalQuantity(item.selectedProduct) === 0) return state;
        const index = state.items.findIndex((i) => i.product.id === product.id);
        const items =
          index === -1 ? [...state.items, item] : state.items.map((i, n) => (n === index ? item : i));
        return { items };
      }),
    removeFromCart: (productId) =>
      set((state) => ({ items: state.items.filter((i) => i.product.id !== productId) })),
    updateCartItemQuantity: (productId, colorId, sizeId, change) =>
      set((state) => ({
        items: mapItem(state.items, productId, (sel) => changeQuantity(sel, colorId, sizeId, change)),
      })),
    setCartItemQuantity: (productId, colorId, sizeId, input) =>
      set((state) => ({
        items: mapItem(state.items, productId, (sel) => setQuantity(sel, colorId, sizeId, input)),
      })),
    refreshProduct: (product) =>
      set((state) => {
        if (!state.items.some((i) => i.product.id === product.id)) return state;
        const fresh = toCartProduct(product);
        return {
          items: state.items.map((i) => (i.product.id === product.id ? { ...i, product: fresh } : i)),
        };
      }),
    clearCart: () => set({ items: [], isDrawerOpen: false, drawerProductId: null }),
    openDrawer: (productId) => set({ isDrawerOpen: true, drawerProductId: productId }),
    closeDrawer: () =>
      set((state) => {
        const edited = state.items.find((i) => i.product.id === state.drawerProductId);
        const emptied = edited !== undefined && totalQuantity(edited.selectedProduct) === 0;
        return {
          items: emptied ? state.items.filter((i) => i !== edited) : state.items,
          isDrawerOpen: false,
          drawerProductId: null,
        };
      }),
  }));

  store.setState({ items: loadCartItems(storage) });
  // Every change of the items is saved; the drawer flags never are.
  store.subscribe((state, previous) => {
    if (state.items !== previous.items) saveCartItems(state.items, storage);
  });
  // Another tab changed the cart: follow it.
  if (typeof window !== 'undefined' && storage && storage === safeStorage()) {
    window.addEventListener('storage', (event) => {
      if (event.key !== CART_STORAGE_KEY) return;
      store.setState({ items: loadCartItems(storage) });
    });
  }
  return store;
}

export const useCartStore = createCartStore();

/** Number of distinct products in the cart (the header's badge). */
export function useCartCount(): number {
  return useCartStore((state) => state.items.length);
}
