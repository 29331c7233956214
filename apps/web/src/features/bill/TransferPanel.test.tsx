import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/auth';
import { answerOf, orderFixture } from '../../../test/support/fixtures';
import { installFakeApi } from '../../../test/support/fake-api';
import { renderRoutes } from '../../../test/support/render';
import BillPage from './BillPage';
import { SETTLES } from '../../../test/support/waits';

const renderBill = () => renderRoutes([{ path: '/bill/:id', element: <BillPage /> }], '/bill/41');
const transferOrder = (over: Partial<ReturnType<typeof orderFixture>> = {}) =>
  orderFixture({ payment_method: 0, payment_status: 'unpaid', status: 'pending', ...over });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => useSession.getState().signIn('customer-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the transfer panel of an unpaid bank-transfer bill', () => {
  it('shows the amount and IBAN with copy buttons, and copies them', async () => {
    const order = transferOrder();
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', order) }) });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderBill();
    await screen.findByTestId('transfer-panel');
    expect(screen.getByTestId('transfer-amount').textContent).toBe('1,475.71 SAR');
    expect(order.total).toBe(1475.71);
    fireEvent.click(screen.getByTestId('copy-iban'));
    await vi.waitFor(
      () => expect(writeText).toHaveBeenCalledWith(order.bank!.iban.replace(/\s+/g, '')),
      SETTLES,
    );
    fireEvent.click(screen.getByTestId('copy-amount'));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(order.total.toFixed(2)), SETTLES);
    expect((await screen.findAllByText('Copied')).length).toBeGreaterThan(0);
  });

  it('uploads the picked receipt as the body and shows the API’s refusal beside the button', async () => {
    const order = transferOrder();
    let refuse = true;
    const api = installFakeApi({
      'GET orders/41': () => ({ body: answerOf('order', order) }),
      'POST orders/41/receipts': () =>
        refuse
          ? { status: 422, body: { message: 'Invalid', errors: { file: ['Upload a picture or a PDF'] } } }
          : {
              body: {
                message: 'Saved',
                data: {
                  id: 3,
                  content_type: 'application/pdf',
                  byte_size: 9,
                  created_at: '2026-11-26T00:00:00Z',
                },
              },
            },
    });
    renderBill();
    const input = (await screen.findByTestId('receipt-input')) as HTMLInputElement;
    const file = new File(['MZ exe'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByTestId('receipt-error')).textContent).toBe('Upload a picture or a PDF');
    const sent = api.to('POST orders/41/receipts')[0]!;
    expect(sent.headers.get('Content-Type')).toBe('application/pdf');
    expect(sent.body).toBe(file);

    refuse = false;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'r.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByTestId('receipt-sent')).textContent).toContain('We have your receipt');
    expect(screen.queryByTestId('receipt-error')).toBeNull();
  });

  it('refuses a file over 5 MB before sending it, and shows nothing to pay on a paid or card order', async () => {
    installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', transferOrder()) }) });
    renderBill();
    const input = (await screen.findByTestId('receipt-input')) as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByTestId('receipt-error')).textContent).toBe(
      'The file is too large: 5 MB at most',
    );
    cleanup();

    for (const order of [transferOrder({ payment_status: 'paid' }), orderFixture({ payment_method: 1 })]) {
      installFakeApi({ 'GET orders/41': () => ({ body: answerOf('order', order) }) });
      renderBill();
      await screen.findByTestId('bill-total');
      expect(screen.queryByTestId('transfer-panel')).toBeNull();
      cleanup();
    }
  });
});
