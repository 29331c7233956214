/**
 * The quotes list: number, date, status, pieces, the quoted subtotal or "Awaiting prices" and the
 * validity day, each linking to its page; phones get cards; pages turn with ?page=; an empty list
 * points to the cart; a failed load offers a retry.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { QuoteSummary } from '@shop/contract';
import { useSession } from '../../../shared/auth';
import { answerOf, quoteFixture } from '../../../../test/support/fixtures';
import { installFakeApi } from '../../../../test/support/fake-api';
import { englishPageTests, renderRoutes } from '../../../../test/support/render';
import QuotesPage from './QuotesPage';

function summary(overrides: Partial<QuoteSummary> = {}): QuoteSummary {
  const { lines: _lines, ...rest } = quoteFixture();
  return { ...rest, ...overrides };
}

function page(data: QuoteSummary[], current = 1, last = 1) {
  return {
    body: answerOf('quotes', {
      data,
      current_page: current,
      last_page: last,
      per_page: 10,
      total: data.length,
    }),
  };
}

const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

englishPageTests();
beforeEach(() => {
  useSession.getState().signIn('customer-token');
});

describe('the quotes list', () => {
  it('lists each quote with its status, pieces, subtotal or awaiting prices, and validity', async () => {
    installFakeApi({
      'GET quotes': () =>
        page([
          summary(),
          summary({
            id: 11,
            status: 'requested',
            status_text: 'Requested',
            subtotal: null,
            valid_until: null,
            pieces: 40,
          }),
        ]),
    });
    const router = renderRoutes(
      [
        { path: '/account/quotes', element: <QuotesPage /> },
        { path: '/account/quotes/:id', element: <p>quote page</p> },
      ],
      '/account/quotes',
    );
    const rows = await screen.findAllByTestId('quote-row');
    expect(rows.map((row) => [...row.children].map(text))).toEqual([
      ['#12 23 pieces', 'November 20, 2026', 'Quoted', '1,025.00 SAR', 'November 30, 2026', 'View'],
      ['#11 40 pieces', 'November 20, 2026', 'Requested', 'Awaiting prices', '—', 'View'],
    ]);
    expect(screen.getAllByTestId('quote-card')).toHaveLength(2);
    const table = screen.getByTestId('quotes-table');
    fireEvent.click(within(table).getByRole('link', { name: 'View quote #11' }));
    expect(router.state.location.pathname).toBe('/account/quotes/11');
  });

  it('turns pages with ?page=', async () => {
    const api = installFakeApi({
      'GET quotes': (request) =>
        request.query.get('page') === '2'
          ? page([summary({ id: 3 })], 2, 2)
          : page([summary({ id: 12 })], 1, 2),
    });
    const router = renderRoutes([{ path: '/account/quotes', element: <QuotesPage /> }], '/account/quotes');
    await screen.findAllByRole('link', { name: 'View quote #12' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    expect(await screen.findAllByRole('link', { name: 'View quote #3' })).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
    expect(api.to('GET quotes').map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('points to the cart when there is no quote yet', async () => {
    installFakeApi({ 'GET quotes': () => page([]) });
    renderRoutes([{ path: '/account/quotes', element: <QuotesPage /> }], '/account/quotes');
    expect(await screen.findByText('No quotes yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/cart');
  });

  it('offers a retry when the list cannot load', async () => {
    installFakeApi({ 'GET quotes': () => ({ status: 500, body: { message: 'Server error' } }) });
    renderRoutes([{ path: '/account/quotes', element: <QuotesPage /> }], '/account/quotes');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('Server error')).toBeTruthy();
  });
});
