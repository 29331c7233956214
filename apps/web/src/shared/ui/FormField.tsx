/**
 * A labelled form control with its error under it, wired for assistive technology (label, required,
 * aria-invalid, aria-describedby). Client-side errors carry a translation key; errors written by the
 * server (type 'server') are shown as they came.
 */
import { useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { SERVER_ERROR } from '../api/formErrors';

/** The text of a field's error in the page's language. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR ? error.message : t(error.message);
  };
}

interface FrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, required, error, hint, className, children }: FrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-brand-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-brand-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
  frameClassName?: string;
};

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  frameClassName,
  className,
  ...input
}: InputProps) {
  const text = useErrorText()(error);
  return (
    <FieldFrame id={id} label={label} required={required} error={text} hint={hint} className={frameClassName}>
      <input
        id={id}
        aria-required={required ? true : undefined}
        aria-invalid={text ? true : undefined}
        aria-describedby={describedBy(id, text, hint)}
        className={`field ${input.dir === 'ltr' ? 'rtl:text-right' : ''} ${className ?? ''}`}
        {...input}
        {...registration}
      />
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  frameClassName?: string;
  children: ReactNode;
};

export function SelectField({
  id,
  label,
  registration,
  error,
  required,
  frameClassName,
  children,
  ...select
}: SelectProps) {
  const text = useErrorText()(error);
  return (
    <FieldFrame id={id} label={label} required={required} error={text} className={frameClassName}>
      <select
        id={id}
        aria-required={required ? true : undefined}
        aria-invalid={text ? true : undefined}
        aria-describedby={describedBy(id, text)}
        className="field disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500"
        {...select}
        {...registration}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type PasswordProps = Omit<InputProps, 'type'> & { showLabel: string; hideLabel: string };

/** A password box with a button that shows what was typed (typing on a phone is error-prone). */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <TextField {...props} type={visible ? 'text' : 'password'} className="pe-11" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute end-1 top-8 grid size-9 place-items-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-ink"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
