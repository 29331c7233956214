/**
 * The profile's email: shown, and changed in two steps (docs/decisions.md, Email change). First
 * the new address and the current password; then the four-digit code mailed to the new address,
 * which alone makes the change. The server answers the first step alike whether or not the new
 * address already has an account (that address is told so instead of being sent a code).
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailChangeSchema, type EmailChangeFormValues, type EmailChangeInput } from '@shop/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { apiRequest } from '../../../shared/api/client';
import { showFormError } from '../../../shared/api/formErrors';
import { queryKeys } from '../../../shared/query/keys';
import { EmailField } from '../../../shared/ui/CustomerFields';
import { PasswordField } from '../../../shared/ui/FormField';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { notifySuccess } from '../../../shared/ui/toast';
import { CodeForm } from '../../auth';

type Step = { name: 'shown' } | { name: 'ask' } | { name: 'code'; change: EmailChangeInput; message: string };

function AskStep({
  onSent,
  onCancel,
}: {
  onSent: (change: EmailChangeInput, message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailChangeFormValues, unknown, EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', password: '' },
  });
  const ask = useMutation({
    mutationFn: (values: EmailChangeInput) => apiRequest('emailChange', { body: { ...values } }),
    meta: { silent: true },
    onSuccess: (answer, values) => onSent(values, answer.message),
    onError: (error) => showFormError(error, setError, ['email', 'password']),
  });
  // Opened by a button: the first box takes the focus, so typing can start at once.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  return (
    <form
      ref={form}
      noValidate
      onSubmit={handleSubmit((values) => ask.mutate(values))}
      className="grid gap-5 sm:grid-cols-2"
      data-testid="email-change-form"
    >
      <p className="text-sm text-gray-600 sm:col-span-2">{t('account.email.askText')}</p>
      <EmailField
        id="email-change-new"
        label={t('account.email.newEmail')}
        registration={register('email')}
        error={errors.email}
      />
      <PasswordField
        id="email-change-password"
        label={t('account.email.password')}
        autoComplete="current-password"
        required
        registration={register('password')}
        error={errors.password}
        showLabel={t('account.password.show')}
        hideLabel={t('account.password.hide')}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <SubmitButton
          pending={ask.isPending}
          label={t('account.email.send')}
          pendingLabel={t('account.email.sending')}
          className="btn-primary w-full sm:w-auto"
        />
        <button
          type="button"
          onClick={onCancel}
          className="text-sm font-semibold text-gray-700 hover:underline"
        >
          {t('account.email.cancel')}
        </button>
      </div>
    </form>
  );
}

function CodeStep({
  change,
  message,
  onDone,
  onCancel,
}: {
  change: EmailChangeInput;
  message: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <CodeForm
      testId="email-code-form"
      layout="row"
      intro={
        <div>
          <p className="text-sm text-gray-600" role="status">
            {message}
          </p>
          <p className="mt-2 text-sm font-semibold" dir="ltr">
            {change.email}
          </p>
        </div>
      }
      label={t('account.email.codeLabel')}
      digitLabel={(n) => t('account.email.digit', { n })}
      submitLabel={t('account.email.confirm')}
      submittingLabel={t('account.email.confirming')}
      confirm={(otp) => apiRequest('emailConfirm', { body: { otp } })}
      onConfirmed={(answer) => {
        queryClient.setQueryData(queryKeys.account.profile(), answer.data);
        notifySuccess(answer.message);
        onDone();
      }}
      resend={() => apiRequest('emailChange', { body: { ...change } })}
      resendLabel={t('account.email.resend')}
      resentText={t('account.email.resent')}
      back={{ label: t('account.email.cancel'), onClick: onCancel }}
    />
  );
}

/** The account's email and its change. */
export function EmailChange({ email }: { email: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'shown' });
  const shown = () => setStep({ name: 'shown' });
  return (
    <section
      aria-labelledby="email-heading"
      className="mt-8 rounded-2xl border border-gray-200 p-4 sm:p-5"
      data-testid="email-section"
    >
      <h3 id="email-heading" className="text-base font-bold">
        {t('account.email.title')}
      </h3>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" dir="ltr" data-testid="current-email">
          {email}
        </p>
        {step.name === 'shown' ? (
          <button
            type="button"
            onClick={() => setStep({ name: 'ask' })}
            className="btn-outline"
            data-testid="email-change-open"
          >
            {t('account.email.change')}
          </button>
        ) : null}
      </div>
      {step.name === 'ask' ? (
        <div className="mt-4">
          <AskStep
            onSent={(change, message) => setStep({ name: 'code', change, message })}
            onCancel={shown}
          />
        </div>
      ) : step.name === 'code' ? (
        <div className="mt-4">
          <CodeStep change={step.change} message={step.message} onDone={shown} onCancel={shown} />
        </div>
      ) : null}
    </section>
  );
}
