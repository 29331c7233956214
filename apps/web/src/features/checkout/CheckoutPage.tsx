import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShoppingBag, Truck } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import type { ApiRoutes, BodyOf, Coupon, SavedAddress, SiteSettings } from '@shop/contract';
import { deliveryWindow, DISPATCH_DAYS, sarToHalalas } from '@shop/domain';
import { ApiError, apiGet, apiRequest } from '../../shared/api/client';
import { formatDay } from '../../shared/lib/date';
import type { Lang } from '../../shared/lib/lang';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { useFocusFirstInvalid } from '../../shared/lib/useFocusFirstInvalid';
import { queryKeys } from '../../shared/query/keys';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/states';
import { notifyError, notifySuccess } from '../../shared/ui/toast';
import { canCheckout, cartProducts, useCartStore, useRefreshCartProducts, type CartItem } from '../cart';
import { LineLogos, type LogoChoice } from '../../shared/ui/LineLogos';
import { useSettings } from '../settings';
import { AddressPicker } from './components/AddressPicker';
import { CouponForm } from './components/CouponForm';
import {
  EMPTY_ORDER_DETAILS,
  OrderDetailsForm,
  type OrderDetailsValues,
} from './components/OrderDetailsForm';
import { OrderSummary } from './components/OrderSummary';
import { useMoneyText } from '../../shared/ui/Money';
import { PaymentMethods, type PaymentMethod } from './components/PaymentMethods';
import { createIdempotencyKeeper } from './idempotency';
import { placedNext, PlacedSpinner, useOpenPlacedOrder, type PlacedNext } from './placed';
import { checkoutTotals, logoPriceOf } from './pricing';

/** What happens once the order is placed: the bill opens, or the card payment page. */
type Placed = PlacedNext | null;

/** /checkout (signed-in customers only). */
export default function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'));
  const items = useCartStore((s) => s.items);
  const refreshing = useRefreshCartProducts();
  const settings = useSettings();
  const addresses = useQuery({
    queryKey: queryKeys.account.addresses(),
    queryFn: ({ signal }) => apiGet('addresses', { signal }),
    // A customer coming back from adding an address must see it.
    refetchOnMount: 'always',
  });
  const [placed, setPlaced] = useState<Placed>(null);

  const header = (
    <PageHeader
      title={t('checkout.title')}
      crumbs={[
        { label: t('common.home'), to: '/' },
        { label: t('checkout.cart'), to: '/cart' },
        { label: t('checkout.title') },
      ]}
    />
  );

  let body: React.ReactNode;
  if (placed) {
    body = <PlacedSpinner next={placed} />;
  } else if (items.length === 0) {
    body = (
      <div
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center"
        data-testid="checkout-empty"
      >
        <ShoppingBag size={64} className="text-gray-300" aria-hidden="true" />
        <h2 className="text-xl font-bold text-ink">{t('checkout.emptyTitle')}</h2>
        <p className="text-gray-600">{t('checkout.emptyText')}</p>
        <Link to="/shop" className="btn-primary">
          {t('checkout.goShopping')}
        </Link>
      </div>
    );
  } else if (settings.isError || addresses.isError) {
    body = (
      <ErrorState
        onRetry={() => {
          if (settings.isError) void settings.refetch();
          if (addresses.isError) void addresses.refetch();
        }}
      />
    );
  } else if (refreshing || !settings.data || !addresses.data) {
    body = <Spinner block />;
  } else {
    body = (
      <CheckoutForm
        items={items}
        addresses={addresses.data}
        setting={settings.data.setting}
        onPlaced={setPlaced}
      />
    );
  }

  return (
    <>
      {header}
      <div className="container-page py-8">{body}</div>
    </>
  );
}

/** Fields whose refusal shows beside them rather than in the list above the button. */
const FIELDS_WITH_THEIR_OWN_ERRORS = new Set([
  'address_id',
  'coupon_code',
  'po_number',
  'requested_delivery_date',
  'note',
]);

interface FormProps {
  items: CartItem[];
  addresses: SavedAddress[];
  setting: SiteSettings;
  onPlaced: (placed: Placed) => void;
}

