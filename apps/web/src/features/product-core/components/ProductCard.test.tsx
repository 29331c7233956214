import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { productListItem } from '../../../../test/support/fixtures';
import { englishPageTests, renderRoutes } from '../../../../test/support/render';
import { ProductCard } from './ProductCard';

englishPageTests();

const product = (image: string) => productListItem({ id: 7, name: 'Scrub top', image });

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
