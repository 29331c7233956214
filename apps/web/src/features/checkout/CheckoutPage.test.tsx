import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { computeTotals, formatMoney, type PriceTier } from '@shop/domain';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/auth';
import { externalNavigation } from '../../shared/lib/browser';
import { notifyError, notifySuccess } from '../../shared/ui/toast';
import {
  addressFixture,
  answerOf,
  artworkFixture,
  productFixture,
  settingsFixture,
} from '../../../test/support/fixtures';
import { installFakeApi, type FakeAnswer, type Handler } from '../../../test/support/fake-api';
import { useCartStore } from '../cart';
import CheckoutPage from './CheckoutPage';
import { renderRoutes } from '../../../test/support/render';
import { SETTLES } from '../../../test/support/waits';

const scrubs = productFixture(7, {
  name: 'Medical scrubs',
  tiers: [
    { from: 1, to: 9, price: 50 },
    { from: 10, to: 49, price: 45.5 },
    { from: 50, to: 500, price: 40 },
  ],
  colors: [
    { id: 71, name: 'Navy', code: '#1e3a8a' },
    { id: 72, name: 'White', code: '#ffffff' },
  ],
  sizes: [
    { id: 81, name: 'm' },
    { id: 82, name: 'l' },
  ],
});
const coat = productFixture(9, {
  name: 'Lab coat',
  tiers: [{ from: 1, to: 100, price: 80 }],
  colors: [{ id: 91, name: 'White', code: '#ffffff' }],
  sizes: [{ id: 95, name: 's' }],
});
const riyadh = addressFixture(1, { id: 2, name: 'Riyadh', fee: 25 });
const jeddah = addressFixture(2, { id: 3, name: 'Jeddah', fee: 30 });

/** The cart as the shopper built it; one size of the coat was brought back to 0 in the drawer. */
function fillCart() {
  const cart = useCartStore.getState();
  cart.addToCart(scrubs, {
    product_id: 7,
    colors: [
      {
        color_id: 71,
        sizes: [
          { size_id: 81, quantity: 12 },
          { size_id: 82, quantity: 8 },
        ],
      },
      { color_id: 72, sizes: [{ size_id: 81, quantity: 5 }] },
    ],
  });
  cart.addToCart(coat, { product_id: 9, colors: [{ color_id: 91, sizes: [{ size_id: 95, quantity: 3 }] }] });
}

/** The products placed by that cart, as the order's payload carries them. */
const orderedProducts = [
  {
    product_id: 7,
    colors: [
      {
        color_id: 71,
        sizes: [
          { size_id: 81, quantity: 12 },
          { size_id: 82, quantity: 8 },
        ],
      },
      { color_id: 72, sizes: [{ size_id: 81, quantity: 5 }] },
    ],
  },
  { product_id: 9, colors: [{ color_id: 91, sizes: [{ size_id: 95, quantity: 3 }] }] },
];

function baseHandlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET settings': () => ({ body: answerOf('settings', settingsFixture()) }),
    'GET addresses': () => ({ body: answerOf('addresses', [riyadh, jeddah]) }),
    'GET products/7': () => ({ body: answerOf('product', scrubs) }),
    'GET products/9': () => ({ body: answerOf('product', coat) }),
    'GET coupon': (request) =>
      request.query.get('coupon_code') === 'EID10'
        ? {
            body: answerOf('coupon', {
              code: 'EID10',
              type: '1',
              amount: 10,
              product_ids: null,
              min_order: null,
              free_shipping: false,
            }),
          }
        : { status: 404, body: { message: 'Invalid coupon code. Please try again.!' } },
    ...extra,
  };
}

function renderCheckout() {
  return renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/bill/:id', element: <p data-testid="bill-page">bill</p> },
      { path: '/shop', element: <p>shop</p> },
    ],
    '/checkout',
  );
}

