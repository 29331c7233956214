/**
 * The step that takes a four-digit code mailed to the customer: sign-up's second step, a password
 * reset's second step and an email change's second step. The boxes, their error, the submit, "send
 * again" and the way back behave alike in all three; each caller says what the code confirms and
 * in which words. The step replaces the form the customer just sent, so its first box takes the
 * focus and the code can be typed at once.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { emailCodeSchema, type EmailCodeFormValues, type EmailCodeInput } from '@shop/domain';
import { showFormError } from '../../../shared/api/formErrors';
import { useErrorText } from '../../../shared/ui/FormField';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { OtpInput } from './OtpInput';

export interface CodeFormProps<Answer> {
  testId: string;
  /** What stands above the boxes: the step's heading, the server's words, the address. */
  intro: ReactNode;
  /** The boxes' group label, and each box's own. */
  label: string;
  digitLabel: (n: number) => string;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the code (the caller adds what else its route needs, such as the email). */
  confirm: (otp: string) => Promise<Answer>;
  onConfirmed: (answer: Answer) => void;
  /** Asks for a new code; `resentText` is the toast once it is sent. */
  resend: () => Promise<unknown>;
  resendLabel: string;
  resentText: string;
  back: { label: string; onClick: () => void };
  /**
   * `stacked`: a full-width submit with "send again" and the way back below it (the sign-in
   * pages' cards); `row`: all three in one row, as the account page's other forms.
   */
  layout?: 'stacked' | 'row';
}

export function CodeForm<Answer>({
  testId,
  intro,
  label,
  digitLabel,
  submitLabel,
  submittingLabel,
  confirm,
  onConfirmed,
  resend,
  resendLabel,
  resentText,
  back,
  layout = 'stacked',
}: CodeFormProps<Answer>) {
  const errorText = useErrorText();
  const labelId = useId();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailCodeFormValues, unknown, EmailCodeInput>({
    resolver: zodResolver(emailCodeSchema),
    defaultValues: { otp: '' },
  });
  const confirmation = useMutation({
    mutationFn: (values: EmailCodeInput) => confirm(values.otp),
    meta: { silent: true },
    onSuccess: onConfirmed,
    onError: (error) => showFormError(error, setError, ['otp']),
  });
  const resending = useMutation({
    mutationFn: resend,
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(resentText);
      reset({ otp: '' });
    },
    onError: (error) => notifyError(error.message),
  });
  const error = errorText(errors.otp);
  const errorId = `${labelId}-error`;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const stacked = layout === 'stacked';
  const link = stacked ? 'font-semibold' : 'text-sm font-semibold';
  const resendButton = (
    <button
      type="button"
      onClick={() => resending.mutate()}
      disabled={resending.isPending}
      className={`${link} text-brand-600 hover:underline disabled:opacity-60`}
    >
      {resendLabel}
    </button>
  );
  const backButton = (
    <button type="button" onClick={back.onClick} className={`${link} text-gray-700 hover:underline`}>
      {back.label}
    </button>
  );
  const submit = (
    <SubmitButton
      pending={confirmation.isPending}
      label={submitLabel}
      pendingLabel={submittingLabel}
      className={stacked ? 'btn-primary w-full' : 'btn-primary w-full sm:w-auto'}
    />
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={handleSubmit((values) => confirmation.mutate(values))}
      className="space-y-5"
      data-testid={testId}
    >
      {intro}
      <div>
        <p id={labelId} className="mb-3 text-center text-sm font-semibold">
          {label}
        </p>
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy={labelId}
              errorId={error ? errorId : undefined}
              invalid={Boolean(error)}
              digitLabel={digitLabel}
            />
          )}
        />
        {error ? (
          <p id={errorId} className="mt-2 text-center text-sm text-brand-700">
            {error}
          </p>
        ) : null}
      </div>
      {stacked ? (
        <>
          {submit}
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            {resendButton}
            {backButton}
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {submit}
          {resendButton}
          {backButton}
        </div>
      )}
    </form>
  );
}
