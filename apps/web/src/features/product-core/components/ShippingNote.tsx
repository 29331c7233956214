import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { deliveryWindow, DISPATCH_DAYS, sarToHalalas } from '@shop/domain';
import { apiGet } from '../../../shared/api/client';
import { useSession } from '../../../shared/auth';
import { formatDay } from '../../../shared/lib/date';
import type { Lang } from '../../../shared/lib/lang';
import { queryKeys } from '../../../shared/query/keys';
import { useMoneyText } from '../../../shared/ui/Money';

/**
 * What shipping costs and when the order arrives (docs/decisions.md, Shipping note): the rule
 * (the delivery city's fee, once per product), the fee itself when the signed-in customer has a
 * saved address (their first, the one checkout selects first), and the delivery days of an order
 * paid today (domain's deliveryWindow).
 */
export function ShippingNote() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const money = useMoneyText();
  const signedIn = useSession((s) => s.signedIn);
  const addresses = useQuery({
    queryKey: queryKeys.account.addresses(),
    queryFn: ({ signal }) => apiGet('addresses', { signal }),
    enabled: signedIn,
    meta: { silent: true },
    retry: false,
  });
  const address = signedIn ? addresses.data?.[0] : undefined;
  const { earliest, latest } = deliveryWindow(new Date());

  let fee: string;
  if (address) {
    const halalas = sarToHalalas(address.city.shipping_fee);
    fee =
      halalas > 0
        ? t('productCore.shipping.feeTo', { city: address.city.name, fee: money(halalas) })
        : t('productCore.shipping.freeTo', { city: address.city.name });
  } else {
    fee = t('productCore.shipping.feeAtCheckout');
  }

  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-dashed border-gray-300 p-3 text-sm text-gray-700"
      data-testid="shipping-note"
    >
      <Truck size={18} className="mt-0.5 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="space-y-1">
        <p>{t('productCore.shipping.rule')}</p>
        <p className="font-semibold text-ink" data-testid="shipping-fee">
          {fee}
        </p>
        <p data-testid="delivery-window">
          {t('productCore.shipping.delivery', {
            days: DISPATCH_DAYS,
            from: formatDay(earliest, lang),
            to: formatDay(latest, lang),
          })}
        </p>
      </div>
    </div>
  );
}
