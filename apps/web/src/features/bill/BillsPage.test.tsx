import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { OrderDetail } from '@shop/contract';
import i18n from '../../shared/i18n';
import { orderFixture } from '../../../test/support/fixtures';
import { installFakeApi } from '../../../test/support/fake-api';
import { renderRoutes } from '../../../test/support/render';
import BillsPage from './BillsPage';

const renderBills = (url: string) => renderRoutes([{ path: '/bills', element: <BillsPage /> }], url);

/** The staff API's answer for one order: the customer's order and the staff's fields. */
const staffAnswer = (order: OrderDetail) => ({
  body: { message: '', data: { ...order, customer_id: 3, allowed_moves: [], can_confirm_payment: false } },
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('bills of a batch of orders', () => {
  it('shows each chosen order’s bill in the list’s order through the staff API, and names one not found', async () => {
    const api = installFakeApi({
      'GET /admin/api/orders/52': () => staffAnswer(orderFixture({ id: 52, code: 'ORD-52' })),
      'GET /admin/api/orders/41': () => staffAnswer(orderFixture({ id: 41, code: 'ORD-41' })),
      'GET /admin/api/orders/9': () => ({ status: 404, body: { message: 'Not found' } }),
    });
    // 52 twice and a word: each order once, in the order chosen; nothing asked for the word.
    renderBills('/bills?ids=52,41,9,52,abc&staff=1');
    await vi.waitFor(() => expect(screen.getAllByTestId('bill')).toHaveLength(2));
    expect(screen.getAllByTestId('bill-code').map((code) => code.textContent)).toEqual(['ORD-52', 'ORD-41']);
    expect(screen.getByTestId('bills-missing').textContent).toBe(
      'Order number 9 was not found, so its bill is not here.',
    );
    for (const id of [52, 41, 9]) {
      const requests = api.to(`GET /admin/api/orders/${id}`);
      expect(requests, String(id)).toHaveLength(1);
      expect(requests[0]!.headers.get('Accept-Language')).toBe('en');
    }
    expect(screen.getByRole('button', { name: 'Print 2 bills' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the orders' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
    // Each sheet's headings have ids of their own, so each names its own sections.
    const [first, second] = screen.getAllByTestId('bill');
    expect(first!.getAttribute('aria-labelledby')).not.toBe(second!.getAttribute('aria-labelledby'));
    expect(within(second!).getByRole('heading', { level: 1 }).id).toBe(
      second!.getAttribute('aria-labelledby'),
    );
    // Nothing to pay or upload on staff's copies.
    expect(screen.queryByTestId('bill-pay')).toBeNull();
    expect(screen.queryByTestId('transfer-panel')).toBeNull();
  });

  it('asks for the dashboard’s sign-in when the staff API refuses, and says when no order was chosen', async () => {
    installFakeApi({ 'GET /admin/api/orders/41': () => ({ status: 401, body: { message: 'Sign in' } }) });
    renderBills('/bills?ids=41&staff=1');
    const link = await screen.findByRole('link', { name: 'Sign in to the dashboard' });
    expect(link.getAttribute('href')).toBe('/admin/');
    cleanup();

    installFakeApi({});
    renderBills('/bills?staff=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'No orders chosen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveProperty('disabled', true);
  });
});
