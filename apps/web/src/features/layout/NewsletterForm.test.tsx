import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { validationMessages } from '@shop/domain';
import i18n from '../../shared/i18n';
import NewsletterForm from './NewsletterForm';

const invalidEmail = validationMessages.en['validation.emailInvalid'];

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

async function subscribe(email: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(i18n.t('layout.footer.emailLabel')), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('newsletter-submit'));
  });
}

describe('newsletter form', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the email validation text, not the server's text, when the server refuses", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = answer(422, {
      message: 'The given data was invalid.',
      errors: { email: ['server wording'] },
    });
    vi.stubGlobal('fetch', fetch);
    await subscribe('sara@example.com');

    expect(fetch).toHaveBeenCalledOnce();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(invalidEmail);
    expect(log).toHaveBeenCalled();
  });

  it('shows the same text when the request fails without an answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    await subscribe('sara@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(invalidEmail);
  });

  it("shows the server's message on success and clears the field", async () => {
    vi.stubGlobal('fetch', answer(200, { message: 'Subscribed, thank you' }));
    await subscribe('sara@example.com');
    expect(await screen.findByText('Subscribed, thank you')).toBeTruthy();
    expect((screen.getByLabelText(i18n.t('layout.footer.emailLabel')) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
