/**
 * The reset: email, then the code sent with that email, then the new password with the reset token
 * the code gave; the domain's messages on each step, the server's 422 on the code, a resend link,
 * and /auth at the end.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { validationMessages } from '@shop/domain';
import { notifySuccess } from '../../shared/ui/toast';
import { fakeApi, invalid } from '../../../test/fake-api';
import ResetPasswordPage from './ResetPasswordPage';
import { clickButton, englishPageTests, renderRoutes } from '../../../test/support/render';

const text = (key: keyof typeof validationMessages.en) => validationMessages.en[key]!;
const click = clickButton;

englishPageTests();

describe('password reset', () => {
  it('walks through email, code and new password, then goes to /auth', async () => {
    let tries = 0;
    const api = fakeApi({
      forgotPassword: () => ({ message: 'If the email is registered, a code is on its way' }),
      confirmOtp: ({ body }) => {
        tries += 1;
        if (tries === 1) return invalid({ otp: ['The code is wrong or has expired.'] });
        return {
          message: '',
          data: { token: `reset-for-${String(body.otp)}`, otp: { token: `reset-for-${String(body.otp)}` } },
        };
      },
      resetPassword: () => ({ message: 'Your password has been reset' }),
    });
    const router = renderRoutes(
      [
        { path: '/auth/reset-password', element: <ResetPasswordPage /> },
        { path: '/auth', element: <p>auth page</p> },
      ],
      '/auth/reset-password',
      new QueryClient(),
    );

    // Step 1: the email.
    expect(screen.getByTestId('reset-step-email')).toBeTruthy();
    await click('Send code');
    expect(screen.getByText(text('validation.emailRequired'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'sara@' } });
    await click('Send code');
    expect(screen.getByText(text('validation.emailInvalid'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Sara@example.com' } });
    await click('Send code');
    expect(api.calls[0]!.body).toEqual({ email: 'sara@example.com' });
    expect(notifySuccess).toHaveBeenCalledWith('If the email is registered, a code is on its way');

    // Step 2: the code, in four boxes, sent with the email.
    expect(screen.getByTestId('reset-step-code')).toBeTruthy();
    expect(screen.getByText(/We sent a 4-digit code to sara@example.com/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('otp-0'));
    await click('Verify code');
    expect(screen.getByText(text('validation.otpErrorRequired'))).toBeTruthy();
    fireEvent.change(screen.getByTestId('otp-0'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('otp-1'), { target: { value: '2' } });
    await click('Verify code');
    expect(screen.getByText(text('validation.otpErrorLength'))).toBeTruthy();
    fireEvent.paste(screen.getByTestId('otp-0'), { clipboardData: { getData: () => '٤٢٩١' } });
    await click('Verify code');
    expect(api.calls.at(-1)!.body).toEqual({ email: 'sara@example.com', otp: '4291' });
    expect(screen.getByText('The code is wrong or has expired.')).toBeTruthy();
    expect(screen.getByTestId('otp-0').getAttribute('aria-invalid')).toBe('true');

    // Resend asks for a new code for the same email and empties the boxes.
    await click('Resend code');
    expect(api.calls.at(-1)!.path).toBe('forget/password');
    expect(api.calls.at(-1)!.body).toEqual({ email: 'sara@example.com' });
    expect(notifySuccess).toHaveBeenLastCalledWith('We sent a new code to your email');
    expect((screen.getByTestId('otp-0') as HTMLInputElement).value).toBe('');

    fireEvent.paste(screen.getByTestId('otp-0'), { clipboardData: { getData: () => '7315' } });
    await click('Verify code');

    // Step 3: the new password with the reset token.
    expect(screen.getByTestId('reset-step-password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'brand new pass' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'brand new pas' } });
    await click('Save password');
    expect(screen.getByText(text('validation.passwordsMustMatch'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'brand new pass' } });
    await click('Save password');
    expect(api.calls.at(-1)!.body).toEqual({
      new_password: 'brand new pass',
      confirmPassword: 'brand new pass',
      token: 'reset-for-7315',
    });
    expect(notifySuccess).toHaveBeenLastCalledWith('Your password has been reset');
    expect(router.state.location.pathname).toBe('/auth');
  });
});
