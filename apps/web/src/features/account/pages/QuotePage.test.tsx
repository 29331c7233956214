/**
 * A quote's page: its lines with the shop's and the quoted price per piece and the totals before
 * shipping and VAT; ordering at these prices with the checkout's address, payment and details
 * (then the bill, or the card payment page, as the checkout); asking for changes; the server's
 * refusals beside their fields or above the button; and the bill of a quote already ordered.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSession } from '../../../shared/auth';
import { externalNavigation } from '../../../shared/lib/browser';
import { notifySuccess } from '../../../shared/ui/toast';
import { addressFixture, answerOf, quoteFixture, settingsFixture } from '../../../../test/support/fixtures';
import { installFakeApi, type Handler } from '../../../../test/support/fake-api';
import { englishPageTests, renderRoutes } from '../../../../test/support/render';
import { SETTLES } from '../../../../test/support/waits';
import { returnPathOf } from '../return-path';
import QuotePage from './QuotePage';

const riyadh = addressFixture(1, { id: 2, name: 'Riyadh', fee: 25 });
const jeddah = addressFixture(2, { id: 3, name: 'Jeddah', fee: 30 });

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET settings': () => ({ body: answerOf('settings', settingsFixture()) }),
    'GET addresses': () => ({ body: answerOf('addresses', [riyadh, jeddah]) }),
    'GET quotes/12': () => ({ body: answerOf('quote', quoteFixture()) }),
    ...extra,
  };
}

function renderQuote() {
  return renderRoutes(
    [
      { path: '/account/quotes/:id', element: <QuotePage /> },
      { path: '/bill/:id', element: <p data-testid="bill-page">bill</p> },
    ],
    '/account/quotes/12',
  );
}

const text = (element: HTMLElement) => element.textContent!.replace(/\s+/g, ' ').trim();

englishPageTests();
beforeEach(() => {
  useSession.getState().signIn('customer-token');
});

describe('a quote', () => {
  it('shows each line’s pieces, the shop’s and the quoted price per piece, and the totals', async () => {
    installFakeApi(handlers());
    renderQuote();
    expect(await screen.findByRole('heading', { name: 'Quote #12' })).toBeTruthy();
    expect(screen.getByText('Quoted').getAttribute('data-tone')).toBe('green');

    const [scrubs, coat] = screen.getAllByTestId('quote-line');
    expect(within(scrubs!).getByRole('link', { name: 'Medical scrubs' }).getAttribute('href')).toBe(
      '/product/7',
    );
    const summary = within(scrubs!).getByTestId('selection-summary');
    expect(within(summary).getByText('Navy:')).toBeTruthy();
    expect(
      within(summary)
        .getAllByText(/^Size /)
        .map(text),
    ).toEqual(['Size M × 12 pcs', 'Size L × 8 pcs']);
    expect(within(scrubs!).getByText('20 pieces')).toBeTruthy();
    expect(text(within(scrubs!).getByTestId('line-tier-price'))).toBe('45.50 SAR');
    expect(text(within(scrubs!).getByTestId('line-price'))).toBe('40.00 SAR');
    expect(text(within(scrubs!).getByTestId('line-total'))).toBe('800.00 SAR');
    expect(text(within(coat!).getByTestId('line-total'))).toBe('225.00 SAR');

    expect(text(screen.getByTestId('quote-pieces'))).toBe('23 pieces');
    expect(text(screen.getByTestId('quote-tier-subtotal'))).toBe('1,150.00 SAR');
    expect(text(screen.getByTestId('quote-subtotal'))).toBe('1,025.00 SAR');
    expect(screen.getByText('Subtotal before shipping and VAT')).toBeTruthy();
    expect(text(screen.getByTestId('quote-valid-until'))).toBe(
      'These prices hold until the end of November 30, 2026.',
    );
    expect(text(screen.getByTestId('quote-staff-note'))).toBe('Price includes the logo.');
    expect(text(screen.getByTestId('quote-note'))).toBe('Logo on the chest, please.');
  });

  it('says a line is not priced yet, with no order form', async () => {
    const waiting = quoteFixture({
      status: 'requested',
      status_text: 'Requested',
      subtotal: null,
      valid_until: null,
      can_accept: false,
      can_ask_changes: false,
      lines: quoteFixture().lines.map((line) => ({ ...line, price: null, total: null })),
    });
    installFakeApi(handlers({ 'GET quotes/12': () => ({ body: answerOf('quote', waiting) }) }));
    renderQuote();
    await screen.findByRole('heading', { name: 'Quote #12' });
    expect(screen.getAllByText('Not priced yet')).toHaveLength(2);
    expect(text(screen.getByTestId('quote-subtotal'))).toBe('Awaiting prices');
    expect(screen.queryByRole('button', { name: 'Order at these prices' })).toBeNull();
    expect(screen.queryByLabelText('What would you like changed?')).toBeNull();
  });

  it('orders at these prices with the chosen address and details, then opens the bill', async () => {
    const api = installFakeApi(
      handlers({
        'POST quotes/12/accept': () => ({
          body: answerOf('quoteAccept', { id: 41, code: 'ORD-2026-000041' }, 'Order placed successfully'),
        }),
      }),
    );
    const router = renderQuote();
    const address = await screen.findByTestId('address-select');
    expect(screen.getByTestId('bank-details').textContent).toContain('SA0380000000608010167519');
    fireEvent.change(address, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Your purchase order number'), { target: { value: 'PO-7731' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Order at these prices' })));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bill/41'), SETTLES);
    const [sent] = api.to('POST quotes/12/accept');
    expect(sent!.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(sent!.body).toEqual({ address_id: 2, payment_method: 0, po_number: 'PO-7731' });
    expect(notifySuccess).toHaveBeenCalledWith('Order placed successfully');
  });

  it('comes back from adding an address with it chosen', async () => {
    installFakeApi(handlers());
    const router = renderRoutes(
      [
        { path: '/account/quotes/:id', element: <QuotePage /> },
        { path: '/account/address/new', element: <p>new address</p> },
      ],
      { pathname: '/account/quotes/12', state: { address: 2 } },
    );
    const select = (await screen.findByTestId('address-select')) as HTMLSelectElement;
    expect(select.value).toBe('2');
    fireEvent.click(screen.getByRole('link', { name: 'Add a new address' }));
    expect(router.state.location.pathname).toBe('/account/address/new');
    expect(returnPathOf(router.state.location.state)).toBe('/account/quotes/12');
  });

  it('takes a card order to the payment page, as the checkout does', async () => {
    const api = installFakeApi(
      handlers({
        'POST quotes/12/accept': () => ({
          body: answerOf('quoteAccept', { id: 42, code: 'ORD-2026-000042' }, 'Order placed'),
        }),
        'POST orders/42/pay': () => ({
          body: answerOf('orderPay', { redirect_url: 'https://pay.example/hosted/42' }),
        }),
      }),
    );
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    renderQuote();
    fireEvent.click(await screen.findByTestId('pay-card'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Order at these prices' })));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/hosted/42'), SETTLES);
    expect(api.to('POST quotes/12/accept')[0]!.body).toEqual({ address_id: 1, payment_method: 1 });
    expect(screen.getByText('Taking you to the secure payment page…')).toBeTruthy();
  });

  it('shows a refused field beside it, and a lapsed quote above the button', async () => {
    const answers = [
      {
        status: 422,
        body: {
          message: 'Choose today or a later day',
          errors: { requested_delivery_date: ['Choose today or a later day'] },
        },
      },
      {
        status: 422,
        body: { message: 'This quote has expired', errors: { _: ['This quote has expired'] } },
      },
    ];
    installFakeApi(handlers({ 'POST quotes/12/accept': () => answers.shift()! }));
    const router = renderQuote();
    fireEvent.change(await screen.findByLabelText('Needed by'), { target: { value: '2020-01-01' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Order at these prices' })));

    const day = screen.getByLabelText('Needed by');
    await vi.waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'), SETTLES);
    expect(screen.getByText('Choose today or a later day', { selector: 'p' }).id).toBe(
      day.getAttribute('aria-describedby'),
    );

    const button = screen.getByRole('button', { name: 'Order at these prices' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(button.disabled).toBe(false), SETTLES);
    await act(async () => fireEvent.click(button));
    const alert = await screen.findByTestId('accept-errors');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('This quote has expired');
    expect(day.getAttribute('aria-invalid')).toBeNull();
    expect(router.state.location.pathname).toBe('/account/quotes/12');
  });

  it('asks for changes and shows the request, or the refusal beside the box', async () => {
    const asked = quoteFixture({
      status: 'changes_requested',
      status_text: 'Changes requested',
      changes_note: 'Can you do 38.00 for the scrubs?',
      can_accept: false,
      can_ask_changes: false,
    });
    const answers = [
      { status: 422, body: { message: 'Write your message', errors: { message: ['Write your message'] } } },
      { body: answerOf('quoteChanges', asked, 'We sent your request to the shop') },
    ];
    const api = installFakeApi(handlers({ 'POST quotes/12/changes': () => answers.shift()! }));
    renderQuote();
    const box = await screen.findByLabelText('What would you like changed?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the change request' })));
    await vi.waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'), SETTLES);
    expect(screen.getByText('Write your message').id).toBe(box.getAttribute('aria-describedby'));

    fireEvent.change(box, { target: { value: 'Can you do 38.00 for the scrubs?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the change request' })));
    await vi.waitFor(
      () => expect(notifySuccess).toHaveBeenCalledWith('We sent your request to the shop'),
      SETTLES,
    );
    expect(api.to('POST quotes/12/changes')[1]!.body).toEqual({
      message: 'Can you do 38.00 for the scrubs?',
    });
    // The toast is shown as the answer arrives; the page draws the answered quote on its next render.
    expect(text(await screen.findByTestId('quote-changes-note'))).toBe('Can you do 38.00 for the scrubs?');
    expect(screen.getByText('Changes requested')).toBeTruthy();
    expect(screen.queryByLabelText('What would you like changed?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Order at these prices' })).toBeNull();
  });

  it('links an ordered quote to its order’s bill', async () => {
    const ordered = quoteFixture({
      status: 'accepted',
      status_text: 'Ordered',
      can_accept: false,
      can_ask_changes: false,
      order: { id: 41, code: 'ORD-2026-000041' },
    });
    installFakeApi(handlers({ 'GET quotes/12': () => ({ body: answerOf('quote', ordered) }) }));
    renderQuote();
    const link = await screen.findByRole('link', { name: 'Bill of order ORD-2026-000041' });
    expect(link.getAttribute('href')).toBe('/bill/41');
    expect(screen.queryByTestId('quote-valid-until')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Order at these prices' })).toBeNull();
  });

  it('says so when the quote is not the customer’s', async () => {
    installFakeApi(
      handlers({ 'GET quotes/12': () => ({ status: 404, body: { message: 'Quote not found' } }) }),
    );
    renderQuote();
    expect(await screen.findByText('We could not find this quote in your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All quotes' }).getAttribute('href')).toBe('/account/quotes');
  });
});
