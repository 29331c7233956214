/**
 * The address form, for adding and editing. Country, city and area are chained: choosing a country
 * loads its cities and clears the city and area, choosing a city loads its areas and clears the
 * area. The rules and messages are the domain's addressSchema; the server's 422 texts land on
 * their fields.
 */
import { useEffect, useId } from 'react';
import { Controller, useForm, type Control, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { addressSchema, sarToHalalas, type AddressFormValues, type AddressInput } from '@shop/domain';
import type { SavedAddress } from '@shop/contract';
import { showFormError } from '../../../shared/api/formErrors';
import { useFocusFirstInvalid } from '../../../shared/lib/useFocusFirstInvalid';
import { SelectField, TextField, useErrorText } from '../../../shared/ui/FormField';
import { useMoneyText } from '../../../shared/ui/Money';
import { useAreas, useCities, useCountries } from '../api';

const FIELDS = [
  'name',
  'receiver_name',
  'receiver_phone',
  'country_id',
  'city_id',
  'area_id',
  'building',
  'floor',
  'apartment',
  'address',
  'postal_code',
  'additional_number',
  'short_address',
  'note',
] as const;

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  receiver_name: '',
  receiver_phone: '',
  country_id: '',
  city_id: '',
  area_id: '',
  building: '',
  floor: '',
  apartment: '',
  address: '',
  postal_code: '',
  additional_number: '',
  short_address: '',
  note: '',
};

/** A saved address as the form's values (selects hold ids as text). */
export function addressValues(address: SavedAddress): AddressFormValues {
  return {
    name: address.name,
    receiver_name: address.receiver_name ?? '',
    receiver_phone: address.receiver_phone ?? '',
    country_id: String(address.country_id),
    city_id: String(address.city_id),
    area_id: String(address.area_id),
    building: address.building,
    floor: address.floor,
    apartment: address.apartment,
    address: address.address,
    postal_code: address.postal_code ?? '',
    additional_number: address.additional_number ?? '',
    short_address: address.short_address ?? '',
    note: address.note ?? '',
  };
}

const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

interface PlaceSelectProps {
  control: Control<AddressFormValues, unknown, AddressInput>;
  name: 'country_id' | 'city_id' | 'area_id';
  id: string;
  label: string;
  options: readonly { id: number; name: string }[] | undefined;
  loading: boolean;
  /** No parent chosen yet (no city before a country): the select waits, disabled. */
  waiting?: boolean;
  error?: FieldError;
  onPicked?: () => void;
}

