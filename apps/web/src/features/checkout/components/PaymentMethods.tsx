import { useId } from 'react';
import { CreditCard, Landmark } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SiteSettings } from '@shop/contract';

/** 0 bank transfer, 1 card: the order's `payment_method`. */
export type PaymentMethod = 0 | 1;

interface Props {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  bank: Pick<SiteSettings, 'bank_name' | 'bank_account' | 'iban'>;
}

/** Bank transfer (the default; shows where to transfer) or card (a secure hosted payment page). */
export function PaymentMethods({ value, onChange, bank }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const options = [
    { method: 0 as const, icon: Landmark, label: t('checkout.payment.bank'), testId: 'pay-bank' },
    { method: 1 as const, icon: CreditCard, label: t('checkout.payment.card'), testId: 'pay-card' },
  ];
  return (
    <fieldset className="rounded-xl border border-gray-200 p-5">
      <legend className="px-1 text-lg font-bold text-ink">{t('checkout.payment.title')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ method, icon: Icon, label, testId }) => (
          <label
            key={method}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 ${
              value === method ? 'border-brand-600 bg-brand-50' : 'border-gray-200 hover:border-gray-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-4 accent-brand-600"
              data-testid={testId}
            />
            <Icon size={20} className="text-brand-600" aria-hidden="true" />
            <span className="font-semibold">{label}</span>
          </label>
        ))}
      </div>
      {value === 0 ? (
        <div className="mt-4 rounded-lg bg-gray-50 p-4 text-sm" data-testid="bank-details">
          <p className="mb-3 text-gray-700">{t('checkout.payment.bankText')}</p>
          <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            {bank.bank_name ? (
              <>
                <dt className="text-gray-600">{t('checkout.payment.bankName')}</dt>
                <dd className="font-semibold">{bank.bank_name}</dd>
              </>
            ) : null}
            {bank.bank_account ? (
              <>
                <dt className="text-gray-600">{t('checkout.payment.bankAccount')}</dt>
                <dd className="font-semibold">
                  <bdi dir="ltr">{bank.bank_account}</bdi>
                </dd>
              </>
            ) : null}
            {bank.iban ? (
              <>
                <dt className="text-gray-600">{t('checkout.payment.iban')}</dt>
                <dd className="font-semibold break-all">
                  <bdi dir="ltr">{bank.iban}</bdi>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : (
        <p className="mt-4 rounded-lg bg-gray-50 p-4 text-sm text-gray-700" data-testid="card-details">
          {t('checkout.payment.cardText')}
        </p>
      )}
    </fieldset>
  );
}
