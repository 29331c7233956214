import { useTranslation } from '../i18n/useTranslation';
import { formatMoney } from '@shop/domain';

/** An amount in halalas shown with two decimals and the currency, Latin digits in both languages. */
export function Money({
  halalas,
  className,
  negative,
}: {
  halalas: number;
  className?: string;
  negative?: boolean;
}) {
  const { t } = useTranslation();
  // The sign stays inside the isolated number so it sits next to the digits in Arabic too.
  return (
    <span className={`whitespace-nowrap ${className ?? ''}`}>
      <bdi dir="ltr">
        {negative ? '−' : ''}
        {formatMoney(halalas)}
      </bdi>{' '}
      {t('common.currency')}
    </span>
  );
}

/** Plain-text amount for aria-labels and toasts. */
export function useMoneyText() {
  const { t } = useTranslation();
  return (halalas: number) => `${formatMoney(halalas)} ${t('common.currency')}`;
}
