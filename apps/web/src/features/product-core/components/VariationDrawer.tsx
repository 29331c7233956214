import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Minus, Plus, ShoppingCart, X } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { lineTotals, sizeQuantity, totalQuantity, type Selection } from '@shop/domain';
import { tiersOf } from '../pricing';
import type { ProductSummary } from '../types';
import { Money } from '../../../shared/ui/Money';
import { ColorSwatches } from './ColorSwatches';
import { SelectionSummary } from './SelectionSummary';
import { ShippingNote } from './ShippingNote';
import { SizeChartDisclosure } from './SizeChart';
import { TierPanel } from './TierPanel';
import { useFocusTrap } from '../../../shared/lib/useFocusTrap';
import { NoImage } from '../../../shared/ui/NoImage';

export interface VariationDrawerProps {
  open: boolean;
  onClose: () => void;
  product: ProductSummary;
  selection: Selection;
  activeColorId: number | undefined;
  onActiveColorChange: (colorId: number) => void;
  /** The size the shopper clicked on the page: its row gets focus. */
  selectedSizeId?: number;
  /** Signed change of one colour/size (domain changeQuantity rules). */
  onChangeQuantity: (colorId: number, sizeId: number, delta: number) => void;
  /** A typed quantity (domain setQuantity: non-numeric input is ignored). */
  onSetQuantity: (colorId: number, sizeId: number, input: string) => void;
  /** 'product': Add to cart. 'cart': changes go to the cart, Continue to order. */
  mode: 'product' | 'cart';
  onAddToCart?: () => void;
  onContinue?: () => void;
  /** Cart mode: Continue to order also waits for the rest of the cart (every line orderable). */
  continueDisabled?: boolean;
  /** A note shown above the action button (the cart explains what is wrong with the line). */
  notice?: string;
}

/**
 * The variation drawer: slides in from the physical right in both languages, at most
 * extra-large wide; a modal dialog with focus kept inside, Escape and a close button to leave.
 */
export function VariationDrawer(props: VariationDrawerProps) {
  if (!props.open) return null;
  return createPortal(<DrawerPanel {...props} />, document.body);
}

