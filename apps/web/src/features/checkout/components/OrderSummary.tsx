import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Totals } from '@shop/domain';
import type { Coupon } from '@shop/contract';
import { Money, useMoneyText } from '../../../shared/ui/Money';
import type { CartItem } from '../../cart';
import { SelectionSummary } from '../../product-core';
import { NoImage } from '../../../shared/ui/NoImage';

interface Props {
  items: readonly CartItem[];
  totals: Totals;
  coupon: Coupon | null;
  /** The chosen address's city fee in halalas; null when no address is chosen yet. */
  shippingFeeHalalas: number | null;
  taxPercent: number;
}

function Row({
  label,
  children,
  testId,
  className = '',
}: {
  label: ReactNode;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${className}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="text-end">
        {children}
      </dd>
    </div>
  );
}

/**
 * Each product with its pieces, unit price and line total, then the order's figures in reading
 * order: subtotal − quantity discount + logos − coupon + shipping + VAT = total (computeTotals' figures).
 */
export function OrderSummary({ items, totals, coupon, shippingFeeHalalas, taxPercent }: Props) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const productCount = totals.lines.filter((line) => line.quantity > 0).length;
  const freeShipping = Boolean(coupon?.free_shipping) && totals.couponFit === 'fits';
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="rounded-xl border border-gray-200 bg-gray-50 p-5"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary-title" className="mb-4 text-lg font-bold text-ink">
        {t('checkout.summary.title')}
      </h2>
      <ul className="mb-4 divide-y divide-gray-200">
        {items.map((item, index) => {
          const line = totals.lines[index]!;
          return (
            <li
              key={item.product.id}
              className="py-3"
              data-testid="summary-line"
              data-product-id={item.product.id}
            >
              <div className="flex items-start gap-3">
                {item.product.image ? (
                  <img
                    src={item.product.image}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded-md object-cover"
                  />
                ) : (
                  <NoImage className="size-12 shrink-0 rounded-md" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{item.product.name}</p>
                  <p className="text-xs text-gray-600">
                    {t('checkout.summary.lineDetail', {
                      pieces: t('checkout.summary.pieces', { count: line.quantity }),
                      unit: money(line.unitHalalas),
                    })}
                  </p>
                </div>
                <div className="text-end text-sm">
                  <span data-testid="summary-line-total">
                    <Money halalas={line.discountedHalalas} className="font-semibold" />
                  </span>
                  {line.discountHalalas > 0 ? (
                    <s className="block text-xs text-gray-500">
                      <span className="sr-only">{t('checkout.summary.regularPrice')}: </span>
                      <Money halalas={line.regularHalalas} />
                    </s>
                  ) : null}
                </div>
              </div>
              <div className="mt-2">
                <SelectionSummary product={item.product} selection={item.selectedProduct} />
              </div>
              {line.logoHalalas > 0 ? (
                <p
                  className="mt-2 flex justify-between gap-3 text-xs text-gray-700"
                  data-testid="summary-line-logo"
                >
                  <span>
                    {t('checkout.summary.logoLine', {
                      pieces: t('checkout.summary.pieces', { count: line.quantity }),
                      unit: money(line.logoUnitHalalas),
                    })}
                  </span>
                  <Money halalas={line.logoHalalas} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <dl className="space-y-2 border-t border-gray-200 pt-4 text-sm">
        <Row label={t('checkout.summary.subtotal')} testId="summary-subtotal">
          <Money halalas={totals.regularHalalas} />
        </Row>
        {totals.discountHalalas > 0 ? (
          <Row
            label={t('checkout.summary.quantityDiscount')}
            testId="summary-discount"
            className="text-green-700"
          >
            <Money halalas={totals.discountHalalas} negative />
          </Row>
        ) : null}
        {totals.logoHalalas > 0 ? (
          <Row label={t('checkout.summary.logos')} testId="summary-logos">
            <Money halalas={totals.logoHalalas} />
          </Row>
        ) : null}
        {coupon && totals.couponFit === 'fits' && (totals.couponValueHalalas > 0 || !coupon.free_shipping) ? (
          <Row
            label={<bdi>{t('checkout.summary.coupon', { code: coupon.code })}</bdi>}
            testId="summary-coupon"
            className="text-green-700"
          >
            <Money halalas={totals.couponValueHalalas} negative />
          </Row>
        ) : null}
        <Row
          label={
            <>
              {t('checkout.summary.shipping')}
              {freeShipping ? (
                <span className="block text-xs text-green-700" data-testid="summary-free-shipping">
                  <bdi>{t('checkout.summary.freeShipping', { code: coupon!.code })}</bdi>
                </span>
              ) : shippingFeeHalalas !== null && shippingFeeHalalas > 0 ? (
                <span className="block text-xs text-gray-500">
                  {t('checkout.summary.shippingDetail', {
                    fee: money(shippingFeeHalalas),
                    count: productCount,
                  })}
                </span>
              ) : null}
            </>
          }
          testId="summary-shipping"
        >
          {shippingFeeHalalas === null ? (
            <span className="text-gray-500">{t('checkout.summary.shippingPending')}</span>
          ) : (
            <Money halalas={totals.shippingHalalas} />
          )}
        </Row>
        <Row label={t('checkout.summary.tax', { rate: taxPercent })} testId="summary-tax">
          <Money halalas={totals.taxHalalas} />
        </Row>
        <Row
          label={t('checkout.summary.total')}
          testId="summary-total"
          className="border-t border-gray-200 pt-3 text-base font-bold text-ink"
        >
          <Money halalas={totals.totalHalalas} />
        </Row>
      </dl>
    </section>
  );
}
