import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/domain';

/** An amount in halalas shown with two decimals and the currency, Latin digits in both languages. */
export function Money({ halalas, className }: { halalas: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`whitespace-nowrap ${className ?? ''}`}>
      <bdi>{formatMoney(halalas)}</bdi> {t('common.currency')}
    </span>
  );
}

/** Plain-text amount for aria-labels and toasts. */
export function useMoneyText() {
  const { t } = useTranslation();
  return (halalas: number) => `${formatMoney(halalas)} ${t('common.currency')}`;
}
