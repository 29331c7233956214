import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../shared/i18n';
import * as apiClient from '../../../shared/api/client';
import type { Paged, ProductCard as ProductListItem } from '@shop/contract';
import { ListingView } from './ListingView';
import { renderRoutes } from '../../../../test/support/render';
import { productListItem } from '../../../../test/support/fixtures';

// A spy on the module's export, not a module mock: the project's files share one module graph.
const apiGet = vi.spyOn(apiClient, 'apiGet');

const item = (id: number) =>
  productListItem({
    id,
    name: `Product ${id}`,
    image: `/media/p${id}-640.webp`,
    hover_image: `/media/p${id}-back-640.webp`,
  });

type Query = Record<string, unknown>;
const calls: Query[] = [];

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // jsdom has no layout: a page change scrolls to the top, which it cannot do.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  calls.length = 0;
  apiGet.mockImplementation(async (_route, request) => {
    const query: Query = request?.query ?? {};
    calls.push(query);
    const page = Number(query?.page ?? 1);
    const empty = query?.search === 'nothing';
    const answer: Paged<ProductListItem> = {
      data: empty ? [] : [item(page * 10 + 1), item(page * 10 + 2)],
      current_page: page,
      last_page: empty ? 1 : 3,
      per_page: 2,
      total: empty ? 0 : 6,
    };
    return answer as never;
  });
});
afterEach(cleanup);

function renderListing(url: string) {
  return renderRoutes(
    [{ path: '/Product-category/:id', element: <ListingView categoryId={4} withFilters /> }],
    url,
  );
}

const last = () => calls[calls.length - 1]!;

describe('category listing', () => {
  it('reads the filters from the URL and sends them as 1/0 flags', async () => {
    renderListing('/Product-category/4?page=2&is_women=1&avg_rate=3');
    await screen.findByText('Product 21');
    expect(last()).toMatchObject({
      page: 2,
      category_id: 4,
      is_men: 0,
      is_women: 1,
      is_child: 0,
      avg_rate: 3,
    });
  });

  it('re-queries on a filter change, back at page 1, and a second click on the rating clears it', async () => {
    const router = renderListing('/Product-category/4?page=2');
    await screen.findByText('Product 21');

    fireEvent.click(screen.getByLabelText('Children'));
    await waitFor(() => expect(last()).toMatchObject({ page: 1, is_child: 1 }));
    expect(router.state.location.search).toBe('?is_child=1');

    fireEvent.click(screen.getByTestId('rating-filter-4'));
    await waitFor(() => expect(last()).toMatchObject({ page: 1, is_child: 1, avg_rate: 4 }));
    expect(screen.getByTestId('rating-filter-4').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('rating-filter-4'));
    await waitFor(() => expect(last().avg_rate).toBeUndefined());
    expect(router.state.location.search).toBe('?is_child=1');
    expect(screen.getByTestId('rating-filter-4').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the end-of-list text on the last page only, and pages through', async () => {
    renderListing('/Product-category/4');
    await screen.findByText('Product 11');
    expect(screen.queryByText('You have seen everything!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Product 31');
    expect(screen.getByText('You have seen everything!')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('debounces the search by 500 ms and shows the empty state', async () => {
    renderListing('/Product-category/4');
    await screen.findByText('Product 11');
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'nothing' } });
      await act(async () => {
        vi.advanceTimersByTime(499);
      });
      expect(calls.some((c) => c.search === 'nothing')).toBe(false);
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(calls.some((c) => c.search === 'nothing')).toBe(true);
      // Let the query library flush what it scheduled on the fake clock.
      await act(async () => {
        await vi.runOnlyPendingTimersAsync();
      });
    } finally {
      vi.useRealTimers();
    }
    await screen.findByText('No matching products');
    expect(last()).toMatchObject({ search: 'nothing', page: 1 });
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('shows 5 skeleton cards while loading', async () => {
    apiGet.mockImplementation(() => new Promise(() => {}));
    renderListing('/Product-category/4');
    await waitFor(() => expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(5));
  });
});