function DrawerPanel({
  onClose,
  product,
  selection,
  activeColorId,
  onActiveColorChange,
  selectedSizeId,
  onChangeQuantity,
  onSetQuantity,
  mode,
  onAddToCart,
  onContinue,
  continueDisabled,
  notice,
}: VariationDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const colorsId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const sizeFocus = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  useFocusTrap(panel, true, onClose, selectedSizeId !== undefined ? sizeFocus : closeButton);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const tiers = tiersOf(product);
  const total = totalQuantity(selection);
  const line = lineTotals({ tiers, quantity: total });
  const activeColor = product.pivot_colors.find((c) => c.id === activeColorId);
  const discounted = line.discountHalalas > 0;

  return (
    <div className="fixed inset-0 z-50" data-testid="variation-drawer-root">
      <div
        className={`absolute inset-0 bg-black/50 transition-opacity duration-200 ${shown ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="variation-drawer"
        data-mode={mode}
        tabIndex={-1}
        className={`absolute inset-y-0 right-0 flex w-full max-w-xl flex-col bg-white shadow-2xl transition-transform duration-200 ease-out ${
          shown ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3 sm:px-6">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {t('productCore.drawer.title')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('productCore.drawer.close')}
            className="rounded-full p-2 text-gray-600 hover:bg-gray-100 hover:text-ink"
            data-testid="drawer-close"
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>

        <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5 sm:px-6">
          <div className="flex items-center gap-3">
            {activeColor?.image || product.image ? (
              <img
                src={activeColor?.image || product.image}
                data-testid="drawer-photo"
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 rounded-md object-cover"
              />
            ) : (
              <NoImage className="size-16 shrink-0 rounded-md" />
            )}
            <p className="font-bold text-ink">{product.name}</p>
          </div>

          <TierPanel tiers={tiers} quantity={total} compact />

          <section>
            <h3 id={colorsId} className="mb-3 text-sm font-bold text-ink">
              {t('productCore.colors')}
            </h3>
            {product.pivot_colors.length === 0 ? (
              <p className="text-sm text-gray-500">{t('productCore.drawer.noColors')}</p>
            ) : (
              <ColorSwatches
                colors={product.pivot_colors}
                selection={selection}
                activeColorId={activeColorId}
                onSelect={onActiveColorChange}
                showActiveMarker
                labelledBy={colorsId}
              />
            )}
          </section>

          <SizeChartDisclosure product={product} />

          {activeColor && (
            <section aria-label={t('productCore.drawer.sizesFor', { color: activeColor.color?.name ?? '' })}>
              <h3 className="mb-2 text-sm font-bold text-ink">
                {t('productCore.drawer.sizesFor', { color: activeColor.color?.name ?? '' })}
              </h3>
              <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
                {product.sizes.map((size) => {
                  const name = size.name.toUpperCase();
                  const quantity = sizeQuantity(selection, activeColor.id, size.id);
                  return (
                    <li
                      key={size.id}
                      className={`flex items-center justify-between gap-3 px-3 py-2 ${size.id === selectedSizeId ? 'bg-brand-50' : ''}`}
                      data-testid="size-row"
                      data-size={name}
                    >
                      <span className="min-w-12 font-bold text-ink">{name}</span>
                      <div className="flex items-center gap-2">
                        <button
                          type="button"
                          onClick={() => onChangeQuantity(activeColor.id, size.id, -1)}
                          disabled={quantity === 0}
                          aria-label={t('productCore.drawer.decrease', { size: name })}
                          className="flex h-9 w-9 items-center justify-center rounded-md border border-gray-300 text-ink hover:border-brand-600 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
                        >
                          <Minus size={16} aria-hidden="true" />
                        </button>
                        <QuantityInput
                          ref={size.id === selectedSizeId ? sizeFocus : undefined}
                          value={quantity}
                          label={t('productCore.drawer.quantityFor', { size: name })}
                          onInput={(text) => onSetQuantity(activeColor.id, size.id, text)}
                        />
                        <button
                          type="button"
                          onClick={() => onChangeQuantity(activeColor.id, size.id, 1)}
                          aria-label={t('productCore.drawer.increase', { size: name })}
                          className="flex h-9 w-9 items-center justify-center rounded-md border border-gray-300 text-ink hover:border-brand-600 hover:text-brand-600"
                        >
                          <Plus size={16} aria-hidden="true" />
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}

          <div className="rounded-lg bg-gray-50 p-3">
            <SelectionSummary
              product={product}
              selection={selection}
              title={t('productCore.drawer.summary')}
            />
          </div>

          <ShippingNote />
        </div>

        <div className="border-t border-gray-200 px-4 py-4 sm:px-6">
          <dl className="mb-3 space-y-1 text-sm" data-testid="drawer-subtotal">
            <div className="flex items-baseline justify-between gap-3">
              <dt className="font-bold text-ink">{t('productCore.drawer.subtotal')}</dt>
              <dd data-testid="drawer-total">
                <Money halalas={line.discountedHalalas} className="text-lg font-bold text-brand-700" />
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-gray-500">
              <dt className="sr-only">{t('productCore.drawer.piecesAndUnit')}</dt>
              <dd>
                {t('productCore.totalPieces', { count: total })} ×{' '}
                <span data-testid="drawer-unit">
                  <Money halalas={line.unitHalalas} />
                </span>
              </dd>
              {discounted && (
                <dd>
                  <span className="sr-only">{t('productCore.drawer.regularPrice')}: </span>
                  <s data-testid="drawer-regular">
                    <Money halalas={line.regularHalalas} />
                  </s>
                </dd>
              )}
            </div>
            {discounted && (
              <div className="flex justify-between gap-3 text-green-700" data-testid="drawer-savings">
                <dt>{t('productCore.drawer.savings')}</dt>
                <dd>
                  <Money halalas={line.discountHalalas} className="font-bold" />
                </dd>
              </div>
            )}
          </dl>
          {notice && (
            <p
              className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800"
              role="note"
              data-testid="drawer-notice"
            >
              {notice}
            </p>
          )}
          {mode === 'product' ? (
            <button
              type="button"
              className="btn-primary w-full"
              onClick={onAddToCart}
              disabled={total === 0}
              data-testid="drawer-add-to-cart"
            >
              <ShoppingCart size={18} aria-hidden="true" />
              {t('productCore.addToCart')}
            </button>
          ) : (
            <button
              type="button"
              className="btn-primary w-full"
              onClick={onContinue}
              disabled={total === 0 || continueDisabled}
              data-testid="drawer-continue"
            >
              {t('productCore.drawer.continueToOrder')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

interface QuantityInputProps {
  value: number;
  label: string;
  onInput: (text: string) => void;
  ref?: React.Ref<HTMLInputElement>;
}

/**
 * Free-text quantity. While focused it keeps what is typed (so the box can be emptied and retyped);
 * every number typed sets the quantity at once; on leaving, it shows the real quantity again.
 */
function QuantityInput({ value, label, onInput, ref }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      value={draft ?? String(value)}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => {
        setDraft(event.target.value);
        onInput(event.target.value);
      }}
      onBlur={() => setDraft(null)}
      className="h-9 w-16 rounded-md border border-gray-300 text-center font-semibold tabular-nums focus:border-brand-600"
      data-testid="size-quantity"
    />
  );
}
