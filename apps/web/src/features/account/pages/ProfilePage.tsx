/**
 * profile: the customer's name and phone, and the optional buyer details (company name and Saudi
 * VAT number) that bills print as the buyer; below them the email, changed with the current
 * password and a code sent to the new address (components/EmailChange).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { profileSchema, type ProfileFormValues, type ProfileInput } from '@shop/domain';
import type { CustomerProfile } from '@shop/contract';
import { AccountSection } from '../components/AccountSection';
import { EmailChange } from '../components/EmailChange';
import { apiRequest } from '../../../shared/api/client';
import { showFormError } from '../../../shared/api/formErrors';
import { useFocusFirstInvalid } from '../../../shared/lib/useFocusFirstInvalid';
import { queryKeys } from '../../../shared/query/keys';
import { CustomerFields } from '../../../shared/ui/CustomerFields';
import { TextField } from '../../../shared/ui/FormField';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { ErrorState } from '../../../shared/ui/states';
import { notifySuccess } from '../../../shared/ui/toast';
import { useProfile } from '../api';

const FIELDS = ['fname', 'lname', 'phone', 'company_name', 'vat_number'] as const;

/** The form's values: the email is not one (the server keeps it when none is sent). */
function valuesOf(profile: CustomerProfile): ProfileFormValues {
  return {
    fname: profile.fname,
    lname: profile.lname,
    phone: profile.phone,
    company_name: profile.company_name ?? '',
    vat_number: profile.vat_number ?? '',
  };
}

export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: valuesOf(profile),
    shouldFocusError: false,
  });
  const save = useMutation({
    mutationFn: (values: ProfileInput) =>
      // Blank buyer details are sent as blanks: the server clears them.
      apiRequest('updateProfile', {
        body: { ...values, company_name: values.company_name ?? '', vat_number: values.vat_number ?? '' },
      }),
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.account.profile(), answer.data);
      reset(valuesOf(answer.data));
      notifySuccess(answer.message);
    },
    onError: (error) => showFormError(error, setError, FIELDS, focusFirstInvalid),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values), focusFirstInvalid)}
      className="grid gap-5 sm:grid-cols-2"
      data-testid="profile-form"
    >
      <CustomerFields
        idPrefix="profile"
        labels={{
          fname: t('account.profile.fname'),
          lname: t('account.profile.lname'),
          phone: t('account.profile.phone'),
        }}
        register={register}
        errors={errors}
      />
      <fieldset className="grid gap-5 rounded-2xl border border-gray-200 p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-bold">{t('account.profile.buyer')}</legend>
        <TextField
          id="profile-company"
          label={t('account.profile.company')}
          autoComplete="organization"
          registration={register('company_name')}
          error={errors.company_name}
        />
        <TextField
          id="profile-vat"
          label={t('account.profile.vat')}
          inputMode="numeric"
          dir="ltr"
          hint={t('account.profile.vatHint')}
          registration={register('vat_number')}
          error={errors.vat_number}
        />
      </fieldset>
      <div className="sm:col-span-2">
        <SubmitButton
          pending={save.isPending}
          label={t('account.profile.save')}
          pendingLabel={t('account.profile.saving')}
          className="btn-primary w-full sm:w-auto"
        />
      </div>
    </form>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <AccountSection id="profile-heading" title={t('account.profile.title')} text={t('account.profile.text')}>
      {profile.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-5 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : profile.isError ? (
        <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          <EmailChange email={profile.data.email} />
        </>
      )}
    </AccountSection>
  );
}