const figure = (testId: string) => screen.getByTestId(testId).textContent!.replace(/\s+/g, ' ').trim();
const sar = (halalas: number) => `${formatMoney(halalas)} SAR`;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  useCartStore.setState({ items: [], isDrawerOpen: false, drawerProductId: null });
  useSession.getState().signIn('customer-token');
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkout summary', () => {
  it('charges what the domain computes: tiers, coupon, shipping per product and tax', async () => {
    fillCart();
    const api = installFakeApi(baseHandlers());
    renderCheckout();
    await screen.findByTestId('checkout-summary');

    // The server's own formula, fed with the tiers in halalas as they are stored.
    const tiers: Record<number, PriceTier[]> = {
      7: [
        { from: 1, to: 9, priceHalalas: 5000 },
        { from: 10, to: 49, priceHalalas: 4550 },
        { from: 50, to: 500, priceHalalas: 4000 },
      ],
      9: [{ from: 1, to: 100, priceHalalas: 8000 }],
    };
    const expected = (fee: number, coupon: boolean) =>
      computeTotals({
        lines: [
          { tiers: tiers[7]!, quantity: 25 },
          { tiers: tiers[9]!, quantity: 3 },
        ],
        coupon: coupon ? { type: 1, amount: 1000 } : null,
        shippingFeeHalalas: fee,
        taxBasisPoints: 1500,
      });
    const expectSummary = (totals: ReturnType<typeof computeTotals>) => {
      expect(figure('summary-subtotal')).toBe(sar(totals.regularHalalas));
      expect(figure('summary-discount')).toBe(`−${sar(totals.discountHalalas)}`);
      expect(figure('summary-shipping')).toBe(sar(totals.shippingHalalas));
      expect(figure('summary-tax')).toBe(sar(totals.taxHalalas));
      expect(figure('summary-total')).toBe(sar(totals.totalHalalas));
    };

    // The first address (Riyadh, 25.00 per product) is chosen at first.
    expect((screen.getByTestId('address-select') as HTMLSelectElement).value).toBe('1');
    expectSummary(expected(2500, false));
    expect(figure('summary-total')).toBe('1,641.63 SAR');
    expect(screen.getAllByTestId('summary-line-total').map((el) => el.textContent)).toEqual([
      '1,137.50 SAR',
      '240.00 SAR',
    ]);
    expect(screen.getByText('VAT (15%)')).toBeTruthy();
    expect(screen.getByText('25.00 SAR × 2 products')).toBeTruthy();

    // Another address: its city's fee, once per product.
    fireEvent.change(screen.getByTestId('address-select'), { target: { value: '2' } });
    expectSummary(expected(3000, false));
    expect(figure('summary-shipping')).toBe('60.00 SAR');
    fireEvent.change(screen.getByTestId('address-select'), { target: { value: '1' } });

    // A blank code is ignored: no request, no message.
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(api.to('GET coupon')).toHaveLength(0);
    expect(screen.queryByTestId('coupon-status')).toBeNull();

    // An unknown code: the red failure text.
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const failure = await screen.findByText('Invalid coupon code. Please try again.!');
    expect(failure.closest('[data-status]')!.getAttribute('data-status')).toBe('failure');
    expect(failure.closest('[data-status]')!.className).toContain('text-red-700');

    // A good code, typed loosely: the green success text and the coupon in the figures.
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: ' eid10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const success = await screen.findByText('Coupon applied successfully!');
    expect(success.className).toContain('text-green-700');
    expect(api.to('GET coupon').at(-1)!.query.get('coupon_code')).toBe('EID10');
    const withCoupon = expected(2500, true);
    expectSummary(withCoupon);
    expect(figure('summary-coupon')).toBe(`−${sar(withCoupon.couponValueHalalas)}`);
    expect(figure('summary-coupon')).toBe('−137.75 SAR');
    // The same figures the bill of this order shows (test/support/fixtures.ts, orderFixture).
    expect(figure('summary-total')).toBe('1,483.21 SAR');

    // Removable.
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.queryByTestId('summary-coupon')).toBeNull();
    expectSummary(expected(2500, false));
  });

  it('reads a coupon’s conditions against the cart: its products, its minimum, free shipping', async () => {
    fillCart();
    const coupons: Record<string, object> = {
      // Only the coat (240.00 SAR of the cart), free delivery too.
      COAT: { code: 'COAT', type: '0', amount: 50, product_ids: [9], min_order: null, free_shipping: true },
      OTHER: {
        code: 'OTHER',
        type: '1',
        amount: 10,
        product_ids: [1234],
        min_order: null,
        free_shipping: false,
      },
      BIG: { code: 'BIG', type: '0', amount: 50, product_ids: null, min_order: 5000, free_shipping: false },
    };
    installFakeApi(
      baseHandlers({
        'GET coupon': (request) => ({ body: answerOf('coupon', coupons[request.query.get('coupon_code')!]) }),
      }),
    );
    renderCheckout();
    await screen.findByTestId('checkout-summary');
    const apply = async (code: string) => {
      fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: code } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText(`Coupon ${code}`);
    };

    await apply('COAT');
    expect(figure('summary-coupon')).toBe('−50.00 SAR');
    expect(figure('summary-shipping')).toBe('0.00 SAR');
    expect(screen.getByTestId('summary-free-shipping').textContent).toBe('Free with coupon COAT');
    expect(screen.queryByTestId('coupon-notice')).toBeNull();

    await apply('OTHER');
    expect(screen.getByTestId('coupon-notice').textContent).toBe(
      'This coupon does not apply to any product in your cart, so nothing is taken off.',
    );
    expect(screen.queryByTestId('summary-coupon')).toBeNull();
    expect(figure('summary-shipping')).toBe('50.00 SAR');

    await apply('BIG');
    expect(screen.getByTestId('coupon-notice').textContent).toBe(
      'This coupon applies once the products it covers come to at least 5,000.00 SAR.',
    );
    expect(figure('summary-total')).toBe('1,641.63 SAR');
  });

  it('shows the API’s own reason for a coupon that cannot be used now', async () => {
    fillCart();
    installFakeApi(
      baseHandlers({
        'GET coupon': () => ({
          status: 422,
          body: {
            message: 'The given data was invalid',
            errors: { coupon_code: ['This coupon has expired'] },
          },
        }),
      }),
    );
    renderCheckout();
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'OLD5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const status = await screen.findByTestId('coupon-status');
    expect(status.getAttribute('data-status')).toBe('failure');
    expect(status.textContent).toBe('This coupon has expired');
    expect(screen.queryByText('Invalid coupon code. Please try again.!')).toBeNull();
    expect(screen.queryByText('The given data was invalid')).toBeNull();
  });

  it('shows the bank account for a transfer and the delivery days', async () => {
    fillCart();
    installFakeApi(baseHandlers());
    renderCheckout();
    const bank = await screen.findByTestId('bank-details');
    expect(bank.textContent).toContain('Al Rajhi Bank');
    expect(bank.textContent).toContain('SA0380000000608010167519');
    expect(figure('checkout-delivery')).toMatch(
      /^We dispatch your order within 15 days of payment and it arrives 2 to 4 working days later: paid today, it arrives between \w+day, \w+ \d+ and \w+day, \w+ \d+\.$/,
    );
    fireEvent.click(screen.getByTestId('pay-card'));
    expect(screen.queryByTestId('bank-details')).toBeNull();
    expect(screen.getByTestId('card-details')).toBeTruthy();
  });

  it('shows an empty cart with a way to the shop', () => {
    installFakeApi(baseHandlers());
    renderCheckout();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/shop');
  });

  it('asks for an address when there is none', async () => {
    fillCart();
    installFakeApi(baseHandlers({ 'GET addresses': () => ({ body: answerOf('addresses', []) }) }));
    renderCheckout();
    expect(await screen.findByTestId('no-address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a new address' }).getAttribute('href')).toBe(
      '/account/address/new',
    );
    expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(true);
    expect(figure('summary-shipping')).toBe('Choose an address');
  });
});

