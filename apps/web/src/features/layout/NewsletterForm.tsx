import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { CircleCheck, Send } from 'lucide-react';
import { newsletterSchema } from '@shop/domain';
import { apiRequest } from '../../shared/api/client';

interface NewsletterValues {
  email: string;
}

type Status = { kind: 'idle' } | { kind: 'success'; message: string } | { kind: 'error' };

/**
 * Footer newsletter: idle, sending (the button says so), success (the server's message, form
 * cleared) or failure. A failure is logged and shows the email field's validation text (domain's
 * invalid-email message, in the page's language), never the server's own wording, so the field
 * reads the same whether the browser or the server refused the address.
 */
export default function NewsletterForm() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterValues>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });

  const mutation = useMutation({
    mutationFn: (values: NewsletterValues) => apiRequest('subscribe', { body: { email: values.email } }),
    meta: { silent: true },
    onSuccess: (answer) => {
      setStatus({ kind: 'success', message: answer?.message || t('layout.footer.subscribed') });
      reset();
    },
    onError: (error) => {
      console.error('newsletter subscription failed', error);
      setStatus({ kind: 'error' });
    },
  });

  const sending = mutation.isPending;
  const fieldError = errors.email?.message ? t(errors.email.message) : undefined;
  const message = fieldError ?? (status.kind === 'error' ? t('validation.emailInvalid') : undefined);

  return (
    <form
      noValidate
      aria-label={t('layout.footer.newsletter')}
      data-testid="newsletter-form"
      onSubmit={handleSubmit((values) => {
        setStatus({ kind: 'idle' });
        mutation.mutate(values);
      })}
      className="space-y-3"
    >
      <label htmlFor="newsletter-email" className="block text-sm text-gray-300">
        {t('layout.footer.emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          placeholder={t('layout.footer.emailPlaceholder')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'newsletter-message' : undefined}
          className="field min-w-0 flex-1 rtl:text-right"
          {...register('email', { onChange: () => status.kind !== 'idle' && setStatus({ kind: 'idle' }) })}
        />
        <button
          type="submit"
          disabled={sending}
          className="btn-primary shrink-0"
          data-testid="newsletter-submit"
        >
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {sending ? t('layout.footer.subscribing') : t('layout.footer.subscribe')}
        </button>
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {message ? (
          <p id="newsletter-message" role="alert" className="text-red-300">
            {message}
          </p>
        ) : status.kind === 'success' ? (
          <p className="flex items-center gap-1 text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-4" />
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
