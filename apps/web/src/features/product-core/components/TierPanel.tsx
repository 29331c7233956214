import { findTier, type PriceTier } from '@shop/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Money } from '../../../shared/ui/Money';

/**
 * The price tiers, "from–to pieces: price", with the tier that prices the current total
 * highlighted (from ≤ total ≤ to, the same test the price uses).
 */
export function TierPanel({
  tiers,
  quantity,
  compact,
}: {
  tiers: PriceTier[];
  quantity: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const active = findTier(tiers, quantity);
  if (tiers.length === 0) return null;
  const Wrapper = compact ? 'div' : 'section';
  return (
    <Wrapper
      role={compact ? 'group' : undefined}
      aria-labelledby={compact ? undefined : 'tiers-title'}
      aria-label={compact ? t('productCore.priceTiers') : undefined}
    >
      {!compact && (
        <h2 id="tiers-title" className="mb-2 text-sm font-bold text-ink">
          {t('productCore.priceTiers')}
        </h2>
      )}
      <ul className={`grid gap-2 ${tiers.length > 2 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2'}`}>
        {tiers.map((tier) => {
          const isActive = tier === active;
          return (
            <li
              key={`${tier.from}-${tier.to}`}
              data-testid="tier-row"
              data-active={isActive ? 'true' : 'false'}
              aria-current={isActive ? 'true' : undefined}
              className={`flex flex-col rounded-lg border px-3 py-2 text-center transition ${
                isActive ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-gray-200 bg-white'
              }`}
            >
              <span className="text-xs text-gray-600">
                {tier.to === null
                  ? t('productCore.tierOpenRange', { from: tier.from })
                  : t('productCore.tierRange', { from: tier.from, to: tier.to })}
              </span>
              <Money
                halalas={tier.priceHalalas}
                className={`text-base font-bold ${isActive ? 'text-brand-700' : 'text-ink'}`}
              />
              {isActive && (
                <span className="text-[11px] font-semibold text-brand-700">
                  {t('productCore.activeTier')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
