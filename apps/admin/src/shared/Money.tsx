/** An amount in SAR (MoneyText) with the currency's name in the dashboard's language. */
import { useTranslate } from 'react-admin';
import { formatSar, MoneyText } from './MoneyText';

export { formatSar };

export function Money({ amount }: { amount: number }) {
  const translate = useTranslate();
  return <MoneyText amount={amount} currency={translate('shared.sar')} />;
}
