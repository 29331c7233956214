/**
 * Sign-in guards and /auth: a guarded page sends a visitor to /auth and, once signed in, back to
 * the page asked for; a signed-in customer never sees /auth; the server's 422 texts land on fields.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { validationMessages } from '@shop/domain';
import { useSession } from '../src/shared/auth';
import { getToken } from '../src/shared/lib/token';
import { notifySuccess } from '../src/shared/ui/toast';
import { fakeApi, invalid } from './fake-api';
import AccountPage from '../src/features/account/AccountPage';
import AuthPage from '../src/features/auth/AuthPage';
import { englishPageTests, renderRoutes } from './support/render';
import { profileFixture } from './support/fixtures';

const profile = profileFixture();

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/account/*', element: <AccountPage /> },
    ],
    url,
  );
}

const emptyOrders = { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 };

englishPageTests();
beforeEach(() => useSession.getState().signOut());

async function login(email: string, password: string) {
  const form = screen.getByTestId('login-form');
  fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Login' }));
  });
}

describe('sign-in guard', () => {
  it('sends a visitor to /auth and back to the page asked for after login', async () => {
    const api = fakeApi({
      login: ({ body }) => ({
        message: 'Signed in',
        data: { token: `token-of-${String(body.email)}`, message: 'Signed in', profile },
      }),
      orders: ({ query }) => ({
        message: '',
        data: { ...emptyOrders, current_page: Number(query.get('page')), last_page: 2, total: 11 },
      }),
    });
    const router = renderAt('/account/orders?page=2');
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/account/orders?page=2' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();

    await login('Sara@Example.com ', 'correct horse');
    expect(api.calls[0]!.body).toEqual({ email: 'sara@example.com', password: 'correct horse' });
    expect(getToken()).toBe('token-of-sara@example.com');
    expect(router.state.location.pathname).toBe('/account/orders');
    expect(router.state.location.search).toBe('?page=2');
    // /auth was replaced: Back does not return to the login form.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    const orders = api.calls.find((call) => call.path === 'orders')!;
    expect(orders.query.get('page')).toBe('2');
    expect(orders.headers.get('Authorization')).toBe('Bearer token-of-sara@example.com');
  });

  it('goes home after login when no page asked for it', async () => {
    fakeApi({
      login: () => ({ message: 'ok', data: { token: 'abc', message: 'ok', profile } }),
    });
    const router = renderAt('/auth');
    await login('sara@example.com', 'secret');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in customer away from /auth', () => {
    useSession.getState().signIn('abc');
    const router = renderAt('/auth');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home page')).toBeTruthy();
  });
});

describe('/auth forms', () => {
  it("checks the fields before sending, with the domain's messages", async () => {
    const api = fakeApi({});
    renderAt('/auth');
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('signup-form')).getByRole('button', { name: 'Sign up' }));
    });
    const signup = screen.getByTestId('signup-form');
    expect(within(signup).getByText(validationMessages.en['validation.fnameRequired']!)).toBeTruthy();
    expect(within(signup).getByText(validationMessages.en['validation.phoneRequired']!)).toBeTruthy();
    fireEvent.change(within(signup).getByLabelText(/^Phone/), { target: { value: '12345' } });
    fireEvent.change(within(signup).getByLabelText(/^Password/), { target: { value: 'short' } });
    await act(async () => {
      fireEvent.click(within(signup).getByRole('button', { name: 'Sign up' }));
    });
    expect(within(signup).getByText(validationMessages.en['validation.phoneInvalid']!)).toBeTruthy();
    expect(within(signup).getByText(validationMessages.en['validation.passwordMin']!)).toBeTruthy();
    expect(
      within(signup)
        .getByLabelText(/^Phone/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it("shows the server's 422 texts on their fields and stays signed out", async () => {
    fakeApi({ login: () => invalid({ email: ['These credentials do not match our records.'] }) });
    const router = renderAt('/auth');
    await login('sara@example.com', 'wrong');
    const email = within(screen.getByTestId('login-form')).getByLabelText(/Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'These credentials do not match our records.',
    );
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends the keyboard to the first refused sign-up field as shown, after its checks and after a 422', async () => {
    fakeApi({
      signup: () =>
        invalid({ phone: ['The phone has already been taken.'], email: ['The email is not valid.'] }),
    });
    renderAt('/auth');
    const signup = screen.getByTestId('signup-form');
    const box = (label: RegExp) => within(signup).getByLabelText(label);
    const send = () =>
      act(async () => {
        fireEvent.click(within(signup).getByRole('button', { name: 'Sign up' }));
      });
    fireEvent.change(box(/^First name/), { target: { value: 'Sara' } });
    await send();
    await waitFor(() => expect(document.activeElement).toBe(box(/^Last name/)));
    fireEvent.change(box(/^Last name/), { target: { value: 'Ali' } });
    fireEvent.change(box(/^Email/), { target: { value: 'sara@example.com' } });
    fireEvent.change(box(/^Phone/), { target: { value: '0501234567' } });
    fireEvent.change(box(/^Password/), { target: { value: 'secret123' } });
    await send();
    expect(box(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(box(/^Email/)));
  });

  it('signs up in two steps: the form (the same answer for every email), then the mailed code', async () => {
    const api = fakeApi({
      signup: () => ({
        message: 'We sent a message to your email',
        data: { message: 'We sent a message to your email' },
      }),
      signupConfirm: ({ body }) =>
        body.otp === '4321'
          ? {
              message: 'Account created',
              data: { token: 'new-token', message: 'Welcome to the shop!', profile },
            }
          : invalid({ otp: ['The code is wrong or has expired'] }),
    });
    const router = renderAt('/auth');
    const signup = screen.getByTestId('signup-form');
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(signup).getByLabelText(label), { target: { value } });
    fill(/^First name/, 'Sara');
    fill(/^Last name/, 'Ali');
    fill(/^Email/, 'sara@example.com');
    fill(/^Phone/, '٠٥٥١٢٣٤٥٦٧');
    fill(/^Password/, 'long enough');
    await act(async () => {
      fireEvent.click(within(signup).getByRole('button', { name: 'Sign up' }));
    });
    expect(api.calls[0]!.body).toMatchObject({ phone: '0551234567', email: 'sara@example.com' });
    // Nothing signed in yet: the page asks for the code the mail carries.
    expect(getToken()).toBeNull();
    const code = screen.getByTestId('signup-code-form');
    expect(within(code).getByText('We sent a message to your email')).toBeTruthy();
    const first = within(code).getByLabelText('Digit 1 of 4');
    fireEvent.change(first, { target: { value: '1111' } });
    await act(async () => {
      fireEvent.click(within(code).getByRole('button', { name: 'Confirm and create account' }));
    });
    expect(within(code).getByText('The code is wrong or has expired')).toBeTruthy();
    expect(getToken()).toBeNull();
    fireEvent.change(first, { target: { value: '4321' } });
    await act(async () => {
      fireEvent.click(within(code).getByRole('button', { name: 'Confirm and create account' }));
    });
    expect(api.calls.at(-1)!.body).toEqual({ email: 'sara@example.com', otp: '4321' });
    expect(notifySuccess).toHaveBeenCalledWith('Welcome to the shop!');
    expect(getToken()).toBe('new-token');
    expect(router.state.location.pathname).toBe('/');
  });
});
