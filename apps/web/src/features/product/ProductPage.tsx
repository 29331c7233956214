import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { CreditCard, PackageX, RotateCcw, ShoppingCart, Stamp, Truck } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { productCategoryPath, productPath } from '@shop/contract';
import {
  changeQuantity,
  defaultActiveColor,
  emptySelection,
  quantityError,
  sarToHalalas,
  setQuantity,
  totalQuantity,
  type Selection,
} from '@shop/domain';
import { ApiError } from '../../shared/api/client';
import type { Product } from '@shop/contract';
import { notifyError, notifySuccess } from '../../shared/ui/toast';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { Stars } from '../../shared/ui/Stars';
import { useMoneyText } from '../../shared/ui/Money';
import { useCartStore } from '../cart';
import {
  ColorSwatches,
  quantityLimitText,
  SelectionSummary,
  SizeChartTable,
  TierPanel,
  tiersOf,
  VariationDrawer,
} from '../product-core';
import { useProduct } from './api';
import { productIdOf } from './first-screen';
import { AboutProduct } from './components/AboutProduct';
import { Gallery } from './components/Gallery';
import { Reviews } from './components/Reviews';
import { PageMeta, productJsonLd } from '../seo';

/** /product/:id. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = productIdOf(idParam) ?? 0;
  const valid = id > 0;
  const query = useProduct(id);

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) return <ProductNotFound />;
  if (query.isError && !query.data) {
    return (
      <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
        <p className="text-gray-700">{t('product.loadError')}</p>
        <button type="button" className="btn-primary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!query.data) return <ProductSkeleton />;
  // A new product id starts a new working state (selection, active colour, drawer, size).
  return <ProductView key={query.data.id} product={query.data} />;
}

interface WorkingState {
  selection: Selection;
  activeColorId: number | undefined;
  drawerOpen: boolean;
  selectedSizeId: number | undefined;
}

function initialState(product: Product): WorkingState {
  const selection = emptySelection(product.id);
  return {
    selection,
    activeColorId: defaultActiveColor(
      selection,
      product.pivot_colors.map((c) => c.id),
    ),
    drawerOpen: false,
    selectedSizeId: undefined,
  };
}

export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const addToCart = useCartStore((s) => s.addToCart);
  const [state, setState] = useState(() => initialState(product));
  const tiers = tiersOf(product);
  const total = totalQuantity(state.selection);
  // The main photo, each colour's own photo (staff upload one per colour), then the other photos.
  const images = [
    ...new Set(
      [
        product.image,
        ...product.pivot_colors.map((c) => c.image),
        ...(product.photos ?? []).map((p) => p.image),
      ].filter(Boolean),
    ),
  ];
  const activeColorImage = product.pivot_colors.find((c) => c.id === state.activeColorId)?.image || undefined;

  const openDrawer = (changes: Partial<WorkingState> = {}) =>
    setState((s) => ({ ...s, ...changes, drawerOpen: true }));
  const closeDrawer = useCallback(
    () => setState((s) => ({ ...s, drawerOpen: false, selectedSizeId: undefined })),
    [],
  );

  // Too few or too many pieces, said in the drawer as they are typed (the price shown is then
  // no tier's) and again as a toast if the shopper adds them anyway.
  const limitError = total > 0 ? quantityError(tiers, total) : undefined;
  const handleAdd = () => {
    const error = quantityError(tiers, total);
    if (error) {
      notifyError(quantityLimitText(t, error, tiers));
      return;
    }
    addToCart(product, state.selection);
    notifySuccess(t('product.addedToCart'));
    setState(initialState(product));
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <ProductMeta product={product} />
      <div className="mb-4">
        <Breadcrumb
          items={[
            { label: t('common.home'), to: '/' },
            ...(product.category?.name
              ? [
                  {
                    label: product.category.name,
                    to: productCategoryPath(product.category_id, product.category.name),
                  },
                ]
              : []),
            { label: product.name },
          ]}
        />
      </div>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Gallery images={images} name={product.name} show={activeColorImage} />

        <div className="flex flex-col gap-6">
          <div>
            {product.category?.name && (
              <p className="text-sm font-semibold text-brand-600">{product.category.name}</p>
            )}
            <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{product.name}</h1>
            <div className="mt-2 flex items-center gap-2 text-sm text-gray-600">
              <Stars value={product.avg_rate} />
              <a href="#reviews-title" className="hover:text-brand-600 hover:underline">
                {t('product.reviewsCount', { count: product.rates?.length ?? product.rates_count ?? 0 })}
              </a>
            </div>
          </div>

          <TierPanel tiers={tiers} quantity={total} />

          <section>
            <h2 id="page-colors" className="mb-3 text-sm font-bold text-ink">
              {t('productCore.colors')}
            </h2>
            <ColorSwatches
              colors={product.pivot_colors}
              selection={state.selection}
              activeColorId={state.activeColorId}
              onSelect={(colorId) => openDrawer({ activeColorId: colorId, selectedSizeId: undefined })}
              labelledBy="page-colors"
            />
          </section>

          {product.sizes.length > 0 && (
            <section>
              <h2 className="mb-3 text-sm font-bold text-ink">{t('product.sizes')}</h2>
              <ul className="flex flex-wrap gap-2">
                {product.sizes.map((size) => {
                  const name = size.name.toUpperCase();
                  return (
                    <li key={size.id}>
                      <button
                        type="button"
                        onClick={() => openDrawer({ selectedSizeId: size.id })}
                        aria-label={t('product.chooseSize', { size: name })}
                        className="min-w-12 rounded-md border border-gray-300 px-3 py-2 text-sm font-bold text-ink hover:border-brand-600 hover:text-brand-600"
                        data-testid="size-button"
                      >
                        {name}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}

          <div className="rounded-lg bg-gray-50 p-4">
            <SelectionSummary
              product={product}
              selection={state.selection}
              title={t('productCore.yourSelection')}
            />
            {total > 0 && (
              <p className="mt-2 text-sm font-semibold text-ink">
                {t('productCore.totalPieces', { count: total })}
              </p>
            )}
          </div>

          <div>
            <button
              type="button"
              className="btn-primary w-full py-3 text-base sm:w-auto sm:px-10"
              onClick={() => openDrawer()}
              data-testid="open-variations"
            >
              <ShoppingCart size={20} aria-hidden="true" />
              {t('productCore.addToCart')}
            </button>
            <p className="mt-2 text-xs text-gray-500">{t('product.chooseVariations')}</p>
          </div>

          <ul className="grid gap-3 text-sm">
            {product.logo_price !== null && product.logo_price !== undefined ? (
              <Note
                icon={<Stamp size={20} aria-hidden="true" />}
                title={t('product.logoTitle')}
                text={t('product.logoText', { amount: money(sarToHalalas(product.logo_price)) })}
              />
            ) : null}
            <Note
              icon={<Truck size={20} aria-hidden="true" />}
              title={t('product.shippingTitle')}
              text={t('product.shippingText')}
            />
            <Note
              icon={<CreditCard size={20} aria-hidden="true" />}
              title={t('product.secureTitle')}
              text={t('product.secureText')}
            />
            <Note
              icon={<RotateCcw size={20} aria-hidden="true" />}
              title={t('product.returnsTitle')}
              text={t('product.returnsText')}
            />
          </ul>
        </div>
      </div>

      <div className="mt-10 grid gap-8">
        <AboutProduct html={product.description ?? ''} />
        {product.size_chart ? (
          <section aria-labelledby="size-chart-title" id="size-chart" className="min-w-0">
            <h2 id="size-chart-title" className="mb-4 text-xl font-bold text-ink">
              {t('productCore.sizeChart.title')}
            </h2>
            <SizeChartTable chart={product.size_chart} sizes={product.sizes} />
          </section>
        ) : null}
        <Reviews productId={product.id} average={product.avg_rate} reviews={product.rates ?? []} />
      </div>

      <VariationDrawer
        open={state.drawerOpen}
        onClose={closeDrawer}
        product={product}
        selection={state.selection}
        activeColorId={state.activeColorId}
        onActiveColorChange={(colorId) => setState((s) => ({ ...s, activeColorId: colorId }))}
        selectedSizeId={state.selectedSizeId}
        onChangeQuantity={(colorId, sizeId, delta) =>
          setState((s) => ({ ...s, selection: changeQuantity(s.selection, colorId, sizeId, delta) }))
        }
        onSetQuantity={(colorId, sizeId, input) =>
          setState((s) => ({ ...s, selection: setQuantity(s.selection, colorId, sizeId, input) }))
        }
        mode="product"
        notice={limitError ? quantityLimitText(t, limitError, tiers) : undefined}
        onAddToCart={handleAdd}
      />
    </div>
  );
}

function Note({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <li className="flex gap-3 rounded-lg border border-gray-200 p-3">
      <span className="mt-0.5 text-brand-600">{icon}</span>
      <span>
        <strong className="block text-ink">{title}</strong>
        <span className="text-gray-600">{text}</span>
      </span>
    </li>
  );
}

/** The product's title, description, sharing image and JSON-LD (one offer from its price tiers). */
function ProductMeta({ product }: { product: Product }) {
  return (
    <PageMeta
      title={product.name}
      description={product.description}
      path={productPath(product.id)}
      image={product.image}
      imageSize={{ width: 1280, height: 1280 }}
      type="product"
      jsonLd={(page) => [productJsonLd(product, page)]}
    />
  );
}

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div
      className="container-page flex flex-col items-center gap-4 py-20 text-center"
      data-testid="product-not-found"
    >
      <PageMeta title={t('product.notFoundTitle')} description={t('product.notFoundText')} robots="noindex" />
      <PackageX size={56} className="text-gray-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-ink">{t('product.notFoundTitle')}</h1>
      <p className="max-w-md text-gray-600">{t('product.notFoundText')}</p>
      <Link to="/shop" className="btn-primary">
        {t('product.backToShop')}
      </Link>
    </div>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="container-page py-6 sm:py-10"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      <div className="mb-4 h-4 w-48 animate-pulse rounded bg-gray-200" />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12" aria-hidden="true">
        <div className="aspect-square animate-pulse rounded-xl bg-gray-200" />
        <div className="flex flex-col gap-4">
          <div className="h-8 w-3/4 animate-pulse rounded bg-gray-200" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
          <div className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-16 animate-pulse rounded-lg bg-gray-200" />
            ))}
          </div>
          <div className="flex gap-3">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-11 w-11 animate-pulse rounded-full bg-gray-200" />
            ))}
          </div>
          <div className="h-12 w-48 animate-pulse rounded-lg bg-gray-200" />
        </div>
      </div>
    </div>
  );
}
