import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { TFunction } from '../../../shared/i18n/translator';
import { defaultActiveColor, totalQuantity } from '@shop/domain';
import { notifySuccess } from '../../../shared/ui/toast';
import { quantityLimitText, tiersOf, VariationDrawer } from '../../product-core';
import { canCheckout, lineQuantityError } from '../lines';
import { useCartStore, type CartItem } from '../store';

/** What the drawer says about the line it edits: empty (removed on closing), too few or too many pieces. */
function lineNotice(item: CartItem, t: TFunction) {
  if (totalQuantity(item.selectedProduct) === 0) return t('cart.emptyLine');
  const error = lineQuantityError(item);
  return error ? quantityLimitText(t, error, tiersOf(item.product)) : undefined;
}

/**
 * The variation drawer in cart mode: every change goes straight to the cart store. Closing it with
 * no pieces left removes the product from the cart; Continue to order waits for every line to be
 * orderable, like the page's Checkout.
 */
export function CartDrawer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useCartStore((s) => s.isDrawerOpen);
  const productId = useCartStore((s) => s.drawerProductId);
  const item = useCartStore((s) => s.items.find((i) => i.product.id === s.drawerProductId));
  const ready = useCartStore((s) => canCheckout(s.items));
  const closeDrawer = useCartStore((s) => s.closeDrawer);
  const update = useCartStore((s) => s.updateCartItemQuantity);
  const setTyped = useCartStore((s) => s.setCartItemQuantity);
  // The active colour is chosen when the drawer opens for a product, then follows the shopper.
  const [active, setActive] = useState<{ productId: number | null; colorId: number | undefined }>({
    productId: null,
    colorId: undefined,
  });

  if (!open || !item) return null;
  if (active.productId !== productId) {
    // Opening for a product: pick its default active colour once (set during render, React's
    // pattern for state derived from a change).
    const colorId = defaultActiveColor(
      item.selectedProduct,
      item.product.pivot_colors.map((c) => c.id),
    );
    setActive({ productId, colorId });
  }
  const activeColorId = active.productId === productId ? active.colorId : undefined;

  const close = () => {
    const removed = totalQuantity(item.selectedProduct) === 0;
    setActive({ productId: null, colorId: undefined });
    closeDrawer();
    if (removed) notifySuccess(t('cart.removed'));
  };

  return (
    <VariationDrawer
      open
      mode="cart"
      product={item.product}
      selection={item.selectedProduct}
      activeColorId={activeColorId}
      onActiveColorChange={(colorId) => setActive({ productId, colorId })}
      onChangeQuantity={(colorId, sizeId, delta) => update(item.product.id, colorId, sizeId, delta)}
      onSetQuantity={(colorId, sizeId, input) => setTyped(item.product.id, colorId, sizeId, input)}
      notice={lineNotice(item, t)}
      continueDisabled={!ready}
      onClose={close}
      onContinue={() => {
        setActive({ productId: null, colorId: undefined });
        closeDrawer();
        void navigate('/checkout');
      }}
    />
  );
}
