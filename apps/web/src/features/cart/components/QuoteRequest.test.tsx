/**
 * "Request a quote" on the cart: it sends the cart's products as the checkout orders them, with the
 * day needed by and a note, opens the new quote and leaves the cart as it is; a refused day shows
 * beside its field; a signed-out buyer signs in first and comes back with the form open.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSession } from '../../../shared/auth';
import { notifySuccess } from '../../../shared/ui/toast';
import { answerOf, artworkFixture, productFixture, quoteFixture } from '../../../../test/support/fixtures';
import { installFakeApi, type Handler } from '../../../../test/support/fake-api';
import { englishPageTests, renderRoutes } from '../../../../test/support/render';
import { SETTLES } from '../../../../test/support/waits';
import CartPage from '../CartPage';
import { useCartStore } from '../store';

const scrubs = productFixture(7, {
  name: 'Medical scrubs',
  tiers: [
    { from: 1, to: 9, price: 50 },
    { from: 10, to: 49, price: 45.5 },
  ],
  colors: [{ id: 71, name: 'Navy', code: '#1e3a8a' }],
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

/** The cart; one size of the scrubs was brought back to 0 pieces in the drawer. */
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
    ],
  });
  cart.addToCart(coat, {
    product_id: 9,
    colors: [
      {
        color_id: 91,
        sizes: [
          { size_id: 95, quantity: 3 },
          { size_id: 96, quantity: 0 },
        ],
      },
    ],
  });
}

/** The cart's products as the checkout would order them (no size at 0 pieces). */
const requestedProducts = [
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
    ],
  },
  { product_id: 9, colors: [{ color_id: 91, sizes: [{ size_id: 95, quantity: 3 }] }] },
];

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET products/7': () => ({ body: answerOf('product', scrubs) }),
    'GET products/9': () => ({ body: answerOf('product', coat) }),
    ...extra,
  };
}

function renderCart(url = '/cart') {
  return renderRoutes(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/account/quotes/:id', element: <p data-testid="quote-page">quote</p> },
      { path: '/auth', element: <p data-testid="auth-page">auth</p> },
    ],
    url,
  );
}

englishPageTests();
beforeEach(() => {
  useCartStore.setState({ items: [], isDrawerOpen: false, drawerProductId: null });
  useSession.getState().signIn('customer-token');
});

describe('requesting a quote from the cart', () => {
  it('sends the cart’s products with the day and note, opens the quote and keeps the cart', async () => {
    fillCart();
    const itemsBefore = useCartStore.getState().items;
    const api = installFakeApi(
      handlers({
        'POST quotes': () => ({
          body: answerOf(
            'quoteCreate',
            quoteFixture({ status: 'requested', status_text: 'Requested', subtotal: null }),
            'We received your request for a quote',
          ),
        }),
      }),
    );
    const router = renderCart();
    const toggle = screen.getByRole('button', { name: 'Request a quote' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('quote-form')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const day = screen.getByLabelText('Needed by (optional)');
    expect(document.activeElement).toBe(day);
    fireEvent.change(day, { target: { value: '2026-12-15' } });
    fireEvent.change(screen.getByLabelText('Note to the shop (optional)'), {
      target: { value: 'Logo on the chest, please.' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the quote request' })));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/quotes/12'), SETTLES);
    const [sent] = api.to('POST quotes');
    expect(sent!.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(sent!.headers.get('Content-Type')).toBe('application/json');
    expect(sent!.body).toEqual({
      products: requestedProducts,
      wanted_by: '2026-12-15',
      note: 'Logo on the chest, please.',
    });
    expect(notifySuccess).toHaveBeenCalledWith('We received your request for a quote');
    expect(useCartStore.getState().items).toEqual(itemsBefore);
  });

  it('uploads a logo for a product at once, says a refusal beside it, and sends it with its placement', async () => {
    fillCart();
    let uploads = 0;
    const api = installFakeApi(
      handlers({
        'POST artworks': () =>
          (uploads += 1) === 1
            ? {
                status: 422,
                body: {
                  message: 'x',
                  errors: { file: ['Upload the logo as a picture (PNG, JPEG or WebP), an SVG or a PDF'] },
                },
              }
            : {
                body: answerOf('artworkUpload', artworkFixture(31)),
              },
        'GET artworks/31/preview': () => ({ body: 'png' }),
        'POST quotes': () => ({
          body: answerOf(
            'quoteCreate',
            quoteFixture({ status: 'requested', status_text: 'Requested', subtotal: null }),
          ),
        }),
      }),
    );
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    const row = screen.getAllByTestId('line-logo')[0]!;
    const file = within(row).getByTestId('line-logo-file');
    await act(async () => fireEvent.change(file, { target: { files: [new File(['MZ'], 'logo.exe')] } }));
    await within(row).findByText('Upload the logo as a picture (PNG, JPEG or WebP), an SVG or a PDF');
    await act(async () =>
      fireEvent.change(file, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } }),
    );
    const placement = await within(row).findByTestId('line-logo-placement');
    fireEvent.change(placement, { target: { value: 'back' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the quote request' })));
    await vi.waitFor(() => expect(api.to('POST quotes')).toHaveLength(1), SETTLES);
    expect(api.to('POST quotes')[0]!.body).toEqual({
      products: requestedProducts,
      artworks: [{ product_id: 7, artwork_id: 31, placement: 'back' }],
    });
    expect(api.to('POST artworks')[1]!.headers.get('Content-Type')).toBe('image/png');
  });

  it('leaves blank fields out and shows a refused day beside its field', async () => {
    fillCart();
    const api = installFakeApi(
      handlers({
        'POST quotes': () => ({
          status: 422,
          body: {
            message: 'Choose today or a later day',
            errors: {
              wanted_by: ['Choose today or a later day'],
              'products.1': ['Lab coat is not sold any more'],
            },
          },
        }),
      }),
    );
    const router = renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the quote request' })));

    const day = screen.getByLabelText('Needed by (optional)');
    await vi.waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'), SETTLES);
    expect(screen.getByText('Choose today or a later day').id).toBe(day.getAttribute('aria-describedby'));
    expect(screen.getByTestId('quote-errors').textContent).toBe('Lab coat is not sold any more');
    expect(api.to('POST quotes')[0]!.body).toEqual({ products: requestedProducts });
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('sends a signed-out buyer to sign in first, back to the cart with the form open', async () => {
    fillCart();
    useSession.getState().signOut();
    installFakeApi(handlers());
    const router = renderCart();
    fireEvent.click(screen.getByRole('link', { name: 'Request a quote' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SETTLES);
    expect(router.state.location.state).toEqual({ from: '/cart?quote=1' });

    useSession.getState().signIn('customer-token');
    await act(async () => {
      await router.navigate('/cart?quote=1');
    });
    expect(screen.getByTestId('quote-form')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a quote' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