function PlaceSelect({
  control,
  name,
  id,
  label,
  options,
  loading,
  waiting,
  error,
  onPicked,
}: PlaceSelectProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={id}
          label={label}
          required
          error={error}
          disabled={waiting || loading}
          aria-busy={loading || undefined}
          value={String(field.value ?? '')}
          registration={{
            name: field.name,
            ref: field.ref,
            onBlur: async () => field.onBlur(),
            onChange: async (event: { target: { value: string } }) => {
              field.onChange(event.target.value);
              onPicked?.();
            },
          }}
        >
          <option value="">
            {loading ? t('account.address.fields.loading') : t('account.address.fields.choose')}
          </option>
          {(options ?? []).map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

interface Props {
  defaultValues: AddressFormValues;
  submitLabel: string;
  onSubmit: (values: AddressInput) => Promise<unknown>;
}

export function AddressForm({ defaultValues, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const money = useMoneyText();
  const uid = useId();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(addressSchema),
    defaultValues,
    shouldFocusError: false,
  });
  const countryId = idOf(watch('country_id'));
  const cityId = idOf(watch('city_id'));
  const countries = useCountries();
  const cities = useCities(countryId);
  const areas = useAreas(cityId);
  const city = cities.data?.find((c) => c.id === cityId);
  // A new address starts in the shop's first country (Saudi Arabia in the shop's own list): nearly
  // every buyer is there, and the city list then opens at once.
  const firstCountry = countries.data?.[0]?.id;
  const startsBlank = defaultValues.country_id === '';
  useEffect(() => {
    if (startsBlank && firstCountry !== undefined && watch('country_id') === '')
      setValue('country_id', String(firstCountry));
  }, [startsBlank, firstCountry, setValue, watch]);
  const noteError = errorText(errors.note);
  const fieldId = (name: string) => `${uid}-${name}`;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFormError(error, setError, FIELDS, focusFirstInvalid);
    }
  }, focusFirstInvalid);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid gap-5 sm:grid-cols-2"
      data-testid="address-form"
    >
      <TextField
        id={fieldId('name')}
        label={t('account.address.fields.name')}
        placeholder={t('account.address.fields.namePlaceholder')}
        required
        registration={register('name')}
        error={errors.name}
        frameClassName="sm:col-span-2"
      />
      <PlaceSelect
        control={control}
        name="country_id"
        id={fieldId('country')}
        label={t('account.address.fields.country')}
        options={countries.data}
        loading={countries.isPending}
        error={errors.country_id}
        onPicked={() => {
          setValue('city_id', '');
          setValue('area_id', '');
        }}
      />
      <div>
        <PlaceSelect
          control={control}
          name="city_id"
          id={fieldId('city')}
          label={t('account.address.fields.city')}
          options={cities.data}
          loading={countryId !== null && cities.isPending}
          waiting={countryId === null}
          error={errors.city_id}
          onPicked={() => setValue('area_id', '')}
        />
        {city ? (
          <p className="mt-1 text-xs text-gray-600">
            {t('account.address.shipping', { fee: money(sarToHalalas(city.shipping_fee)) })}
          </p>
        ) : null}
      </div>
      <PlaceSelect
        control={control}
        name="area_id"
        id={fieldId('area')}
        label={t('account.address.fields.area')}
        options={areas.data}
        loading={cityId !== null && areas.isPending}
        waiting={cityId === null}
        error={errors.area_id}
      />
      <TextField
        id={fieldId('address')}
        label={t('account.address.fields.address')}
        autoComplete="street-address"
        required
        registration={register('address')}
        error={errors.address}
        frameClassName="sm:col-span-2"
      />
      <TextField
        id={fieldId('building')}
        label={t('account.address.fields.building')}
        hint={t('account.address.fields.buildingHint')}
        required
        registration={register('building')}
        error={errors.building}
      />
      <TextField
        id={fieldId('postal_code')}
        label={t('account.address.fields.postalCode')}
        hint={t('account.address.fields.postalCodeHint')}
        autoComplete="postal-code"
        inputMode="numeric"
        dir="ltr"
        registration={register('postal_code')}
        error={errors.postal_code}
      />
      <TextField
        id={fieldId('additional_number')}
        label={t('account.address.fields.additionalNumber')}
        hint={t('account.address.fields.additionalNumberHint')}
        inputMode="numeric"
        dir="ltr"
        registration={register('additional_number')}
        error={errors.additional_number}
      />
      <TextField
        id={fieldId('short_address')}
        label={t('account.address.fields.shortAddress')}
        hint={t('account.address.fields.shortAddressHint')}
        dir="ltr"
        autoCapitalize="characters"
        registration={register('short_address')}
        error={errors.short_address}
      />
      <TextField
        id={fieldId('floor')}
        label={t('account.address.fields.floor')}
        registration={register('floor')}
        error={errors.floor}
      />
      <TextField
        id={fieldId('apartment')}
        label={t('account.address.fields.apartment')}
        registration={register('apartment')}
        error={errors.apartment}
      />
      <TextField
        id={fieldId('receiver_name')}
        label={t('account.address.fields.receiverName')}
        hint={t('account.address.fields.receiverHint')}
        autoComplete="name"
        registration={register('receiver_name')}
        error={errors.receiver_name}
      />
      <TextField
        id={fieldId('receiver_phone')}
        label={t('account.address.fields.receiverPhone')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        registration={register('receiver_phone')}
        error={errors.receiver_phone}
      />
      <div className="sm:col-span-2">
        <label htmlFor={fieldId('note')} className="mb-1.5 block text-sm font-semibold">
          {t('account.address.fields.note')}
        </label>
        <textarea
          id={fieldId('note')}
          rows={3}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${fieldId('note')}-error` : undefined}
          className="field resize-y"
          {...register('note')}
        />
        {noteError ? (
          <p id={`${fieldId('note')}-error`} className="mt-1 text-sm text-brand-700">
            {noteError}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? t('account.address.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
