import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../shared/i18n';
import type { Product } from '@shop/contract';
import { notifyError, notifySuccess } from '../../shared/ui/toast';
import { useCartStore } from '../cart';
import { useSession } from '../../shared/auth';
import { addressFixture, answerOf } from '../../../test/support/fixtures';
import { installFakeApi } from '../../../test/support/fake-api';
import { ProductView } from './ProductPage';
import { SETTLES } from '../../../test/support/waits';

const product: Product = {
  id: 7,
  name: 'Medical scrubs',
  description: '<p>Soft fabric</p>',
  image: '/media/scrubs-640.webp',
  hover_image: '/media/scrubs-b-640.webp',
  category_id: 3,
  category: { id: 3, name: 'Medical' },
  is_men: true,
  is_women: true,
  is_child: false,
  avg_rate: 0,
  rates_count: 0,
  colors_count: 2,
  sizes_count: 2,
  price: 50,
  pivot_colors: [
    { id: 101, product_id: 7, color_id: 1, image: '', color_code: '#1e3a8a', color: { id: 1, name: 'Navy' } },
    {
      id: 102,
      product_id: 7,
      color_id: 2,
      image: '',
      color_code: '#ffffff',
      color: { id: 2, name: 'White' },
    },
  ],
  sizes: [
    { id: 201, name: 'm' },
    { id: 202, name: 'xl' },
  ],
  pieces: [
    { id: 1, from: 5, to: 9, price: 50 },
    { id: 2, from: 10, to: 49, price: 45.5 },
    { id: 3, from: 50, to: 100, price: 40 },
  ],
  has_size_chart: false,
  logo_price: null,
  size_chart: null,
  photos: [],
  rates: [],
};

function renderPage(shown: Product = product) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductView product={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('open-variations'));
  return screen.getByTestId('variation-drawer');
}

function typeQuantity(drawer: HTMLElement, size: string, value: string) {
  fireEvent.change(within(drawer).getByLabelText(`Quantity for size ${size}`), { target: { value } });
}

const addButton = (drawer: HTMLElement) => within(drawer).getByTestId('drawer-add-to-cart');
const activeTiers = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByTestId('tier-row')
    .map((row, i) => (row.dataset.active === 'true' ? i : -1))
    .filter((i) => i >= 0);

