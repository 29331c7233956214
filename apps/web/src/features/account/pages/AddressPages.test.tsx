/**
 * Addresses: the add form's country → city → area cascade and its messages, the server's 422 on a
 * field, and the saved-address picker (first chosen, edit sent as JSON, delete after confirming).
 */
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { validationMessages } from '@shop/domain';
import type { SavedAddress } from '@shop/contract';
import { notifySuccess } from '../../../shared/ui/toast';
import { fakeApi, invalid, type FakeRoutes } from '../../../../test/fake-api';
import NewAddressPage from './NewAddressPage';
import AddressesPage from './AddressesPage';
import { clickButton, englishPageTests, renderRoutes } from '../../../../test/support/render';

const text = (key: keyof typeof validationMessages.en) => validationMessages.en[key]!;

const places: FakeRoutes = {
  countries: () => ({
    message: '',
    data: [
      { id: 1, name: 'Saudi Arabia' },
      { id: 2, name: 'Bahrain' },
    ],
  }),
  cities: ({ params }) => ({
    message: '',
    data:
      params.countryId === '1'
        ? [
            { id: 10, name: 'Riyadh', shipping_fee: 25 },
            { id: 11, name: 'Jeddah', shipping_fee: 30.5 },
          ]
        : [{ id: 20, name: 'Manama', shipping_fee: 60 }],
  }),
  areas: ({ params }) => ({
    message: '',
    data: params.cityId === '10' ? [{ id: 100, name: 'Olaya' }] : [{ id: 110, name: 'Al Hamra' }],
  }),
};

function saved(id: number, name: string, extra: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id,
    name,
    country_id: 1,
    city_id: 11,
    area_id: 110,
    country: { id: 1, name: 'Saudi Arabia' },
    city: { id: 11, name: 'Jeddah', shipping_fee: 30.5 },
    area: { id: 110, name: 'Al Hamra' },
    address: `${name} street`,
    building: '4',
    floor: '2',
    apartment: '8',
    receiver_name: null,
    receiver_phone: null,
    postal_code: null,
    additional_number: null,
    short_address: null,
    note: null,
    ...extra,
  };
}

/** Stands for the checkout: shows which address it was sent back with. */
function CheckoutStandIn() {
  const state = useLocation().state as { address?: number } | null;
  return <p data-testid="checkout">address {state?.address}</p>;
}

function renderAt(url: string | { pathname: string; state: unknown }) {
  return renderRoutes(
    [
      { path: '/account/address', element: <AddressesPage /> },
      { path: '/account/address/new', element: <NewAddressPage /> },
      { path: '/checkout', element: <CheckoutStandIn /> },
    ],
    url,
  );
}

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const submit = clickButton;

englishPageTests();

