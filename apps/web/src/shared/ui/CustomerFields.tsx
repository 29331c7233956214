/**
 * The customer's own form fields, shared by sign-up, the profile and the password pages: the email
 * box, the name/email/phone group and the new password with its confirmation. Each form keeps its
 * own ids, labels and layout.
 */
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField, TextField } from './FormField';

interface EmailFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  frameClassName?: string;
}

/** An email box: typed, autofilled and written left to right in either language. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" dir="ltr" required {...props} />;
}

export type CustomerField = 'fname' | 'lname' | 'email' | 'phone';

interface CustomerFieldsProps {
  /** Each box's id is `${idPrefix}-fname` and so on. */
  idPrefix: string;
  /** Without an email label there is no email box (the profile changes the email on its own). */
  labels: Record<Exclude<CustomerField, 'email'>, string> & { email?: string };
  register: (name: CustomerField) => UseFormRegisterReturn;
  errors: Partial<Record<CustomerField, FieldError>>;
  phoneHint?: string;
  /** The frame of the email and phone boxes (e.g. to span both columns of a grid). */
  contactClassName?: string;
}

/** First name, last name, email and phone, in that order. */
export function CustomerFields({
  idPrefix,
  labels,
  register,
  errors,
  phoneHint,
  contactClassName,
}: CustomerFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-fname`}
        label={labels.fname}
        autoComplete="given-name"
        required
        registration={register('fname')}
        error={errors.fname}
      />
      <TextField
        id={`${idPrefix}-lname`}
        label={labels.lname}
        autoComplete="family-name"
        required
        registration={register('lname')}
        error={errors.lname}
      />
      {labels.email !== undefined ? (
        <EmailField
          id={`${idPrefix}-email`}
          label={labels.email}
          registration={register('email')}
          error={errors.email}
          frameClassName={contactClassName}
        />
      ) : null}
      <TextField
        id={`${idPrefix}-phone`}
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        required
        hint={phoneHint}
        registration={register('phone')}
        error={errors.phone}
        frameClassName={contactClassName}
      />
    </>
  );
}

interface PasswordBox {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

/** A new password and its confirmation, each with its show/hide button. */
export function NewPasswordFields({
  password,
  confirmation,
  showLabel,
  hideLabel,
}: {
  password: PasswordBox;
  confirmation: PasswordBox;
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <>
      <PasswordField
        autoComplete="new-password"
        required
        {...password}
        showLabel={showLabel}
        hideLabel={hideLabel}
      />
      <PasswordField
        autoComplete="new-password"
        required
        {...confirmation}
        showLabel={showLabel}
        hideLabel={hideLabel}
      />
    </>
  );
}
