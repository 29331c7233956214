import { useState } from 'react';
import { useNavigate } from 'react-router';
import { defaultActiveColor } from '@shop/domain';
import { VariationDrawer } from '../../product-core';
import { useCartStore } from '../store';

/** The variation drawer in cart mode: every change goes straight to the cart store. */
export function CartDrawer() {
  const navigate = useNavigate();
  const open = useCartStore((s) => s.isDrawerOpen);
  const productId = useCartStore((s) => s.drawerProductId);
  const item = useCartStore((s) => s.items.find((i) => i.product.id === s.drawerProductId));
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
    const colorId = defaultActiveColor(item.selectedProduct, item.product.pivot_colors.map((c) => c.id));
    setActive({ productId, colorId });
  }
  const activeColorId = active.productId === productId ? active.colorId : undefined;

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
      onClose={() => {
        setActive({ productId: null, colorId: undefined });
        closeDrawer();
      }}
      onContinue={() => {
        setActive({ productId: null, colorId: undefined });
        closeDrawer();
        void navigate('/checkout');
      }}
    />
  );
}
