import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18n from '../../shared/i18n';
import * as apiClient from '../../shared/api/client';
import { ApiError } from '../../shared/api/client';
import type { Product } from '@shop/contract';
import ProductPage from './ProductPage';
import { renderRoutes } from '../../../test/support/render';

function product(id: number): Product {
  return {
    id,
    name: `Lab coat ${id}`,
    description: '<p>Cotton drill.</p>',
    image: `/media/coat${id}-640.webp`,
    hover_image: '',
    category_id: 2,
    category: { id: 2, name: 'Medical' },
    is_men: true,
    is_women: true,
    is_child: false,
    avg_rate: 4.5,
    rates_count: 1,
    colors_count: 1,
    sizes_count: 1,
    price: 30,
    pivot_colors: [
      {
        id: id * 10,
        product_id: id,
        color_id: 1,
        image: '',
        color_code: '#ffffff',
        color: { id: 1, name: 'White' },
      },
    ],
    sizes: [{ id: 5, name: 'm' }],
    pieces: [{ id: 1, from: 1, to: 50, price: 30 }],
    has_size_chart: false,
    logo_price: null,
    size_chart: null,
    photos: [{ id: 1, product_id: id, image: `/media/coat${id}-b-640.webp` }],
    rates: [
      {
        id: 1,
        rate: 5,
        comment: 'Great fit',
        created_at: '2025-03-02T10:00:00Z',
        client: { fname: 'Abd***lah', email: '' },
      },
    ],
  };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(apiClient, 'apiGet').mockImplementation(async (_route, request) => {
    const id = Number((request?.params as { id?: number } | undefined)?.id);
    if (id === 404) throw new ApiError('Not found', 404, null);
    return product(id) as never;
  });
});
afterEach(cleanup);

function renderAt(url: string) {
  return renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], url);
}

describe('product page', () => {
  it('shows the product with reviews, masked names as given, and the about text', async () => {
    renderAt('/product/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab coat 7' })).toBeTruthy();
    const reviews = screen.getByTestId('reviews');
    expect(within(reviews).getByText('Abd***lah')).toBeTruthy();
    expect(within(reviews).getByText('March 2, 2025')).toBeTruthy();
    expect(screen.getByText('Cotton drill.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose quantities for size M' }).textContent).toBe('M');
  });

  it('shows the not-found state for an unknown id', async () => {
    renderAt('/product/404');
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/shop');
  });

  it('clears the selection and the drawer when the product changes', async () => {
    const router = renderAt('/product/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose quantities for size M' }));
    const drawer = screen.getByTestId('variation-drawer');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Increase size M' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Increase size M' }));
    const chips = screen.getAllByTestId('size-chip');
    expect(chips.map((chip) => chip.textContent)).toContain('Size M × 2 pcs');
    // The size is isolated, so a Latin size keeps its place in an Arabic sentence.
    expect(chips[0]!.querySelector('bdi')?.textContent).toBe('M');

    await act(async () => {
      await router.navigate('/product/8');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab coat 8' })).toBeTruthy();
    expect(screen.queryByTestId('variation-drawer')).toBeNull();
    expect(screen.queryByTestId('size-chip')).toBeNull();
    expect(screen.getByText('You have not chosen any pieces yet.')).toBeTruthy();
  });
});