describe('variation drawer on the product page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    useCartStore.setState({ items: [] });
    vi.mocked(notifyError).mockClear();
    vi.mocked(notifySuccess).mockClear();
  });
  afterEach(cleanup);

  it('opens the size chart from the drawer, read from the product’s answer, and shows it on the page', async () => {
    const chart = { rows: [{ name: 'Chest (cm)', values: ['96–100', ''] }] };
    const withChart = { ...product, has_size_chart: true, size_chart: chart };
    const api = installFakeApi({ 'GET products/7': () => ({ body: answerOf('product', withChart) }) });
    const drawer = renderPage(withChart);
    // The page's own section, from the answer it already has.
    const section = screen.getByRole('region', { name: 'Size chart' });
    expect(within(section).getByRole('rowheader', { name: 'Chest (cm)' })).toBeTruthy();

    const toggle = within(drawer).getByTestId('size-chart-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await within(drawer).findByTestId('size-chart');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Measurement', 'M', 'XL']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['96–100', '—']);
    expect(api.to('GET products/7')).toHaveLength(1);
  });

  it('offers no size chart for a product without one', () => {
    const drawer = renderPage();
    expect(within(drawer).queryByTestId('size-chart-toggle')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Size chart' })).toBeNull();
  });

  it('is a modal dialog titled Select variations that Escape closes', () => {
    const drawer = renderPage();
    expect(drawer.getAttribute('role')).toBe('dialog');
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(within(drawer).getByRole('heading', { name: 'Select variations' })).toBeTruthy();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByTestId('variation-drawer')).toBeNull();
  });

  it('disables Add to cart while nothing is chosen', () => {
    const drawer = renderPage();
    expect((addButton(drawer) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Increase size M' }));
    expect((addButton(drawer) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Decrease size M' }));
    expect((addButton(drawer) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses fewer pieces than the first tier with a toast naming the minimum', () => {
    const drawer = renderPage();
    typeQuantity(drawer, 'M', '4');
    // Said in the drawer as soon as it is typed, and gone once the pieces reach the first tier.
    expect(within(drawer).getByTestId('drawer-notice').textContent).toBe(
      'The minimum for this product is 5 pieces',
    );
    fireEvent.click(addButton(drawer));
    expect(notifyError).toHaveBeenCalledWith('The minimum for this product is 5 pieces');
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByTestId('variation-drawer')).toBeTruthy();
  });

  it('refuses more pieces than the last tier with a toast naming the maximum', () => {
    const drawer = renderPage();
    typeQuantity(drawer, 'M', '60');
    fireEvent.click(within(drawer).getByRole('button', { name: /White/ }));
    typeQuantity(drawer, 'XL', '41');
    expect(within(drawer).getByTestId('drawer-notice').textContent).toBe(
      'The maximum for this product is 100 pieces',
    );
    fireEvent.click(addButton(drawer));
    expect(notifyError).toHaveBeenCalledWith('The maximum for this product is 100 pieces');
    expect(useCartStore.getState().items).toEqual([]);
    typeQuantity(drawer, 'XL', '40');
    expect(within(drawer).queryByTestId('drawer-notice')).toBeNull();
  });

  it('ignores non-numeric typing', () => {
    const drawer = renderPage();
    typeQuantity(drawer, 'M', '12');
    typeQuantity(drawer, 'M', '12a');
    expect(within(drawer).getByTestId('drawer-total').textContent).toContain('546.00');
  });

  it('switches the unit price exactly at the tier boundaries', () => {
    const drawer = renderPage();
    const cases: [string, number, string, string][] = [
      ['5', 0, '50.00', '250.00'],
      ['9', 0, '50.00', '450.00'],
      ['10', 1, '45.50', '455.00'],
      ['49', 1, '45.50', '2,229.50'],
      ['50', 2, '40.00', '2,000.00'],
      ['100', 2, '40.00', '4,000.00'],
    ];
    for (const [qty, tier, unit, total] of cases) {
      typeQuantity(drawer, 'M', qty);
      expect(activeTiers(drawer)).toEqual([tier]);
      expect(within(drawer).getByTestId('drawer-unit').textContent).toContain(unit);
      expect(within(drawer).getByTestId('drawer-total').textContent).toContain(total);
    }
    // Regular price struck through and the savings shown once discounted.
    expect(within(drawer).getByTestId('drawer-regular').textContent).toContain('5,000.00');
    expect(within(drawer).getByTestId('drawer-savings').textContent).toContain('1,000.00');
    typeQuantity(drawer, 'M', '101');
    expect(activeTiers(drawer)).toEqual([]);
  });

  it('adds a valid selection, closes the drawer and clears the selection', () => {
    const drawer = renderPage();
    typeQuantity(drawer, 'M', '8');
    fireEvent.click(within(drawer).getByRole('button', { name: /White/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Increase size XL' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Increase size XL' }));
    fireEvent.click(addButton(drawer));

    expect(notifySuccess).toHaveBeenCalledWith('Add to Cart successfully');
    expect(notifyError).not.toHaveBeenCalled();
    const items = useCartStore.getState().items;
    expect(items).toHaveLength(1);
    expect(items[0]!.selectedProduct).toEqual({
      product_id: 7,
      colors: [
        { color_id: 101, sizes: [{ size_id: 201, quantity: 8 }] },
        { color_id: 102, sizes: [{ size_id: 202, quantity: 2 }] },
      ],
    });
    expect(screen.queryByTestId('variation-drawer')).toBeNull();
    expect(screen.getByText('You have not chosen any pieces yet.')).toBeTruthy();
  });

  describe('shipping and delivery note', () => {
    // Thursday 26 November 2026, 11:00 in Riyadh: 2 and 4 working days later are Monday and
    // Wednesday, over the Friday–Saturday weekend.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      useSession.getState().signOut();
    });

    it('tells a visitor the rule and the delivery days', () => {
      useSession.getState().signOut();
      const drawer = renderPage();
      const note = within(drawer).getByTestId('shipping-note');
      expect(note.textContent).toContain(
        'Shipping is the delivery city’s fee, charged once per product in the order, whatever the number of pieces.',
      );
      expect(within(drawer).getByTestId('shipping-fee').textContent).toBe(
        'The fee depends on the delivery city; you see it at checkout once you choose your address.',
      );
      expect(within(drawer).getByTestId('delivery-window').textContent).toBe(
        'We dispatch within 15 days of payment and delivery takes 2 to 4 working days after dispatch: paid today, it arrives between Monday, November 30 and Wednesday, December 16 (Friday and Saturday are the weekend).',
      );
      expect(note.textContent).not.toMatch(/22\.13|Feb 27/);
    });

    it('gives a signed-in customer the fee of their first address’s city', async () => {
      useSession.getState().signIn('customer-token');
      installFakeApi({
        'GET addresses': () => ({
          body: answerOf('addresses', [
            addressFixture(1, { id: 2, name: 'Riyadh', fee: 25 }),
            addressFixture(2, { id: 3, name: 'Jeddah', fee: 30 }),
          ]),
        }),
      });
      const drawer = renderPage();
      await vi.waitFor(
        () =>
          expect(within(drawer).getByTestId('shipping-fee').textContent).toBe(
            'Shipping to Riyadh: 25.00 SAR for this product.',
          ),
        SETTLES,
      );
    });
  });
});
