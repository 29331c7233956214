import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/contract';
import { CART_STORAGE_KEY, createCartStore } from './store';

function product(id: number): Product {
  return {
    id,
    name: `Product ${id}`,
    description: '<p>long text</p>',
    image: `/media/p${id}-640.webp`,
    hover_image: `/media/p${id}h-640.webp`,
    category_id: 1,
    category: { id: 1, name: 'Medical' },
    is_men: true,
    is_women: false,
    is_child: false,
    avg_rate: 4,
    rates_count: 1,
    colors_count: 2,
    sizes_count: 2,
    price: 50,
    pivot_colors: [
      {
        id: 11,
        product_id: id,
        color_id: 1,
        image: '',
        color_code: '#ff0000',
        color: { id: 1, name: 'Red' },
      },
      {
        id: 12,
        product_id: id,
        color_id: 2,
        image: '',
        color_code: '#0000ff',
        color: { id: 2, name: 'Blue' },
      },
    ],
    sizes: [
      { id: 21, name: 'm' },
      { id: 22, name: 'l' },
    ],
    pieces: [{ id: 1, from: 1, to: 100, price: 50 }],
    has_size_chart: false,
    logo_price: null,
    size_chart: null,
    photos: [{ id: 1, product_id: id, image: '/media/x-640.webp' }],
    rates: [
      { id: 1, rate: 4, comment: 'ok', created_at: '2025-01-01', client: { fname: 'Moh***med', email: '' } },
    ],
  };
}

const sel = (productId: number, qty: number) => ({
  product_id: productId,
  colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: qty }] }],
});

describe('cart store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('appends new products and replaces an item with the same product id', () => {
    const store = createCartStore(localStorage);
    store.getState().addToCart(product(1), sel(1, 2));
    store.getState().addToCart(product(2), sel(2, 3));
    expect(store.getState().items.map((i) => i.product.id)).toEqual([1, 2]);

    store.getState().addToCart(product(1), sel(1, 7));
    const items = store.getState().items;
    expect(items.map((i) => i.product.id)).toEqual([1, 2]);
    expect(items[0]!.selectedProduct.colors[0]!.sizes[0]!.quantity).toBe(7);
  });

  it('removes by product id and clears', () => {
    const store = createCartStore(localStorage);
    store.getState().addToCart(product(1), sel(1, 2));
    store.getState().addToCart(product(2), sel(2, 3));
    store.getState().removeFromCart(1);
    expect(store.getState().items.map((i) => i.product.id)).toEqual([2]);
    store.getState().clearCart();
    expect(store.getState().items).toEqual([]);
  });

  it('changes quantities, removing sizes at zero and colours left empty', () => {
    const store = createCartStore(localStorage);
    store.getState().addToCart(product(1), sel(1, 1));
    store.getState().updateCartItemQuantity(1, 11, 22, 2);
    store.getState().updateCartItemQuantity(1, 12, 21, 1);
    let colors = store.getState().items[0]!.selectedProduct.colors;
    expect(colors).toEqual([
      {
        color_id: 11,
        sizes: [
          { size_id: 21, quantity: 1 },
          { size_id: 22, quantity: 2 },
        ],
      },
      { color_id: 12, sizes: [{ size_id: 21, quantity: 1 }] },
    ]);

    store.getState().updateCartItemQuantity(1, 11, 21, -1);
    store.getState().updateCartItemQuantity(1, 12, 21, -5);
    colors = store.getState().items[0]!.selectedProduct.colors;
    expect(colors).toEqual([{ color_id: 11, sizes: [{ size_id: 22, quantity: 2 }] }]);

    // A typed number sets the quantity; non-numeric input is ignored.
    store.getState().setCartItemQuantity(1, 11, 22, '9');
    store.getState().setCartItemQuantity(1, 11, 22, 'abc');
    expect(store.getState().items[0]!.selectedProduct.colors[0]!.sizes[0]!.quantity).toBe(9);
  });

  it('never keeps a line at 0 pieces: an emptied line goes when the drawer closes', () => {
    const store = createCartStore(localStorage);
    store.getState().addToCart(product(1), sel(1, 2));
    store.getState().addToCart(product(2), sel(2, 3));
    store.getState().openDrawer(1);
    store.getState().updateCartItemQuantity(1, 11, 21, -2);
    // While the drawer is open the shopper may still move the pieces to another size.
    expect(store.getState().items.map((i) => i.product.id)).toEqual([1, 2]);
    store.getState().closeDrawer();
    expect(store.getState().items.map((i) => i.product.id)).toEqual([2]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).items).toHaveLength(1);

    // A line with pieces stays when its drawer closes.
    store.getState().openDrawer(2);
    store.getState().closeDrawer();
    expect(store.getState().items.map((i) => i.product.id)).toEqual([2]);
  });

  it('ignores an empty selection and drops empty stored lines', () => {
    const store = createCartStore(localStorage);
    store.getState().addToCart(product(1), { product_id: 1, colors: [] });
    store.getState().addToCart(product(2), sel(2, 0));
    expect(store.getState().items).toEqual([]);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { description: _d, photos: _p, rates: _r, ...stored } = product(3);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        items: [
          { product: stored, selectedProduct: sel(3, 0) },
          { product: { ...stored, id: 4 }, selectedProduct: sel(4, 2) },
        ],
      }),
    );
    expect(
      createCartStore(localStorage)
        .getState()
        .items.map((i) => i.product.id),
    ).toEqual([4]);
  });

  it("saves only the items under 'cart', never the drawer flag", () => {
    const store = createCartStore(localStorage);
    store.getState().addToCart(product(1), sel(1, 2));
    store.getState().openDrawer(1);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!);
    expect(Object.keys(stored)).toEqual(['items']);
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0].selectedProduct).toEqual(sel(1, 2));
    expect(stored.items[0].product.id).toBe(1);
    // Reviews, gallery and description are not kept in storage.
    expect(stored.items[0].product.rates).toBeUndefined();
    expect(stored.items[0].product.description).toBeUndefined();

    const reloaded = createCartStore(localStorage);
    expect(reloaded.getState().items).toHaveLength(1);
    expect(reloaded.getState().isDrawerOpen).toBe(false);
  });

  it('starts empty from an unreadable stored cart and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(createCartStore(localStorage).getState().items).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: 'nope' }));
    expect(createCartStore(localStorage).getState().items).toEqual([]);
    expect(log).toHaveBeenCalled();
  });

  it('keeps working when saving fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const store = createCartStore(broken);
    store.getState().addToCart(product(1), sel(1, 2));
    expect(store.getState().items).toHaveLength(1);
    expect(log).toHaveBeenCalled();
  });
});
