/**
 * What a company adds to its order: its own purchase-order number, the day it needs the goods by,
 * and a note to the shop. All optional; each is printed on the bill and the picking sheet, and a
 * refusal from the API shows beside its field.
 */
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ClipboardList } from 'lucide-react';
import { LIMITS, shopDay } from '@shop/domain';

export interface OrderDetailsValues {
  po_number: string;
  requested_delivery_date: string;
  note: string;
}

export const EMPTY_ORDER_DETAILS: OrderDetailsValues = {
  po_number: '',
  requested_delivery_date: '',
  note: '',
};

interface Props {
  values: OrderDetailsValues;
  onChange: (values: OrderDetailsValues) => void;
  errors: Partial<Record<keyof OrderDetailsValues, string>>;
}

export function OrderDetailsForm({ values, onChange, errors }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: keyof OrderDetailsValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  const error = (name: keyof OrderDetailsValues) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-gray-200 p-5"
      data-testid="order-details"
    >
      <h2 id={`${id}-title`} className="mb-1 flex items-center gap-2 text-lg font-bold text-ink">
        <ClipboardList size={20} className="text-brand-600" aria-hidden="true" />
        {t('checkout.details.title')}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t('checkout.details.help')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-po_number`} className="mb-1 block text-sm font-semibold text-gray-800">
            {t('checkout.details.poNumber')}
          </label>
          <input {...field('po_number')} className="field" maxLength={LIMITS.poNumber} dir="auto" />
          {error('po_number')}
        </div>
        <div>
          <label
            htmlFor={`${id}-requested_delivery_date`}
            className="mb-1 block text-sm font-semibold text-gray-800"
          >
            {t('checkout.details.deliveryDate')}
          </label>
          <input
            {...field('requested_delivery_date')}
            type="date"
            className="field"
            min={shopDay(new Date())}
          />
          {error('requested_delivery_date')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-semibold text-gray-800">
            {t('checkout.details.note')}
          </label>
          <textarea
            {...field('note')}
            className="field min-h-24"
            maxLength={LIMITS.note}
            rows={3}
            dir="auto"
          />
          {error('note')}
        </div>
      </div>
    </section>
  );
}
