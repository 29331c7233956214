/**
 * /auth/reset-password: three steps, one at a time. (1) The email; (2) the four-digit code mailed to
 * it, sent together with the email (docs/decisions.md, Reset codes); (3) a new password with the
 * single-use reset token the code gave. On success the customer signs in again at /auth.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { Link } from '../../shared/ui/Link';
import {
  resetEmailSchema,
  resetPasswordSchema,
  type ResetEmailFormValues,
  type ResetEmailInput,
  type ResetPasswordFormValues,
  type ResetPasswordInput,
} from '@shop/domain';
import { apiRequest } from '../../shared/api/client';
import { showFormError } from '../../shared/api/formErrors';
import { RedirectIfSignedIn, useSession } from '../../shared/auth';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { EmailField, NewPasswordFields } from '../../shared/ui/CustomerFields';
import { useErrorText } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { notifySuccess } from '../../shared/ui/toast';
import { CodeForm } from './components/CodeForm';
import { PageMeta } from '../seo';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'password'; token: string };

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetEmailFormValues, unknown, ResetEmailInput>({
    resolver: zodResolver(resetEmailSchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (values: ResetEmailInput) => apiRequest('forgotPassword', { body: { ...values } }),
    meta: { silent: true },
    onSuccess: (answer, values) => {
      notifySuccess(answer.message);
      onSent(values.email);
    },
    onError: (error) => showFormError(error, setError, ['email']),
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => send.mutate(values))} className="space-y-5">
      <StepHeading title={t('auth.reset.emailTitle')} text={t('auth.reset.emailText')} />
      <EmailField
        id="reset-email"
        label={t('auth.fields.email')}
        registration={register('email')}
        error={errors.email}
      />
      <SubmitButton
        pending={send.isPending}
        label={t('auth.reset.sendCode')}
        pendingLabel={t('auth.reset.sendingCode')}
        className="btn-primary w-full"
      />
    </form>
  );
}

function CodeStep({
  email,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  onVerified: (token: string) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation();
  return (
    <CodeForm
      testId="reset-code-form"
      intro={<StepHeading title={t('auth.reset.codeTitle')} text={t('auth.reset.codeText', { email })} />}
      label={t('auth.reset.codeLabel')}
      digitLabel={(n) => t('auth.reset.digit', { n })}
      submitLabel={t('auth.reset.verify')}
      submittingLabel={t('auth.reset.verifying')}
      confirm={(otp) => apiRequest('confirmOtp', { body: { email, otp } })}
      onConfirmed={(answer) => onVerified(answer.data.token || answer.data.otp.token)}
      resend={() => apiRequest('forgotPassword', { body: { email } })}
      resendLabel={t('auth.reset.resend')}
      resentText={t('auth.reset.resent')}
      back={{ label: t('auth.reset.changeEmail'), onClick: onChangeEmail }}
    />
  );
}

function PasswordStep({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormValues, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { new_password: '', confirmPassword: '', token },
  });
  const save = useMutation({
    mutationFn: (values: ResetPasswordInput) => apiRequest('resetPassword', { body: { ...values } }),
    meta: { silent: true },
    onSuccess: (answer) => onDone(answer.message),
    onError: (error) => showFormError(error, setError, ['new_password', 'confirmPassword', 'token']),
  });
  const tokenError = useErrorText()(errors.token);
  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-5">
      <StepHeading title={t('auth.reset.passwordTitle')} text={t('auth.reset.passwordText')} />
      <input type="hidden" {...register('token')} />
      {tokenError ? (
        <p role="alert" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-700">
          {tokenError}
        </p>
      ) : null}
      <NewPasswordFields
        password={{
          id: 'reset-new-password',
          label: t('auth.reset.newPassword'),
          registration: register('new_password'),
          error: errors.new_password,
        }}
        confirmation={{
          id: 'reset-confirm-password',
          label: t('auth.reset.confirmPassword'),
          registration: register('confirmPassword'),
          error: errors.confirmPassword,
        }}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
      />
      <SubmitButton
        pending={save.isPending}
        label={t('auth.reset.save')}
        pendingLabel={t('auth.reset.saving')}
        className="btn-primary w-full"
      />
    </form>
  );
}

function StepHeading({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-1 text-sm text-gray-600">{text}</p>
    </div>
  );
}

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const [step, setStep] = useState<Step>({ name: 'email' });
  const title = t('auth.reset.title');
  const card = useRef<HTMLDivElement>(null);
  const stepNumber = step.name === 'email' ? 1 : step.name === 'code' ? 2 : 3;

  // A new step replaces the form: move focus to its first box, so the code (or the new password)
  // can be typed at once; not on the first step, which is the page's start.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    card.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
  }, [step.name]);

  return (
    <div>
      <PageMeta title={title} robots="noindex, nofollow" />
      <PageHeader
        title={title}
        crumbs={[
          { label: t('common.home'), to: '/' },
          { label: t('auth.login.title'), to: '/auth' },
          { label: title },
        ]}
      />
      <div className="container-page py-10">
        <div
          ref={card}
          className="mx-auto max-w-md rounded-3xl border border-gray-100 bg-white p-6 shadow-sm sm:p-8"
          data-testid={`reset-step-${step.name}`}
        >
          <p className="mb-4 text-sm font-semibold text-brand-600">
            {t('auth.reset.steps', { step: stepNumber })}
          </p>
          {step.name === 'email' ? (
            <EmailStep onSent={(email) => setStep({ name: 'code', email })} />
          ) : step.name === 'code' ? (
            <CodeStep
              email={step.email}
              onVerified={(token) => setStep({ name: 'password', token })}
              onChangeEmail={() => setStep({ name: 'email' })}
            />
          ) : (
            <PasswordStep
              token={step.token}
              onDone={(message) => {
                notifySuccess(message || t('auth.reset.done'));
                signOut();
                void navigate('/auth', { replace: true });
              }}
            />
          )}
          <p className="mt-6 border-t border-gray-100 pt-4 text-center text-sm">
            <Link to="/auth" className="font-semibold text-gray-700 hover:text-brand-600 hover:underline">
              {t('auth.reset.backToLogin')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

export default function ResetPasswordPage() {
  return (
    <RedirectIfSignedIn>
      <ResetPasswordScreen />
    </RedirectIfSignedIn>
  );
}