describe('placing the order', () => {
  it('keeps one Idempotency-Key while the same order is retried, and a new one for a changed order', async () => {
    fillCart();
    const answers: FakeAnswer[] = [
      'network-error',
      { status: 503, body: { message: 'Service unavailable' } },
      { body: answerOf('orderCreate', { id: 41, code: 'ORD-2026-000041' }, 'Order placed successfully') },
    ];
    const api = installFakeApi(baseHandlers({ 'POST orders': () => answers.shift()! }));
    const router = renderCheckout();
    const button = (await screen.findByTestId('place-order')) as HTMLButtonElement;

    // A double click sends once.
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1), SETTLES);
    expect(api.to('POST orders')).toHaveLength(1);
    expect(notifyError).toHaveBeenLastCalledWith('The order could not be sent. Please try again.');

    // The button takes clicks again once the failed send has settled (on a busy machine, later).
    await vi.waitFor(() => expect(button.disabled).toBe(false), SETTLES);
    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledTimes(2), SETTLES);
    expect(notifyError).toHaveBeenLastCalledWith('Service unavailable');

    const [first, retry] = api.to('POST orders');
    const key = first!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry!.headers.get('Idempotency-Key')).toBe(key);
    expect(retry!.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(first!.body).toEqual({
      payment_method: 0,
      products: orderedProducts,
      address_id: 1,
      coupon_code: null,
    });

    // Another address is another order: a new key.
    fireEvent.change(screen.getByTestId('address-select'), { target: { value: '2' } });
    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bill/41'), SETTLES);
    const placed = api.to('POST orders')[2]!;
    expect(placed.headers.get('Idempotency-Key')).not.toBe(key);
    expect(placed.body).toEqual({
      payment_method: 0,
      products: orderedProducts,
      address_id: 2,
      coupon_code: null,
    });
    expect(notifySuccess).toHaveBeenCalledWith('Order placed successfully');
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByTestId('bill-page')).toBeTruthy();
  });

  it('sends a card order with its coupon to the payment page', async () => {
    fillCart();
    const api = installFakeApi(
      baseHandlers({
        'POST orders': () => ({
          body: answerOf('orderCreate', { id: 42, code: 'ORD-2026-000042' }, 'Order placed'),
        }),
        'POST orders/42/pay': () => ({
          body: answerOf('orderPay', { redirect_url: 'https://pay.example/hosted/42' }),
        }),
      }),
    );
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    renderCheckout();
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'EID10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon applied successfully!');
    fireEvent.click(screen.getByTestId('pay-card'));
    await act(async () => fireEvent.click(screen.getByTestId('place-order')));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/hosted/42'), SETTLES);
    expect(api.to('POST orders')[0]!.body).toEqual({
      payment_method: 1,
      products: orderedProducts,
      address_id: 1,
      coupon_code: 'EID10',
    });
    expect(api.to('POST orders/42/pay')).toHaveLength(1);
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByText('Taking you to the secure payment page…')).toBeTruthy();
  });

  it('shows the server’s refusal on the field it names', async () => {
    fillCart();
    installFakeApi(
      baseHandlers({
        'POST orders': () => ({
          status: 422,
          body: {
            message: 'This coupon has reached its usage limit',
            errors: { coupon_code: ['This coupon has reached its usage limit'] },
          },
        }),
      }),
    );
    const router = renderCheckout();
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'EID10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon applied successfully!');
    await act(async () => fireEvent.click(screen.getByTestId('place-order')));

    await vi.waitFor(
      () => expect(notifyError).toHaveBeenCalledWith('This coupon has reached its usage limit'),
      SETTLES,
    );
    const status = screen.getByTestId('coupon-status');
    expect(status.dataset.status).toBe('failure');
    expect(status.textContent).toContain('This coupon has reached its usage limit');
    expect(document.activeElement).toBe(screen.getByLabelText('Coupon code'));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('sends the company’s purchase order, delivery day and note, and shows a refused day beside its field, focused', async () => {
    fillCart();
    const api = installFakeApi(
      baseHandlers({
        'POST orders': () => ({
          status: 422,
          body: {
            message: 'Choose today or a later day',
            // In the API's order, not the form's: the keyboard still goes to the first one shown.
            errors: {
              note: ['The note is too long'],
              requested_delivery_date: ['Choose today or a later day'],
            },
          },
        }),
      }),
    );
    renderCheckout();
    fireEvent.change(await screen.findByLabelText('Your purchase order number'), {
      target: { value: 'PO-7731' },
    });
    fireEvent.change(screen.getByLabelText('Needed by'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('Note to the shop'), {
      target: { value: 'Back gate.\nCall first.' },
    });
    await act(async () => fireEvent.click(screen.getByTestId('place-order')));

    const day = screen.getByLabelText('Needed by');
    await vi.waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'), SETTLES);
    expect(screen.getByText('Choose today or a later day', { selector: 'p' }).id).toBe(
      day.getAttribute('aria-describedby'),
    );
    expect(screen.getByLabelText('Note to the shop').getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(day), SETTLES);
    expect(api.to('POST orders')[0]!.body).toMatchObject({
      po_number: 'PO-7731',
      requested_delivery_date: '2020-01-01',
      note: 'Back gate.\nCall first.',
    });
  });

  it('offers a logo on the products that take one, adds its price per piece to the figures, and sends it', async () => {
    const logoScrubs = { ...scrubs, logo_price: 5 };
    useCartStore.getState().addToCart(logoScrubs, orderedProducts[0]!);
    useCartStore.getState().addToCart(coat, orderedProducts[1]!);
    const api = installFakeApi(
      baseHandlers({
        'GET products/7': () => ({ body: answerOf('product', logoScrubs) }),
        'POST artworks': () => ({
          body: answerOf('artworkUpload', artworkFixture(31)),
        }),
        'GET artworks/31/preview': () => ({ body: 'png' }),
        'POST orders': () => ({
          body: answerOf('orderCreate', { id: 41, code: 'ORD-2026-000041' }, 'Placed'),
        }),
      }),
    );
    renderCheckout();
    const logos = await screen.findByTestId('checkout-logos');
    // Only the scrubs take a logo: the coat has no logo price.
    const rows = within(logos).getAllByTestId('line-logo');
    expect(rows.map((row) => row.getAttribute('data-product-id'))).toEqual(['7']);
    expect(within(rows[0]!).getByTestId('line-logo-price').textContent).toBe('+5.00 SAR per piece');
    const before = figure('summary-total');
    expect(screen.queryByTestId('summary-logos')).toBeNull();
    await act(async () =>
      fireEvent.change(within(rows[0]!).getByTestId('line-logo-file'), {
        target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
      }),
    );
    fireEvent.change(await within(rows[0]!).findByTestId('line-logo-placement'), {
      target: { value: 'sleeve' },
    });
    // 25 pieces × 5.00 = 125.00 more, and VAT on it.
    expect(figure('summary-logos')).toBe(sar(12_500));
    expect(figure('summary-line-logo')).toContain(sar(12_500));
    expect(figure('summary-total')).not.toBe(before);
    await act(async () => fireEvent.click(screen.getByTestId('place-order')));
    await vi.waitFor(() => expect(api.to('POST orders')).toHaveLength(1), SETTLES);
    expect(api.to('POST orders')[0]!.body).toMatchObject({
      artworks: [{ product_id: 7, artwork_id: 31, placement: 'sleeve' }],
    });
  });

  it('leaves blank order details out of the order', async () => {
    fillCart();
    const api = installFakeApi(
      baseHandlers({
        'POST orders': () => ({
          body: answerOf('orderCreate', { id: 41, code: 'ORD-2026-000041' }, 'Placed'),
        }),
      }),
    );
    renderCheckout();
    fireEvent.change(await screen.findByLabelText('Your purchase order number'), {
      target: { value: '   ' },
    });
    await act(async () => fireEvent.click(screen.getByTestId('place-order')));
    await vi.waitFor(() => expect(api.to('POST orders')).toHaveLength(1), SETTLES);
    const body = api.to('POST orders')[0]!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['address_id', 'coupon_code', 'payment_method', 'products']);
  });
});
