import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { decodeZatcaTlv } from '@shop/domain';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/auth';
import { externalNavigation } from '../../shared/lib/browser';
import { answerOf, artworkFixture, orderFixture } from '../../../test/support/fixtures';
import { installFakeApi } from '../../../test/support/fake-api';
import BillPage from './BillPage';
import { renderRoutes } from '../../../test/support/render';
import { SETTLES } from '../../../test/support/waits';

function renderBill(url: string) {
  return renderRoutes([{ path: '/bill/:id', element: <BillPage /> }], url);
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => useSession.getState().signIn('customer-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bill page', () => {
  it('titles a buyer without a VAT number a simplified tax invoice, and says a standard one awaits clearance', async () => {
    const simplified = orderFixture({
      customer: { ...orderFixture().customer, company_name: null, vat_number: null },
    });
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', simplified) }) });
    renderBill('/bill/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Simplified tax invoice' })).toBeTruthy();
    expect(screen.queryByTestId('bill-clearing')).toBeNull();
    cleanup();

    const clearing = orderFixture({ einvoice: { form: 'standard', status: 'pending' } });
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', clearing) }) });
    renderBill('/bill/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeTruthy();
    expect(screen.getByTestId('bill-clearing').textContent).toContain('Awaiting clearance by ZATCA');
    cleanup();

    const cleared = orderFixture({ einvoice: { form: 'standard', status: 'cleared' } });
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', cleared) }) });
    renderBill('/bill/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeTruthy();
    expect(screen.queryByTestId('bill-clearing')).toBeNull();
  });

  it('says where the shop is with the order’s logo, what to change, and where each logo goes', async () => {
    const base = orderFixture();
    const withLogo = orderFixture({
      artwork_status: 'changes_requested',
      artwork_note: 'Send it without the white box',
      products: [
        {
          ...base.products[0]!,
          artwork: { id: 5, placement: 'sleeve', content_type: 'image/png', has_preview: true },
        },
        base.products[1]!,
      ],
    });
    installFakeApi({
      'GET orders/41': () => ({ body: answerOf('order', withLogo) }),
      'GET artworks/5/preview': () => ({ body: 'png' }),
    });
    renderBill('/bill/41');
    const status = await screen.findByTestId('bill-artwork-status');
    expect(status.dataset.status).toBe('changes_requested');
    expect(status.textContent).toBe(
      'Your logo needs a change before production:Send it without the white box',
    );
    expect(within(screen.getByTestId('bill-lines-table')).getByText('Logo on the sleeve')).toBeTruthy();
    expect(within(screen.getByTestId('bill-artwork')).getAllByTestId('artwork')).toHaveLength(1);
  });

  it('lets the buyer answer a logo change with a new file, and then reads the logo as awaiting approval', async () => {
    const base = orderFixture();
    const logoLine = {
      ...base.products[0]!,
      artwork: { id: 5, placement: 'sleeve' as const, content_type: 'image/png', has_preview: true },
    };
    const asked = orderFixture({
      artwork_status: 'changes_requested',
      artwork_note: 'Send it without the white box',
      products: [logoLine, base.products[1]!],
    });
    const api = installFakeApi({
      'GET orders/41': () => ({ body: answerOf('order', asked) }),
      'GET artworks/5/preview': () => ({ body: 'png' }),
      'GET artworks/6/preview': () => ({ body: 'png' }),
      'POST artworks': () => ({
        body: answerOf('artworkUpload', artworkFixture(6)),
      }),
      'PUT orders/41/artwork': () => ({
        body: answerOf(
          'orderArtworkReplace',
          {
            ...asked,
            artwork_status: 'awaiting',
            artwork_note: null,
            products: [
              { ...logoLine, artwork: { ...logoLine.artwork, id: 6, placement: 'back' } },
              base.products[1]!,
            ],
          },
          'Your new logo was sent to our team for review',
        ),
      }),
    });
    renderBill('/bill/41');
    const form = await screen.findByTestId('artwork-replace');
    // Only the line that carries a logo takes a new one.
    expect(within(form).getAllByTestId('line-logo')).toHaveLength(1);
    const send = within(form).getByTestId('artwork-replace-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(form).getByTestId('line-logo-file'), {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    fireEvent.change(await within(form).findByTestId('line-logo-placement'), { target: { value: 'back' } });
    fireEvent.click(send);
    await vi.waitFor(
      () => expect(screen.getByTestId('bill-artwork-status').dataset.status).toBe('awaiting'),
      SETTLES,
    );
    expect(api.to('PUT orders/41/artwork')[0]!.body).toEqual({
      artworks: [{ product_id: base.products[0]!.id, artwork_id: 6, placement: 'back' }],
    });
    expect(screen.queryByTestId('artwork-replace')).toBeNull();
  });

  it('offers the e-invoice as PDF and XML once ZATCA accepted it, read with the customer’s token and saved under the code', async () => {
    const pending = orderFixture({ einvoice: { form: 'standard', status: 'pending' } });
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', pending) }) });
    renderBill('/bill/41');
    await screen.findByRole('heading', { level: 1, name: 'Tax invoice' });
    expect(screen.queryByTestId('bill-xml')).toBeNull();
    expect(screen.queryByTestId('bill-pdf')).toBeNull();
    cleanup();

    const cleared = orderFixture({ einvoice: { form: 'standard', status: 'cleared' } });
    const api = installFakeApi({
      'GET orders/41': () => ({ body: answerOf('order', cleared) }),
      'GET orders/41/invoice.xml': () => ({ body: '<Invoice/>' }),
      'GET orders/41/invoice.pdf': () => ({ body: '%PDF-1.7' }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // jsdom has no object URLs: a URL class that has them, for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:invoice';
        static override revokeObjectURL = () => undefined;
      },
    );
    renderBill('/bill/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Download the e-invoice (XML)' }));
    await vi.waitFor(() => expect(saved).toEqual(['ORD-2026-000041.xml']));
    fireEvent.click(screen.getByRole('button', { name: 'Download the invoice (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual(['ORD-2026-000041.xml', 'ORD-2026-000041.pdf']));
    for (const format of ['xml', 'pdf']) {
      expect(api.to(`GET orders/41/invoice.${format}`)[0]!.headers.get('Authorization')).toBe(
        'Bearer customer-token',
      );
    }
  });

  it('prints a tax invoice for a buyer with a VAT number, with the order as charged', async () => {
    const order = orderFixture();
    const api = installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', order) }) });
    renderBill('/bill/41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeTruthy();
    expect(api.to('GET orders/41')[0]!.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(text('bill-code')).toBe('ORD-2026-000041');
    expect(text('bill-seller')).toBe('شركة الزي الموحد');
    expect(text('bill-seller-vat')).toBe('310122393500003');
    // The company's own references, as given at checkout.
    expect(text('bill-po-number')).toBe('PO-7731');
    expect(text('bill-delivery-date')).toBe('Tuesday, December 1');
    expect(text('bill-buyer-note')).toContain('Deliver to the back gate.');
    const buyer = screen.getByTestId('bill-buyer').textContent!;
    for (const part of ['Clinic Co', '300000000000003', 'Sara Alqahtani', 'sara@example.com', '0551234567']) {
      expect(buyer).toContain(part);
    }
    expect(screen.getByTestId('bill-address').textContent).toContain(
      'King Fahd Road, Al Olaya, Riyadh, Saudi Arabia',
    );
    // The buyer's national address, which a standard tax invoice names them at.
    expect(text('bill-national-address')).toBe('Postal code 12345, Additional number 7788');
    expect(screen.queryByTestId('bill-receiver')).toBeNull();

    // One row per product, colour and size: quantity × unit price.
    const rows = screen
      .getAllByTestId('bill-line')
      .map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim()),
      );
    expect(rows).toEqual([
      ['Medical scrubs', 'Navy', 'M', '12', '45.50 SAR', '546.00 SAR'],
      ['Navy', 'L', '8', '45.50 SAR', '364.00 SAR'],
      ['White', 'M', '5', '45.50 SAR', '227.50 SAR'],
      ['Lab coat', 'White', 'S', '3', '80.00 SAR', '240.00 SAR'],
    ]);

    // The subtotal is the sum of the lines; the quantity discount is already in their prices.
    expect(text('bill-subtotal')).toBe('1,377.50 SAR');
    expect(text('bill-discount')).toBe(
      'Includes a quantity discount of 112.50 SAR (1,490.00 SAR at regular prices)',
    );
    expect(text('bill-coupon')).toBe('−137.75 SAR');
    expect(screen.getByText('Coupon (EID10)')).toBeTruthy();
    expect(text('bill-shipping')).toBe('50.00 SAR');
    expect(screen.getByText('VAT (15%)')).toBeTruthy();
    expect(text('bill-tax')).toBe('185.96 SAR');
    expect(text('bill-total')).toBe('1,475.71 SAR');

    expect(text('bill-method')).toBe('Bank transfer');
    expect(screen.getByTestId('bill-payment-status').dataset.status).toBe('unpaid');
    expect(text('bill-payment-status')).toBe('Unpaid');
    const bank = screen.getByTestId('bill-bank').textContent!;
    expect(bank).toContain('SA0380000000608010167519');
    expect(bank).toContain('123456789012');
    expect(screen.queryByTestId('bill-pay')).toBeNull();
  });

  it('asks for no transfer once a transfer order is paid', async () => {
    installFakeApi({
      'GET orders/41': () => ({
        body: answerOf(
          'order',
          orderFixture({ payment_status: 'paid', paid_at: '2026-11-27T10:00:00.000Z' }),
        ),
      }),
    });
    renderBill('/bill/41');
    await vi.waitFor(
      () => expect(screen.getByTestId('bill-payment-status').dataset.status).toBe('paid'),
      SETTLES,
    );
    expect(screen.queryByTestId('bill-bank')).toBeNull();
  });

  it.each([
    ['without logos', orderFixture()],
    [
      'with a logo charged per piece',
      (() => {
        const order = orderFixture();
        return {
          ...order,
          subtotal: 1392.5,
          logos: 15,
          tax: 195.71,
          total: 1500.46,
          artwork_status: 'awaiting' as const,
          products: [
            order.products[0]!,
            {
              ...order.products[1]!,
              logo_price: 5,
              logo_total: 15,
              artwork: { id: 3, placement: 'back' as const, content_type: 'image/png', has_preview: true },
            },
          ],
        };
      })(),
    ],
  ])(
    'prints a subtotal that is the sum of the amounts of its rows, with the phone’s list the same (%s)',
    async (_, order) => {
      installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', order) }) });
      renderBill('/bill/41');
      await screen.findByTestId('bill');
      const amount = (el: Element) => Math.round(Number(el.textContent!.replace(/[^\d.]/g, '')) * 100);
      const tableRows = [
        ...screen.getAllByTestId('bill-line'),
        ...screen.queryAllByTestId('bill-line-logo'),
      ].map((row) => amount(row.querySelector('td:last-child')!));
      const phoneRows = [
        ...screen.getAllByTestId('bill-line-stacked'),
        ...screen.queryAllByTestId('bill-line-logo-stacked'),
      ].map((row) => amount(row.querySelector('[data-amount]')!));
      const subtotal = amount(screen.getByTestId('bill-subtotal'));
      expect(tableRows.reduce((a, b) => a + b, 0)).toBe(subtotal);
      expect(phoneRows).toEqual(tableRows);
      // Subtotal − coupon + shipping + VAT = total, on paper too.
      const minus = (id: string) => amount(screen.getByTestId(id));
      expect(subtotal - minus('bill-coupon') + minus('bill-shipping') + minus('bill-tax')).toBe(
        minus('bill-total'),
      );
    },
  );

  it('says on a cancelled or refunded order’s bill that it is one, in both languages', async () => {
    installFakeApi({
      'GET orders/41': () => ({
        body: answerOf('order', orderFixture({ status: 'cancelled', status_text: 'Cancelled' })),
      }),
      'GET orders/42': () => ({
        body: answerOf(
          'order',
          orderFixture({ id: 42, payment_method: 1, payment_status: 'refunded', bank: null }),
        ),
      }),
      'GET orders/43': () => ({ body: answerOf('order', orderFixture({ id: 43 })) }),
    });
    renderBill('/bill/41');
    expect((await screen.findByTestId('bill-notice')).dataset.notice).toBe('cancelled');
    expect(text('bill-notice')).toContain('This order was cancelled');
    // Nothing is owed: no bank account to transfer to.
    expect(screen.queryByTestId('bill-bank')).toBeNull();
    cleanup();
    renderBill('/bill/42');
    expect((await screen.findByTestId('bill-notice')).dataset.notice).toBe('refunded');
    expect(text('bill-notice')).toContain('refunded');
    cleanup();
    await i18n.changeLanguage('ar');
    try {
      renderBill('/bill/41');
      expect(await screen.findByTestId('bill-notice')).toBeTruthy();
      expect(text('bill-notice')).toContain('أُلغي هذا الطلب');
    } finally {
      await i18n.changeLanguage('en');
    }
    cleanup();
    renderBill('/bill/43');
    await screen.findByTestId('bill');
    expect(screen.queryByTestId('bill-notice')).toBeNull();
  });

  it('opens any order’s bill for staff through the staff API, without a customer’s sign-in', async () => {
    useSession.getState().signOut();
    const order = orderFixture();
    const api = installFakeApi({
      'GET /admin/api/orders/41': () => ({
        body: {
          message: '',
          data: { ...order, customer_id: 3, allowed_moves: ['processing'], can_confirm_payment: true },
        },
      }),
    });
    const router = renderBill('/bill/41?staff=1');
    expect(await screen.findByTestId('bill')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bill/41');
    const [request] = api.to('GET /admin/api/orders/41');
    expect(request!.headers.get('Accept-Language')).toBe('en');
    expect(request!.headers.get('Authorization')).toBeNull();
    expect(text('bill-subtotal')).toBe('1,377.50 SAR');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    // Staff go back to the order in the dashboard, not to a customer's orders; nothing to pay.
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
      '/admin/orders/41/show',
    );
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
    expect(screen.queryByTestId('bill-pay')).toBeNull();
  });

  it('draws a logo on the bill staff open with their own session, not a customer’s', async () => {
    useSession.getState().signOut();
    const base = orderFixture();
    const order = orderFixture({
      artwork_status: 'awaiting',
      products: [
        {
          ...base.products[0]!,
          artwork: { id: 5, placement: 'back', content_type: 'image/png', has_preview: true },
        },
        base.products[1]!,
      ],
    });
    const api = installFakeApi({
      'GET /admin/api/orders/41': () => ({
        body: {
          message: '',
          data: { ...order, customer_id: 3, allowed_moves: [], can_confirm_payment: false },
        },
      }),
      'GET /admin/api/artworks/5/preview': () => ({ body: 'png' }),
    });
    renderBill('/bill/41?staff=1');
    await screen.findByTestId('bill-artwork');
    await vi.waitFor(() => expect(api.to('GET /admin/api/artworks/5/preview')).toHaveLength(1), SETTLES);
    expect(api.to('GET /admin/api/artworks/5/preview')[0]!.headers.get('Authorization')).toBeNull();
    // Staff decide on the logo in the dashboard: no form to send a new one.
    expect(screen.queryByTestId('artwork-replace')).toBeNull();
  });

  it('asks staff without a dashboard session to sign in there, and sends a visitor without ?staff to /auth', async () => {
    useSession.getState().signOut();
    installFakeApi({ 'GET /admin/api/orders/41': () => ({ status: 401, body: { message: 'Sign in' } }) });
    renderBill('/bill/41?staff=1');
    const link = await screen.findByRole('link', { name: 'Sign in to the dashboard' });
    expect(link.getAttribute('href')).toBe('/admin/');
    cleanup();
    const router = renderRoutes(
      [
        { path: '/bill/:id', element: <BillPage /> },
        { path: '/auth', element: <p>sign-in page</p> },
      ],
      '/bill/41',
    );
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/bill/41' });
  });

  it('draws the ZATCA QR code of the answer', async () => {
    const order = orderFixture();
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', order) }) });
    renderBill('/bill/41');
    const qr = await screen.findByRole('img', { name: 'E-invoice QR code (ZATCA)' });
    expect(qr.dataset.payload).toBe(order.zatca_qr);
    // A real QR symbol: finder patterns make many dark modules.
    expect(qr.querySelector('path')!.getAttribute('d')!.match(/M/g)!.length).toBeGreaterThan(100);
    expect(decodeZatcaTlv(qr.dataset.payload!).map((field) => field.value)).toEqual([
      'شركة الزي الموحد',
      '310122393500003',
      '2026-11-23T09:30:00Z',
      '1475.71',
      '185.96',
    ]);
  });

  it('shows a paid card order as paid, and a returning payment as a success', async () => {
    const order = orderFixture({
      payment_method: 1,
      payment_status: 'paid',
      paid_at: '2026-11-23T09:35:00.000Z',
      bank: null,
    });
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', order) }) });
    renderBill('/bill/41?payment=paid');
    expect((await screen.findByTestId('bill-payment-status')).dataset.status).toBe('paid');
    expect(text('bill-payment-status')).toBe('Paid');
    expect(text('bill-method')).toBe('Card');
    expect(screen.queryByTestId('bill-bank')).toBeNull();
    expect(screen.getByTestId('payment-notice').dataset.outcome).toBe('paid');
    expect(screen.getByText(/Your payment went through/)).toBeTruthy();
    expect(screen.queryByTestId('bill-pay')).toBeNull();
  });

  it('says the money paid for a cancelled order goes back to the card', async () => {
    const order = orderFixture({
      status: 'cancelled',
      payment_method: 1,
      payment_status: 'paid',
      bank: null,
    });
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', order) }) });
    renderBill('/bill/41?payment=paid');
    expect((await screen.findByTestId('payment-notice')).dataset.outcome).toBe('refunded');
    expect(screen.getByText(/the amount you paid is returned to your card/)).toBeTruthy();
    expect(screen.queryByText(/Your payment went through/)).toBeNull();
  });

  it('says nothing of money returned on a cancelled order that was never charged', async () => {
    const order = orderFixture({ status: 'cancelled', payment_method: 1, bank: null });
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', order) }) });
    renderBill('/bill/41?payment=paid');
    await screen.findByTestId('bill-payment-status');
    expect(screen.queryByTestId('payment-notice')).toBeNull();
  });

  it('offers Pay now on an unpaid card order and never calls it paid on the URL’s word', async () => {
    const order = orderFixture({ payment_method: 1, can_pay: true, bank: null });
    const api = installFakeApi({
      'GET orders/41': () => ({ body: answerOf('order', order) }),
      'POST orders/41/pay': () => ({
        body: answerOf('orderPay', { redirect_url: 'https://pay.example/checkout/abc' }),
      }),
    });
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    renderBill('/bill/41?payment=paid');
    expect((await screen.findByTestId('payment-notice')).dataset.outcome).toBe('pending');
    expect(text('bill-payment-status')).toBe('Unpaid');

    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/abc'), SETTLES);
    expect(api.to('POST orders/41/pay')).toHaveLength(1);
  });

  it('tells a failed payment', async () => {
    installFakeApi({
      'GET orders/41': () => ({
        body: answerOf('order', orderFixture({ payment_method: 1, can_pay: true, bank: null })),
      }),
    });
    renderBill('/bill/41?payment=failed');
    const notice = await screen.findByTestId('payment-notice');
    expect(notice.dataset.outcome).toBe('failed');
    expect(within(notice).getByText(/The payment did not go through/)).toBeTruthy();
  });

  it('tells a payment not completed (left on the payment page, or not confirmed yet): not paid, and Pay now again, in both languages', async () => {
    installFakeApi({
      'GET orders/41': () => ({
        body: answerOf('order', orderFixture({ payment_method: 1, can_pay: true, bank: null })),
      }),
    });
    renderBill('/bill/41?payment=pending');
    const notice = await screen.findByTestId('payment-notice');
    expect(notice.dataset.outcome).toBe('cancelled');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(
      'The payment was not completed: the order is not paid yet, and you can pay again. If you did complete it, it shows here once it is confirmed.',
    );
    expect(text('bill-payment-status')).toBe('Unpaid');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('ar');
    try {
      renderBill('/bill/41?payment=pending');
      expect((await screen.findByTestId('payment-notice')).textContent).toBe(
        'لم يكتمل الدفع: الطلب غير مدفوع بعد، ويمكنك الدفع مرة أخرى. وإن كنت أتممته فستظهر حالته هنا فور تأكيده.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('prints with the print button', async () => {
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', orderFixture()) }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderBill('/bill/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('answers another customer’s or a missing order with the not-found page', async () => {
    installFakeApi({ 'GET orders/99': () => ({ status: 404, body: { message: 'Order not found' } }) });
    renderBill('/bill/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeTruthy();
    expect(screen.queryByTestId('bill')).toBeNull();
    // The storefront's own not-found page, with both of its ways on.
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Explore products' }).getAttribute('href')).toBe('/shop');
  });
});
