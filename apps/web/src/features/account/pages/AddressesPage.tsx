/**
 * address: the saved addresses as a picker (the first is chosen at first), the chosen one's edit
 * form, and a way to add a new one. Deleting asks first, then the first remaining address is chosen.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../shared/ui/Link';
import { MapPin, Plus, Trash2 } from 'lucide-react';
import type { SavedAddress } from '@shop/contract';
import type { AddressInput } from '@shop/domain';
import { apiRequest } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/query/keys';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { useAddresses } from '../api';
import { AddressForm, addressValues } from '../components/AddressForm';
import { returnPathOf } from '../return-path';

function summary(address: SavedAddress, lang: string): string {
  return [address.address, address.area.name, address.city.name, address.country.name]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
}

function AddressOption({
  address,
  checked,
  onSelect,
  onDeleted,
}: {
  address: SavedAddress;
  checked: boolean;
  onSelect: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      const answer = await apiRequest('addressDelete', { params: { id: address.id } });
      notifySuccess(answer.message || t('account.address.deleted'));
      queryClient.setQueryData(queryKeys.account.addresses(), (list: SavedAddress[] | undefined) =>
        list?.filter((item) => item.id !== address.id),
      );
      onDeleted();
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.addresses() });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
      setDeleting(false);
      setConfirming(false);
    }
  };

  const id = `address-${address.id}`;
  return (
    <li
      className={`rounded-xl border p-4 transition-colors ${checked ? 'border-brand-600 bg-brand-50/50' : 'border-gray-200 bg-white'}`}
      data-testid="address-option"
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="radio"
          name="saved-address"
          checked={checked}
          onChange={onSelect}
          className="mt-1 size-4 accent-brand-600"
        />
        <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
          <span className="block font-bold">{address.name}</span>
          <span className="block text-sm text-gray-600">{summary(address, i18n.language)}</span>
        </label>
        {!confirming ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={t('account.address.deleteAddress', { name: address.name })}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('account.address.delete')}</span>
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          className="mt-3 rounded-lg bg-white p-3 ring-1 ring-brand-100"
        >
          <p id={`${id}-confirm`} className="text-sm font-semibold">
            {t('account.address.confirmDelete', { name: address.name })}
          </p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              autoFocus
              onClick={() => void remove()}
              disabled={deleting}
              className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {deleting ? t('account.address.deleting') : t('account.address.confirm')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={deleting}
              className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
            >
              {t('account.address.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

export default function AddressesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  // Come from the checkout to edit its address: saving goes back there.
  const returnTo = returnPathOf(location.state);
  const addresses = useAddresses();
  // A newly added address comes back chosen; otherwise the first one is.
  const [selectedId, setSelectedId] = useState<number | null>(
    (location.state as { selected?: number } | null)?.selected ?? null,
  );

  const addLink = (
    <Link to="/account/address/new" className="btn-primary">
      <Plus aria-hidden="true" className="size-4" />
      {t('account.address.addNew')}
    </Link>
  );

  let body: React.ReactNode;
  if (addresses.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (addresses.isError) {
    body = <ErrorState message={addresses.error.message} onRetry={() => void addresses.refetch()} />;
  } else if (addresses.data.length === 0) {
    body = (
      <EmptyState title={t('account.address.emptyTitle')}>
        <p className="text-sm text-gray-600">{t('account.address.emptyText')}</p>
        <div className="mt-2">{addLink}</div>
      </EmptyState>
    );
  } else {
    const list = addresses.data;
    const selected = list.find((address) => address.id === selectedId) ?? list[0]!;
    const update = async (values: AddressInput) => {
      const answer = await apiRequest('addressUpdate', {
        params: { id: selected.id },
        body: { ...values },
        json: true,
      });
      notifySuccess(answer.message || t('account.address.savedMessage'));
      queryClient.setQueryData(queryKeys.account.addresses(), (old: SavedAddress[] | undefined) =>
        old?.map((item) => (item.id === answer.data.id ? answer.data : item)),
      );
      if (returnTo) void navigate(returnTo, { state: { address: answer.data.id } });
    };
    body = (
      <div className="space-y-8">
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-gray-700">{t('account.address.choose')}</legend>
          <ul className="space-y-3" data-testid="address-picker">
            {list.map((address) => (
              <AddressOption
                key={address.id}
                address={address}
                checked={address.id === selected.id}
                onSelect={() => setSelectedId(address.id)}
                onDeleted={() => setSelectedId(null)}
              />
            ))}
          </ul>
        </fieldset>
        <section aria-labelledby="edit-address-heading" className="border-t border-gray-100 pt-6">
          <h3 id="edit-address-heading" className="mb-4 flex items-center gap-2 text-lg font-bold">
            <MapPin aria-hidden="true" className="size-5 text-brand-600" />
            {t('account.address.edit')}: {selected.name}
          </h3>
          <AddressForm
            key={selected.id}
            defaultValues={addressValues(selected)}
            submitLabel={t('account.address.save')}
            onSubmit={update}
          />
        </section>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="addresses-heading"
      className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-xl font-bold">
          {t('account.address.saved')}
        </h2>
        {addresses.data && addresses.data.length > 0 ? addLink : null}
      </div>
      {body}
    </section>
  );
}
