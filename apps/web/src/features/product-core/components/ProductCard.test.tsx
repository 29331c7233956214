import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ProductCard as ProductListItem } from '@shop/contract';
import { englishPageTests, renderRoutes } from '../../../../test/support/render';
import { ProductCard } from './ProductCard';

englishPageTests();

const product = (image: string): ProductListItem => ({
  id: 7,
  name: 'Scrub top',
  description: '',
  image,
  hover_image: '',
  category_id: 4,
  category: { id: 4, name: 'Medical' },
  is_men: true,
  is_women: false,
  is_child: false,
  avg_rate: 0,
  rates_count: 0,
  colors_count: 0,
  sizes_count: 0,
  price: 20,
  pivot_colors: [],
  sizes: [],
  pieces: [{ id: 1, from: 1, to: 10, price: 20 }],
  has_size_chart: false,
  logo_price: null,
});

describe('a product card', () => {
  it('shows the product’s picture', async () => {
    renderRoutes([{ path: '/', element: <ProductCard product={product('/media/p7-640.webp')} /> }], '/');
    expect((await screen.findByRole('img', { name: 'Scrub top' })).getAttribute('src')).toBe(
      '/media/p7-640.webp',
    );
    expect(screen.queryByTestId('no-image')).toBeNull();
  });

  it('shows a plain tile, not an image with no file, for a product saved without a picture', async () => {
    renderRoutes([{ path: '/', element: <ProductCard product={product('')} /> }], '/');
    await screen.findByText('Scrub top');
    expect(screen.queryByRole('img', { name: 'Scrub top' })).toBeNull();
    expect(screen.getByTestId('no-image')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
