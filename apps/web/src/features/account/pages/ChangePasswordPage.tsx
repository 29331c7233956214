/**
 * change-password: the current password, the new one and its confirmation. The server revokes every
 * session and answers a fresh token, kept here so this device stays signed in.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { changePasswordSchema, type ChangePasswordFormValues, type ChangePasswordInput } from '@shop/domain';
import { AccountSection } from '../components/AccountSection';
import { apiRequest } from '../../../shared/api/client';
import { showFormError } from '../../../shared/api/formErrors';
import { useSession } from '../../../shared/auth';
import { NewPasswordFields } from '../../../shared/ui/CustomerFields';
import { PasswordField } from '../../../shared/ui/FormField';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { notifySuccess } from '../../../shared/ui/toast';

const EMPTY: ChangePasswordFormValues = { old_password: '', password: '', password_confirmation: '' };

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const signIn = useSession((s) => s.signIn);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: (values: ChangePasswordInput) => apiRequest('changePassword', { body: { ...values } }),
    meta: { silent: true },
    onSuccess: (answer) => {
      signIn(answer.data.token);
      reset(EMPTY);
      notifySuccess(t('account.password.changed'));
    },
    onError: (error) => showFormError(error, setError, ['old_password', 'password', 'password_confirmation']),
  });
  const labels = { showLabel: t('account.password.show'), hideLabel: t('account.password.hide') };

  return (
    <AccountSection
      id="password-heading"
      title={t('account.password.title')}
      text={t('account.password.text')}
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => change.mutate(values))}
        className="max-w-md space-y-5"
        data-testid="change-password-form"
      >
        <PasswordField
          id="password-old"
          label={t('account.password.old')}
          autoComplete="current-password"
          required
          registration={register('old_password')}
          error={errors.old_password}
          {...labels}
        />
        <NewPasswordFields
          password={{
            id: 'password-new',
            label: t('account.password.new'),
            hint: t('account.password.hint'),
            registration: register('password'),
            error: errors.password,
          }}
          confirmation={{
            id: 'password-confirm',
            label: t('account.password.confirm'),
            registration: register('password_confirmation'),
            error: errors.password_confirmation,
          }}
          {...labels}
        />
        <SubmitButton
          pending={change.isPending}
          label={t('account.password.save')}
          pendingLabel={t('account.password.saving')}
          className="btn-primary w-full sm:w-auto"
        />
      </form>
    </AccountSection>
  );
}
