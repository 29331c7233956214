import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { computeTotals, totalQuantity } from '@shop/domain';
import { notifySuccess } from '../../shared/ui/toast';
import { tiersOf } from '../product-core';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { Money } from '../../shared/ui/Money';
import { CartDrawer } from './components/CartDrawer';
import { CartItemCard } from './components/CartItemCard';
import { QUOTE_PARAM, QuoteRequest } from './components/QuoteRequest';
import { canCheckout } from './lines';
import { useRefreshCartProducts } from './refresh';
import { useCartStore } from './store';
import { PageMeta } from '../seo';

/** /cart and /Cart. */
export default function CartPage() {
  const { t } = useTranslation();
  const items = useCartStore((s) => s.items);
  const removeFromCart = useCartStore((s) => s.removeFromCart);
  const openDrawer = useCartStore((s) => s.openDrawer);
  const closeDrawer = useCartStore((s) => s.closeDrawer);
  useRefreshCartProducts();
  const [params] = useSearchParams();

  // The drawer flag is transient: leaving the page closes it.
  useEffect(() => () => closeDrawer(), [closeDrawer]);

  const ready = canCheckout(items);
  const totals = computeTotals({
    lines: items.map((item) => ({
      tiers: tiersOf(item.product),
      quantity: totalQuantity(item.selectedProduct),
    })),
    taxBasisPoints: 0,
  });

  return (
    <>
      <PageMeta title={t('cart.title')} robots="noindex, nofollow" />
      <PageHeader
        title={t('cart.title')}
        crumbs={[{ label: t('common.home'), to: '/' }, { label: t('cart.title') }]}
      />
      <div className="container-page py-8">
        {items.length === 0 ? (
          <div
            className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center"
            data-testid="cart-empty"
          >
            <ShoppingBag size={64} className="text-gray-300" aria-hidden="true" />
            <h2 className="text-xl font-bold text-ink">{t('cart.emptyTitle')}</h2>
            <p className="text-gray-600">{t('cart.emptyText')}</p>
            <Link to="/shop" className="btn-primary">
              {t('cart.startShopping')}
            </Link>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="cart-items">
              <h2 id="cart-items" className="mb-4 text-lg font-bold text-ink">
                {t('cart.itemsHeading')}{' '}
                <span className="text-sm font-normal text-gray-500">
                  ({t('cart.itemsCount', { count: items.length })})
                </span>
              </h2>
              <ul className="flex flex-col gap-4">
                {items.map((item) => (
                  <li key={item.product.id}>
                    <CartItemCard
                      item={item}
                      onRemove={() => {
                        removeFromCart(item.product.id);
                        notifySuccess(t('cart.removed'));
                      }}
                      onEdit={() => openDrawer(item.product.id)}
                    />
                  </li>
                ))}
              </ul>
            </section>

            <aside aria-labelledby="cart-summary" className="lg:sticky lg:top-24 lg:self-start">
              <div className="rounded-xl border border-gray-200 bg-gray-50 p-5" data-testid="cart-summary">
                <h2 id="cart-summary" className="mb-4 text-lg font-bold text-ink">
                  {t('cart.summaryTitle')}
                </h2>
                <dl className="space-y-2 text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-gray-600">{t('cart.subtotal')}</dt>
                    <dd data-testid="cart-subtotal">
                      <Money halalas={totals.regularHalalas} />
                    </dd>
                  </div>
                  {totals.discountHalalas > 0 && (
                    <div className="flex justify-between gap-3 text-green-700">
                      <dt>{t('cart.quantityDiscount')}</dt>
                      <dd data-testid="cart-discount">
                        <Money halalas={totals.discountHalalas} negative />
                      </dd>
                    </div>
                  )}
                  <div className="flex justify-between gap-3 border-t border-gray-200 pt-3 text-base font-bold text-ink">
                    <dt>{t('cart.productsTotal')}</dt>
                    <dd data-testid="cart-total">
                      <Money halalas={totals.totalHalalas} />
                    </dd>
                  </div>
                </dl>
                <p className="mt-3 text-xs text-gray-500">{t('cart.taxShippingNote')}</p>
                <div className="mt-5 flex flex-col gap-2">
                  {ready ? (
                    <Link to="/checkout" className="btn-primary w-full" data-testid="cart-checkout">
                      {t('cart.checkout')}
                    </Link>
                  ) : (
                    <>
                      <button
                        type="button"
                        disabled
                        aria-describedby="cart-checkout-blocked"
                        className="btn-primary w-full"
                        data-testid="cart-checkout"
                      >
                        {t('cart.checkout')}
                      </button>
                      <p id="cart-checkout-blocked" className="text-sm text-amber-800">
                        {t('cart.checkoutBlocked')}
                      </p>
                    </>
                  )}
                  <Link to="/shop" className="btn-outline w-full">
                    {t('cart.continueShopping')}
                  </Link>
                </div>
                <div className="mt-4">
                  <QuoteRequest items={items} initiallyOpen={params.has(QUOTE_PARAM)} />
                </div>
              </div>
            </aside>
          </div>
        )}
      </div>
      <CartDrawer />
    </>
  );
}
