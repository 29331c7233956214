import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/auth';
import { notifySuccess } from '../../shared/ui/toast';
import { answerOf, productFixture } from '../../../test/support/fixtures';
import { installFakeApi } from '../../../test/support/fake-api';
import ProductPage from './ProductPage';
import { renderRoutes } from '../../../test/support/render';
import { SETTLES } from '../../../test/support/waits';

const coat = productFixture(9, {
  name: 'Lab coat',
  tiers: [{ from: 1, to: 100, price: 80 }],
  colors: [{ id: 91, name: 'White', code: '#ffffff' }],
  sizes: [{ id: 95, name: 's' }],
});
const reviewed = {
  ...coat,
  avg_rate: 4,
  rates_count: 1,
  rates: [
    {
      id: 3,
      rate: 4,
      comment: 'Good cotton, true to size',
      created_at: '2026-11-23T10:00:00.000Z',
      client: { fname: 'Sa***', email: '' },
    },
  ],
};

function renderProduct() {
  return renderRoutes(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/auth', element: <p>sign in</p> },
    ],
    '/product/9',
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => vi.mocked(notifySuccess).mockClear());
afterEach(() => {
  cleanup();
  useSession.getState().signOut();
  vi.unstubAllGlobals();
});

describe('review form', () => {
  it('is not shown to a visitor, who gets a sign-in link that comes back to the product', async () => {
    useSession.getState().signOut();
    installFakeApi({ 'GET products/9': () => ({ body: answerOf('product', coat) }) });
    const router = renderProduct();
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.queryByTestId('review-form')).toBeNull();
    await act(async () => fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/product/9#reviews-title' });
  });

  it('checks rating and comment with the domain messages, posts the review and shows it', async () => {
    useSession.getState().signIn('customer-token');
    let product = coat;
    const api = installFakeApi({
      'GET products/9': () => ({ body: answerOf('product', product) }),
      'GET addresses': () => ({ body: answerOf('addresses', []) }),
      'POST rate': () => {
        product = reviewed;
        return { body: { message: 'Thank you for your review' } };
      },
    });
    renderProduct();
    const submit = await screen.findByRole('button', { name: 'Submit review' });

    await act(async () => fireEvent.click(submit));
    expect(screen.getByTestId('review-rate-error').textContent).toBe('Please select a rating');
    expect(screen.getByTestId('review-comment-error').textContent).toBe(
      'Please share your thoughts about the product',
    );
    expect(api.to('POST rate')).toHaveLength(0);

    // The stars are a radio group: one per rating, named for screen readers.
    const four = screen.getByRole('radio', { name: '4 stars' });
    await act(async () => fireEvent.click(four));
    expect((four as HTMLInputElement).checked).toBe(true);
    const comment = screen.getByLabelText('Your thoughts about the product');
    fireEvent.change(comment, { target: { value: '  Good cotton, true to size ' } });
    await act(async () => fireEvent.click(submit));

    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Thank you for your review'), SETTLES);
    expect(api.to('POST rate')[0]!.body).toEqual({
      rate: 4,
      comment: 'Good cotton, true to size',
      product_id: 9,
    });
    expect(api.to('POST rate')[0]!.headers.get('Authorization')).toBe('Bearer customer-token');
    // Cleared, and the product reloaded with the new review and average.
    expect((comment as HTMLTextAreaElement).value).toBe('');
    expect((four as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText('Good cotton, true to size')).toBeTruthy();
    expect(screen.getByText('4.0')).toBeTruthy();
    expect(api.to('GET products/9')).toHaveLength(2);
    expect(screen.queryByTestId('review-rate-error')).toBeNull();
  });
});
