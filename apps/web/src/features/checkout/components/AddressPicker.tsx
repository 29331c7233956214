import { useId } from 'react';
import { Link } from '../../../shared/ui/Link';
import { MapPin, Pencil, Plus } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { sarToHalalas } from '@shop/domain';
import type { SavedAddress } from '@shop/contract';
import { useMoneyText } from '../../../shared/ui/Money';

/** Where the account's address forms live; they send the customer back here when done. */
const NEW_ADDRESS_PATH = '/account/address/new';
const ADDRESSES_PATH = '/account/address';
const CHECKOUT_PATH = '/checkout';

/** "Home, Riyadh, Al Olaya, King Fahd Road" with the language's comma. */
export function addressLine(address: SavedAddress, lang: string): string {
  return [address.name, address.city.name, address.area.name, address.address]
    .filter(Boolean)
    .join(lang === 'en' ? ', ' : '، ');
}

interface Props {
  addresses: readonly SavedAddress[];
  selected: SavedAddress | undefined;
  onSelect: (id: number) => void;
  /** The server's word on the address (a 422 on address_id). */
  error?: string;
  /** The page the address forms send the customer back to (the checkout unless told). */
  returnTo?: string;
}

/** The delivery address: a dropdown of the saved addresses (the first chosen) and a link to add one. */
export function AddressPicker({ addresses, selected, onSelect, error, returnTo = CHECKOUT_PATH }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText();
  const selectId = useId();
  const errorId = useId();
  const addLink = (
    <Link
      to={NEW_ADDRESS_PATH}
      state={{ from: returnTo }}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      data-testid="add-address"
    >
      <Plus size={16} aria-hidden="true" />
      {t('checkout.address.add')}
    </Link>
  );

  return (
    <section aria-labelledby={`${selectId}-title`} className="rounded-xl border border-gray-200 p-5">
      <h2 id={`${selectId}-title`} className="mb-3 flex items-center gap-2 text-lg font-bold text-ink">
        <MapPin size={20} className="text-brand-600" aria-hidden="true" />
        {t('checkout.address.title')}
      </h2>
      {addresses.length === 0 ? (
        <div className="space-y-3" data-testid="no-address">
          <p className="text-sm text-gray-700">{t('checkout.address.none')}</p>
          {addLink}
        </div>
      ) : (
        <div className="space-y-3">
          <label htmlFor={selectId} className="block text-sm font-semibold">
            {t('checkout.address.label')}
          </label>
          <select
            id={selectId}
            className="field"
            value={selected?.id ?? ''}
            onChange={(event) => onSelect(Number(event.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="address-select"
          >
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {addressLine(address, i18n.language)}
              </option>
            ))}
          </select>
          {error ? (
            <p id={errorId} className="text-sm text-brand-700" role="alert">
              {error}
            </p>
          ) : null}
          {selected ? (
            <p className="text-sm text-gray-600" data-testid="address-shipping">
              {sarToHalalas(selected.city.shipping_fee) > 0
                ? t('checkout.address.shippingFee', {
                    city: selected.city.name,
                    fee: money(sarToHalalas(selected.city.shipping_fee)),
                  })
                : t('checkout.address.freeShipping', { city: selected.city.name })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {selected ? (
              <Link
                to={ADDRESSES_PATH}
                state={{ from: returnTo, selected: selected.id }}
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                data-testid="edit-address"
              >
                <Pencil size={16} aria-hidden="true" />
                {t('checkout.address.edit')}
              </Link>
            ) : null}
            {addLink}
          </div>
        </div>
      )}
    </section>
  );
}
