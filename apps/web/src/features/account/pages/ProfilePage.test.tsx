/**
 * Profile: the buyer's VAT number is checked as ZATCA issues them (15 digits, first and last 3,
 * Arabic-Indic digits read as digits), blank buyer details clear them, and the server's 422 lands
 * on its field. Change password keeps the fresh token the server answers.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { validationMessages } from '@shop/domain';
import { useSession } from '../../../shared/auth';
import { getToken } from '../../../shared/lib/token';
import { notifySuccess } from '../../../shared/ui/toast';
import { fakeApi, invalid } from '../../../../test/fake-api';
import ProfilePage from './ProfilePage';
import ChangePasswordPage from './ChangePasswordPage';
import { clickButton, englishPageTests, renderRoutes } from '../../../../test/support/render';
import { profileFixture } from '../../../../test/support/fixtures';
import { SETTLES } from '../../../../test/support/waits';

const sara = profileFixture({ company_name: 'Ali Clinics', vat_number: '300000000000003' });

function renderPage(element: React.ReactElement) {
  return renderRoutes([{ path: '*', element }], '/account/profile');
}

const vatText = validationMessages.en['validation.vatNumberInvalid'];
const vatBox = () => screen.getByLabelText(/^VAT number/) as HTMLInputElement;
const save = (name = 'Save changes') => clickButton(name);

englishPageTests();

describe('profile', () => {
  it('refuses a VAT number that is not 15 digits starting and ending with 3', async () => {
    const api = fakeApi({ profile: () => ({ message: '', data: sara }) });
    renderPage(<ProfilePage />);
    expect(await screen.findByDisplayValue('Ali Clinics')).toBeTruthy();
    expect(vatBox().value).toBe('300000000000003');
    for (const wrong of [
      '30000000000000',
      '300000000000004',
      '400000000000003',
      '3000000000000030',
      '3000000000000a3',
    ]) {
      fireEvent.change(vatBox(), { target: { value: wrong } });
      await save();
      expect(vatBox().getAttribute('aria-invalid'), wrong).toBe('true');
      expect(document.getElementById(vatBox().getAttribute('aria-describedby')!)!.textContent).toBe(vatText);
    }
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a valid VAT number as digits, and blank buyer details as blanks', async () => {
    const api = fakeApi({
      profile: () => ({ message: '', data: sara }),
      updateProfile: ({ body }) => ({
        message: 'Profile updated',
        data: {
          ...sara,
          company_name: body.company_name ? String(body.company_name) : null,
          vat_number: body.vat_number ? String(body.vat_number) : null,
        },
      }),
    });
    renderPage(<ProfilePage />);
    await screen.findByDisplayValue('Ali Clinics');
    fireEvent.change(vatBox(), { target: { value: '٣١٠ ١٢٣ ٤٥٦ ٧٨٩ ٠٠٣' } });
    await save();
    expect(api.calls.at(-1)!.body).toMatchObject({
      vat_number: '310123456789003',
      company_name: 'Ali Clinics',
    });
    expect(notifySuccess).toHaveBeenCalledWith('Profile updated');
    expect(vatBox().value).toBe('310123456789003');

    fireEvent.change(screen.getByLabelText(/^Company name/), { target: { value: '  ' } });
    fireEvent.change(vatBox(), { target: { value: '' } });
    await save();
    expect(api.calls.at(-1)!.body).toMatchObject({ vat_number: '', company_name: '' });
    expect(vatBox().getAttribute('aria-invalid')).toBeNull();
  });

  it("checks the name and phone, and shows the server's 422 on its field", async () => {
    const api = fakeApi({
      profile: () => ({ message: '', data: sara }),
      updateProfile: () => invalid({ phone: ['Phone number must be 10 to 11 digits'] }),
    });
    renderPage(<ProfilePage />);
    await screen.findByDisplayValue('Ali Clinics');
    // The email is not a box of this form: it changes with a password and a code (below).
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: ' ' } });
    await save();
    expect(screen.getByText(validationMessages.en['validation.usernameRequired']!)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Sara' } });
    await save();
    expect(screen.getByText('Phone number must be 10 to 11 digits')).toBeTruthy();
    expect(api.calls.at(-1)!.body).not.toHaveProperty('email');
  });

  it('sends the keyboard to the first refused field as shown, whatever order the 422 names them in', async () => {
    fakeApi({
      profile: () => ({ message: '', data: sara }),
      updateProfile: () =>
        invalid({ vat_number: [vatText!], fname: ['The first name may not be greater than 50 characters'] }),
    });
    renderPage(<ProfilePage />);
    await screen.findByDisplayValue('Ali Clinics');
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: ' ' } });
    await save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Last name/)));
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Ali' } });
    await save();
    expect(vatBox().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First name/)));
  });

  it('changes the email with the current password, then the code sent to the new address', async () => {
    const api = fakeApi({
      profile: () => ({ message: '', data: sara }),
      emailChange: ({ body }) =>
        body.password === 'right password'
          ? { message: 'We sent a code to the new email' }
          : invalid({ password: ['The current password is incorrect'] }),
      emailConfirm: ({ body }) =>
        body.otp === '1234'
          ? {
              message: 'The email of your account has been changed',
              data: { ...sara, email: 'new@example.com' },
            }
          : invalid({ otp: ['The code is wrong or has expired'] }),
    });
    renderPage(<ProfilePage />);
    await screen.findByDisplayValue('Ali Clinics');
    expect(screen.getByTestId('current-email').textContent).toBe(sara.email);
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    fireEvent.change(screen.getByLabelText(/^New email/), { target: { value: 'New@Example.com' } });
    await clickButton('Send code');
    // Each answer is waited for: on a busy machine the form's checks and the request take more
    // than the click's own turn.
    await screen.findByText(validationMessages.en['validation.oldPasswordRequired']!);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'wrong' } });
    await clickButton('Send code');
    await screen.findByText('The current password is incorrect');
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'right password' } });
    await clickButton('Send code');
    await screen.findByText('We sent a code to the new email');
    expect(api.calls.at(-1)!.body).toEqual({ email: 'new@example.com', password: 'right password' });
    const digits = [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`));
    fireEvent.change(digits[0]!, { target: { value: '9999' } });
    await clickButton('Confirm new email');
    await screen.findByText('The code is wrong or has expired');
    fireEvent.change(digits[0]!, { target: { value: '1234' } });
    await clickButton('Confirm new email');
    await vi.waitFor(
      () => expect(notifySuccess).toHaveBeenCalledWith('The email of your account has been changed'),
      SETTLES,
    );
    expect(api.calls.at(-1)!.body).toEqual({ otp: '1234' });
    await vi.waitFor(
      () => expect(screen.getByTestId('current-email').textContent).toBe('new@example.com'),
      SETTLES,
    );
    expect(screen.queryByTestId('email-code-form')).toBeNull();
  });

  it('shows an error state when the profile cannot be loaded', async () => {
    fakeApi({ profile: () => ({ status: 500, body: { message: 'Server error' } }) });
    renderPage(<ProfilePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Server error');
  });
});

describe('change password', () => {
  it('checks the confirmation, then keeps the fresh token the server answers', async () => {
    useSession.getState().signIn('old-token');
    const api = fakeApi({
      changePassword: () => ({ message: 'Password changed', data: { token: 'fresh-token' } }),
    });
    renderPage(<ChangePasswordPage />);
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old secret' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new secret 1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'new secret 2' } });
    await save('Change password');
    expect(screen.getByText(validationMessages.en['validation.passwordMismatch']!)).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'new secret 1' } });
    await save('Change password');
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer old-token');
    expect(api.calls[0]!.body).toEqual({
      old_password: 'old secret',
      password: 'new secret 1',
      password_confirmation: 'new secret 1',
    });
    expect(getToken()).toBe('fresh-token');
    expect(useSession.getState().signedIn).toBe(true);
    expect(notifySuccess).toHaveBeenCalledWith('Password changed successfully');
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
    useSession.getState().signOut();
  });
});