function CheckoutForm({ items, addresses, setting, onPlaced }: FormProps) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const openPlaced = useOpenPlacedOrder();
  const clearCart = useCartStore((s) => s.clearCart);
  const location = useLocation();
  // An address added or edited from here comes back chosen (the account's pages send its id).
  const [addressId, setAddressId] = useState<number | null>(
    (location.state as { address?: number } | null)?.address ?? null,
  );
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [method, setMethod] = useState<PaymentMethod>(0);
  const [details, setDetails] = useState<OrderDetailsValues>(EMPTY_ORDER_DETAILS);
  const [logoChoices, setLogoChoices] = useState<LogoChoice[]>([]);
  // Only products that still take a logo and are still in the cart carry one.
  const logoItems = items.filter((item) => logoPriceOf(item.product) !== null);
  const logos = logoChoices.filter((choice) =>
    logoItems.some((item) => item.product.id === choice.product_id),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const keeper = useRef(createIdempotencyKeeper()).current;
  // A second click in the same moment, before the button re-renders as disabled, sends nothing.
  const sending = useRef(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  const selected = addresses.find((a) => a.id === addressId) ?? addresses[0];
  const feeHalalas = selected ? sarToHalalas(selected.city.shipping_fee) : null;
  const totals = checkoutTotals({
    items,
    coupon,
    shippingFeeSar: selected ? selected.city.shipping_fee : null,
    taxPercent: setting.tax,
    logos: new Set(logos.map((choice) => choice.product_id)),
  });
  const orderable = canCheckout(items);
  const { earliest, latest } = deliveryWindow(new Date());

  const place = useMutation({
    mutationFn: ({ payload, key }: { payload: BodyOf<ApiRoutes['orderCreate']>; key: string }) =>
      apiRequest('orderCreate', {
        json: true,
        body: payload,
        headers: { 'Idempotency-Key': key },
      }),
    meta: { silent: true },
  });

  const submit = async () => {
    if (!selected || !orderable || sending.current) return;
    const payload = {
      payment_method: method,
      products: cartProducts(items),
      address_id: selected.id,
      coupon_code: coupon?.code ?? null,
      ...(logos.length > 0
        ? {
            artworks: logos.map(({ product_id, artwork_id, placement }) => ({
              product_id,
              artwork_id,
              placement,
            })),
          }
        : {}),
      // Blank details are left out: the order carries none.
      ...Object.fromEntries(Object.entries(details).filter(([, value]) => value.trim() !== '')),
    };
    const key = keeper.keyFor(payload);
    setServerErrors({});
    sending.current = true;
    let answer;
    try {
      answer = await place.mutateAsync({ payload, key });
    } catch (error) {
      sending.current = false;
      // The key is kept: sending the same order again replays this attempt, never a second order.
      if (error instanceof ApiError && error.status === 401) return;
      console.error('order failed', error);
      if (error instanceof ApiError && error.status === 422) {
        setServerErrors(error.fieldErrors);
        focusFirstInvalid();
      }
      notifyError(error instanceof ApiError && error.status > 0 ? error.message : t('checkout.orderFailed'));
      return;
    }
    keeper.reset();
    const orderId = answer.data.id;
    notifySuccess(answer.message);
    onPlaced(placedNext(method));
    clearCart();
    await openPlaced(orderId, method);
  };

  const otherErrors = Object.entries(serverErrors)
    .filter(([field]) => !FIELDS_WITH_THEIR_OWN_ERRORS.has(field) && !field.startsWith('artworks.'))
    .flatMap(([, texts]) => texts);

  return (
    <div ref={formRef} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-6">
        <AddressPicker
          addresses={addresses}
          selected={selected}
          onSelect={(id) => {
            setAddressId(id);
            setServerErrors({});
          }}
          error={serverErrors.address_id?.[0]}
        />
        <CouponForm
          applied={coupon}
          onApplied={(value) => {
            setCoupon(value);
            setServerErrors({});
          }}
          onRemoved={() => {
            setCoupon(null);
            setServerErrors({});
          }}
          orderError={serverErrors.coupon_code?.[0]}
          notice={
            coupon && totals.couponFit === 'noEligibleProducts'
              ? t('checkout.coupon.notForTheseProducts')
              : coupon && totals.couponFit === 'belowMinimum'
                ? t('checkout.coupon.belowMinimum', { amount: money(sarToHalalas(coupon.min_order ?? 0)) })
                : undefined
          }
        />
        <OrderDetailsForm
          values={details}
          onChange={setDetails}
          errors={{
            po_number: serverErrors.po_number?.[0],
            requested_delivery_date: serverErrors.requested_delivery_date?.[0],
            note: serverErrors.note?.[0],
          }}
        />
        {logoItems.length > 0 ? (
          <section className="rounded-xl border border-gray-200 p-5" data-testid="checkout-logos">
            <LineLogos
              items={logoItems}
              choices={logos}
              onChange={(choices) => {
                setLogoChoices(choices);
                setServerErrors({});
              }}
              legend={t('checkout.logos.title')}
              help={t('checkout.logos.help')}
              noteOf={(item) => t('checkout.logos.price', { amount: money(logoPriceOf(item.product) ?? 0) })}
              errors={serverErrors}
            />
          </section>
        ) : null}
        <PaymentMethods value={method} onChange={setMethod} bank={setting} />
      </div>

      <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
        <OrderSummary
          items={items}
          totals={totals}
          coupon={coupon}
          shippingFeeHalalas={feeHalalas}
          taxPercent={setting.tax}
        />
        <p className="flex items-start gap-2 text-sm text-gray-700" data-testid="checkout-delivery">
          <Truck size={18} className="mt-0.5 shrink-0 text-brand-600" aria-hidden="true" />
          {t('checkout.delivery', {
            days: DISPATCH_DAYS,
            from: formatDay(earliest, lang),
            to: formatDay(latest, lang),
          })}
        </p>
        {!orderable ? (
          <p
            className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800"
            data-testid="checkout-blocked"
          >
            {t('checkout.blocked')}{' '}
            <Link to="/cart" className="font-semibold underline">
              {t('checkout.backToCart')}
            </Link>
          </p>
        ) : null}
        {otherErrors.length > 0 ? (
          <ul
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
            role="alert"
            data-testid="checkout-errors"
          >
            {otherErrors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          className="btn-primary w-full py-3 text-base"
          disabled={!selected || !orderable || place.isPending}
          onClick={() => void submit()}
          data-testid="place-order"
        >
          {place.isPending ? t('checkout.sending') : t('checkout.submit')}
        </button>
      </aside>
    </div>
  );
}