describe('add address', () => {
  it('names every missing field with its message before sending anything', async () => {
    const api = fakeApi({ ...places });
    renderAt('/account/address/new');
    await submit('Save address');
    for (const key of [
      'validation.NameRequired',
      'validation.CountryRequired',
      'validation.CityRequired',
      'validation.AreaRequired',
      'validation.BuildingRequired',
      'validation.AddressRequired',
    ] as const) {
      expect(screen.getByText(text(key))).toBeTruthy();
    }
    expect(select(/^Country/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("starts in the shop's first country, loads its cities and the areas of the chosen city, clearing what depended on them", async () => {
    const api = fakeApi({ ...places });
    renderAt('/account/address/new');
    // Saudi Arabia, first in the shop's list, is chosen for a new address.
    await waitFor(() => expect(select(/^Country/).value).toBe('1'));
    expect(select(/^Area/).disabled).toBe(true);

    await waitFor(() => expect(within(select(/^City/)).getByRole('option', { name: 'Jeddah' })).toBeTruthy());
    expect(select(/^City/).disabled).toBe(false);
    fireEvent.change(select(/^City/), { target: { value: '10' } });
    await waitFor(() => expect(within(select(/^Area/)).getByRole('option', { name: 'Olaya' })).toBeTruthy());
    expect(screen.getByText('Shipping fee: 25.00 SAR')).toBeTruthy();
    fireEvent.change(select(/^Area/), { target: { value: '100' } });
    expect(select(/^Area/).value).toBe('100');

    // Another country: its cities, and the city and area are cleared.
    fireEvent.change(select(/^Country/), { target: { value: '2' } });
    await waitFor(() => expect(within(select(/^City/)).getByRole('option', { name: 'Manama' })).toBeTruthy());
    expect(select(/^City/).value).toBe('');
    expect(select(/^Area/).value).toBe('');
    expect(select(/^Area/).disabled).toBe(true);
    expect(api.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([
      'countries',
      'cities/1',
      'areas/10',
      'cities/2',
    ]);
  });

  it("sends the address, shows the server's 422 on its field, then saves and returns to the list", async () => {
    let attempts = 0;
    const api = fakeApi({
      ...places,
      addressCreate: ({ body }) => {
        attempts += 1;
        if (attempts === 1) return invalid({ area_id: ['The area does not belong to the city.'] });
        return {
          message: 'Address saved',
          data: saved(9, String(body.name), {
            country_id: 1,
            city_id: 10,
            area_id: 100,
            city: { id: 10, name: 'Riyadh', shipping_fee: 25 },
            area: { id: 100, name: 'Olaya' },
          }),
        };
      },
      addresses: () => ({ message: '', data: [saved(3, 'Home'), saved(9, 'Office')] }),
    });
    const router = renderAt('/account/address/new');
    fireEvent.change(screen.getByLabelText(/^Address name/), { target: { value: 'Office' } });
    await waitFor(() =>
      expect(within(select(/^Country/)).getByRole('option', { name: 'Saudi Arabia' })).toBeTruthy(),
    );
    fireEvent.change(select(/^Country/), { target: { value: '1' } });
    await waitFor(() => expect(within(select(/^City/)).getByRole('option', { name: 'Riyadh' })).toBeTruthy());
    fireEvent.change(select(/^City/), { target: { value: '10' } });
    await waitFor(() => expect(within(select(/^Area/)).getByRole('option', { name: 'Olaya' })).toBeTruthy());
    fireEvent.change(select(/^Area/), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText(/^Building/), { target: { value: '١٢' } });
    fireEvent.change(screen.getByLabelText(/^Floor/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^Apartment/), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/^Street/), { target: { value: 'King Fahd Road' } });
    // A postal code one digit short is refused beside its field before anything is sent.
    const postalCode = screen.getByLabelText(/^Postal code/);
    fireEvent.change(postalCode, { target: { value: '١٢٣٤' } });
    await submit('Save address');
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(postalCode.getAttribute('aria-describedby')!)!.textContent).toBe(
      text('validation.postalCodeInvalid'),
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(postalCode, { target: { value: '١٢٣٤٥' } });

    await submit('Save address');
    const area = select(/^Area/);
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The area does not belong to the city.',
    );
    expect(router.state.location.pathname).toBe('/account/address/new');

    await submit('Save address');
    const post = api.calls.filter((call) => call.method === 'POST').at(-1)!;
    expect(post.body).toEqual({
      name: 'Office',
      country_id: '1',
      city_id: '10',
      area_id: '100',
      building: '12',
      floor: '3',
      apartment: '7',
      address: 'King Fahd Road',
      postal_code: '12345',
      additional_number: '',
      short_address: '',
      receiver_name: '',
      receiver_phone: '',
      note: '',
    });
    expect(notifySuccess).toHaveBeenCalledWith('Address saved');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/address'));
    // The new address comes back chosen.
    expect(await screen.findByRole('radio', { name: /Office/ })).toHaveProperty('checked', true);
  });
});

describe('focus on a refused address', () => {
  it('goes to the first invalid field as shown, after its own checks and after a 422', async () => {
    fakeApi({
      ...places,
      // The API names the fields in its own order, not the form's.
      addressCreate: () =>
        invalid({
          building: ['The building is too long.'],
          area_id: ['The area does not belong to the city.'],
        }),
    });
    renderAt('/account/address/new');
    fireEvent.change(screen.getByLabelText(/^Address name/), { target: { value: 'Office' } });
    await waitFor(() => expect(within(select(/^City/)).getByRole('option', { name: 'Riyadh' })).toBeTruthy());

    // City, area, street and building are missing: the city comes first on the form.
    await submit('Save address');
    await waitFor(() => expect(document.activeElement).toBe(select(/^City/)));

    fireEvent.change(select(/^City/), { target: { value: '10' } });
    await waitFor(() => expect(within(select(/^Area/)).getByRole('option', { name: 'Olaya' })).toBeTruthy());
    fireEvent.change(select(/^Area/), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText(/^Street/), { target: { value: 'King Fahd Road' } });
    fireEvent.change(screen.getByLabelText(/^Building/), { target: { value: '12' } });
    (document.activeElement as HTMLElement).blur();
    await submit('Save address');
    await waitFor(() => expect(document.activeElement).toBe(select(/^Area/)));
    expect(screen.getByLabelText(/^Building/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('from the checkout', () => {
  it('edits the address the checkout chose, adds its national address, and goes back with it chosen', async () => {
    const list = [saved(3, 'Home'), saved(4, 'Warehouse')];
    const api = fakeApi({
      ...places,
      addresses: () => ({ message: '', data: list }),
      addressUpdate: ({ params, body }) => ({
        message: 'Address updated',
        data: { ...list.find((a) => a.id === Number(params.id))!, postal_code: String(body.postal_code) },
      }),
    });
    const router = renderAt({ pathname: '/account/address', state: { from: '/checkout', selected: 4 } });
    expect(await screen.findByRole('radio', { name: /Warehouse/ })).toHaveProperty('checked', true);
    await waitFor(() => expect(select(/^Area/).value).toBe('110'));
    fireEvent.change(screen.getByLabelText(/^Building number/), { target: { value: '2929' } });
    fireEvent.change(screen.getByLabelText(/^Postal code/), { target: { value: '12345' } });
    await submit('Save changes');
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      building: '2929',
      postal_code: '12345',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(screen.getByTestId('checkout').textContent).toBe('address 4');
  });

  it('goes back to the checkout with a new address chosen, and nowhere a crafted state names', async () => {
    fakeApi({
      ...places,
      addressCreate: ({ body }) => ({ message: 'Address saved', data: saved(12, String(body.name)) }),
    });
    for (const [from, lands] of [
      ['/checkout', '/checkout'],
      ['https://evil.example/', '/account/address'],
    ] as const) {
      const router = renderAt({ pathname: '/account/address/new', state: { from } });
      fireEvent.change(screen.getByLabelText(/^Address name/), { target: { value: 'Depot' } });
      await waitFor(() =>
        expect(within(select(/^Country/)).getByRole('option', { name: 'Saudi Arabia' })).toBeTruthy(),
      );
      fireEvent.change(select(/^Country/), { target: { value: '1' } });
      await waitFor(() =>
        expect(within(select(/^City/)).getByRole('option', { name: 'Riyadh' })).toBeTruthy(),
      );
      fireEvent.change(select(/^City/), { target: { value: '10' } });
      await waitFor(() =>
        expect(within(select(/^Area/)).getByRole('option', { name: 'Olaya' })).toBeTruthy(),
      );
      fireEvent.change(select(/^Area/), { target: { value: '100' } });
      fireEvent.change(screen.getByLabelText(/^Building number/), { target: { value: '2929' } });
      fireEvent.change(screen.getByLabelText(/^Street/), { target: { value: 'King Fahd Road' } });
      await submit('Save address');
      await waitFor(() => expect(router.state.location.pathname).toBe(lands));
      cleanup();
    }
  });
});

describe('saved addresses', () => {
  it('chooses the first, edits the chosen one with a JSON PUT, and deletes after confirming', async () => {
    let list = [saved(3, 'Home'), saved(4, 'Warehouse', { note: 'Gate 2' })];
    const api = fakeApi({
      ...places,
      addresses: () => ({ message: '', data: list }),
      addressUpdate: ({ params, body }) => ({
        message: 'Address updated',
        data: { ...list.find((a) => a.id === Number(params.id))!, name: String(body.name) },
      }),
      addressDelete: ({ params }) => {
        list = list.filter((a) => a.id !== Number(params.id));
        return { message: 'Address deleted' };
      },
    });
    renderAt('/account/address');
    const home = await screen.findByRole('radio', { name: /Home/ });
    expect(home).toHaveProperty('checked', true);
    // The edit form shows the chosen address, its places selected once they load.
    await waitFor(() => expect(select(/^Area/).value).toBe('110'));
    expect(select(/^City/).value).toBe('11');
    expect((screen.getByLabelText(/^Address name/) as HTMLInputElement).value).toBe('Home');

    fireEvent.click(screen.getByRole('radio', { name: /Warehouse/ }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Address name/) as HTMLInputElement).value).toBe('Warehouse'),
    );
    expect((screen.getByLabelText(/^Delivery notes/) as HTMLTextAreaElement).value).toBe('Gate 2');
    fireEvent.change(screen.getByLabelText(/^Address name/), { target: { value: '' } });
    await submit('Save changes');
    expect(screen.getByText(text('validation.NameRequired'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Address name/), { target: { value: 'Main warehouse' } });
    await submit('Save changes');
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('addresses/4');
    expect(put.headers.get('Content-Type')).toBe('application/json');
    expect(put.body).toMatchObject({
      name: 'Main warehouse',
      country_id: 1,
      city_id: 11,
      area_id: 110,
      note: 'Gate 2',
    });
    expect(await screen.findByRole('radio', { name: /Main warehouse/ })).toHaveProperty('checked', true);

    // Delete asks first; cancelling keeps the address.
    fireEvent.click(screen.getByRole('button', { name: 'Delete address Main warehouse' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the address “Main warehouse”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete address Main warehouse' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    });
    expect(api.calls.find((call) => call.method === 'DELETE')!.path).toBe('addresses/4');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Main warehouse/ })).toBeNull());
    expect(screen.getByRole('radio', { name: /Home/ })).toHaveProperty('checked', true);
    expect((screen.getByLabelText(/^Address name/) as HTMLInputElement).value).toBe('Home');
  });

  it('offers to add one when there is none', async () => {
    fakeApi({ addresses: () => ({ message: '', data: [] }) });
    renderAt('/account/address');
    expect(await screen.findByText('No saved addresses')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a new address' }).getAttribute('href')).toBe(
      '/account/address/new',
    );
  });
});
