/**
 * "Order at these prices": the order's terms as the checkout asks for them (its address choice,
 * payment methods and order details), sent to the quote's accept route. The order is placed at
 * the quoted prices and then opens as the checkout's does: its bill, or the card payment page.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { Quote, SavedAddress, SiteSettings } from '@shop/contract';
import { ApiError, apiRequest } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { quotePath } from '../../../shared/lib/account-paths';
import { queryKeys } from '../../../shared/query/keys';
import { FormErrors, otherFieldErrors } from '../../../shared/ui/FormErrors';
import { Spinner } from '../../../shared/ui/Spinner';
import { ErrorState } from '../../../shared/ui/states';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import {
  AddressPicker,
  EMPTY_ORDER_DETAILS,
  OrderDetailsForm,
  PaymentMethods,
  placedNext,
  useOpenPlacedOrder,
  type OrderDetailsValues,
  type PaymentMethod,
  type PlacedNext,
} from '../../checkout';
import { useSettings } from '../../settings';
import { useAddresses } from '../api';
import { QuoteSubtotal } from './QuotesList';

/** Fields shown beside their control; any other refusal (`_`: lapsed or already ordered) above the button. */
const OWN_FIELDS = ['address_id', 'po_number', 'requested_delivery_date', 'note'] as const;

interface Props {
  quote: Quote;
  /** The order is placed: the page shows where it goes while it opens. */
  onPlaced: (next: PlacedNext) => void;
}

export function QuoteAcceptForm({ quote, onPlaced }: Props) {
  const addresses = useAddresses();
  const settings = useSettings();
  if (addresses.isError || settings.isError) {
    return (
      <ErrorState
        onRetry={() => {
          if (addresses.isError) void addresses.refetch();
          if (settings.isError) void settings.refetch();
        }}
      />
    );
  }
  if (!addresses.data || !settings.data) return <Spinner block />;
  return (
    <AcceptForm
      quote={quote}
      onPlaced={onPlaced}
      addresses={addresses.data}
      setting={settings.data.setting}
    />
  );
}

function AcceptForm({
  quote,
  onPlaced,
  addresses,
  setting,
}: Props & { addresses: SavedAddress[]; setting: SiteSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const openPlaced = useOpenPlacedOrder();
  const location = useLocation();
  // An address added or edited from here comes back chosen (the account's address pages send its id).
  const [addressId, setAddressId] = useState<number | null>(
    (location.state as { address?: number } | null)?.address ?? null,
  );
  const [method, setMethod] = useState<PaymentMethod>(0);
  const [details, setDetails] = useState<OrderDetailsValues>(EMPTY_ORDER_DETAILS);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  // A second click in the same moment, before the button re-renders as disabled, sends nothing.
  const sending = useRef(false);
  const selected = addresses.find((a) => a.id === addressId) ?? addresses[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected || sending.current) return;
    sending.current = true;
    setPending(true);
    setErrors({});
    let answer;
    try {
      answer = await apiRequest('quoteAccept', {
        params: { id: quote.id },
        json: true,
        body: {
          address_id: selected.id,
          payment_method: method,
          // Blank details are left out: the order carries none.
          ...Object.fromEntries(Object.entries(details).filter(([, value]) => value.trim() !== '')),
        },
      });
    } catch (error) {
      sending.current = false;
      setPending(false);
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fieldErrors);
        return;
      }
      console.error('quote order failed', error);
      notifyError(
        error instanceof ApiError && error.status > 0 ? error.message : t('account.quotes.accept.failed'),
      );
      return;
    }
    notifySuccess(answer.message);
    // The quote is ordered, and the order is in the customer's list.
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
    onPlaced(placedNext(method));
    await openPlaced(answer.data.id, method);
  };

  return (
    <section
      aria-labelledby="quote-accept"
      className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5"
    >
      <h2 id="quote-accept" className="flex items-center gap-2 text-lg font-bold text-ink">
        <CheckCircle2 size={20} className="text-brand-600" aria-hidden="true" />
        {t('account.quotes.accept.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{t('account.quotes.accept.text')}</p>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <AddressPicker
          addresses={addresses}
          selected={selected}
          onSelect={(id) => {
            setAddressId(id);
            setErrors({});
          }}
          error={errors.address_id?.[0]}
          returnTo={quotePath(quote.id)}
        />
        <PaymentMethods value={method} onChange={setMethod} bank={setting} />
        <OrderDetailsForm
          values={details}
          onChange={setDetails}
          errors={{
            po_number: errors.po_number?.[0],
            requested_delivery_date: errors.requested_delivery_date?.[0],
            note: errors.note?.[0],
          }}
        />
        <FormErrors texts={otherFieldErrors(errors, OWN_FIELDS)} testId="accept-errors" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            {t('account.quotes.subtotalBefore')}:{' '}
            <span className="font-bold">
              <QuoteSubtotal subtotal={quote.subtotal} />
            </span>
          </p>
          <button
            type="submit"
            className="btn-primary w-full py-3 text-base sm:w-auto"
            disabled={!selected || pending}
            data-testid="accept-quote"
          >
            {pending ? t('account.quotes.accept.sending') : t('account.quotes.accept.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
