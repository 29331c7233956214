/**
 * The orders page: the status colour comes from the status value, each order links to its bill
 * (and to paying it when it can still be paid), phones get cards, pages turn with ?page=, and
 * Reorder puts the lines back in the cart from today's product.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OrderSummary, Product } from '@shop/contract';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { fakeApi, failure } from '../../../../test/fake-api';
import { useCartStore } from '../../cart';
import OrdersPage from './OrdersPage';
import { englishPageTests, renderRoutes } from '../../../../test/support/render';

function order(
  id: number,
  status: OrderSummary['status'],
  statusText: string,
  extra: Partial<OrderSummary> = {},
) {
  return {
    id,
    code: `ORD-${id}`,
    created_at: '2026-03-02T10:00:00Z',
    status,
    status_text: statusText,
    payment_method: 0,
    payment_status: 'unpaid',
    can_pay: false,
    items_count: 1,
    regular: 100,
    subtotal: 90,
    discount: 10,
    logos: 0,
    coupon_code: null,
    po_number: null,
    coupon_value: 0,
    shipping: 25,
    tax_rate: 15,
    tax: 13.5,
    total: 128.5,
    refunded: 0,
    products: [],
    ...extra,
  } satisfies OrderSummary;
}

const coatLine: OrderSummary['products'][number] = {
  id: 5,
  name: 'Lab coat',
  image: '',
  quantity: 7,
  price: 40,
  regular_price: 45,
  total: 280,
  piece: { price: 40 },
  colors: [
    {
      id: 51,
      name: 'White',
      color_code: '#ffffff',
      sizes: [
        { id: 61, name: 'm', position: 0, quantity: 4, total: 160 },
        { id: 62, name: 'xl', position: null, quantity: 1, total: 40 },
      ],
    },
    {
      id: 52,
      name: 'Navy',
      color_code: '#000080',
      sizes: [{ id: 61, name: 'm', position: 0, quantity: 2, total: 80 }],
    },
  ],
  artwork: null,
  logo_price: 0,
  logo_total: 0,
};

/** Today's lab coat: the navy colour and the XL size are gone, the price is new. */
const coatToday: Product = {
  id: 5,
  name: 'Lab coat',
  description: '',
  image: '',
  hover_image: '',
  category_id: 2,
  category: { id: 2, name: 'Medical' },
  is_men: true,
  is_women: true,
  is_child: false,
  avg_rate: 0,
  rates_count: 0,
  colors_count: 1,
  sizes_count: 1,
  price: 42,
  pivot_colors: [
    { id: 51, product_id: 5, color_id: 1, image: '', color_code: '#ffffff', color: { id: 1, name: 'White' } },
  ],
  sizes: [{ id: 61, name: 'm' }],
  pieces: [{ id: 1, from: 1, to: 100, price: 42 }],
  has_size_chart: false,
  logo_price: null,
  size_chart: null,
  photos: [],
  rates: [],
};

const orders = [
  order(1, 'completed', 'Completed'),
  order(2, 'pending', 'Pending', { can_pay: true, payment_method: 1 }),
  order(3, 'on_hold', 'On hold'),
  // Two products, 240 pieces: the list counts pieces (the API's items_count), not products.
  order(4, 'cancelled', 'Cancelled', {
    items_count: 240,
    products: [coatLine, { ...coatLine, id: null, name: 'Old apron' }],
  }),
];

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: '/account/orders', element: <OrdersPage /> },
      { path: '/cart', element: <p>cart page</p> },
    ],
    url,
  );
}

englishPageTests();
beforeEach(() => useCartStore.getState().clearCart());

