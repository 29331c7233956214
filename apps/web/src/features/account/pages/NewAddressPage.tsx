import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../shared/ui/Link';
import { ArrowLeft } from 'lucide-react';
import type { AddressInput } from '@shop/domain';
import { apiRequest } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/query/keys';
import { notifySuccess } from '../../../shared/ui/toast';
import { AddressForm, EMPTY_ADDRESS } from '../components/AddressForm';
import { returnPathOf } from '../return-path';

/**
 * address/new: a new delivery address; once saved, back to where the customer came from (the
 * checkout, with it chosen) or to the addresses with it listed.
 */
export default function NewAddressPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const queryClient = useQueryClient();

  const create = async (values: AddressInput) => {
    const answer = await apiRequest('addressCreate', { body: { ...values } });
    notifySuccess(answer.message || t('account.address.savedMessage'));
    await queryClient.invalidateQueries({ queryKey: queryKeys.account.addresses() });
    if (returnTo) void navigate(returnTo, { state: { address: answer.data.id } });
    else void navigate('/account/address', { state: { selected: answer.data.id } });
  };

  return (
    <section
      aria-labelledby="new-address-heading"
      className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm"
    >
      <Link
        to="/account/address"
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-gray-700 hover:text-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('account.address.back')}
      </Link>
      <h2 id="new-address-heading" className="mb-5 text-xl font-bold">
        {t('account.address.newTitle')}
      </h2>
      <AddressForm defaultValues={EMPTY_ADDRESS} submitLabel={t('account.address.add')} onSubmit={create} />
    </section>
  );
}
