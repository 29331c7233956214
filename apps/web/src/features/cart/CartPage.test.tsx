import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../shared/i18n';
import type { Product } from '@shop/contract';
import CartPage from './CartPage';
import { useCartStore } from './store';
import * as apiClient from '../../shared/api/client';

// The refresh of stored products never answers in these tests.
beforeEach(() => {
  vi.spyOn(apiClient, 'apiGet').mockImplementation(() => new Promise(() => {}));
});

function product(id: number, pieces: Product['pieces']): Product {
  return {
    id,
    name: `Scrubs ${id}`,
    description: '',
    image: `/media/p${id}-640.webp`,
    hover_image: '',
    category_id: 1,
    category: { id: 1, name: 'Medical' },
    is_men: true,
    is_women: false,
    is_child: false,
    avg_rate: 0,
    rates_count: 0,
    colors_count: 1,
    sizes_count: 2,
    price: pieces[0]!.price,
    pivot_colors: [
      {
        id: 11,
        product_id: id,
        color_id: 1,
        image: '',
        color_code: '#123456',
        color: { id: 1, name: 'Navy' },
      },
    ],
    sizes: [
      { id: 21, name: 'm' },
      { id: 22, name: 'l' },
    ],
    pieces,
    has_size_chart: false,
    logo_price: null,
    size_chart: null,
    photos: [],
    rates: [],
  };
}

const tiered = product(1, [
  { id: 1, from: 1, to: 9, price: 10 },
  { id: 2, from: 10, to: 100, price: 8 },
]);
const flat = product(2, [{ id: 3, from: 1, to: 100, price: 5.25 }]);

function renderCart() {
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/checkout', element: <p>checkout page</p> },
      { path: '/shop', element: <p>shop page</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('cart page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  beforeEach(() => useCartStore.setState({ items: [], isDrawerOpen: false, drawerProductId: null }));
  afterEach(cleanup);

  it('shows the empty state with Start shopping', () => {
    renderCart();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('totals the items with the domain rules and shows the discount only when above 0', () => {
    useCartStore
      .getState()
      .addToCart(flat, { product_id: 2, colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: 4 }] }] });
    renderCart();
    expect(screen.getByTestId('cart-subtotal').textContent).toContain('21.00');
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toContain('21.00');

    act(() => {
      useCartStore.getState().addToCart(tiered, {
        product_id: 1,
        colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: 10 }] }],
      });
    });
    // 4 × 5.25 + 10 × 10 regular = 121.00; 10 × 2 discount = 20.00; total 101.00.
    expect(screen.getByTestId('cart-subtotal').textContent).toContain('121.00');
    expect(screen.getByTestId('cart-discount').textContent).toContain('20.00');
    expect(screen.getByTestId('cart-total').textContent).toContain('101.00');
  });

  it('removes an item', () => {
    useCartStore
      .getState()
      .addToCart(flat, { product_id: 2, colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: 4 }] }] });
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Scrubs 2 from the cart' }));
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('edits variations in the drawer straight into the cart and continues to order at checkout', async () => {
    useCartStore.getState().addToCart(tiered, {
      product_id: 1,
      colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: 1 }] }],
    });
    const router = renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Edit colours and sizes of Scrubs 1' }));
    const drawer = screen.getByTestId('variation-drawer');
    expect(drawer.dataset.mode).toBe('cart');
    const cont = within(drawer).getByRole('button', { name: 'Continue to order' }) as HTMLButtonElement;
    expect(cont.disabled).toBe(false);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Decrease size M' }));
    expect(useCartStore.getState().items[0]!.selectedProduct.colors).toEqual([]);
    expect(cont.disabled).toBe(true);

    fireEvent.change(within(drawer).getByLabelText('Quantity for size L'), { target: { value: '12' } });
    expect(useCartStore.getState().items[0]!.selectedProduct.colors).toEqual([
      { color_id: 11, sizes: [{ size_id: 22, quantity: 12 }] },
    ]);
    expect(screen.getByTestId('cart-total').textContent).toContain('96.00');
    expect(cont.disabled).toBe(false);

    await act(async () => {
      fireEvent.click(cont);
    });
    expect(router.state.location.pathname).toBe('/checkout');
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
    expect(
      JSON.parse(localStorage.getItem('cart')!).items[0].selectedProduct.colors[0].sizes[0].quantity,
    ).toBe(12);
  });

  it('removes a line brought to 0 pieces when its drawer closes', () => {
    useCartStore.getState().addToCart(tiered, {
      product_id: 1,
      colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: 1 }] }],
    });
    useCartStore
      .getState()
      .addToCart(flat, { product_id: 2, colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: 4 }] }] });
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Edit colours and sizes of Scrubs 1' }));
    const drawer = screen.getByTestId('variation-drawer');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Decrease size M' }));
    expect(within(drawer).getByTestId('drawer-notice').textContent).toBe(
      'No pieces left: closing removes this product from the cart.',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close variations' }));

    expect(screen.queryByTestId('variation-drawer')).toBeNull();
    expect(useCartStore.getState().items.map((i) => i.product.id)).toEqual([2]);
    expect(screen.getAllByTestId('cart-item').map((el) => el.dataset.productId)).toEqual(['2']);
    expect(screen.getByTestId('cart-total').textContent).toContain('21.00');
    expect(screen.getByTestId('cart-checkout').tagName).toBe('A');
  });

  it('disables Checkout while any line is outside its price tiers', () => {
    const fromFive = product(3, [{ id: 4, from: 5, to: 20, price: 7 }]);
    useCartStore
      .getState()
      .addToCart(flat, { product_id: 2, colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: 4 }] }] });
    useCartStore.getState().addToCart(fromFive, {
      product_id: 3,
      colors: [{ color_id: 11, sizes: [{ size_id: 21, quantity: 3 }] }],
    });
    renderCart();
    const checkout = () => screen.getByTestId('cart-checkout');
    expect(checkout().tagName).toBe('BUTTON');
    expect((checkout() as HTMLButtonElement).disabled).toBe(true);
    expect(checkout().getAttribute('href')).toBeNull();
    expect(screen.getByText('Correct the quantities marked above to check out.')).toBeTruthy();
    expect(screen.getByTestId('cart-item-error').textContent).toBe(
      'The minimum for this product is 5 pieces',
    );

    // The drawer of the valid line cannot continue to the order either.
    fireEvent.click(screen.getByRole('button', { name: 'Edit colours and sizes of Scrubs 2' }));
    let drawer = screen.getByTestId('variation-drawer');
    expect(
      (within(drawer).getByRole('button', { name: 'Continue to order' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close variations' }));

    // Bringing the short line up to its minimum opens the way.
    fireEvent.click(screen.getByRole('button', { name: 'Edit colours and sizes of Scrubs 3' }));
    drawer = screen.getByTestId('variation-drawer');
    expect(within(drawer).getByTestId('drawer-notice').textContent).toBe(
      'The minimum for this product is 5 pieces',
    );
    fireEvent.change(within(drawer).getByLabelText('Quantity for size M'), { target: { value: '5' } });
    expect(within(drawer).queryByTestId('drawer-notice')).toBeNull();
    expect(
      (within(drawer).getByRole('button', { name: 'Continue to order' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close variations' }));
    expect(checkout().tagName).toBe('A');
    expect(checkout().getAttribute('href')).toBe('/checkout');
    expect(checkout().textContent).toBe('Checkout');
    expect(screen.queryByText('Correct the quantities marked above to check out.')).toBeNull();
  });
});