describe('orders page', () => {
  it('shows beside each status whether the order is paid, so an unpaid transfer and a paid card order differ', async () => {
    fakeApi({
      orders: () => ({
        message: '',
        data: {
          data: [
            order(11, 'pending', 'Pending', { payment_method: 0, payment_status: 'unpaid' }),
            order(12, 'pending', 'Pending', { payment_method: 1, payment_status: 'paid' }),
            order(13, 'cancelled', 'Cancelled', { payment_method: 1, payment_status: 'refunded' }),
          ],
          current_page: 1,
          last_page: 1,
          per_page: 10,
          total: 3,
        },
      }),
    });
    renderAt('/account/orders');
    const table = await screen.findByTestId('orders-table');
    const payment = (row: HTMLElement) => within(row).getByTestId('order-payment');
    const rows = within(table).getAllByTestId('order-row');
    expect(rows.map((row) => [payment(row).dataset.status, payment(row).textContent])).toEqual([
      ['unpaid', 'Unpaid · Bank transfer'],
      ['paid', 'Paid · Card'],
      ['refunded', 'Refunded · Card'],
    ]);
    // The phone's cards say the same.
    const cards = within(screen.getByTestId('orders-cards')).getAllByTestId('order-card');
    expect(cards.map((card) => within(card).getByTestId('order-payment').textContent)).toEqual([
      'Unpaid · Bank transfer',
      'Paid · Card',
      'Refunded · Card',
    ]);
  });

  it('colours each status from its value and shows code, date and SAR total', async () => {
    fakeApi({
      orders: () => ({
        message: '',
        data: { data: orders, current_page: 1, last_page: 1, per_page: 10, total: 4 },
      }),
    });
    renderAt('/account/orders');
    const table = await screen.findByTestId('orders-table');
    const rows = within(table).getAllByTestId('order-row');
    const tone = (row: HTMLElement, text: string) => within(row).getByText(text).getAttribute('data-tone');
    expect(tone(rows[0]!, 'Completed')).toBe('green');
    expect(tone(rows[1]!, 'Pending')).toBe('yellow');
    expect(tone(rows[2]!, 'On hold')).toBe('red');
    expect(tone(rows[3]!, 'Cancelled')).toBe('grey');
    expect(within(rows[0]!).getByText('Completed').className).toContain('bg-green-100');
    expect(within(rows[3]!).getByText('Cancelled').className).toContain('bg-gray-100');
    expect(rows[0]!.textContent).toContain('ORD-1');
    expect(rows[0]!.textContent).toContain('1 piece');
    expect(rows[3]!.textContent).toContain('240 pieces');
    expect(rows[0]!.textContent).toContain('March 2, 2026');
    expect(rows[0]!.textContent).toContain('128.50');
    expect(rows[0]!.textContent).toContain('SAR');
    expect(within(rows[0]!).getByRole('link', { name: 'View order ORD-1' }).getAttribute('href')).toBe(
      '/bill/1',
    );
    // Only an order that can still be paid offers to pay it.
    expect(within(rows[0]!).queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/bill/2');
    expect(within(rows[1]!).getByText('Unpaid · Card')).toBeTruthy();
    expect(within(rows[0]!).getByText('Unpaid · Bank transfer')).toBeTruthy();
  });

  it('shows the same orders as cards for phones, the table hidden below md', async () => {
    fakeApi({
      orders: () => ({
        message: '',
        data: { data: orders, current_page: 1, last_page: 1, per_page: 10, total: 4 },
      }),
    });
    renderAt('/account/orders');
    const table = await screen.findByTestId('orders-table');
    const cards = screen.getByTestId('orders-cards');
    expect(table.className).toMatch(/(^| )hidden( |$)/);
    expect(table.className).toContain('md:table');
    expect(cards.className).toContain('md:hidden');
    const items = within(cards).getAllByTestId('order-card');
    expect(items).toHaveLength(4);
    expect(within(items[2]!).getByText('On hold').getAttribute('data-tone')).toBe('red');
    expect(within(items[1]!).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/bill/2');
    expect(items[0]!.textContent).toContain('128.50');
  });

  it('asks for the page in the address and turns pages with the pagination', async () => {
    const api = fakeApi({
      orders: ({ query }) => {
        const page = Number(query.get('page'));
        return {
          message: '',
          data: {
            data: [order(page * 10, 'pending', 'Pending')],
            current_page: page,
            last_page: 3,
            per_page: 1,
            total: 3,
          },
        };
      },
    });
    const router = renderAt('/account/orders?page=2');
    expect((await screen.findAllByText('ORD-20')).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    });
    expect((await screen.findAllByText('ORD-30')).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?page=3');
    expect(api.calls.map((call) => call.query.get('page'))).toEqual(['2', '3']);
  });

  it('shows an empty state with a way to the shop', async () => {
    fakeApi({
      orders: () => ({
        message: '',
        data: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 },
      }),
    });
    renderAt('/account/orders');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/shop');
  });

  it('shows an error state with a retry', async () => {
    fakeApi({ orders: () => failure(500, 'Server error') });
    renderAt('/account/orders');
    expect((await screen.findByRole('alert')).textContent).toContain('Server error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("reorders at today's prices, skips what is gone with a toast, and goes to the cart", async () => {
    const api = fakeApi({
      orders: () => ({
        message: '',
        data: { data: orders, current_page: 1, last_page: 1, per_page: 10, total: 4 },
      }),
      product: ({ params }) =>
        params.id === '5' ? { message: '', data: coatToday } : failure(404, 'Not found'),
    });
    // The cart already holds 3 white M coats: the order's pieces are added to them.
    useCartStore.getState().addToCart(coatToday, {
      product_id: 5,
      colors: [{ color_id: 51, sizes: [{ size_id: 61, quantity: 3 }] }],
    });
    const router = renderAt('/account/orders');
    const row = (await screen.findAllByTestId('order-row'))[3]!;
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Reorder ORD-4' }));
    });
    expect(api.calls.filter((call) => call.path === 'products/5')).toHaveLength(1);
    const items = useCartStore.getState().items;
    expect(items).toHaveLength(1);
    expect(items[0]!.product.pieces[0]!.price).toBe(42);
    expect(items[0]!.selectedProduct).toEqual({
      product_id: 5,
      colors: [{ color_id: 51, sizes: [{ size_id: 61, quantity: 7 }] }],
    });
    expect(notifyError).toHaveBeenCalledWith(
      'Some colours or sizes are no longer available and were not added: Lab coat (White XL), Lab coat (Navy), Old apron',
    );
    expect(notifySuccess).toHaveBeenCalledWith(
      "The products of order ORD-4 are in your cart at today's prices",
    );
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('says so and stays when nothing of the order can be added', async () => {
    fakeApi({
      orders: () => ({
        message: '',
        data: { data: orders, current_page: 1, last_page: 1, per_page: 10, total: 4 },
      }),
      product: () => failure(404, 'Not found'),
    });
    const router = renderAt('/account/orders');
    const row = (await screen.findAllByTestId('order-row'))[3]!;
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Reorder ORD-4' }));
    });
    expect(useCartStore.getState().items).toHaveLength(0);
    expect(notifyError).toHaveBeenCalledWith('The products of this order are no longer available');
    expect(router.state.location.pathname).toBe('/account/orders');
  });
});
